import { describe, expect, it } from 'vitest'
import { fixtureBytes, mediaFixtures } from '../../tests/support/fixtures'
import { crc32 } from './crc32'
import { probeImage } from './image-probe'
import type { MediaRejection, RejectionReason } from './rejection'

const IMAGES = mediaFixtures.filter((fixture) => fixture.category === 'image')

function refusal(bytes: Uint8Array): { reason: RejectionReason; message: string } {
  try {
    probeImage(bytes)
  } catch (error) {
    const { reason, message } = error as MediaRejection
    return { reason, message }
  }
  throw new Error('expected the image to be refused')
}

/** A copy of `bytes` with a big-endian u16 written at `offset`. */
const withU16 = (bytes: Uint8Array, offset: number, value: number, littleEndian = false) => {
  const copy = bytes.slice()
  new DataView(copy.buffer).setUint16(offset, value, littleEndian)
  return copy
}

describe('probeImage on the fixtures', () => {
  it.each(IMAGES.map((fixture) => [fixture.name, fixture] as const))('reads %s', (name, fixture) => {
    expect(probeImage(fixtureBytes(name))).toEqual({
      contentType: fixture.mime,
      extension: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' }[fixture.mime!],
      width: fixture.width,
      height: fixture.height,
    })
  })

  it.each([
    ['svg-script.svg', 'unsupported', /^SVG images are not accepted\. Use JPEG, PNG, WebP or GIF\.$/],
    [
      'text.jpg',
      'unsupported',
      /^This file is not a supported image format \(it looks like plain text\)\. Use JPEG, PNG, WebP or GIF\.$/,
    ],
    ['polyglot.gif', 'unsupported', /^This file is not a valid GIF image/],
    [
      'huge-dimensions.png',
      'too-many-pixels',
      /^Image dimensions are too large \(20000x20000\); the maximum is 8000 px a side$/,
    ],
    ['empty.mp3', 'empty', /^The file is empty$/],
    ['tone.mp3', 'unsupported', /it looks like MP3 audio/],
    ['tone.webm', 'unsupported', /it looks like WebM/],
  ])('refuses %s as %s', (name, reason, message) => {
    expect(refusal(fixtureBytes(name))).toMatchObject({ reason, message: expect.stringMatching(message) })
  })
})

describe('probeImage on damaged files', () => {
  it.each(['cover.jpg', 'cover.png', 'cover.gif', 'cover.webp'])('refuses %s cut short', (name) => {
    const bytes = fixtureBytes(name)
    expect(refusal(bytes.subarray(0, bytes.length - 20))).toMatchObject({
      reason: 'corrupt',
      message: expect.stringMatching(/^The image file is corrupt or truncated/),
    })
    expect(refusal(bytes.subarray(0, 40)).reason).toBe('corrupt')
  })

  it('refuses a PNG whose IHDR checksum is wrong', () => {
    const png = fixtureBytes('avatar.png')
    expect(refusal(withU16(png, 29, 0))).toMatchObject({
      reason: 'corrupt',
      message: expect.stringMatching(/IHDR chunk fails its checksum/),
    })
  })

  it("reads each format's dimensions from its header and refuses a side over 8000 px", () => {
    // JPEG: SOF0 at byte 0x9e of cover.jpg holds height then width.
    const jpeg = fixtureBytes('cover.jpg')
    const sof = jpeg.findIndex((byte, i) => byte === 0xff && jpeg[i + 1] === 0xc0)
    expect(refusal(withU16(jpeg, sof + 5, 9000)).message).toMatch(/\(600x9000\)/)
    expect(refusal(withU16(fixtureBytes('cover.gif'), 6, 8001, true)).message).toMatch(/\(8001x300\)/)
    expect(refusal(withU16(fixtureBytes('cover.webp'), 26, 10000, true)).message).toMatch(/\(10000x600\)/)
    const png = withU16(fixtureBytes('avatar.png'), 18, 9000) // IHDR width's low half
    new DataView(png.buffer).setUint32(29, crc32(png.subarray(12, 29)))
    expect(refusal(png)).toMatchObject({ reason: 'too-many-pixels', message: expect.stringMatching(/\(9000x128\)/) })
  })

  it('refuses a JPEG without a frame header or with garbage between segments', () => {
    expect(refusal(new Uint8Array([0xff, 0xd8, 0xff, 0xd9])).reason).toBe('corrupt')
    expect(refusal(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0x41, 0x42])).reason).toBe(
      'unsupported',
    )
  })
})
