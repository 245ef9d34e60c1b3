export interface ByteRange {
  offset: number
  length: number
}

/**
 * A single-range `Range: bytes=...` header against an object of `size` bytes (RFC 9110 §14): the range to send,
 * 'unsatisfiable' for a 416, or null to send the whole object (no header, several ranges or a malformed one,
 * which the RFC lets a server ignore).
 */
export function parseByteRange(header: string | null | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (!match[1] && !match[2])) return null
  if (!match[1]) {
    const suffix = Number(match[2])
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    const length = Math.min(suffix, size)
    return { offset: size - length, length }
  }
  const first = Number(match[1])
  const last = match[2] ? Number(match[2]) : Number.POSITIVE_INFINITY
  if (last < first) return null
  if (first >= size) return 'unsatisfiable'
  return { offset: first, length: Math.min(last, size - 1) - first + 1 }
}
