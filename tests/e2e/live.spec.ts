import { expect, test } from '@playwright/test'
import {
  endStream,
  endStreamToChoice,
  expectChatConnected,
  expectNoSoundShown,
  goLive,
  publishRecording,
  recordingOf,
} from './live-support'
import {
  expectAccessible,
  expectToast,
  openInteractive,
  registerUser,
  seededEndedStream,
  uniqueName,
  watchForToast,
} from './support'

// Live pages run fake devices, sockets and axe on a two-core machine: give each journey room.
test.describe.configure({ timeout: 90_000 })

test('a visitor opening the studio is told to log in and sent to /login', async ({ page }) => {
  await page.goto('/go-live')
  await expectToast(page, 'Authentication Required', 'You need to be logged in to start a live stream.')
  await expect(page).toHaveURL('/login?redirectTo=%2Fgo-live')
})

test('an unknown stream shows the 404 page inside the site, with its header and a way home', async ({ page }) => {
  const response = await page.goto('/stream/999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Discover' })).toBeVisible()
  await expect(page).toHaveTitle('404 Page Not Found · Soundwave')
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page).toHaveURL('/')
})

test('an ended stream shows its details, a real Follow and an empty read-only chat @mobile', async ({ page }) => {
  const jazz = await seededEndedStream(page)
  await registerUser(page, 'Jazz Fan')
  await openInteractive(page, `/stream/${jazz.id}`)
  await expect(page).toHaveTitle('Sunday Jazz Session · Soundwave')
  await expect(page.getByRole('heading', { name: 'Sunday Jazz Session', level: 1 })).toBeVisible()
  await expect(page.getByText('This stream has ended')).toBeVisible()
  await expect(page.getByText('Two hours of standards and requests')).toBeVisible()
  await expect(page.getByText('#piano')).toBeVisible()
  await expect(page.getByText('No messages yet')).toBeVisible()
  await expect(page.getByPlaceholder('Send a message')).toHaveCount(0)
  await expectNoSoundShown(page)

  const followers = page.getByText(/^\d+ followers?$/)
  const before = Number((await followers.textContent())!.split(' ')[0])
  await page.getByRole('button', { name: 'Follow' }).click()
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible()
  await expect(followers).toHaveText(`${before + 1} ${before + 1 === 1 ? 'follower' : 'followers'}`)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible()
  await expectAccessible(page)
})

