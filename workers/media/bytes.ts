/** Bounds-checked reads: any read past the end throws the error the format gives for a cut-short file. */
export class ByteReader {
  private readonly view: DataView

  constructor(
    readonly bytes: Uint8Array,
    private readonly cutShort: () => Error,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }

  get length() {
    return this.bytes.byteLength
  }

  has(offset: number, count = 1) {
    return offset >= 0 && count >= 0 && offset + count <= this.bytes.byteLength
  }

  /** Throws unless `count` bytes exist at `offset`. */
  need(offset: number, count: number) {
    if (!this.has(offset, count)) throw this.cutShort()
  }

  u8(offset: number) {
    this.need(offset, 1)
    return this.view.getUint8(offset)
  }

  u16be(offset: number) {
    this.need(offset, 2)
    return this.view.getUint16(offset)
  }

  u16le(offset: number) {
    this.need(offset, 2)
    return this.view.getUint16(offset, true)
  }

  u24be(offset: number) {
    return (this.u8(offset) << 16) | this.u16be(offset + 1)
  }

  u24le(offset: number) {
    return this.u16le(offset) | (this.u8(offset + 2) << 16)
  }

  u32be(offset: number) {
    this.need(offset, 4)
    return this.view.getUint32(offset)
  }

  u32le(offset: number) {
    this.need(offset, 4)
    return this.view.getUint32(offset, true)
  }

  /** A signed 64-bit value; Ogg uses -1 for "no position". */
  i64le(offset: number) {
    this.need(offset, 8)
    return Number(this.view.getBigInt64(offset, true))
  }

  ascii(offset: number, count: number) {
    this.need(offset, count)
    return String.fromCharCode(...this.bytes.subarray(offset, offset + count))
  }

  /** Whether `text` (ASCII) is at `offset`; false rather than a throw when the file is shorter. */
  matches(offset: number, text: string) {
    if (!this.has(offset, text.length)) return false
    for (let i = 0; i < text.length; i++) if (this.bytes[offset + i] !== text.charCodeAt(i)) return false
    return true
  }
}

/** The parts one after another, in one new array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  let offset = 0
  for (const part of parts) {
    joined.set(part, offset)
    offset += part.length
  }
  return joined
}
