import type { ClientMessage } from '../../contracts/room'
import { isModerationMessage, type ModerationMessage } from './chat/chat-moderation'
import type { SignalMessage } from './signaling'
import type { Vocabulary } from './vocabulary'

/** What a /ws socket asks of the room, whichever dialect it asked in. */
export type RoomCommand =
  | { kind: 'ping' }
  | { kind: 'join' }
  | { kind: 'chat'; text: string }
  | { kind: 'leave' }
  | { kind: 'host' }
  | { kind: 'end' }
  | { kind: 'signal'; message: SignalMessage }
  | { kind: 'moderate'; message: ModerationMessage }

/** A message as a room command, and the dialect it fixes for a socket that has not spoken yet (null: none). */
export interface ReadCommand {
  command: RoomCommand
  speaks: Vocabulary | null
}

const said = (command: RoomCommand, speaks: Vocabulary | null = null): ReadCommand => ({ command, speaks })

/** Reads either page's message into the one command the room's core understands. */
export function readCommand(message: ClientMessage): ReadCommand {
  if (isModerationMessage(message)) return said({ kind: 'moderate', message })
  switch (message.type) {
    case 'ping':
      return said({ kind: 'ping' })
    case 'join':
      return said({ kind: 'join' }, 'viewer-page')
    case 'join-stream':
      return said({ kind: 'join' }, 'studio')
    case 'chat':
      return said({ kind: 'chat', text: message.data.message }, 'viewer-page')
    case 'chat-message':
      return said({ kind: 'chat', text: message.data.message }, 'studio')
    case 'leave':
    case 'leave-stream':
      return said({ kind: 'leave' })
    case 'host-stream':
      return said({ kind: 'host' }, 'studio')
    case 'end-stream':
      return said({ kind: 'end' })
    case 'stream-offer':
    case 'stream-answer':
    case 'ice-candidate':
      return said({ kind: 'signal', message })
  }
}
