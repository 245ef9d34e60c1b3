import { readdir } from 'node:fs/promises'
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
import { dockSettled, fromOwnAddress, shownToasts, uniqueName } from './support'

/** Phone, tablet and laptop; the tablet is the narrowest width with the side navigation. */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]

interface SeededIds {
  track: number
  post: number
  endedStream: number
  playlist: number
  userId: number
}

/** A page of every route file in app/routes, with real ids from the seeded demo data. */
const ROUTES: Record<string, (ids: SeededIds) => string> = {
  $: () => '/no-such-page',
  _index: () => '/',
  'auth-test': () => '/auth-test',
  auth: () => '/auth',
  dashboard: () => '/dashboard',
  discover: () => '/discover',
  'genre.$name': () => '/genre/jazz',
  genres: () => '/genres',
  'go-live': () => '/go-live',
  'health-test': () => '/health-test',
  library: () => '/library',
  login: () => '/login',
  'playlist.$id': (ids) => `/playlist/${ids.playlist}`,
  'post.$id': (ids) => `/post/${ids.post}`,
  'posts.$id': (ids) => `/posts/${ids.post}`,
  'posts._index': () => '/posts',
  'posts.new': () => '/posts/new',
  'profile.$username': () => '/profile/nova',
  search: () => '/search?q=jazz',
  settings: () => '/settings',
  share: (ids) => `/share?id=${ids.track}&type=track&title=Overdrive&returnUrl=%2Ftracks%2F${ids.track}`,
  'stream.$id': (ids) => `/stream/${ids.endedStream}`,
  streams: () => '/streams',
  'top-picks': () => '/top-picks',
  'track.$id': (ids) => `/track/${ids.track}`,
  'tracks.$id': (ids) => `/tracks/${ids.track}`,
  'tracks._index': () => '/tracks',
  'upload-public': () => '/upload-public',
  'upload-track': () => '/upload-track',
  'user.$userId': (ids) => `/user/${ids.userId}`,
}

const AUDIENCES = ['signed out', 'signed in'] as const
type Audience = (typeof AUDIENCES)[number]

/** Each audience's cookies and saved player (a seeded track playing, so the bottom dock is at its tallest). */
const storageStates = new Map<Audience, BrowserContextOptions['storageState']>()
let ids: SeededIds

async function seeded<T extends { title: string }>(api: APIRequestContext, kind: string, title: string) {
  const found = ((await (await api.get(`/api/search/${kind}?query=${encodeURIComponent(title)}`)).json()) as T[]).find(
    (item) => item.title === title,
  )
  if (!found) throw new Error(`the seeded ${title} is not found`)
  return found as T & { id: number }
}

/** A request context signed in as a fresh user. */
async function freshUser(baseURL: string, displayName: string) {
  const api = await request.newContext({ baseURL })
  const data = { username: uniqueName('ov'), password: 'secret123', displayName }
  expect((await api.post('/api/register', { data, headers: fromOwnAddress() })).status()).toBe(201)
  return api
}

/** The seed has no playlist: a fresh user makes one with a seeded track in it. */
async function makePlaylist(baseURL: string, trackId: number) {
  const owner = await freshUser(baseURL, 'Playlist Owner')
  const created = await owner.post('/api/playlists', { data: { name: 'Overlap Mix' } })
  const playlist = (await created.json()) as { id: number }
  expect((await owner.post(`/api/playlists/${playlist.id}/tracks`, { data: { trackId } })).ok()).toBe(true)
  await owner.dispose()
  return playlist.id
}

/** A live stream of another creator's, made through the API; its host never connects, so it ends within a minute. */
async function liveStreamPath(baseURL: string) {
  const host = await freshUser(baseURL, 'Overlap Host')
  const { streamId } = (await (await host.post('/api/streams/webrtc', { data: {} })).json()) as { streamId: number }
  await host.dispose()
  return `/stream/${streamId}`
}

async function playSeededTrack(page: Page) {
  const player = page.getByRole('region', { name: 'Audio player' })
  await page.goto('/tracks?sort=popular')
  await expect(async () => {
    if (!(await player.isVisible())) await page.getByRole('button', { name: 'Play Overdrive' }).click()
    await expect(player).toBeVisible({ timeout: 1000 })
  }).toPass()
}

async function audienceState(browser: Browser, baseURL: string, audience: Audience) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  if (audience === 'signed in') {
    const login = await page.request.post('/api/login', { data: { username: 'demo', password: 'demo1234' } })
    expect(login.ok()).toBe(true)
  }
  await playSeededTrack(page)
  const state = await context.storageState()
  await context.close()
  return state
}

