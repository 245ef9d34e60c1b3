const encoder = new TextEncoder()
const CRLF = encoder.encode('\r\n')
const BLANK_LINE = encoder.encode('\r\n\r\n')
const MAX_HEADERS_LENGTH = 16 * 1024

/**
 * The content of the part named `field` in a multipart/form-data body (RFC 7578), as a view into `body` rather
 * than a copy, or null when the body is not multipart or has no such part.
 */
export function multipartField<Buffer extends ArrayBufferLike>(
  body: Uint8Array<Buffer>,
  contentType: string | null | undefined,
  field: string,
): Uint8Array<Buffer> | null {
  const boundary = /^multipart\/form-data\s*;.*\bboundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '')
  if (!boundary) return null
  const dashBoundary = encoder.encode(`--${boundary[1] ?? boundary[2]}`)
  const delimiter = encoder.encode(`\r\n--${boundary[1] ?? boundary[2]}`)
  // `at` is where a '--boundary' line starts; only the first may open the body without a CRLF before it.
  let at = startsAt(body, dashBoundary, 0) ? 0 : afterCrlf(find(body, delimiter, 0))
  while (at >= 0) {
    const lineEnd = at + dashBoundary.length
    if (body[lineEnd] === 0x2d && body[lineEnd + 1] === 0x2d) return null // the closing '--boundary--'
    const headersStart = afterCrlf(find(body, CRLF, lineEnd))
    const headersEnd = headersStart < 0 ? -1 : find(body, BLANK_LINE, headersStart - 2)
    const next = headersEnd < 0 ? -1 : find(body, delimiter, headersEnd + BLANK_LINE.length)
    if (next < 0 || headersEnd - headersStart > MAX_HEADERS_LENGTH) return null
    if (partName(String.fromCharCode(...body.subarray(headersStart, headersEnd))) === field) {
      return body.subarray(headersEnd + BLANK_LINE.length, next)
    }
    at = afterCrlf(next)
  }
  return null
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
