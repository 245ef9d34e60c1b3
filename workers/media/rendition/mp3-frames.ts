import { readMpegFrame, type MpegFrame } from '../../../contracts/media/mpeg-frame'

/** The MPEG frame header at the start of `bytes`; throws if there is none. */
export function readFrameHeader(bytes: Uint8Array): MpegFrame {
  const frame = readMpegFrame(bytes, 0)
  if (!frame) throw new Error('not an MPEG audio frame')
  return frame
}

/**
 * Counts the frames of an MPEG audio stream written in pieces, whose headers may straddle two pieces, and keeps the
 * first frame's header (the model of the stream's Info frame).
 */
export class FrameCounter {
  frames = 0
  first: Uint8Array | null = null
  /** Bytes of the current frame still to come after the piece read last. */
  private skip = 0
  private partialHeader: Uint8Array = new Uint8Array()

  push(piece: Uint8Array) {
    let at = this.skip
    while (at < piece.length) {
      const carried = this.partialHeader.length
      const header = joined(this.partialHeader, piece.subarray(at, at + 4 - carried))
      if (header.length < 4) {
        this.partialHeader = header
        this.skip = 0
        return
      }
      this.partialHeader = new Uint8Array()
      this.first ??= header.slice()
      this.frames++
      // The header began `carried` bytes before this piece.
      at += readFrameHeader(header).length - carried
    }
    this.skip = at - piece.length
  }
}

function joined(a: Uint8Array, b: Uint8Array) {
  if (!a.length) return b
  const both = new Uint8Array(a.length + b.length)
  both.set(a)
  both.set(b, a.length)
  return both
}
