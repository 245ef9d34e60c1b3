import { ResizableArrayBuffer } from './request-body'

/**
 * The size of every part but the last of an R2 multipart upload: R2 wants them all the same size and at least 5 MiB
 * (the last may be smaller). It is also the most of a file held at once while it streams to R2 (ADR 014).
 */
export const PART_SIZE = 5 * 1024 * 1024

export interface PartTarget {
  key: string
  contentType: string
}

/**
 * Writes a file that arrives in pieces to R2 in parts of PART_SIZE, holding at most one part. A file that fits in
 * one part is never sent as a multipart upload: `finish` hands it back whole so it can be put under its hash.
 */
export class PartWriter {
  private readonly buffer = new ResizableArrayBuffer(0, { maxByteLength: PART_SIZE })
  private filled = 0
  private upload: R2MultipartUpload | null = null
  private readonly parts: R2UploadedPart[] = []

  /** `target` names the object once the file is known to need more than one part. */
  constructor(
    private readonly bucket: R2Bucket,
    private readonly target: () => PartTarget,
  ) {}

  async write(piece: Uint8Array) {
    for (let rest = piece; rest.length > 0; ) {
      // A full part is sent only once more bytes arrive: the file's last part is never empty.
      if (this.filled === PART_SIZE) await this.sendPart()
      const taken = rest.subarray(0, PART_SIZE - this.filled)
      this.buffer.resize(this.filled + taken.length)
      new Uint8Array(this.buffer).set(taken, this.filled)
      this.filled += taken.length
      rest = rest.subarray(taken.length)
    }
  }

  /** The stored object, or the file's bytes when it fits in one part and nothing was sent. */
  async finish(): Promise<R2Object | Uint8Array<ArrayBuffer>> {
    if (!this.upload) return new Uint8Array(this.buffer, 0, this.filled)
    await this.sendPart()
    return this.upload.complete(this.parts)
  }

  /** Drops the parts sent so far: R2 keeps nothing of them. */
  async abort() {
    // Should the abort itself fail, R2 drops an unfinished upload's parts after a week; the refusal stands.
    await this.upload?.abort().catch(() => {})
  }

  private async sendPart() {
    if (!this.upload) {
      const { key, contentType } = this.target()
      this.upload = await this.bucket.createMultipartUpload(key, { httpMetadata: { contentType } })
    }
    this.parts.push(await this.upload.uploadPart(this.parts.length + 1, new Uint8Array(this.buffer, 0, this.filled)))
    this.filled = 0
    this.buffer.resize(0)
  }
}
