import { expect, test, type Page } from '@playwright/test'
import { createTrack, registerUser, uniqueName } from './support'

test.describe.configure({ timeout: 90_000 })

declare global {
  interface Window {
    trackChanges: { type: string; at: number }[]
  }
}

/** Notes each end of a track and each start of sound, from any audio element (media events do not bubble). */
const watchTrackChanges = (page: Page) =>
  page.addInitScript(() => {
    window.trackChanges = []
    for (const type of ['ended', 'playing'])
      document.addEventListener(type, () => window.trackChanges.push({ type, at: performance.now() }), {
        capture: true,
      })
  })

/** Milliseconds from the first track's end to the next start of sound. */
async function gapAfterFirstEnd(page: Page) {
  await expect
    .poll(() => page.evaluate(() => window.trackChanges.map(({ type }) => type).join(',')), { timeout: 30_000 })
    .toMatch(/ended.*playing/)
  return page.evaluate(() => {
    const changes = window.trackChanges
    const end = changes.findIndex(({ type }) => type === 'ended')
    const start = changes.slice(end).find(({ type }) => type === 'playing')!
    return start.at - changes[end].at
  })
}

/** Audio answers as over a real network, a while after it is asked for; the local server answers at once. */
const AUDIO_RESPONSE_DELAY_MS = 200

const delayAudio = (page: Page) =>
  page.route(
    (url) => url.pathname.startsWith('/api/media/'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, AUDIO_RESPONSE_DELAY_MS))
      await route.continue()
    },
  )

/** Plays the first of a fresh creator's two uploads from their Music tab, which queues the second; their titles. */
async function playTwoQueuedTracks(page: Page) {
  const user = await registerUser(page, 'Gapless Creator')
  // Two files, so two addresses: tone.wav lasts 3.0 s, tone.ogg 4.5 s (tests/fixtures/media/MANIFEST.md).
  await createTrack(page, uniqueName('Gap wav '))
  await createTrack(page, uniqueName('Gap ogg '), { file: 'tone.ogg' })
  await watchTrackChanges(page)
  await delayAudio(page)
  await page.goto(`/profile/${user.username}`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('tab', { name: 'Music' }).click()
  const music = page.getByRole('tabpanel', { name: 'Music' })
  await expect(music.getByRole('article')).toHaveCount(2)
  const [opening, following] = await music.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()
  await music.getByRole('button', { name: `Play ${opening}` }).click()
  return { opening, following }
}

const playerBar = (page: Page) => page.getByRole('region', { name: 'Audio player' })

test('the next track in the queue starts within 50 ms of the end of the one playing', async ({ page }) => {
  const { following } = await playTwoQueuedTracks(page)
  const gap = await gapAfterFirstEnd(page)
  await expect(playerBar(page).getByRole('link', { name: following, exact: true })).toBeVisible()
  console.log(`gap between queued tracks: ${gap.toFixed(1)} ms`)
  expect(gap).toBeLessThan(50)
})

test('Next starts the track loaded ahead at once, and the one before falls silent', async ({ page }) => {
  const { opening, following } = await playTwoQueuedTracks(page)
  const bar = playerBar(page)
  await expect(bar.getByRole('link', { name: opening, exact: true })).toBeVisible()
  // Slowed down, the first track keeps sounding until the click.
  await page.evaluate(() => document.querySelectorAll('audio').forEach((audio) => (audio.playbackRate = 0.25)))
  // Both tracks last under 30 s, so the second loads ahead as soon as the first plays.
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('audio')].every((audio) => audio.readyState >= 3)))
    .toBe(true)
  const startsAfterClick = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const clickedAt = performance.now()
        document.addEventListener('playing', () => resolve(performance.now() - clickedAt), {
          capture: true,
          once: true,
        })
        document.querySelector<HTMLButtonElement>('[aria-label="Next track"]')!.click()
      }),
  )
  await expect(bar.getByRole('link', { name: following, exact: true })).toBeVisible()
  const sounding = await page.evaluate(
    () => [...document.querySelectorAll('audio')].filter((audio) => !audio.paused).length,
  )
  expect(sounding).toBe(1)
  console.log(`Next to sound: ${startsAfterClick.toFixed(1)} ms`)
  // Fetched only at the click, the track could not sound before its audio answered, 200 ms late.
  expect(startsAfterClick).toBeLessThan(AUDIO_RESPONSE_DELAY_MS)
})
