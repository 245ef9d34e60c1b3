import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

/** A media fixture's path (tests/fixtures/media). */
export const media = (name: string) => path.join(import.meta.dirname, '../fixtures/media', name)

/** Asserts a toast shows these texts, read from the toast viewport (Radix also echoes them to a live region). */
export async function expectToast(page: Page, ...texts: string[]) {
  await expect(toastWith(page, texts)).toBeVisible()
}

/**
 * Watches for a toast that another page's action will cause, from before that action: it may come and go (5 s)
 * while a busy machine is still finishing the action's other steps.
 */
export function watchForToast(page: Page, ...texts: string[]) {
  return expect(toastWith(page, texts)).toBeVisible({ timeout: 60_000 })
}

/** The toasts showing now, in the toast viewport. */
export function shownToasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ }).locator('li')
}

/** A toast with all these texts: all of them at once, in one toast. */
function toastWith(page: Page, texts: string[]) {
  let toast = shownToasts(page)
  for (const text of texts) toast = toast.filter({ has: page.getByText(text, { exact: true }) })
  return toast.first()
}

/** Opens a page and waits until it is interactive: a click or keystroke before hydration is lost. */
export async function openInteractive(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForLoadState('networkidle')
  return response
}

/**
 * Waits until the player bar's controls are in (they load after the page) and the page keeps room for the dock
 * (--dock-height) up to the player's top edge: the layout a reader of the page sees once it has settled.
 */
export async function dockSettled(page: Page) {
  const player = page.getByRole('region', { name: 'Audio player' })
  await expect(player.getByRole('button').first()).toBeVisible()
  const gap = () =>
    player.evaluate((bar) => {
      const reserved = parseFloat(document.documentElement.style.getPropertyValue('--dock-height'))
      return Math.abs(innerHeight - reserved - bar.getBoundingClientRect().top)
    })
  await expect.poll(gap).toBeLessThanOrEqual(1)
}

export const uniqueName = (prefix = 'e2e') => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth')
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/')
}

/** From now on, what goes wrong on the page: errors it logs or throws, and the requests answered 4xx or 5xx. */
export function watchFailures(page: Page) {
  const failures: string[] = []
  page.on('console', (message) => message.type() === 'error' && failures.push(`console: ${message.text()}`))
  page.on('pageerror', (error) => failures.push(`pageerror: ${error.message}`))
  page.on('response', (response) => response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`))
  return failures
}

/** Every screen: no serious or critical accessibility violations (axe-core). */
export async function expectAccessible(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

let addresses = 0
/**
 * Headers that make an API call come from an address of its own. Registration is limited per address, and every
 * journey runs on one machine; `wrangler dev`, like Cloudflare's edge, takes the address from CF-Connecting-IP.
 */
export const fromOwnAddress = () => ({
  'CF-Connecting-IP': `10.${process.pid % 250}.${Math.floor(addresses / 250) % 250}.${addresses++ % 250}`,
})

/** Registers a fresh user through the API; the page's context then carries the session cookie. */
export async function registerUser(page: Page, displayName = 'Test User') {
  const username = uniqueName('u')
  const response = await page.request.post('/api/register', {
    data: { username, password: 'secret123', displayName },
    headers: fromOwnAddress(),
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: number; username: string; displayName: string }
}

/** Audio fixtures a track may be made of; the same file uploaded twice is stored once, under one address. */
const AUDIO_TYPES = { 'tone.wav': 'audio/wav', 'tone.ogg': 'audio/ogg' }

/**
 * A track of the page's user, created through the API as the upload page does (with the peaks and release time it
 * sends, if given), of tone.wav unless told.
 */
export async function createTrack(
  page: Page,
  title: string,
  {
    waveform,
    releaseAt,
    file = 'tone.wav',
  }: { waveform?: number[]; releaseAt?: string; file?: keyof typeof AUDIO_TYPES } = {},
) {
  const audio = await page.request.post('/api/upload/audio', {
    multipart: { audio: { name: file, mimeType: AUDIO_TYPES[file], buffer: await readFile(media(file)) } },
  })
  const { url } = (await audio.json()) as { url: string }
  const track = await page.request.post('/api/tracks', {
    data: { title, artistName: 'Fixture Artist', audioUrl: url, waveform, releaseAt },
  })
  expect(track.status()).toBe(201)
  return (await track.json()) as { id: number; title: string }
}

/**
 * The seeded tracks last 15–20 s: played at a quarter speed they keep sounding for a whole journey on a busy machine.
 */
export function playAtQuarterSpeed(page: Page) {
  return page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const element = document.querySelector('audio')
      if (element) element.defaultPlaybackRate = element.playbackRate = 0.25
    }),
  )
}

/**
 * The seed's ended stream, found by search: journeys that go live push it off the first page of /api/streams,
 * which lists the newest 20.
 */
export async function seededEndedStream(page: Page): Promise<{ id: number; title: string }> {
  const found = (await (await page.request.get('/api/search/streams?query=Sunday%20Jazz%20Session')).json()) as {
    id: number
    title: string
  }[]
  const stream = found.find(({ title }) => title === 'Sunday Jazz Session')
  if (!stream) throw new Error('the seeded stream Sunday Jazz Session is not found')
  return stream
}
