import { readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  expect,
  request,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'
import { DEMO_PASSWORD } from '../../scripts/seed-data'
import { media, seededEndedStream } from './support'

/**
 * Every route opened as a first visit: a fresh browser context (nothing cached), the CPU slowed down as on a
 * mid-range phone so that hydration takes long enough for early updates to land inside it (React's hydration
 * errors show only then). Any uncaught error or console error fails the page.
 */

// Four pages' worth of slowed-down loading on a shared two-core machine.
test.describe.configure({ timeout: 90_000 })

const ROUTES_DIR = path.join(import.meta.dirname, '../../app/routes')
const CPU_SLOWDOWN = 4
const MISSING = '/no-such-page'

interface SeededIds {
  /** An upload as the upload page makes it (with a waveform), with a comment pinned to a moment. */
  track: number
  post: number
  stream: number
  playlist: number
  user: number
}

/** The address each route file is opened at, with real ids from the demo data. */
const pathOf: Record<string, (ids: SeededIds) => string> = {
  $: () => MISSING,
  _index: () => '/',
  'auth-test': () => '/auth-test',
  auth: () => '/auth',
  dashboard: () => '/dashboard',
  discover: () => '/discover',
  'embed.playlist.$id': ({ playlist }) => `/embed/playlist/${playlist}`,
  'embed.stream.$id': ({ stream }) => `/embed/stream/${stream}`,
  'embed.track.$id': ({ track }) => `/embed/track/${track}`,
  'genre.$name': () => '/genre/jazz',
  genres: () => '/genres',
  'go-live': () => '/go-live',
  'health-test': () => '/health-test',
  library: () => '/library',
  login: () => '/login',
  'playlist.$id': ({ playlist }) => `/playlist/${playlist}`,
  'post.$id': ({ post }) => `/post/${post}`,
  'posts.$id': ({ post }) => `/posts/${post}`,
  'posts._index': () => '/posts',
  'posts.new': () => '/posts/new',
  'profile.$username': () => '/profile/lowtide',
  search: () => '/search?q=jazz',
  settings: () => '/settings',
  share: ({ track }) =>
    `/share?${new URLSearchParams({ id: String(track), type: 'track', title: 'Cold Open', returnUrl: `/track/${track}` })}`,
  'stream.$id': ({ stream }) => `/stream/${stream}`,
  streams: () => '/streams',
  'top-picks': () => '/top-picks',
  'track.$id': ({ track }) => `/track/${track}`,
  'tracks.$id': ({ track }) => `/tracks/${track}`,
  'tracks._index': () => '/tracks',
  'upload-public': () => '/upload-public',
  'upload-track': () => '/upload-track',
  'user.$userId': ({ user }) => `/user/${user}`,
}

const routeFiles = readdirSync(ROUTES_DIR)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => file.replace(/\.tsx?$/, ''))

test('every route file has an address in this journey', () => {
  expect(routeFiles.filter((route) => !(route in pathOf))).toEqual([])
})

async function findId(api: APIRequestContext, url: string, title: string) {
  const found = (await (await api.get(url)).json()) as { id: number; title?: string; name?: string }[]
  const item = found.find((candidate) => (candidate.title ?? candidate.name) === title)
  if (!item) throw new Error(`the seeded ${title} is not found at ${url}`)
  return item.id
}

