import type { ZodType } from 'zod'
import {
  clientMessageSchema,
  TEXT_FRAME_MAX_BYTES,
  withDataEnvelope,
  type ClientMessage,
  type RoomErrorCode,
} from '../../contracts/room'

const MALFORMED = 'Unknown or malformed message'

export interface ParsedFrame<Message> {
  /** The JSON value with its fields under `data` (withDataEnvelope), or undefined when the text was not JSON. */
  json: unknown
  message?: Message
  /** For people: the schema's own words when the type is known (e.g. the 500-character chat rule). */
  error: string
}

/** Parses a text frame with a contract union; never throws. */
export function parseClientFrame<Message>(raw: string, schema: ZodType<Message> | null): ParsedFrame<Message> {
  let json: unknown
  try {
    json = withDataEnvelope(JSON.parse(raw))
  } catch {
    return { json: undefined, error: MALFORMED }
  }
  if (!schema) return { json, error: MALFORMED }
  const parsed = schema.safeParse(json)
  if (parsed.success) return { json, message: parsed.data, error: '' }
  const typeKnown = parsed.error.issues.every((issue) => issue.code !== 'invalid_union' || issue.path.length > 0)
  const firstIssue = parsed.error.issues[0]
  return { json, error: typeKnown && firstIssue?.path[0] === 'data' ? firstIssue.message : MALFORMED }
}

/** A text frame over the room's limit (counted in UTF-8 bytes only when its length says it might be). */
export const textFrameTooBig = (raw: string) =>
  raw.length * 3 > TEXT_FRAME_MAX_BYTES && new TextEncoder().encode(raw).byteLength > TEXT_FRAME_MAX_BYTES

/** A /ws text frame as a room message of the socket's stream, or the error to answer it with. */
export function readChatFrame(
  raw: string,
  streamId: number,
): { message: ClientMessage } | { code: RoomErrorCode; error: string } {
  const frame = parseClientFrame(raw, clientMessageSchema)
  if (!frame.message) return { code: 'malformed', error: frame.error }
  const data = 'data' in frame.message ? frame.message.data : undefined
  const named = data && 'streamId' in data ? data.streamId : undefined
  if (named !== undefined && named !== streamId)
    return { code: 'wrong-stream', error: `This connection belongs to stream ${streamId}` }
  return { message: frame.message }
}
