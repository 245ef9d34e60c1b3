import { expect, test, type Page } from '@playwright/test'
import { HOST_MOVED_MESSAGE } from '../../contracts/plain-values'
import { endStream, expectChatConnected, expectRecordingDecodes, goLive, recordingOf, sample } from './live-support'
import { expectAccessible, registerUser, watchForToast } from './support'

// Two studios with fake devices on a two-core machine.
test.describe.configure({ timeout: 120_000 })

/** The studio is live (LIVE badge, End Stream) on this stream, read from its Share card. */
async function expectLiveOn(page: Page, streamId: number) {
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'End Stream' })).toBeVisible()
  await expect(page.getByTestId('stream-id')).toHaveText(String(streamId))
}

/** A second tab of the host opens the studio: it says the stream is live in another tab and takes nothing over. */
async function openSecondStudio(page: Page, title: string) {
  await page.goto('/go-live')
  const status = page.getByRole('status').filter({ hasText: 'This stream is live in another tab.' })
  await expect(status).toBeVisible({ timeout: 30_000 })
  await expect(status.getByText(title, { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start Streaming' })).toHaveCount(0)
}

test("a host's second tab offers to take the broadcast over; taken over, the stream goes on there and the first tab is told", async ({
  page,
  context,
}) => {
  await registerUser(page, 'Two Tabs')
  const streamId = await goLive(page)

  const second = await context.newPage()
  await openSecondStudio(second, "Two Tabs's live stream")
  await expectAccessible(second)
  // Longer than a relay's 3 s retry: nothing moved while the host only looked.
  await second.waitForTimeout(4000)
  await expectLiveOn(page, streamId)

  const moved = watchForToast(page, 'Broadcast moved', HOST_MOVED_MESSAGE)
  await second.getByRole('button', { name: 'Take over here' }).click()
  await expectLiveOn(second, streamId)
  await moved
  await expect(page.getByRole('button', { name: 'Start Streaming' })).toBeVisible()

  // Longer than a relay's 3 s retry: the first tab does not take the broadcast back.
  await second.waitForTimeout(8000)
  await expect(second.getByText('LIVE', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start Streaming' })).toBeVisible()
  const stream = (await (await page.request.get(`/api/streams/${streamId}`)).json()) as { isLive: boolean }
  expect(stream.isLive).toBe(true)
  const mine = (await (await page.request.get('/api/streams/live/mine')).json()) as { stream: { id: number } }
  expect(mine.stream.id).toBe(streamId)

  await endStream(second)
})

test("a host's second tab showing the stream live in another tab goes back to its start form once that tab ends it", async ({
  page,
  context,
}) => {
  await registerUser(page, 'Ending Elsewhere')
  await goLive(page)
  const second = await context.newPage()
  await openSecondStudio(second, "Ending Elsewhere's live stream")
  await endStream(page)
  await expect(second.getByRole('button', { name: 'Start Streaming' })).toBeVisible({ timeout: 15_000 })
  await expect(second.getByText('This stream is live in another tab.')).toHaveCount(0)
  // The recording is the ending tab's to choose.
  await expect(second.getByRole('dialog')).toHaveCount(0)
})

/**
 * The viewer plays the host's camera near the live edge: over a second, frames and time advance, and the playhead is
 * less than 1.5 s behind the newest picture.
 */
async function expectPictureNearLive(viewer: Page) {
  const video = viewer.getByLabel('Live video')
  await expect
    .poll(
      async () => {
        const before = await sample(video)
        await viewer.waitForTimeout(1000)
        const now = await sample(video)
        return now.width > 0 && now.frames > before.frames && now.time > before.time && now.behindLive < 1.5
      },
      { timeout: 30_000 },
    )
    .toBe(true)
}

test('a host who reloads the studio is live again on the same stream without a click, and its viewer hears and sees it again', async ({
  page,
  browser,
}) => {
  const host = await registerUser(page, 'Reloading Host')
  const streamId = await goLive(page)

  const listenerContext = await browser.newContext()
  const listener = await listenerContext.newPage()
  await listener.goto(`/stream/${streamId}`)
  await expectChatConnected(listener)
  await expect(listener.getByText('Audio Connected')).toBeVisible({ timeout: 20_000 })
  await expectPictureNearLive(listener)

  // The resume waits until the test has seen the studio say it is reconnecting.
  let reconnectingSeen: () => void = () => undefined
  const seen = new Promise<void>((resolve) => (reconnectingSeen = resolve))
  await page.route('**/api/streams/webrtc', async (route) => {
    await seen
    await route.continue()
  })
  await page.reload()
  const status = page.getByRole('status').filter({ hasText: 'Reconnecting…' })
  await expect(status).toBeVisible({ timeout: 30_000 })
  await expect(status.getByText("Reloading Host's live stream", { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start Streaming' })).toHaveCount(0)
  const stopped = 'The broadcast stopped. Waiting for it to come back…'
  await expect(listener.getByRole('status').getByText(stopped)).toBeVisible({ timeout: 20_000 })
  await expectAccessible(listener)
  reconnectingSeen()

  await expectLiveOn(page, streamId)
  await expect(page.getByLabel('Stream title')).toHaveValue("Reloading Host's live stream")
  await expect(listener.getByText(stopped)).toHaveCount(0, { timeout: 20_000 })
  await expect(listener.getByText('Audio Connected')).toBeVisible({ timeout: 20_000 })
  const meter = listener.getByRole('meter', { name: 'Audio level' })
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThan(-60)
  // The new broadcast starts with a new header: the picture plays it from there, near the live edge again.
  await expectPictureNearLive(listener)
  // A quick reload: the new header may reach the viewer on the picture's open socket, before it hears the host left.
  await page.unroute('**/api/streams/webrtc')
  await page.reload()
  await expectLiveOn(page, streamId)
  await expectPictureNearLive(listener)
  await expect(listener.getByText('This stream has ended')).toHaveCount(0)

  await endStream(page)
  await listenerContext.close()
  // Recorded across both reloads, the stream is one WebM that decodes whole.
  await expectRecordingDecodes(page, await recordingOf(page, host.id, "Reloading Host's live stream"))
})

test("a follower gets one 'live' notification for a stream across a studio reload and a takeover", async ({
  page,
  context,
  browser,
}) => {
  const host = await registerUser(page, 'Once Live')
  const followerContext = await browser.newContext()
  const follower = await followerContext.newPage()
  await registerUser(follower, 'Loyal Follower')
  expect((await follower.request.post('/api/follows', { data: { followedId: host.id } })).ok()).toBe(true)

  const streamId = await goLive(page)
  await page.reload()
  await expectLiveOn(page, streamId)
  const second = await context.newPage()
  await openSecondStudio(second, "Once Live's live stream")
  await second.getByRole('button', { name: 'Take over here' }).click()
  await expectLiveOn(second, streamId)

  const liveNotifications = async () => {
    const entries = (await (await follower.request.get('/api/notifications')).json()) as {
      type: string
      targetUrl: string
    }[]
    return entries.filter((entry) => entry.type === 'live' && entry.targetUrl === `/stream/${streamId}`).length
  }
  await expect.poll(liveNotifications, { timeout: 20_000 }).toBe(1)
  // The queue's consumer would have written a second one by now had one been sent.
  await second.waitForTimeout(2000)
  expect(await liveNotifications()).toBe(1)

  await endStream(second)
  await followerContext.close()
})