test('the studio checks the stream id before joining: none is required, one that names no stream is not found', async ({
  page,
}) => {
  await registerUser(page, 'Curious Viewer')
  await page.goto('/go-live')
  await page.getByRole('tab', { name: 'Join Stream' }).click()
  await expect(page.getByText('Join a Stream', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Join', exact: true }).click()
  await expectToast(page, 'Stream ID Required', 'Please enter a valid stream ID to join')
  // An id that names no stream is not found, whether it is a number or not.
  for (const streamId of ['abc', '999999']) {
    await page.getByPlaceholder('Enter stream ID').fill(streamId)
    await page.getByRole('button', { name: 'Join', exact: true }).click()
    await expectToast(page, 'Stream not found', 'The stream ID you entered does not exist.')
  }
})

test('the studio opens on Join Stream with the id of the link', async ({ page }) => {
  await registerUser(page, 'Linked Viewer')
  await page.goto('/go-live?streamId=12')
  await expect(page.getByRole('tab', { name: 'Join Stream' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByPlaceholder('Enter stream ID')).toHaveValue('12')
})

test('a host goes live with the fake camera, gets a stream key, and ends after confirming @mobile', async ({
  page,
}) => {
  await registerUser(page, 'Studio Host')
  const streamId = await goLive(page)
  await expect(page.getByLabel('Share URL')).toHaveValue(new RegExp(`/stream/${streamId}$`))
  await expect(page.getByText('Chat messages will appear here')).toBeVisible()
  await expect(page.getByLabel('Camera', { exact: true })).toBeDisabled()
  const key = page.getByLabel('Stream Key')
  await expect(key).toHaveValue(/^sk_/)
  const firstKey = await key.inputValue()
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(key).not.toHaveValue(firstKey)
  await expect(key).toHaveValue(/^sk_/)
  await expect.poll(async () => (await (await page.request.get(`/api/streams/${streamId}`)).json()).isLive).toBe(true)
  await expectAccessible(page)
  await endStream(page)
  await expect.poll(async () => (await (await page.request.get(`/api/streams/${streamId}`)).json()).isLive).toBe(false)
})

test("the studio's audio relay drops and comes back: the recording stays one unbroken WebM", async ({ page }) => {
  const hostUser = await registerUser(page, 'Wobbly Host')
  let relayConnections = 0
  let recordingSince = 0
  await page.routeWebSocket(/\/audio\?/, (socket) => {
    const server = socket.connectToServer()
    if (++relayConnections > 1) return
    recordingSince = Date.now()
    // The first connection breaks after a few seconds, as a flaky network would break it.
    setTimeout(() => {
      server.close()
      socket.close({ code: 4000, reason: 'network gone' })
    }, 3000)
  })
  await goLive(page)
  await expect.poll(() => relayConnections, { timeout: 15_000 }).toBe(2)
  await page.waitForTimeout(3000)
  const recordedSeconds = (Date.now() - recordingSince) / 1000
  await endStream(page)

  const { audioUrl } = await recordingOf(page, hostUser.id, `${hostUser.displayName}'s live stream`)
  const bytes = await (await page.request.get(audioUrl)).body()
  const headers = bytes.reduce(
    (count, byte, i) =>
      count + (byte === 0x1a && bytes[i + 1] === 0x45 && bytes[i + 2] === 0xdf && bytes[i + 3] === 0xa3 ? 1 : 0),
    0,
  )
  expect(headers).toBe(1)
  // What was recorded while the relay was away arrived too: the file decodes for about as long as the stream ran.
  const decodedSeconds = await page.evaluate(async (url) => {
    const data = await (await fetch(url)).arrayBuffer()
    return (await new AudioContext().decodeAudioData(data)).duration
  }, audioUrl)
  expect(decodedSeconds).toBeGreaterThan(recordedSeconds - 2)
})

test('a live stream reaches a listener with audio, chat both ways and studio video, and becomes a recording that plays', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const hostContext = await browser.newContext()
  const host = await hostContext.newPage()
  const hostUser = await registerUser(host, uniqueName('Live Host '))
  const streamId = await goLive(host)
  const title = `${hostUser.displayName}'s live stream`

  const listenerContext = await browser.newContext()
  const listener = await listenerContext.newPage()
  await registerUser(listener, 'Keen Listener')
  await listener.goto(`/stream/${streamId}`)
  await expect(listener.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expectChatConnected(listener)
  await expect(listener.getByText('1 viewer', { exact: true })).toBeAttached()
  await expect(listener.getByText('Audio Connected')).toBeVisible({ timeout: 20_000 })
  await expectToast(listener, 'Audio stream connected')
  const meter = listener.getByRole('meter', { name: 'Audio level' })
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(-60)
  await expectAccessible(listener)

  await listener.getByPlaceholder('Send a message').fill('Hello from the viewer page')
  await listener.keyboard.press('Enter')
  await expect(listener.getByText('Hello from the viewer page')).toBeVisible()
  await expect(host.getByText('Hello from the viewer page')).toBeVisible()
  await expect(host.getByRole('list', { name: 'Chat messages' }).getByText('Keen Listener')).toBeVisible()
  await host.getByPlaceholder('Type a message...').fill('Thanks for tuning in')
  await host.keyboard.press('Enter')
  await expect(host.getByText('You', { exact: true })).toBeVisible()
  await expect(listener.getByText('Thanks for tuning in')).toBeVisible()

  const viewerContext = await browser.newContext()
  const viewer = await viewerContext.newPage()
  await registerUser(viewer, 'Studio Viewer')
  await viewer.goto('/go-live')
  await viewer.getByRole('tab', { name: 'Join Stream' }).click()
  await viewer.getByPlaceholder('Enter stream ID').fill(String(streamId))
  await viewer.getByRole('button', { name: 'Join', exact: true }).click()
  await expect(viewer.getByRole('button', { name: 'Leave Stream' })).toBeVisible()
  const video = viewer.getByLabel('Live stream video')
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 20_000 })
    .toBeGreaterThan(0)
  await viewer.getByPlaceholder('Type a message...').fill('Video looks great')
  await viewer.keyboard.press('Enter')
  await expect(host.getByText('Video looks great')).toBeVisible()
  await expectAccessible(viewer)

  const endToasts = Promise.all([
    watchForToast(listener, 'Audio stream ended', 'The broadcaster has ended the stream.'),
    watchForToast(viewer, 'Stream ended', 'The host has ended the stream.'),
  ])
  const choice = await endStreamToChoice(host)
  await endToasts
  await publishRecording(host, choice)

  const recordingTitle = `${title} (live recording)`
  const { audioUrl } = await recordingOf(host, hostUser.id, title)
  expect((await host.request.get(audioUrl)).status()).toBe(200)

  await host.goto('/streams')
  await host.getByRole('tab', { name: 'Recordings' }).click()
  await expect(host.getByRole('link', { name: recordingTitle })).toBeVisible()
  await host.getByRole('button', { name: `Play ${recordingTitle}` }).click()
  await expect(host.getByRole('button', { name: `Pause ${recordingTitle}` })).toBeVisible()
  await expect
    .poll(() => host.evaluate(() => document.querySelector('audio')!.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5)
  await Promise.all([hostContext.close(), listenerContext.close(), viewerContext.close()])
})
