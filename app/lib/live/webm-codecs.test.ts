import { describe, expect, it } from 'vitest'
import { fixtureBytes } from '../../../tests/support/fixtures'
import { webmTypeOf } from './webm-codecs'

describe('webmTypeOf', () => {
  it('names the codecs of a MediaRecorder header', () => {
    expect(webmTypeOf(fixtureBytes('video.webm').slice(0, 188).buffer)).toBe('video/webm; codecs="vp8,opus"')
    expect(webmTypeOf(new TextEncoder().encode('\x1a\x45\xdf\xa3 V_VP9').buffer)).toBe('video/webm; codecs="vp9"')
  })
})
