import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { EMBED_TARGET_KB, kb, weighPage } from '../../bench/page-weight'
import { endStream, goLive } from './live-support'
import { createTrack, expectToast, openInteractive, playAtQuarterSpeed, registerUser, uniqueName } from './support'

/**
 * Another site: a blog on its own origin (a server on another port) whose post frames the embed named in `?embed=`.
 * Local on purpose: Chromium keeps a public origin from framing a page of the private network.
 */
let blog: Server
let blogOrigin = ''

test.beforeAll(async () => {
  blog = createServer((request, response) => {
    const embed = new URL(request.url!, 'http://blog').searchParams.get('embed') ?? ''
    response.writeHead(200, { 'Content-Type': 'text/html' })
    response.end(`<!doctype html><title>A blog post</title><h1>My favourite sounds</h1>
      <iframe src="${encodeURI(embed)}" width="600" height="400" title="Soundwave player"></iframe>`)
  })
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve))
  blogOrigin = `http://127.0.0.1:${(blog.address() as AddressInfo).port}`
})

test.afterAll(() => new Promise<void>((resolve) => blog.close(() => resolve())))

async function openBlogPostFraming(page: Page, embedUrl: string) {
  await page.goto(`${blogOrigin}/post?${new URLSearchParams({ embed: embedUrl })}`)
  return page.frameLocator('iframe[title="Soundwave player"]')
}

const frameAudioTime = (page: Page) =>
  page
    .frames()
    .find((frame) => frame.url().includes('/embed/'))!
    .evaluate(() => document.querySelector('audio')!.currentTime)

test('another site frames a track embed: it plays, seeks on the waveform and links to the track page', async ({
  page,
  baseURL,
}) => {
  await registerUser(page, 'Embedded Artist')
  const track = await createTrack(page, uniqueName('Framed Tune '), { waveform: [0.2, 0.9, 0.5, 1, 0.3] })
  await playAtQuarterSpeed(page)
  const frame = await openBlogPostFraming(page, `${baseURL}/embed/track/${track.id}`)

  await expect(frame.getByRole('link', { name: track.title })).toHaveAttribute('target', '_blank')
  await expect(frame.getByRole('link', { name: track.title })).toHaveAttribute('href', `/track/${track.id}`)
  // The app's shell stays out: no navigation, no persistent player, no sign-in.
  await expect(frame.getByRole('navigation')).toHaveCount(0)
  await expect(frame.getByRole('region', { name: 'Audio player' })).toHaveCount(0)
  await expect(frame.getByRole('link', { name: 'Sign in' })).toHaveCount(0)

  await frame.getByRole('button', { name: 'Play' }).click()
  await expect(frame.getByRole('button', { name: 'Pause' })).toBeVisible()
  await expect.poll(() => frameAudioTime(page), { timeout: 15_000 }).toBeGreaterThan(0)

  await frame.getByRole('button', { name: 'Pause' }).click()
  await expect(frame.getByRole('button', { name: 'Play' })).toBeVisible()
  // Paused, so the position is where the press put it.
  const seek = frame.getByRole('slider', { name: 'Seek' })
  const box = (await seek.boundingBox())!
  const duration = Number(await seek.getAttribute('aria-valuemax'))
  await seek.click({ position: { x: box.width * 0.75, y: box.height / 2 } })
  await expect.poll(() => frameAudioTime(page)).toBeGreaterThanOrEqual(Math.floor(duration * 0.75))
  await expect(seek).toHaveAttribute('aria-valuenow', String(Math.floor(duration * 0.75)))
})

test('a track embed follows the visitor’s colour scheme unless ?theme= names one', async ({ page, baseURL }) => {
  const background = (theme: string) =>
    page.evaluate(async (url) => {
      const frame = document.createElement('iframe')
      frame.src = url
      document.body.appendChild(frame)
      await new Promise((resolve) => frame.addEventListener('load', resolve))
      return getComputedStyle(frame.contentDocument!.body).backgroundColor
    }, `${baseURL}/embed/track/1${theme}`)
  await page.goto('/embed/track/1')
  await page.emulateMedia({ colorScheme: 'light' })
  expect(await background('')).toBe('rgb(255, 255, 255)')
  expect(await background('?theme=dark')).toBe('rgb(12, 10, 20)')
  await page.emulateMedia({ colorScheme: 'dark' })
  expect(await background('')).toBe('rgb(12, 10, 20)')
  expect(await background('?theme=light')).toBe('rgb(255, 255, 255)')
})

