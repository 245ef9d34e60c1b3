import { expect, test, type Page } from '@playwright/test'
import type { TrackDetail } from '../../contracts/tracks'
import { createTrack, openInteractive, registerUser, uniqueName } from './support'

/** How long Chromium says a file lasts: its audio element's duration and its decoded length, in seconds. */
const durationsOf = (page: Page, url: string) =>
  page.evaluate(async (src) => {
    const element = new Audio(src)
    await new Promise((loaded, failed) => {
      element.onloadedmetadata = loaded
      element.onerror = failed
    })
    const decoded = await new AudioContext().decodeAudioData(await (await fetch(src)).arrayBuffer())
    return { element: element.duration, decoded: decoded.duration }
  }, url)

test('a WAV upload streams from its MP3 rendition, which lasts as long as the original', async ({ page }) => {
  await registerUser(page)
  const title = uniqueName('Rendered ')
  const { id } = await createTrack(page, title, { file: 'tone.wav' })
  let track: TrackDetail | undefined
  await expect
    .poll(
      async () => {
        track = (await (await page.request.get(`/api/tracks/${id}`)).json()) as TrackDetail
        return track.streamUrl
      },
      { timeout: 30_000 },
    )
    .toMatch(/-192k\.mp3$/)
  const { audioUrl, streamUrl } = track!

  const streamed = page.waitForRequest((request) => new URL(request.url()).pathname === streamUrl)
  await openInteractive(page, `/track/${id}`)
  await page
    .getByRole('button', { name: `Play ${title}` })
    .first()
    .click()
  await streamed
  const playing = () =>
    page.evaluate((src) => document.querySelector<HTMLAudioElement>(`audio[src="${src}"]`)?.duration ?? NaN, streamUrl)
  await expect.poll(playing).toBeGreaterThan(0)

  const original = await durationsOf(page, audioUrl)
  const rendition = await durationsOf(page, streamUrl)
  console.log(`durations: original ${JSON.stringify(original)}, rendition ${JSON.stringify(rendition)}`)
  expect(Math.abs((await playing()) - original.element)).toBeLessThanOrEqual(0.05)
  expect(Math.abs(rendition.decoded - original.decoded)).toBeLessThanOrEqual(0.05)
})
