import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { expect, test, type APIRequestContext } from '@playwright/test'
import type { TrackDetail } from '../../contracts/tracks'
import { media, registerUser } from './support'

/** Every accepted format, and loudness that spans more than 20 LU (quiet.flac against the tones). */
const FIXTURES = ['tone.wav', 'tone.mp3', 'tone.flac', 'tone.ogg', 'speech.ogg', 'quiet.flac']

/** ffmpeg's ebur128 summary of a file: integrated loudness (LUFS) and true peak (dBTP). */
async function ffmpegReading(file: string) {
  const { stderr } = await promisify(execFile)('ffmpeg', [
    '-nostats',
    '-i',
    file,
    '-filter_complex',
    'ebur128=peak=true',
    '-f',
    'null',
    '-',
  ])
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'))
  return {
    lufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)![1]),
    peakDb: Number(/True peak:\s+Peak:\s+(-?[\d.]+) dBFS/.exec(summary)![1]),
  }
}

async function uploadTrack(request: APIRequestContext, name: string) {
  const audio = await request.post('/api/upload/audio', {
    multipart: { audio: { name, mimeType: 'application/octet-stream', buffer: await readFile(media(name)) } },
  })
  expect(audio.status()).toBe(200)
  const { url } = (await audio.json()) as { url: string }
  const track = await request.post('/api/tracks', {
    data: { title: `Loudness of ${name}`, artistName: 'Fixture Artist', audioUrl: url },
  })
  expect(track.status()).toBe(201)
  return (await track.json()) as TrackDetail
}

test.describe('loudness measured by the server agrees with ffmpeg', () => {
  for (const name of FIXTURES) {
    test(`${name}: within 0.5 LU and 0.5 dB of ffmpeg's ebur128`, async ({ page }) => {
      await registerUser(page)
      const track = await uploadTrack(page.request, name)
      let measured: TrackDetail = track
      await expect
        .poll(async () => {
          measured = (await (await page.request.get(`/api/tracks/${track.id}`)).json()) as TrackDetail
          return measured.loudnessLufs
        })
        .not.toBeNull()
      const reference = await ffmpegReading(media(name))
      console.log(
        `${name}: server ${measured.loudnessLufs} LUFS ${measured.truePeakDb} dBTP; ffmpeg ${reference.lufs} LUFS ${reference.peakDb} dBTP`,
      )
      expect(Math.abs(measured.loudnessLufs! - reference.lufs)).toBeLessThanOrEqual(0.5)
      expect(Math.abs(measured.truePeakDb! - reference.peakDb)).toBeLessThanOrEqual(0.5)
    })
  }
})
