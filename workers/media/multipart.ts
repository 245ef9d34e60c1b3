import { concatBytes } from './bytes'
import { MediaRejection } from './rejection'

const encoder = new TextEncoder()
const CRLF = encoder.encode('\r\n')
const BLANK_LINE = encoder.encode('\r\n\r\n')
const MAX_HEADERS_LENGTH = 16 * 1024
/** The largest piece of the file handed on at once; pieces are views of what arrived, never copies. */
export const MAX_PIECE = 64 * 1024

const missing = (field: string) =>
  new MediaRejection('missing', `Send the file as multipart/form-data in a field named "${field}"`)

/**
 * The content of the part named `field` in a multipart/form-data body (RFC 7578) read chunk by chunk from `body`,
 * handed on in pieces of at most MAX_PIECE bytes as it arrives. What is held at a time is one chunk plus a
 * boundary's length (or, between parts, the part's headers, at most 16 KB): boundaries are found across chunk edges
 * without holding the file. The rest of the body after the part is read and dropped. Throws a `missing` refusal
 * when the body is not multipart, has no such part or ends inside it.
 */
export async function* multipartFile(
  body: AsyncIterator<Uint8Array>,
  contentType: string | null | undefined,
  field: string,
): AsyncGenerator<Uint8Array, void> {
  const boundary = /^multipart\/form-data\s*;.*\bboundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '')
  if (!boundary) throw missing(field)
  const dashBoundary = encoder.encode(`--${boundary[1] ?? boundary[2]}`)
  const delimiter = encoder.encode(`\r\n--${boundary[1] ?? boundary[2]}`)
  const input = new Scanner(body)

  // Only the first '--boundary' line may open the body without a CRLF before it; anything before it is preamble.
  await input.fillTo(dashBoundary.length)
  if (!startsAt(input.bytes, dashBoundary, 0)) {
    if (!(await input.skipTo(delimiter))) throw missing(field)
    input.consume(CRLF.length)
  }
  for (;;) {
    // `input` starts with a '--boundary' line.
    await input.fillTo(dashBoundary.length + 2)
    const lineEnd = dashBoundary.length
    // the closing '--boundary--'
    if (input.bytes[lineEnd] === 0x2d && input.bytes[lineEnd + 1] === 0x2d) throw missing(field)
    const headersStart = afterCrlf(await input.find(CRLF, lineEnd, lineEnd + MAX_HEADERS_LENGTH))
    const headersEnd =
      headersStart < 0 ? -1 : await input.find(BLANK_LINE, headersStart - 2, headersStart + MAX_HEADERS_LENGTH + 1)
    if (headersEnd < 0) throw missing(field)
    const isField = partName(String.fromCharCode(...input.bytes.subarray(headersStart, headersEnd))) === field
    input.consume(headersEnd + BLANK_LINE.length)
    for (;;) {
      const next = find(input.bytes, delimiter, 0)
      // Bytes that could start a delimiter cut by the chunk's edge stay until the next chunk shows what they are.
      const content = next >= 0 ? next : Math.max(0, input.bytes.length - delimiter.length + 1)
      if (isField) yield* pieces(input.bytes.subarray(0, content))
      input.consume(content)
      if (next >= 0) break
      if (!(await input.fill())) throw missing(field)
    }
    if (isField) return input.drain()
    input.consume(CRLF.length)
  }
}

function* pieces(bytes: Uint8Array) {
  for (let at = 0; at < bytes.length; at += MAX_PIECE) yield bytes.subarray(at, at + MAX_PIECE)
}

/** The unread bytes of a body arriving in chunks. */
class Scanner {
  bytes: Uint8Array = new Uint8Array()

  constructor(private readonly body: AsyncIterator<Uint8Array>) {}

  /** Adds the next chunk; false at the end of the body. */
  async fill(): Promise<boolean> {
    const chunk = await this.body.next()
    if (chunk.done) return false
    this.bytes = this.bytes.length === 0 ? chunk.value : concatBytes([this.bytes, chunk.value])
    return true
  }

  /** Reads until at least `length` bytes are unread or the body ends. */
  async fillTo(length: number) {
    while (this.bytes.length < length && (await this.fill()));
  }

  consume(count: number) {
    this.bytes = this.bytes.subarray(count)
  }

  /** Reads and drops the rest of the body. */
  async drain() {
    do this.consume(this.bytes.length)
    while (await this.fill())
  }

  /** Where `needle` starts at or after `from` but before `before`, reading more as needed; -1 if it does not. */
  async find(needle: Uint8Array, from: number, before: number): Promise<number> {
    for (;;) {
      const at = find(this.bytes.subarray(0, before + needle.length - 1), needle, from)
      if (at >= 0 || this.bytes.length >= before + needle.length - 1 || !(await this.fill())) return at
    }
  }

  /** Drops everything before the first `needle`, reading as needed; false if the body ends first. */
  async skipTo(needle: Uint8Array): Promise<boolean> {
    for (;;) {
      const at = find(this.bytes, needle, 0)
      if (at >= 0) {
        this.consume(at)
        return true
      }
      this.consume(Math.max(0, this.bytes.length - needle.length + 1))
      if (!(await this.fill())) return false
    }
  }
}

const afterCrlf = (index: number) => (index < 0 ? -1 : index + CRLF.length)

function partName(headers: string) {
  const disposition = headers.split('\r\n').find((line) => /^content-disposition\s*:/i.test(line))
  return disposition ? /;\s*name="([^"]*)"/i.exec(disposition)?.[1] : undefined
}

function startsAt(bytes: Uint8Array, needle: Uint8Array, at: number) {
  if (at + needle.length > bytes.length) return false
  for (let i = 0; i < needle.length; i++) if (bytes[at + i] !== needle[i]) return false
  return true
}

/** Index of `needle` in `bytes` from `from`, or -1: the first byte is found natively, then the rest compared. */
function find(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  for (let at = bytes.indexOf(needle[0], from); at !== -1; at = bytes.indexOf(needle[0], at + 1)) {
    if (startsAt(bytes, needle, at)) return at
  }
  return -1
}
