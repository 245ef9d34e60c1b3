import { describe, expect, it } from 'vitest'
import { fixtureBytes, mediaFixtures } from '../../tests/support/fixtures'
import { judgeFirstBytes } from './first-bytes'
import { SNIFF_LENGTH } from './sniff'

/** The first bytes of a fixture, as the upload form reads them from a picked file. */
const head = (name: string) => fixtureBytes(name).subarray(0, SNIFF_LENGTH)
const named = (category: string) =>
  mediaFixtures.filter((fixture) => fixture.category === category).map(({ name }) => name)
const USE_AUDIO = 'Use MP3, WAV, FLAC or OGG.'

describe('judgeFirstBytes', () => {
  it.each([
    ['tone.mp3', 'mp3'],
    ['tone.wav', 'wav'],
    ['tone.flac', 'flac'],
    ['tone.ogg', 'ogg'],
    ['speech.ogg', 'ogg'],
  ])('takes %s as audio (%s)', (name, format) => {
    expect(judgeFirstBytes('audio', head(name))).toEqual({ format })
  })

  it.each([
    ['cover.jpg', 'jpeg'],
    ['cover.png', 'png'],
    ['cover.gif', 'gif'],
    ['cover.webp', 'webp'],
    ['avatar.png', 'png'],
  ])('takes %s as an image (%s)', (name, format) => {
    expect(judgeFirstBytes('image', head(name))).toEqual({ format })
  })

  it('refuses an empty file as empty, for either kind', () => {
    for (const kind of ['audio', 'image'] as const) {
      const judged = judgeFirstBytes(kind, fixtureBytes('empty.mp3'))
      expect(judged).toEqual({ refusal: 'empty', message: 'The file is empty' })
    }
  })

  it.each([
    ['not-audio.mp3', `This file is not a supported audio format (it looks like a PNG image). ${USE_AUDIO}`],
    ['text.jpg', `This file is not a supported audio format (it looks like plain text). ${USE_AUDIO}`],
    ['tone.webm', `This file is not a supported audio format (it looks like WebM or Matroska media). ${USE_AUDIO}`],
    ['cover.jpg', `This file is not a supported audio format (it looks like a JPEG image). ${USE_AUDIO}`],
    ['svg-script.svg', `This file is not a supported audio format (it looks like an SVG image). ${USE_AUDIO}`],
  ])('refuses %s as audio, naming what it looks like', (name, message) => {
    expect(judgeFirstBytes('audio', head(name))).toEqual({ refusal: 'unsupported', message })
  })

  it.each([
    ['text.jpg', 'This file is not a supported image format (it looks like plain text). Use JPEG, PNG, WebP or GIF.'],
    ['tone.mp3', 'This file is not a supported image format (it looks like MP3 audio). Use JPEG, PNG, WebP or GIF.'],
    ['svg-script.svg', 'SVG images are not accepted. Use JPEG, PNG, WebP or GIF.'],
  ])('refuses %s as an image, naming what it looks like', (name, message) => {
    expect(judgeFirstBytes('image', head(name))).toEqual({ refusal: 'unsupported', message })
  })

  it('names no look-alike for bytes it does not know', () => {
    expect(judgeFirstBytes('audio', new Uint8Array([0x00, 0x01, 0x02, 0x03, 0xfe]))).toEqual({
      refusal: 'unsupported',
      message: `This file is not a supported audio format. ${USE_AUDIO}`,
    })
  })

  it('takes every audio and image fixture as its own kind and refuses it as the other', () => {
    for (const name of named('audio').filter((audio) => !audio.endsWith('.webm'))) {
      expect(judgeFirstBytes('audio', head(name))).toHaveProperty('format')
      expect(judgeFirstBytes('image', head(name))).toHaveProperty('refusal', 'unsupported')
    }
    for (const name of named('image')) {
      expect(judgeFirstBytes('image', head(name))).toHaveProperty('format')
      expect(judgeFirstBytes('audio', head(name))).toHaveProperty('refusal', 'unsupported')
    }
  })
})
