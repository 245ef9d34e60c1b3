import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { endStream, endStreamToChoice, expectChatConnected, expectNoSoundShown, goLive } from './live-support'
import {
  createTrack,
  expectAccessible,
  expectToast,
  media,
  registerUser,
  seededEndedStream,
  uniqueName,
} from './support'

// Live pages run fake devices, sockets and axe on a two-core machine: give each journey room.
test.describe.configure({ timeout: 150_000 })

test('Home and Streams list no ended stream and show their empty texts while none is live', async ({ page }) => {
  // Other journeys go live at the same time: wait for a moment when none is.
  await expect(async () => {
    const live = (await (await page.request.get('/api/streams/featured')).json()) as unknown[]
    expect(live).toEqual([])
    await page.goto('/')
    await expect(page.getByText('No live streams right now')).toBeVisible({ timeout: 3000 })
  }).toPass({ timeout: 90_000 })
  // The seed's ended stream exists, and is never in a live list.
  await seededEndedStream(page)
  await expect(page.getByText('Sunday Jazz Session')).toHaveCount(0)
  await page.goto('/streams')
  await expect(page.getByText('No live streams available right now.')).toBeVisible()
  await expect(page.getByText('Sunday Jazz Session')).toHaveCount(0)
})

test("a stream's page turns to ended when the host ends it, and later shows its chat read-only with a link to the recording", async ({
  browser,
}) => {
  const hostContext = await browser.newContext()
  const host = await hostContext.newPage()
  const hostUser = await registerUser(host, uniqueName('Closing Host '))
  const streamId = await goLive(host)
  const recordingTitle = `${hostUser.displayName}'s live stream (live recording)`

  const listenerContext = await browser.newContext()
  const listener = await listenerContext.newPage()
  await registerUser(listener, 'Last Listener')
  await listener.goto(`/stream/${streamId}`)
  await expectChatConnected(listener)
  await expect(listener.getByText('Audio Connected')).toBeVisible({ timeout: 30_000 })
  await listener.getByPlaceholder('Send a message').fill('Great set, thank you')
  await listener.keyboard.press('Enter')
  await expect(listener.getByText('Great set, thank you')).toBeVisible()

  await endStream(host)
  // The open page says so at once: no composer, the chat stays, the recording link comes once it is published.
  await expect(listener.getByText('This stream has ended')).toBeVisible()
  await expectNoSoundShown(listener)
  await expect(listener.getByPlaceholder('Send a message')).toHaveCount(0)
  await expect(listener.getByText('Great set, thank you')).toBeVisible()
  await expect(listener.getByRole('link', { name: 'Listen to the recording' })).toBeVisible({ timeout: 30_000 })

  // Reopened later: the same, with the history from the room.
  const later = await (await browser.newContext()).newPage()
  await later.goto(`/stream/${streamId}`)
  await expect(later.getByText('This stream has ended')).toBeVisible()
  await expect(later.getByText('Great set, thank you')).toBeVisible()
  await expect(later.getByText('Last Listener')).toBeVisible()
  await expect(later.getByPlaceholder('Send a message')).toHaveCount(0)
  await expect(later.getByText('Connected', { exact: true })).toHaveCount(0)
  await expect(later.getByText('Be the first to chat!')).toHaveCount(0)
  await expectAccessible(later)
  await later.getByRole('link', { name: 'Listen to the recording' }).click()
  await expect(later).toHaveURL(/\/track\/\d+$/)
  await expect(later.getByRole('heading', { name: recordingTitle, level: 1 })).toBeVisible()

  // The row, not the title, makes a recording: an upload that only borrows the title is not listed.
  const borrowed = await createTrack(host, `Bedroom demo ${streamId} (live recording)`)
  await host.goto('/streams')
  await host.getByRole('tab', { name: 'Recordings' }).click()
  await expect(host.getByRole('link', { name: recordingTitle })).toBeVisible()
  await expect(host.getByRole('link', { name: borrowed.title })).toHaveCount(0)
  await Promise.all([hostContext.close(), listenerContext.close(), later.context().close()])
})

/** Counts the slices of the fake microphone the studio sends the audio relay, passing them on. */
async function countAudioSlices(page: Page) {
  const sent = { slices: 0 }
  await page.routeWebSocket(/\/audio\?/, (socket) => {
    const server = socket.connectToServer()
    socket.onMessage((message) => {
      if (typeof message !== 'string') sent.slices++
      server.send(message)
    })
  })
  return sent
}

/** The user's avatar, uploaded and set as the profile does. */
async function setAvatar(page: Page, userId: number) {
  const upload = await page.request.post('/api/upload/image', {
    multipart: { image: { name: 'avatar.png', mimeType: 'image/png', buffer: await readFile(media('avatar.png')) } },
  })
  const { url } = (await upload.json()) as { url: string }
  expect((await page.request.patch(`/api/users/${userId}`, { data: { profileImageUrl: url } })).status()).toBe(200)
  return url
}

test('the host publishes a recording in the end dialog, their avatar its cover; deletes the next', async ({ page }) => {
  const host = await registerUser(page, uniqueName('Choosing Host '))
  const avatarUrl = await setAvatar(page, host.id)
  const recordingTitle = `${host.displayName}'s live stream (live recording)`

  const audio = await countAudioSlices(page)
  const streamId = await goLive(page)
  await expect.poll(() => audio.slices, { timeout: 30_000 }).toBeGreaterThan(3)
  const choice = await endStreamToChoice(page)
  const open = choice.getByRole('link', { name: 'Open the recording' })
  await expect(open).toBeVisible({ timeout: 30_000 })
  await expectAccessible(page)
  await choice.getByRole('button', { name: 'Publish recording' }).click()
  await expect(choice.getByRole('heading', { name: 'Recording published' })).toBeVisible()
  await open.click()
  await expect(page).toHaveURL(/\/track\/\d+$/)
  await expect(page.getByRole('heading', { name: recordingTitle, level: 1 })).toBeVisible()
  await expect(page.getByRole('img', { name: `Cover of ${recordingTitle}` })).toHaveAttribute('src', avatarUrl)
  // A recording is listed under Recordings, not among the recent uploads.
  await page.goto('/streams')
  await page.getByRole('tab', { name: 'Recordings' }).click()
  await expect(page.getByRole('link', { name: recordingTitle })).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Recent Uploads' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Recent Uploads' }).getByText(recordingTitle)).toHaveCount(0)
  const recordings = async (id: number) => {
    const response = await page.request.get(`/api/tracks/recordings?streamId=${id}`)
    return (await response.json()) as { id: number; audioUrl: string }[]
  }
  expect(await recordings(streamId)).toHaveLength(1)

  audio.slices = 0
  const nextId = await goLive(page)
  await expect.poll(() => audio.slices, { timeout: 30_000 }).toBeGreaterThan(3)
  const next = await endStreamToChoice(page)
  await expect(next.getByRole('link', { name: 'Open the recording' })).toBeVisible({ timeout: 30_000 })
  const [doomed] = await recordings(nextId)
  await next.getByRole('button', { name: 'Delete recording' }).click()
  await expect(next).toHaveCount(0)
  await expectToast(page, 'Track deleted')
  expect(await recordings(nextId)).toEqual([])
  expect((await page.request.get(`/api/tracks/${doomed.id}`)).status()).toBe(404)
  expect((await page.request.get(doomed.audioUrl)).status()).toBe(404)
  expect(await recordings(streamId)).toHaveLength(1)
})
