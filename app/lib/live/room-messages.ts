import type { ClientMessageInput, SingleServerMessage } from '../../../contracts/room'
import { SERVER_MESSAGE_TYPES } from '../../../contracts/room-message-types'

/** A client frame, typed by the room's contract. */
export const encodeRoomMessage = (message: ClientMessageInput) => JSON.stringify(message)

const knownTypes = new Set<string>(SERVER_MESSAGE_TYPES)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * The room is trusted to send what its contract says (zod stays on the server): a message is only checked to have
 * a known type and a data object.
 */
const isKnownMessage = (value: unknown): value is SingleServerMessage =>
  isRecord(value) && typeof value.type === 'string' && knownTypes.has(value.type) && isRecord(value.data)

function messagesOf(json: unknown): SingleServerMessage[] | null {
  if (isRecord(json) && json.type === 'batch') {
    const messages = isRecord(json.data) ? json.data.messages : undefined
    return Array.isArray(messages) && messages.every(isKnownMessage) ? messages : null
  }
  return isKnownMessage(json) ? [json] : null
}

/**
 * The messages in one text frame from the room: a `batch` is unwrapped into its messages, in order. A frame of an
 * unknown type is logged and ignored (docs/product/room-protocol.md#frames: unknown types are ignored with a warning).
 */
export function parseRoomFrame(raw: string): SingleServerMessage[] {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    json = undefined
  }
  const messages = messagesOf(json)
  if (!messages) {
    console.warn('Ignoring an unknown room message', raw.slice(0, 200))
    return []
  }
  return messages
}
