import { describe, expect, it } from 'vitest'
import { fixtureBytes } from '../../tests/support/fixtures'
import { concatBytes } from '../../workers/media/bytes'
import { readElement, readVint } from './ebml'
import { WebmTrackSplit } from './webm-track-split'

const MASTERS = new Set([0x18538067, 0x1654ae6b, 0xae, 0x1f43b675, 0xa0])
const CODEC_ID = 0x86
const BLOCKS = new Set([0xa3, 0xa1])

/** The codecs a WebM declares and the track number and payload of each of its blocks, in order. */
function contents(bytes: Uint8Array, start = 0, end = bytes.length) {
  const found = { codecs: [] as string[], blocks: [] as { track: number; payload: string }[] }
  for (let offset = start; offset < end; ) {
    const element = readElement(bytes, offset, end)
    if (!element) throw new Error(`no element at ${offset}`)
    if (MASTERS.has(element.id)) {
      const inner = contents(bytes, element.dataStart, element.end)
      found.codecs.push(...inner.codecs)
      found.blocks.push(...inner.blocks)
    }
    if (element.id === CODEC_ID)
      found.codecs.push(new TextDecoder().decode(bytes.subarray(element.dataStart, element.end)))
    if (BLOCKS.has(element.id)) {
      const track = readVint(bytes, element.dataStart)!
      found.blocks.push({ track: track.value, payload: bytes.subarray(element.dataStart, element.end).join() })
    }
    offset = element.end
  }
  return found
}

/** The fixture in slices of `size` bytes, as a request body arrives, through the split. */
function split(name: string, size: number) {
  const bytes = fixtureBytes(name)
  const splitter = new WebmTrackSplit()
  const out: Uint8Array[] = []
  for (let offset = 0; offset < bytes.length; offset += size)
    out.push(splitter.push(bytes.subarray(offset, offset + size)))
  return { input: contents(bytes), output: contents(concatBytes(out)), hasVideo: splitter.hasVideo, out }
}

describe('WebmTrackSplit: the sound of a WebM with picture and sound', () => {
  it.each([
    ['pushed.webm', 'ffmpeg -f webm to a pipe: known-size Clusters', 1000],
    ['pushed.webm', 'the same, a byte at a time', 1],
    ['video.webm', 'MediaRecorder: unknown-size Clusters', 4096],
  ])('keeps only the Opus track of %s (%s), block for block', (name, _, size) => {
    const { input, output, hasVideo } = split(name, size)
    expect(hasVideo).toBe(true)
    expect(input.codecs.sort()).toEqual(['A_OPUS', 'V_VP8'])
    expect(output.codecs).toEqual(['A_OPUS'])
    const audioTrack = output.blocks[0].track
    const inputAudio = input.blocks.filter((block) => block.track === audioTrack)
    expect(inputAudio.length).toBeGreaterThan(20)
    expect(output.blocks).toEqual(inputAudio)
  })

  it('sends the audio-only header in one piece, from the EBML header through Tracks', () => {
    const { out } = split('pushed.webm', 1000)
    const first = out.find((chunk) => chunk.length > 0)!
    expect([...first.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
    expect(new TextDecoder().decode(first)).toContain('A_OPUS')
    expect(new TextDecoder().decode(first)).not.toContain('V_VP8')
  })

  it('says an audio-only WebM has no picture and passes all its blocks', () => {
    const { input, output, hasVideo } = split('tone.webm', 500)
    expect(hasVideo).toBe(false)
    expect(output.blocks).toEqual(input.blocks)
  })
})