/** An upload of the demo user as the upload page makes it: audio, waveform peaks; plus a comment pinned to 1 s. */
async function uploadWithWaveform(demo: APIRequestContext) {
  const audio = await demo.post('/api/upload/audio', {
    multipart: { audio: { name: 'tone.wav', mimeType: 'audio/wav', buffer: await readFile(media('tone.wav')) } },
  })
  const { url } = (await audio.json()) as { url: string }
  const waveform = Array.from({ length: 120 }, (_, index) => Math.abs(Math.sin(index / 6)))
  const created = await demo.post('/api/tracks', {
    data: { title: 'Cold Open', artistName: 'Demo User', audioUrl: url, waveform },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  expect(
    (await demo.post(`/api/tracks/${id}/comments`, { data: { content: 'The drop', timestampSeconds: 1 } })).status(),
  ).toBe(201)
  return id
}

let ids: SeededIds
let signedIn: BrowserContextOptions['storageState']
let returningListener: BrowserContextOptions['storageState']

test.beforeAll(async ({ browser }) => {
  // An upload, a page and a play: more than 30 s when the machine's two cores are busy.
  test.setTimeout(90_000)
  const baseURL = new URL(test.info().project.use.baseURL!).origin
  const demo = await request.newContext({ baseURL })
  expect((await demo.post('/api/login', { data: { username: 'demo', password: DEMO_PASSWORD } })).ok()).toBe(true)
  const track = await uploadWithWaveform(demo)
  const playlist = await demo.post('/api/playlists', { data: { name: 'Cold load mix' } })
  expect(playlist.status()).toBe(201)
  const playlistId = ((await playlist.json()) as { id: number }).id
  expect((await demo.post(`/api/playlists/${playlistId}/tracks`, { data: { trackId: track } })).ok()).toBe(true)
  const page = await browser.newPage({ baseURL })
  ids = {
    track,
    post: await findId(demo, '/api/search/posts?query=study%20setup', 'My study setup'),
    stream: (await seededEndedStream(page)).id,
    playlist: playlistId,
    user: ((await (await demo.get('/api/users/by-username/nova')).json()) as { id: number }).id,
  }
  // A visitor who played a track last time: the player restores it while the next page hydrates.
  await page.goto(`/tracks/${track}`)
  await page.waitForLoadState('networkidle')
  // The track's own Play, first on its page: its Related tracks may hold another 'Cold Open' (a retry uploads it).
  await page.getByRole('button', { name: 'Play Cold Open' }).first().click()
  await expect(page.getByRole('region', { name: 'Audio player' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('player'))).toContain('Cold Open')
  returningListener = await page.context().storageState()
  await page.close()
  signedIn = await demo.storageState()
  await demo.dispose()
})

/** Opens `path` on a slowed CPU and waits until the page has settled: loaded, network quiet, the main thread idle. */
async function openCold(page: Page, address: string, { missing = false } = {}) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // The browser reports the 404 status of a deliberately missing page as a failed load of that very document.
    if (missing && /status of 404/.test(message.text()) && message.location().url === page.url()) return
    problems.push(`console.error: ${message.text()}`)
  })
  await page.goto(address)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })))
  return problems
}

/** A new browser context: nothing cached, nothing stored but `storageState`. */
async function freshPage(browser: Browser, storageState: BrowserContextOptions['storageState']) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState })
  return context.newPage()
}

const everyRoute = Object.keys(pathOf)
// The player restores itself the same way on every page: these show what it can update while they hydrate.
const pagesWithTracks = [
  '_index',
  'track.$id',
  'tracks.$id',
  'playlist.$id',
  'profile.$username',
  'posts.$id',
  'stream.$id',
  'search',
]

const visits = [
  { name: 'visitor', storageState: () => undefined, routes: everyRoute },
  { name: 'signed in', storageState: () => signedIn, routes: everyRoute },
  { name: 'returning listener', storageState: () => returningListener, routes: pagesWithTracks },
]

for (const visit of visits) {
  test.describe(visit.name, () => {
    for (const route of visit.routes) {
      test(`${route} opens cold without an error`, async ({ browser }) => {
        const address = pathOf[route]!(ids)
        const page = await freshPage(browser, visit.storageState())
        const problems = await openCold(page, address, { missing: address === MISSING })
        await page.context().close()
        expect(problems, address).toEqual([])
      })
    }
    test('a missing track opens cold without an error', async ({ browser }) => {
      const page = await freshPage(browser, visit.storageState())
      const problems = await openCold(page, '/tracks/987654321', { missing: true })
      await page.context().close()
      expect(problems).toEqual([])
    })
  })
}
