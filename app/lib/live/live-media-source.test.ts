import { describe, expect, it } from 'vitest'
import { canPlayLive, liveMediaSourceIn } from './live-media-source'

const OPUS = 'audio/webm; codecs="opus"'

/** A stand-in for a browser's MediaSource constructor that plays the types it is given. */
const sourcePlaying = (...types: string[]) =>
  ({ isTypeSupported: (type: string) => types.includes(type) }) as unknown as typeof MediaSource

describe('the live stream player’s MediaSource', () => {
  it('is the plain MediaSource where the browser has one, even beside a managed one (desktop Safari)', () => {
    const plain = sourcePlaying(OPUS)
    expect(liveMediaSourceIn({ MediaSource: plain, ManagedMediaSource: sourcePlaying(OPUS) })).toBe(plain)
  })

  it('is the ManagedMediaSource on an iPhone, which has no plain one', () => {
    const managed = sourcePlaying(OPUS)
    expect(liveMediaSourceIn({ ManagedMediaSource: managed })).toBe(managed)
    expect(canPlayLive({ ManagedMediaSource: managed }, OPUS)).toBe(true)
  })

  it('is none in a browser with neither, which then cannot play live streams', () => {
    expect(liveMediaSourceIn({})).toBeNull()
    expect(canPlayLive({}, OPUS)).toBe(false)
  })

  it('cannot play a stream whose type the browser’s MediaSource refuses', () => {
    expect(canPlayLive({ MediaSource: sourcePlaying('video/webm; codecs="vp8"') }, OPUS)).toBe(false)
  })
})
