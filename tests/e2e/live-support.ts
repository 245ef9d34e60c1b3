import { execFile } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, type Locator, type Page } from '@playwright/test'

/** The fake-device host goes live in the studio and returns its stream id (from the Share card). */
export async function goLive(page: Page) {
  await page.goto('/go-live')
  await expect(page.getByRole('heading', { name: 'Go Live', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Camera On' })).toBeVisible()
  await page.getByRole('button', { name: 'Start Streaming' }).click()
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible()
  const streamId = Number(await page.getByTestId('stream-id').textContent())
  expect(streamId).toBeGreaterThan(0)
  return streamId
}

/**
 * The viewer page's chat says Connected: the page has hydrated and its room socket is open. Beside a host encoding its
 * fake camera on a two-core machine, hydrating alone can take several seconds, more than an expectation's 10 s.
 */
export async function expectChatConnected(page: Page) {
  await expect(page.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 })
}

/** Ends the stream after confirming; the host is told, and the dialog asking what becomes of the recording opens. */
export async function endStreamToChoice(page: Page) {
  await page.getByRole('button', { name: 'End Stream' }).click()
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to end this live stream?')
  // The modal dialog takes the page behind it, the toast with it, out of the accessibility tree while it shows.
  // Watched from before the click: the toast's five seconds may pass while the dialog opens on a busy machine.
  const toasts = page.getByRole('region', { name: /Notifications/, includeHidden: true })
  const ended = Promise.all(
    ['Stream ended', 'Your live stream has been ended successfully'].map((text) =>
      expect(toasts.getByText(text, { exact: true })).toBeVisible({ timeout: 60_000 }),
    ),
  )
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Stream' }).click()
  const choice = page.getByRole('dialog')
  await expect(choice.getByRole('button', { name: 'Publish recording' })).toBeFocused()
  await ended
  return choice
}

/** Keeps the recording published, the default, and closes the dialog. */
export async function publishRecording(page: Page, choice: Locator) {
  await choice.getByRole('button', { name: 'Publish recording' }).click()
  await choice.getByRole('button', { name: 'Done' }).click()
  await expect(choice).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Start Streaming' })).toBeVisible()
}

/** The host's recording of the stream called `streamTitle`, once the ended stream has published it. */
export async function recordingOf(page: Page, hostId: number, streamTitle: string) {
  let recording: { audioUrl: string; duration: number } | undefined
  await expect
    .poll(
      async () => {
        const tracks = (await (await page.request.get(`/api/tracks/user/${hostId}`)).json()) as {
          title: string
          audioUrl: string
          duration: number
        }[]
        recording = tracks.find((track) => track.title === `${streamTitle} (live recording)`)
        return recording !== undefined
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return recording!
}

/** A viewer page with no sound to show (an ended stream, one that waits): no meter, volume or spectrum. */
export async function expectNoSoundShown(page: Page) {
  await expect(page.getByText('No Audio')).toHaveCount(0)
  await expect(page.getByRole('meter', { name: 'Audio level' })).toHaveCount(0)
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveCount(0)
  await expect(page.getByRole('img', { name: 'Audio level visualiser' })).toHaveCount(0)
}

/** Ends the stream and keeps its recording published. */
export async function endStream(page: Page) {
  await publishRecording(page, await endStreamToChoice(page))
}

/**
 * What the viewer's <video> shows now: playback time, picture width, frames decoded so far, and how far the playhead
 * is behind the newest buffered picture (the live edge), in seconds.
 */
export const sample = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => {
    const { buffered } = element
    return {
      time: element.currentTime,
      width: element.videoWidth,
      frames: element.getVideoPlaybackQuality().totalVideoFrames,
      behindLive: buffered.length ? buffered.end(buffered.length - 1) - element.currentTime : Infinity,
    }
  })

/** The picture is moving: time and decoded frames advance, with a real width. */
export async function expectRendering(video: Locator) {
  const before = await sample(video)
  await expect
    .poll(async () => {
      const now = await sample(video)
      return now.width > 0 && now.time > before.time && now.frames > before.frames
    })
    .toBe(true)
}

/**
 * The published recording is one valid WebM: ffmpeg decodes all of it without a word of error, and the length it
 * decodes is the recording's duration within a second.
 */
export async function expectRecordingDecodes(page: Page, recording: { audioUrl: string; duration: number }) {
  const file = path.join(tmpdir(), `recording-${process.pid}-${Date.now()}.webm`)
  await writeFile(file, await (await page.request.get(recording.audioUrl)).body())
  const ffmpeg = ['-nostdin', '-v', 'error', '-stats', '-i', file, '-f', 'null', '-']
  const { stderr } = await promisify(execFile)('ffmpeg', ffmpeg).finally(() => rm(file))
  const lines = stderr.split(/\r|\n/).filter(Boolean)
  expect(lines.filter((line) => !line.startsWith('size='))).toEqual([])
  const [, hours, minutes, seconds] = /time=(\d+):(\d+):([\d.]+)/.exec(lines.at(-1) ?? '') ?? []
  const decoded = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
  expect(Math.abs(decoded - recording.duration)).toBeLessThanOrEqual(1)
}
