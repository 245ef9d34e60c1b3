import { serverMessageSchema, type ClientMessageInput, type SingleServerMessage } from '../../../contracts/room'

/** A client frame, typed by the room's contract. */
export const encodeRoomMessage = (message: ClientMessageInput) => JSON.stringify(message)

/**
 * The messages in one text frame from the room: a `batch` is unwrapped into its messages, in order. A frame that
 * does not match the contract is logged and ignored (SPEC §7: unknown types are ignored with a warning).
 */
export function parseRoomFrame(raw: string): SingleServerMessage[] {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    json = undefined
  }
  const parsed = serverMessageSchema.safeParse(json)
  if (!parsed.success) {
    console.warn('Ignoring an unknown room message', raw.slice(0, 200))
    return []
  }
  return parsed.data.type === 'batch' ? parsed.data.data.messages : [parsed.data]
}
