import { describe, expect, it } from 'vitest'
import { fixtureBytes, mediaFixtures } from '../../tests/support/fixtures'
import { AudioProbe, probeAudio } from './audio-probe'
import { MAX_WANT, StreamedWalk, want, type Walker } from './byte-walker'
import type { MediaRejection, RejectionReason } from './rejection'

const ACCEPTED_AUDIO = mediaFixtures.filter((fixture) => fixture.category === 'audio' && fixture.mime !== 'audio/webm')

function refusal(bytes: Uint8Array): { reason: RejectionReason; message: string } {
  try {
    probeAudio(bytes)
  } catch (error) {
    const { reason, message } = error as MediaRejection
    return { reason, message }
  }
  throw new Error('expected the audio to be refused')
}

const concat = (...parts: Uint8Array[]) => {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  parts.reduce((at, part) => (joined.set(part, at), at + part.length), 0)
  return joined
}

describe('probeAudio on the fixtures', () => {
  it.each(ACCEPTED_AUDIO.map((fixture) => [fixture.name, fixture] as const))('measures %s', (name, fixture) => {
    const probed = probeAudio(fixtureBytes(name))
    expect(probed.contentType).toBe(fixture.mime)
    expect(probed.extension).toBe(name.split('.').pop())
    expect(probed.duration).toBeCloseTo(fixture.duration_s!, 1)
  })

  it('gives tone.mp3 its gapless length, dropping the LAME encoder delay and padding', () => {
    expect(probeAudio(fixtureBytes('tone.mp3')).duration).toBe(4)
  })

  it('refuses WebM (not an accepted upload type) naming what it is', () => {
    expect(refusal(fixtureBytes('tone.webm'))).toMatchObject({
      reason: 'unsupported',
      message: expect.stringContaining('WebM'),
    })
  })

  it.each([
    ['empty.mp3', 'empty', /^The file is empty$/],
    ['not-audio.mp3', 'unsupported', /^This file is not a supported audio format \(it looks like a PNG image\)/],
    ['truncated.flac', 'corrupt', /^The audio file is corrupt or truncated \(the FLAC file has no audio frames\)$/],
    ['svg-script.svg', 'unsupported', /it looks like an SVG image/],
    ['text.jpg', 'unsupported', /it looks like plain text/],
  ])('refuses %s as %s', (name, reason, message) => {
    expect(refusal(fixtureBytes(name))).toMatchObject({ reason, message: expect.stringMatching(message) })
  })
})

describe('probeAudio on damaged or unusual files', () => {
  const mp3 = fixtureBytes('tone.mp3')
  // tone.mp3: a 150-byte ID3v2 tag (160 bytes with its header), then the 417-byte LAME Info frame, then audio.
  const audioStart = 160 + 417

  it('counts the frames of an MP3 without an Info header (4.05 s: the encoder delay cannot be known)', () => {
    const withoutInfo = concat(mp3.subarray(0, 160), mp3.subarray(audioStart))
    expect(probeAudio(withoutInfo).duration).toBeCloseTo((155 * 1152) / 44100, 3)
    expect(probeAudio(withoutInfo.subarray(160)).duration).toBeCloseTo((155 * 1152) / 44100, 3)
  })

  it('refuses an MP3 cut in half, whose Info header announces more frames than it holds', () => {
    const seventyFrames = 29834 // where tone.mp3's 71st audio frame starts
    expect(refusal(mp3.subarray(0, seventyFrames)).message).toMatch(/announces 155 frames but the file holds 70/)
    expect(refusal(mp3.subarray(0, seventyFrames + 100)).message).toMatch(/last MP3 frame is cut short/)
  })

  it('refuses an MP3 cut inside its last frame and one holding only its ID3 tag', () => {
    const withoutInfo = concat(mp3.subarray(0, 160), mp3.subarray(audioStart))
    expect(refusal(withoutInfo.subarray(0, withoutInfo.length - 100)).reason).toBe('corrupt')
    expect(refusal(mp3.subarray(0, 160)).reason).toBe('corrupt')
    expect(refusal(mp3.subarray(0, 100)).reason).toBe('corrupt')
  })

  it('refuses a WAV whose data chunk is cut short', () => {
    expect(refusal(fixtureBytes('tone.wav').subarray(0, 1000))).toMatchObject({ reason: 'corrupt' })
  })

  it('measures a WAV with an extra chunk before the data', () => {
    const wav = fixtureBytes('tone.wav')
    const list = new Uint8Array([...'LIST'].map((c) => c.charCodeAt(0)).concat([5, 0, 0, 0, 1, 2, 3, 4, 5, 0]))
    const withList = concat(wav.subarray(0, 36), list, wav.subarray(36))
    new DataView(withList.buffer).setUint32(4, withList.length - 8, true)
    expect(probeAudio(withList).duration).toBe(3)
  })

  it('refuses an Ogg file cut inside a page or with a damaged page', () => {
    const ogg = fixtureBytes('tone.ogg')
    expect(refusal(ogg.subarray(0, ogg.length - 10)).reason).toBe('corrupt')
    const damaged = ogg.slice()
    damaged.set([0x58, 0x58, 0x58, 0x58], 58) // the second page's capture pattern
    expect(refusal(damaged)).toMatchObject({
      reason: 'unsupported',
      message: expect.stringMatching(/not a valid Ogg file/),
    })
  })

  it('refuses an Ogg file holding only its headers', () => {
    const speech = fixtureBytes('speech.ogg')
    const headerPages = speech.subarray(0, firstAudioPage(speech))
    expect(refusal(headerPages)).toMatchObject({ reason: 'corrupt', message: expect.stringMatching(/no audio/) })
  })

  it('refuses a FLAC whose metadata is cut short', () => {
    expect(refusal(fixtureBytes('tone.flac').subarray(0, 30))).toMatchObject({ reason: 'corrupt' })
  })
})

