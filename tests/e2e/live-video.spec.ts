import { expect, test, type Page, type WebSocket } from '@playwright/test'
import { endStream, expectRendering, goLive, sample } from './live-support'
import { expectAccessible, registerUser } from './support'

// Live pages run fake devices, sockets and video decoding on a two-core machine: give each journey room.
test.describe.configure({ timeout: 180_000 })

async function openViewer(page: Page, streamId: number) {
  await page.goto(`/stream/${streamId}`)
  return page.getByLabel('Live video')
}

test("a viewer on /stream/{id} sees the host's camera, so does a late viewer, and 'Audio only' closes the video", async ({
  browser,
}) => {
  const hostContext = await browser.newContext()
  const host = await hostContext.newPage()
  await registerUser(host, 'Camera Host')
  const streamId = await goLive(host)
  await expect(host.getByRole('button', { name: 'Camera On' })).toHaveAttribute('aria-pressed', 'true')

  const viewerContext = await browser.newContext()
  const viewer = await viewerContext.newPage()
  const videoSockets: WebSocket[] = []
  viewer.on('websocket', (socket) => {
    if (socket.url().includes('/video?')) videoSockets.push(socket)
  })
  const video = await openViewer(viewer, streamId)
  await expect.poll(() => sample(video).then((now) => now.width), { timeout: 30_000 }).toBeGreaterThan(0)
  await expectRendering(video)
  // The sound keeps its own way: the meters still move beside the picture.
  const meter = viewer.getByRole('meter', { name: 'Audio level' })
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(-60)
  await expectAccessible(viewer)

  // A viewer who arrives while the stream runs starts from the current Cluster (how fast: `npm run bench:video-glass`).
  const lateContext = await browser.newContext()
  const late = await lateContext.newPage()
  const lateVideo = await openViewer(late, streamId)
  await expect.poll(() => sample(lateVideo).then((now) => now.frames), { timeout: 30_000 }).toBeGreaterThan(0)
  await expectRendering(lateVideo)

  // 'Audio only' closes the video socket and shows the radio picture; the audio goes on.
  await viewer.getByRole('switch', { name: 'Audio only' }).click()
  await expect(video).not.toBeVisible()
  await expect.poll(() => videoSockets.length > 0 && videoSockets.every((socket) => socket.isClosed())).toBe(true)
  await expect(viewer.getByText('Audio Connected')).toBeVisible()
  const socketsBefore = videoSockets.length
  await viewer.getByRole('switch', { name: 'Audio only' }).click()
  await expectRendering(video)
  expect(videoSockets.length).toBe(socketsBefore + 1)

  // Camera off: the room says video is off and the viewers see the radio picture again.
  await host.getByRole('button', { name: 'Camera On' }).click()
  await expect(lateVideo).not.toBeVisible()
  await expect(late.getByText('Audio only')).not.toBeVisible()

  await endStream(host)
  await Promise.all([hostContext.close(), viewerContext.close(), lateContext.close()])
})

test("a camera stream's recording keeps its picture: the track page shows it in step while the player plays", async ({
  page,
}) => {
  await registerUser(page, 'Picture Host')
  const streamId = await goLive(page)
  await expect(page.getByRole('button', { name: 'Camera On' })).toHaveAttribute('aria-pressed', 'true')
  // Seconds of camera and microphone for the recording.
  await page.waitForTimeout(6000)
  await endStream(page)

  let track: { id: number; title: string; videoSegments: { startMs: number; durationMs: number }[] } | undefined
  await expect
    .poll(
      async () => {
        const [recording] = (await (await page.request.get(`/api/tracks/recordings?streamId=${streamId}`)).json()) as {
          id: number
        }[]
        track = recording && (await (await page.request.get(`/api/tracks/${recording.id}`)).json())
        return track?.videoSegments.length ?? 0
      },
      { timeout: 20_000 },
    )
    .toBe(1)
  expect(track!.videoSegments[0].durationMs).toBeGreaterThan(3000)

  await page.goto(`/track/${track!.id}`)
  const picture = page.getByLabel('Recording video')
  await page.getByRole('button', { name: `Play ${track!.title}` }).click()
  await expect.poll(() => sample(picture).then((now) => now.width), { timeout: 15_000 }).toBeGreaterThan(0)
  await expectRendering(picture)
  // In step with the sound: the picture's time plus its segment's start is the player's time.
  const offset = await picture.evaluate(
    (video: HTMLVideoElement, startMs) =>
      video.currentTime + startMs / 1000 - document.querySelector('audio')!.currentTime,
    track!.videoSegments[0].startMs,
  )
  expect(Math.abs(offset)).toBeLessThan(0.5)

  await page.getByRole('button', { name: `Pause ${track!.title}` }).click()
  await expect.poll(() => picture.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
})
