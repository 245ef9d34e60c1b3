import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import type { LoudnessJob } from '../contracts/media/loudness-job'
import type { TrackDetail } from '../contracts/tracks'
import { signedInClient, type TestClient } from '../tests/support/api'
import { consumeMediaJob as consume, createTrack, uploadAudio } from '../tests/support/media-queue'

const readTrack = async (client: TestClient, id: number) =>
  (await (await client.get(`/api/tracks/${id}`)).json()) as TrackDetail

describe('loudness measured after upload', () => {
  it('a track reads null loudness until measured, then the figures of its audio', async () => {
    const { client } = await signedInClient()
    const send = vi.spyOn(env.MEDIA_JOBS, 'send').mockResolvedValue(undefined as never)
    const audioUrl = await uploadAudio(client, 'tone.flac')
    const key = audioUrl.replace('/api/media/', '')
    expect(send).toHaveBeenCalledWith({ type: 'loudness', key })
    send.mockRestore()

    const track = await createTrack(client, audioUrl)
    expect(track).toMatchObject({ loudnessLufs: null, truePeakDb: null })

    expect(await consume({ type: 'loudness', key })).toMatchObject({ explicitAcks: [expect.any(String)] })
    // ffmpeg's ebur128 reads tone.flac as -6.7 LUFS and -6.0 dBTP.
    const measured = await readTrack(client, track.id)
    expect(measured.loudnessLufs).toBeCloseTo(-6.7, 0)
    expect(measured.truePeakDb).toBeCloseTo(-6.0, 0)
    const [listed] = (await (await client.get(`/api/tracks/user/${track.userId}`)).json()) as TrackDetail[]
    expect(listed).toMatchObject({ loudnessLufs: measured.loudnessLufs, truePeakDb: measured.truePeakDb })
  })

  it('a track made after the measurement carries the figures of its upload from the start', async () => {
    const { client } = await signedInClient()
    const audioUrl = await uploadAudio(client, 'tone.wav')
    await consume({ type: 'loudness', key: audioUrl.replace('/api/media/', '') })
    const track = await createTrack(client, audioUrl)
    // ffmpeg: -9.7 LUFS, -6.0 dBTP.
    expect(track.loudnessLufs).toBeCloseTo(-9.7, 0)
    expect(track.truePeakDb).toBeCloseTo(-6.0, 0)
  })

  it('drops a message whose object is gone and one that is malformed, without retrying', async () => {
    expect(await consume({ type: 'loudness', key: 'audio/gone.mp3' })).toMatchObject({ retryMessages: [] })
    expect(await consume({ type: 'nonsense' } as unknown as LoudnessJob)).toMatchObject({ retryMessages: [] })
  })
})
