import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { BASE_URL } from '../../playwright.config'
import { expectChatConnected, expectNoSoundShown, publishRecording, recordingOf } from './live-support'
import { registerUser } from './support'

// ffmpeg encodes in real time beside wrangler and Chromium on a two-core machine: give each journey room.
test.describe.configure({ timeout: 180_000 })

/** How long each push lasts, in seconds. */
const PUSH_SECONDS = 12

const TONE = ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${PUSH_SECONDS}`]
const PICTURE = ['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=25:duration=${PUSH_SECONDS}`]
const VP8 = ['-c:v', 'libvpx', '-b:v', '1500k', '-deadline', 'realtime', '-g', '50']

/** The README's command: ffmpeg pushing its inputs, in real time, to the stream's ingest address. */
function push(streamKey: string, inputs: string[], video: string[] = []) {
  const ffmpeg = spawn('/usr/bin/ffmpeg', [
    ...['-nostdin', '-v', 'error', '-re'],
    ...inputs,
    ...['-c:a', 'libopus', '-b:a', '128k'],
    ...video,
    ...['-f', 'webm', '-cluster_time_limit', '1000', '-method', 'POST', `${BASE_URL}/ingest/${streamKey}`],
  ])
  let errors = ''
  ffmpeg.stderr.on('data', (data: Buffer) => (errors += data.toString()))
  return new Promise<void>((resolve, reject) =>
    ffmpeg.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${errors}`)))),
  )
}

/** A signed-in owner's live stream, made as the studio makes one, with its stream key. */
async function liveStreamWithKey(page: Page, title: string) {
  const host = await registerUser(page, 'Pushing Host')
  const live = await page.request.post('/api/streams/webrtc', { data: { title } })
  expect(live.ok()).toBe(true)
  const { streamId } = (await live.json()) as { streamId: number }
  const { streamKey } = (await (await page.request.get(`/api/streams/${streamId}/key`)).json()) as {
    streamKey: string
  }
  return { host, streamId, streamKey }
}

/** The viewer page hears the push: 'Audio Connected' and a level above -40 dB. */
async function expectHearing(viewer: Page, streamId: number) {
  await viewer.goto(`/stream/${streamId}`)
  await expectChatConnected(viewer)
  await expect(viewer.getByText('Audio Connected')).toBeVisible({ timeout: 30_000 })
  const meter = viewer.getByRole('meter', { name: 'Audio level' })
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(-40)
}

/** Once the pushed stream is ended, its recording is published with the length of the push, within a second. */
async function expectRecording(page: Page, hostId: number, streamId: number, title: string) {
  expect((await page.request.post(`/api/streams/${streamId}/end`)).status()).toBe(200)
  const { duration } = await recordingOf(page, hostId, title)
  expect(Math.abs(duration - PUSH_SECONDS)).toBeLessThanOrEqual(1)
}

test('ffmpeg pushing a tone reaches a listener on /stream/{id} and becomes a recording of its length', async ({
  page,
  browser,
}) => {
  const title = 'Tone from ffmpeg'
  const { host, streamId, streamKey } = await liveStreamWithKey(page, title)
  const pushed = push(streamKey, TONE)
  const viewerContext = await browser.newContext()
  const viewer = await viewerContext.newPage()
  await expectHearing(viewer, streamId)
  await pushed
  // ffmpeg stopped, its request ended: the stream ends now, not after the host's grace.
  await expect(viewer.getByText('This stream has ended')).toBeVisible({ timeout: 5_000 })
  await expectRecording(page, host.id, streamId, title)
  await viewerContext.close()
})

test('ffmpeg pushing a test picture with a tone: the viewer sees the picture and hears the tone', async ({
  page,
  browser,
}) => {
  const title = 'Test picture from ffmpeg'
  const { host, streamId, streamKey } = await liveStreamWithKey(page, title)
  const pushed = push(streamKey, [...PICTURE, ...TONE], VP8)
  const viewerContext = await browser.newContext()
  const viewer = await viewerContext.newPage()
  await expectHearing(viewer, streamId)
  const video = viewer.getByLabel('Live video')
  const frames = () => video.evaluate((element: HTMLVideoElement) => element.getVideoPlaybackQuality().totalVideoFrames)
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 30_000 })
    .toBe(320)
  const before = await frames()
  await expect.poll(frames).toBeGreaterThan(before)
  await pushed
  await expectRecording(page, host.id, streamId, title)
  await viewerContext.close()
})

test('each refusal answers at once with its message: a wrong key, a body that is not WebM, a second push', async ({
  page,
  browser,
}) => {
  const fixture = (name: string) => readFile(path.join(import.meta.dirname, '../fixtures/media', name))
  const { streamId, streamKey } = await liveStreamWithKey(page, 'Refused pushes')
  const tone = await fixture('tone.webm')
  const wrongKey = await page.request.post('/ingest/sk_not-a-key', { data: tone })
  expect(wrongKey.status()).toBe(403)
  expect(((await wrongKey.json()) as { message: string }).message).toMatch(/stream key/)
  const notWebm = await page.request.post(`/ingest/${streamKey}`, { data: await fixture('tone.mp3') })
  expect(notWebm.status()).toBe(415)
  expect(((await notWebm.json()) as { message: string }).message).toMatch(/WebM/)

  const pushed = push(streamKey, TONE)
  const viewerContext = await browser.newContext()
  await expectHearing(await viewerContext.newPage(), streamId)
  const second = await page.request.post(`/ingest/${streamKey}`, { data: tone })
  expect(second.status()).toBe(409)
  expect(((await second.json()) as { message: string }).message).toMatch(/already broadcasting/)
  await pushed
  await viewerContext.close()
})

test("a stream made with 'Use broadcasting software' waits, through a studio reload, for ffmpeg's first bytes; then its page plays and the studio says it is live; when ffmpeg stops, the stream ends at once", async ({
  page,
  browser,
}) => {
  const title = 'Made for the encoder'
  await registerUser(page, 'Software Host')
  await page.goto('/go-live')
  await expect(page.getByRole('button', { name: 'Camera On' })).toBeVisible()
  await page.getByLabel('Stream title').fill(title)
  await page.getByRole('button', { name: 'Use broadcasting software' }).click()
  const waiting = page.getByRole('status').filter({ hasText: 'Waiting for the broadcast…' })
  await expect(waiting.getByText(title, { exact: true })).toBeVisible()
  const streamId = Number((await waiting.getByRole('link').getAttribute('href'))!.split('/').pop())
  await page.getByRole('button', { name: 'Show' }).click()
  const streamKey = await page.getByLabel('Stream Key').inputValue()
  expect(streamKey).toMatch(/^sk_/)
  await expect(page.getByLabel('Broadcasting software')).toHaveValue(new RegExp(`/ingest/${streamKey} *$`))
  // Reopened, the studio shows the same waiting stream with its key and command, not a fresh form.
  await page.reload()
  await expect(waiting.getByText(title, { exact: true })).toBeVisible({ timeout: 30_000 })
  expect(await waiting.getByRole('link').getAttribute('href')).toBe(`/stream/${streamId}`)
  await expect(page.getByRole('button', { name: 'Use broadcasting software' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByLabel('Stream Key')).toHaveValue(streamKey)
  await expect(page.getByLabel('Broadcasting software')).toHaveValue(new RegExp(`/ingest/${streamKey} *$`))
  const featured = async () =>
    ((await (await page.request.get('/api/streams/featured')).json()) as { id: number }[]).map((stream) => stream.id)
  expect(await featured()).not.toContain(streamId)

  const viewerContext = await browser.newContext()
  const viewer = await viewerContext.newPage()
  await viewer.goto(`/stream/${streamId}`)
  await expectChatConnected(viewer)
  await expect(viewer.getByRole('status').getByText('Waiting for the broadcast…')).toBeVisible()
  await expect(viewer.getByText('The broadcast stopped. Waiting for it to come back…')).toHaveCount(0)
  await expectNoSoundShown(viewer)

  const pushed = push(streamKey, TONE)
  await expect(viewer.getByText('Waiting for the broadcast…')).toHaveCount(0, { timeout: 30_000 })
  await expect(viewer.getByText('Audio Connected')).toBeVisible({ timeout: 30_000 })
  const meter = viewer.getByRole('meter', { name: 'Audio level' })
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(-40)
  expect(await featured()).toContain(streamId)
  // The studio hears it too: its waiting notice gives way to the stream, live from the software.
  const liveFromSoftware = page
    .getByRole('status')
    .filter({ hasText: 'This stream is live from broadcasting software.' })
  await expect(liveFromSoftware.getByText(title, { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('Waiting for the broadcast…')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Start Streaming' })).toHaveCount(0)
  await pushed
  // The program has stopped: the stream ends at once, the studio offers its recording and goes back to its start
  // form, and the stream's page says it has ended.
  await expect(viewer.getByText('This stream has ended')).toBeVisible({ timeout: 5_000 })
  await publishRecording(page, page.getByRole('dialog'))
  await expect(page.getByText('This stream is live from broadcasting software.')).toHaveCount(0)
  await viewerContext.close()
})

test('a stream waiting for broadcasting software shows its whole command and can be cancelled: its open page says so, its key is refused and the studio offers a new one', async ({
  page,
  browser,
}) => {
  await registerUser(page, 'Cancelling Host')
  await page.goto('/go-live')
  await expect(page.getByRole('button', { name: 'Camera On' })).toBeVisible()
  await page.getByRole('button', { name: 'Use broadcasting software' }).click()
  const waiting = page.getByRole('status').filter({ hasText: 'Waiting for the broadcast…' })
  await expect(waiting).toBeVisible()
  const streamId = Number((await waiting.getByRole('link').getAttribute('href'))!.split('/').pop())
  const { streamKey } = (await (await page.request.get(`/api/streams/${streamId}/key`)).json()) as {
    streamKey: string
  }
  // While it waits the studio starts nothing else, and shows the command whole: no part scrolled out of sight.
  await expect(page.getByRole('button', { name: 'Start Streaming' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Use broadcasting software' })).toHaveCount(0)
  const command = page.getByLabel('Broadcasting software')
  await expect(command).toHaveValue(/^ffmpeg [^]*\/ingest\/STREAM_KEY$/)
  expect(
    await command.evaluate((box) => box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight),
  ).toBe(true)
  await expect(page.getByRole('button', { name: 'Copy command' })).toBeVisible()

  const viewerContext = await browser.newContext()
  const viewer = await viewerContext.newPage()
  await viewer.goto(`/stream/${streamId}`)
  await expectChatConnected(viewer)
  await expect(viewer.getByRole('status').getByText('Waiting for the broadcast…')).toBeVisible()
  await expectNoSoundShown(viewer)

  await page.getByRole('button', { name: 'Cancel stream' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel stream' }).click()
  await expect(viewer.getByText('This stream was cancelled')).toBeVisible({ timeout: 5_000 })
  await expect(viewer.getByText('Waiting for the broadcast…')).toHaveCount(0)
  await expectNoSoundShown(viewer)
  await viewerContext.close()
  await expect(waiting).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Use broadcasting software' })).toBeVisible()
  const tone = await readFile(path.join(import.meta.dirname, '../fixtures/media/tone.webm'))
  expect((await page.request.post(`/ingest/${streamKey}`, { data: tone })).status()).toBe(409)
})
