/** Every WebM stream starts with the EBML header's id: a chunk that does is the start of a new recording. */
export function startsWithEbmlHeader(chunk: ArrayBuffer): boolean {
  const bytes = new Uint8Array(chunk, 0, Math.min(4, chunk.byteLength))
  return bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3
}
