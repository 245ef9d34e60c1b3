import type { ZodType } from 'zod'
import { withDataEnvelope } from '../contracts/room'

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