/** Offset of the third page (Opus: id header, comment header, then audio). */
function firstAudioPage(bytes: Uint8Array) {
  let pos = 0
  for (let page = 0; page < 2; page++) {
    const segments = bytes[pos + 26]
    pos += 27 + segments + bytes.subarray(pos + 27, pos + 27 + segments).reduce((sum, size) => sum + size, 0)
  }
  return pos
}

/** What probing gives, the file pushed in chunks of `size` bytes: the measurement or the refusal. */
function outcome(bytes: Uint8Array, size = bytes.length || 1) {
  const probe = new AudioProbe()
  try {
    for (let at = 0; at < bytes.length; at += size) probe.push(bytes.subarray(at, at + size))
    return probe.end()
  } catch (error) {
    const { reason, message } = error as MediaRejection
    return { reason, message }
  }
}

describe('AudioProbe fed as the file streams in', () => {
  const mp3 = fixtureBytes('tone.mp3')
  const ogg = fixtureBytes('tone.ogg')
  const damaged = {
    'tone.mp3 without its Info frame': concat(mp3.subarray(0, 160), mp3.subarray(160 + 417)),
    'tone.mp3 cut after 70 frames': mp3.subarray(0, 29834),
    'tone.mp3 cut inside a frame': mp3.subarray(0, 29934),
    'tone.mp3, its ID3 tag only': mp3.subarray(0, 160),
    'tone.wav cut short': fixtureBytes('tone.wav').subarray(0, 1000),
    'tone.ogg cut inside a page': ogg.subarray(0, ogg.length - 10),
    'speech.ogg, its headers only': fixtureBytes('speech.ogg').subarray(0, firstAudioPage(fixtureBytes('speech.ogg'))),
    'tone.flac cut in its metadata': fixtureBytes('tone.flac').subarray(0, 30),
  }
  const inputs = [
    ...mediaFixtures.map((fixture) => [fixture.name, fixtureBytes(fixture.name)] as const),
    ...Object.entries(damaged),
  ]

  it.each(inputs)('measures or refuses %s as when it is held whole, whatever the chunk size', (_, bytes) => {
    const whole = outcome(bytes)
    for (const size of [1, 3, 64, 1000, 4096]) expect(outcome(bytes, size)).toEqual(whole)
  })

  it('refuses a file that is not audio from its first kilobyte, before the rest arrives', () => {
    const probe = new AudioProbe()
    probe.push(fixtureBytes('cover.jpg').subarray(0, 1000))
    expect(() => probe.push(fixtureBytes('cover.jpg').subarray(1000, 2000))).toThrow(/it looks like a JPEG image/)
  })

  it('knows the type as soon as the first kilobyte is in', () => {
    const probe = new AudioProbe()
    probe.push(mp3.subarray(0, 2000))
    expect(probe.type).toEqual({ contentType: 'audio/mpeg', extension: 'mp3' })
  })
})

describe('StreamedWalk', () => {
  it('refuses a walker that asks for more than MAX_WANT bytes at once or goes backwards', () => {
    function* greedy(): Walker<number> {
      return (yield want(0, MAX_WANT + 1)).length
    }
    expect(() => new StreamedWalk(greedy())).toThrow(/cannot give/)
    function* backwards(): Walker<number> {
      yield want(10, 1)
      return (yield want(0, 1)).length
    }
    const walk = new StreamedWalk(backwards())
    expect(() => walk.push(new Uint8Array(20))).toThrow(/cannot give/)
  })
})