/**
 * Every visible button, link and input of the page, each scrolled into view as the keyboard would: the names of
 * those whose centre is not the control itself, with what is there instead.
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const roles = ['button', 'link', 'slider', 'switch', 'tab', 'radio', 'checkbox', 'combobox']
    const selector = [
      'a[href]',
      'button',
      'input',
      'select',
      'textarea',
      ...roles.map((role) => `[role="${role}"]`),
    ].join(', ')
    const nameOf = (element: Element | null): string => {
      if (!element) return 'nothing'
      const control = element.closest(selector) ?? element.closest('[aria-label], header, nav, section') ?? element
      const text = control.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40)
      const name = control.getAttribute('aria-label') || control.getAttribute('placeholder') || text
      return `${control.tagName.toLowerCase()} "${name}"`
    }
    // A disabled button takes no pointer events (the point would find its parent), yet it must be seen.
    const probe = document.createElement('style')
    probe.textContent = '[data-overlap-probe] { pointer-events: auto !important }'
    document.head.appendChild(probe)
    const covered: string[] = []
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (control.closest('[aria-hidden="true"], [inert]')) continue
      if (!control.checkVisibility({ visibilityProperty: true })) continue
      const { width, height } = control.getBoundingClientRect()
      if (width < 2 || height < 2) continue
      control.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' })
      control.setAttribute('data-overlap-probe', '')
      // A link that wraps has a box per line: the centre of one of them will do.
      const found = [...control.getClientRects()].map((box) =>
        document.elementFromPoint(
          (Math.max(box.left, 0) + Math.min(box.right, window.innerWidth)) / 2,
          (Math.max(box.top, 0) + Math.min(box.bottom, window.innerHeight)) / 2,
        ),
      )
      control.removeAttribute('data-overlap-probe')
      if (found.some((element) => element && control.contains(element))) continue
      covered.push(`${nameOf(control)} under ${nameOf(found[0])}`)
    }
    probe.remove()
    return covered
  })
}

type PathAt = () => Promise<string>

async function coveredAtEveryWidth(browser: Browser, baseURL: string, audience: Audience, pathAt: PathAt) {
  const context = await browser.newContext({ baseURL, storageState: storageStates.get(audience) })
  const page = await context.newPage()
  const covered: string[] = []
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await page.goto(await pathAt())
    await page.waitForLoadState('networkidle')
    await dockSettled(page)
    // A toast (the studio's 'Authentication Required' on the way to /login) covers the header for its five seconds.
    await expect(shownToasts(page)).toHaveCount(0, { timeout: 15_000 })
    for (const control of await coveredControls(page)) covered.push(`${viewport.width}px: ${control}`)
  }
  await context.close()
  return covered
}

test('the journey below opens a page of every route', async () => {
  const routeFiles = await readdir(path.join(import.meta.dirname, '../../app/routes'))
  // Embeds have no dock or header to cover anything: embeds.spec.ts drives them inside another site's frame.
  const appPages = routeFiles.map((file) => file.replace(/\.tsx?$/, '')).filter((route) => !route.startsWith('embed.'))
  expect(appPages.sort()).toEqual(Object.keys(ROUTES).sort())
})

test.describe('with a track playing', () => {
  // Three page loads a test on a busy machine.
  test.describe.configure({ timeout: 90_000 })

  test.beforeAll(async ({ browser }, workerInfo) => {
    test.setTimeout(120_000)
    const baseURL = workerInfo.project.use.baseURL!
    const api = await request.newContext({ baseURL })
    const track = await seeded(api, 'tracks', 'Overdrive')
    const post = await seeded(api, 'posts', 'Tour dates')
    const endedStream = await seeded(api, 'streams', 'Sunday Jazz Session')
    const user = (await (await api.get('/api/users/by-username/nova')).json()) as { id: number }
    await api.dispose()
    const playlist = await makePlaylist(baseURL, track.id)
    ids = { track: track.id, post: post.id, endedStream: endedStream.id, userId: user.id, playlist }
    for (const audience of AUDIENCES) storageStates.set(audience, await audienceState(browser, baseURL, audience))
  })

  const title = (page: string, audience: Audience) =>
    `${page}, ${audience}: every control scrolled into view is the control at its centre, at 375, 768 and 1280 px`

  for (const [route, pathOf] of Object.entries(ROUTES)) {
    for (const audience of AUDIENCES) {
      test(title(route, audience), async ({ browser }, testInfo) => {
        const baseURL = testInfo.project.use.baseURL!
        expect(await coveredAtEveryWidth(browser, baseURL, audience, async () => pathOf(ids))).toEqual([])
      })
    }
  }

  for (const audience of AUDIENCES) {
    test(title('stream.$id live', audience), async ({ browser }, testInfo) => {
      const baseURL = testInfo.project.use.baseURL!
      // A fresh stream for each width: one whose host never connects ends after a minute.
      expect(await coveredAtEveryWidth(browser, baseURL, audience, () => liveStreamPath(baseURL))).toEqual([])
    })
  }
})
