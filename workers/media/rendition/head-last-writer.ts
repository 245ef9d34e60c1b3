import { PART_SIZE } from '../r2-parts'

/**
 * Writes a file to R2 whose first bytes are known last (an MP3's Info frame counts the frames after it): the first
 * part is held until `finish`, later parts go to a multipart upload as they fill. At most two parts are held; a file
 * of one part is put whole.
 */
export class HeadLastWriter {
  private readonly head = new Uint8Array(PART_SIZE)
  private headFilled = 0
  private readonly part = new Uint8Array(PART_SIZE)
  private partFilled = 0
  private upload: R2MultipartUpload | null = null
  private readonly parts: R2UploadedPart[] = []

  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
    private readonly contentType: string,
  ) {}

  async write(piece: Uint8Array) {
    for (let rest = piece; rest.length > 0; ) {
      if (this.headFilled < PART_SIZE) {
        const taken = rest.subarray(0, PART_SIZE - this.headFilled)
        this.head.set(taken, this.headFilled)
        this.headFilled += taken.length
        rest = rest.subarray(taken.length)
        continue
      }
      // A full part is sent only once more bytes arrive: the file's last part is never empty.
      if (this.partFilled === PART_SIZE) await this.sendPart(this.parts.length + 2, this.part)
      const taken = rest.subarray(0, PART_SIZE - this.partFilled)
      this.part.set(taken, this.partFilled)
      this.partFilled += taken.length
      rest = rest.subarray(taken.length)
    }
  }

  /** Writes `start` over the file's first bytes (written as placeholders) and stores the file; returns its size. */
  async finish(start: Uint8Array): Promise<number> {
    this.head.set(start)
    const head = this.head.subarray(0, this.headFilled)
    if (this.partFilled === 0) {
      await this.bucket.put(this.key, head, { httpMetadata: { contentType: this.contentType } })
      return head.length
    }
    await this.sendPart(this.parts.length + 2, this.part.subarray(0, this.partFilled))
    await this.sendPart(1, head)
    const object = await this.upload!.complete(this.parts.sort((a, b) => a.partNumber - b.partNumber))
    return object.size
  }

  /** Drops the parts sent so far. */
  async abort() {
    // Should the abort itself fail, R2 drops an unfinished upload's parts after a week.
    await this.upload?.abort().catch(() => {})
  }

  private async sendPart(partNumber: number, bytes: Uint8Array) {
    this.upload ??= await this.bucket.createMultipartUpload(this.key, {
      httpMetadata: { contentType: this.contentType },
    })
    this.parts.push(await this.upload.uploadPart(partNumber, bytes))
    this.partFilled = 0
  }
}