test('a playlist embed lists its tracks and plays the next when one ends', async ({ page, baseURL }) => {
  await registerUser(page, 'Playlist Keeper')
  const first = await createTrack(page, uniqueName('Opener '))
  const second = await createTrack(page, uniqueName('Closer '))
  const playlist = (await (await page.request.post('/api/playlists', { data: { name: 'Embedded mix' } })).json()) as {
    id: number
  }
  for (const track of [first, second])
    await page.request.post(`/api/playlists/${playlist.id}/tracks`, { data: { trackId: track.id } })
  const frame = await openBlogPostFraming(page, `${baseURL}/embed/playlist/${playlist.id}`)

  const list = frame.getByRole('list', { name: 'Embedded mix' })
  await expect(list.getByRole('button')).toHaveText([new RegExp(first.title), new RegExp(second.title)])
  await expect(frame.getByRole('link', { name: first.title })).toBeVisible()

  await frame.getByRole('button', { name: 'Play' }).click()
  await expect.poll(() => frameAudioTime(page), { timeout: 15_000 }).toBeGreaterThan(0)
  // Near the end of the first track, so the second follows on its own.
  const seek = frame.getByRole('slider', { name: 'Seek' })
  await seek.focus()
  await page.keyboard.press('End')
  await expect(frame.getByRole('link', { name: second.title })).toBeVisible({ timeout: 15_000 })
  await expect(list.getByRole('button', { name: new RegExp(second.title) })).toHaveAttribute('aria-current', 'true')
  await expect(frame.getByRole('button', { name: 'Pause' })).toBeVisible()
})

test('a stream embed plays the live sound, shows the chat read only, and says when the stream has ended', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const hostContext = await browser.newContext()
  const host = await hostContext.newPage()
  await registerUser(host, uniqueName('Embedded Host '))
  const streamId = await goLive(host)

  const frame = await openBlogPostFraming(page, `${baseURL}/embed/stream/${streamId}`)
  await expect(frame.getByText('LIVE', { exact: true })).toBeVisible()
  await expect(frame.getByRole('textbox')).toHaveCount(0)

  await host.getByPlaceholder('Type a message...').fill('Welcome, embedded listeners')
  await host.keyboard.press('Enter')
  await expect(frame.getByRole('region', { name: 'Live Chat' })).toContainText('Welcome, embedded listeners', {
    timeout: 20_000,
  })

  await frame.getByRole('button', { name: 'Play' }).click()
  await expect.poll(() => frameAudioTime(page), { timeout: 30_000 }).toBeGreaterThan(0)

  await endStream(host)
  await expect(frame.getByText('This stream has ended')).toBeVisible({ timeout: 20_000 })
  await expect(frame.getByRole('button', { name: /Play|Pause/ })).toHaveCount(0)
  await hostContext.close()
})

test(`each embed page loads at most ${EMBED_TARGET_KB} KB of JavaScript (gzip -9), measured as bench:page-weight does`, async ({
  page,
  baseURL,
}) => {
  await registerUser(page, 'Weighed Creator')
  const track = await createTrack(page, uniqueName('Weighed '))
  const playlist = (await (await page.request.post('/api/playlists', { data: { name: 'Weighed mix' } })).json()) as {
    id: number
  }
  await page.request.post(`/api/playlists/${playlist.id}/tracks`, { data: { trackId: track.id } })
  const streamId = ((await (await page.request.get('/api/streams?limit=1')).json()) as { id: number }[])[0].id
  const cache = new Map<string, Promise<string>>()
  for (const path of [`/embed/track/${track.id}`, `/embed/playlist/${playlist.id}`, `/embed/stream/${streamId}`]) {
    const weight = await weighPage(baseURL!, { path, signedIn: false }, '', cache)
    expect(weight.modules.length, path).toBeGreaterThan(0)
    expect(kb(weight.jsGzipBytes), path).toBeLessThanOrEqual(EMBED_TARGET_KB)
    expect(weight.modules.map((module) => module.url).filter((url) => /\/(shell|entry\.client)-/.test(url))).toEqual([])
  }
})

test("the track page's Share offers the embed code, and the copied snippet frames the track on another site", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await registerUser(page, 'Sharing Artist')
  const track = await createTrack(page, uniqueName('Shared Tune '))
  await openInteractive(page, `/track/${track.id}`)
  await page.getByRole('link', { name: 'Share' }).click()
  const code = page.getByRole('textbox', { name: 'Embed code' })
  await expect(code).toHaveValue(new RegExp(`^<iframe src="${baseURL}/embed/track/${track.id}"`))
  await page.getByRole('button', { name: 'Copy Embed Code' }).click()
  await expectToast(page, 'Embed code copied!')
  const snippet = await page.evaluate(() => navigator.clipboard.readText())
  expect(snippet).toBe(await code.inputValue())

  const src = /<iframe src="([^"]+)"/.exec(snippet)![1]
  const frame = await openBlogPostFraming(page, src)
  await expect(frame.getByRole('link', { name: track.title })).toBeVisible()
})

test("a playlist page's Share offers the playlist's embed code", async ({ page, baseURL }) => {
  await registerUser(page, 'Playlist Sharer')
  const playlist = (await (await page.request.post('/api/playlists', { data: { name: 'Shared mix' } })).json()) as {
    id: number
  }
  await openInteractive(page, `/playlist/${playlist.id}`)
  await page.getByRole('link', { name: 'Share' }).click()
  await expect(page.getByRole('textbox', { name: 'Embed code' })).toHaveValue(
    `<iframe src="${baseURL}/embed/playlist/${playlist.id}" width="600" height="400" title="Shared mix" style="border:0" allow="autoplay" loading="lazy"></iframe>`,
  )
})
