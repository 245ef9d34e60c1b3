import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  createTrack,
  expectAccessible,
  expectToast,
  openInteractive,
  playAtQuarterSpeed,
  registerUser,
  uniqueName,
} from './support'

// Journeys here run on busy machines: more time than the default, and the seeded tracks at a quarter speed.
test.describe.configure({ timeout: 120_000 })
test.beforeEach(({ page }) => playAtQuarterSpeed(page))

const playerBar = (page: Page) => page.getByRole('region', { name: 'Audio player' })

/**
 * The sounding one of the player's two audio elements, the one playing, else the first: Next hands over to the
 * other when it holds the next track (docs/decisions/046-the-radio-keeps-the-hand-over.md).
 */
const audio = (page: Page) =>
  page.evaluate(() => {
    const elements = [...document.querySelectorAll('audio')]
    const element = elements.find((candidate) => !candidate.paused) ?? elements[0]
    return { time: element.currentTime, paused: element.paused, volume: element.volume }
  })

/**
 * The seeded tracks as cards: the popular list ranks them (57 to 2,210 plays) above anything other journeys upload
 * meanwhile, so they stay on its first page whatever runs beside this file.
 */
const SEEDED_CARDS = '/tracks?sort=popular'

/** Clicks a card's play button once the page is interactive (a click before hydration does nothing). */
async function playFromCard(page: Page, title: string) {
  await page.goto(SEEDED_CARDS)
  await expect(async () => {
    if (!(await playerBar(page).isVisible())) await page.getByRole('button', { name: `Play ${title}` }).click()
    await expect(playerBar(page)).toBeVisible({ timeout: 1000 })
  }).toPass()
}

/** The listener's own queue in the open queue dialog, without what the radio queued after it. */
const listenersQueue = (page: Page) =>
  page.getByRole('dialog', { name: 'Queue' }).getByRole('list', { name: 'Up next', exact: true })

/** Opens the bar's queue and returns its items' texts. */
async function queueTitles(page: Page) {
  await playerBar(page).getByRole('button', { name: 'Queue' }).click()
  await expect(page.getByRole('dialog', { name: 'Queue' })).toBeVisible()
  const titles = await listenersQueue(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.textContent!.replace(/^\d+/, '').split(' · ')[0]))
  await page.keyboard.press('Escape')
  return titles
}

/** Empties the queue the list filled, for journeys about queueing by hand. */
async function clearQueue(page: Page) {
  await playerBar(page).getByRole('button', { name: 'Queue' }).click()
  await page.getByRole('dialog', { name: 'Queue' }).getByRole('button', { name: 'Clear queue' }).click()
  await expect(page.getByRole('dialog', { name: 'Queue' }).getByText('Your queue is empty')).toBeVisible()
  await page.keyboard.press('Escape')
}

/** The titles of the track cards inside `scope`, in page order. */
const cardTitles = (scope: Locator) => scope.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()

async function expectAdvancing(page: Page) {
  const { time } = await audio(page)
  await expect.poll(async () => (await audio(page)).time).toBeGreaterThan(time + 0.2)
  expect((await audio(page)).paused).toBe(false)
}

async function expectNowPlaying(page: Page, title: string, artist: string) {
  await expect(playerBar(page).getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    /^\/tracks\/\d+$/,
  )
  await expect(playerBar(page).getByRole('link', { name: artist, exact: true })).toHaveAttribute(
    'href',
    /^\/user\/\d+$/,
  )
}

test('a card plays its track in the bar; pause and resume @mobile', async ({ page }) => {
  await playFromCard(page, 'Overdrive')
  await expectNowPlaying(page, 'Overdrive', 'Redline Collective')
  await expectAdvancing(page)
  await expect(page.getByRole('button', { name: 'Pause Overdrive' })).toBeVisible()

  await playerBar(page).getByRole('button', { name: 'Pause', exact: true }).click()
  await expect.poll(async () => (await audio(page)).paused).toBe(true)
  const pausedAt = (await audio(page)).time
  await page.waitForTimeout(600)
  expect((await audio(page)).time).toBe(pausedAt)

  await playerBar(page).getByRole('button', { name: 'Play', exact: true }).click()
  await expectAdvancing(page)

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const main = page.getByRole('main')
  await expect
    .poll(
      async () => {
        const [content, bar] = [await main.boundingBox(), await playerBar(page).boundingBox()]
        return content!.y + content!.height <= bar!.y
      },
      { message: 'the end of the page scrolls clear of the bar' },
    )
    .toBe(true)
  await expectAccessible(page)
})

test('the bar sits above the bottom navigation on a phone, which stays usable @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the bottom navigation exists only on small screens')
  await playFromCard(page, 'Drift')
  const nav = page.getByRole('navigation', { name: 'Bottom' })
  const [barBox, navBox] = [await playerBar(page).boundingBox(), await nav.boundingBox()]
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(navBox!.y + 1)

  await nav.getByRole('link', { name: 'Streams' }).click()
  await expect(page).toHaveURL('/streams')
  await expectNowPlaying(page, 'Drift', 'Low Tide')
  await expectAdvancing(page)
})

test('next and previous walk through a queue built from the track menu', async ({ page }) => {
  await playFromCard(page, 'Overdrive')
  const bar = playerBar(page)
  await clearQueue(page)
  await expect(bar.getByRole('button', { name: 'Restart track' })).toBeVisible()

  await page.getByRole('button', { name: 'More options for Drift' }).click()
  await page.getByRole('menuitem', { name: 'Add to queue' }).click()
  await expectToast(page, 'Added to queue', 'Drift by Low Tide')
  await page.getByRole('button', { name: 'More options for Study Hall' }).click()
  await page.getByRole('menuitem', { name: 'Play next' }).click()
  await expectToast(page, 'Playing next', 'Study Hall by Low Tide')

  await bar.getByRole('button', { name: 'Queue' }).click()
  await expect(listenersQueue(page).getByRole('listitem')).toHaveText([/Study Hall/, /Drift/])
  await page.keyboard.press('Escape')

  await bar.getByRole('button', { name: 'Next track' }).click()
  await expectNowPlaying(page, 'Study Hall', 'Low Tide')
  await bar.getByRole('button', { name: 'Previous track' }).click()
  await expectNowPlaying(page, 'Overdrive', 'Redline Collective')
  await bar.getByRole('button', { name: 'Next track' }).click()
  await bar.getByRole('button', { name: 'Next track' }).click()
  await expectNowPlaying(page, 'Drift', 'Low Tide')
  // The listener's queue is done; autoplay, on for a visitor, goes on with what the radio queued after it.
  await expect(bar.getByRole('button', { name: 'Next track' })).toBeVisible()
  await expectAdvancing(page)
})

test('repeat cycles its tooltip; volume starts at 75 and mute restores it', async ({ page }) => {
  await playFromCard(page, 'Study Hall')
  const bar = playerBar(page)
  for (const [label, nextLabel] of [
    ['Enable repeat all', 'Enable repeat one'],
    ['Enable repeat one', 'Disable repeat'],
    ['Disable repeat', 'Enable repeat all'],
  ]) {
    const repeat = bar.getByRole('button', { name: label })
    await page.mouse.move(0, 0)
    await repeat.hover()
    await expect(page.getByRole('tooltip')).toHaveText(label)
    await repeat.click()
    await expect(bar.getByRole('button', { name: nextLabel })).toBeVisible()
  }

  const volume = bar.getByRole('slider', { name: 'Volume' })
  await expect(volume).toHaveAttribute('aria-valuenow', '75')
  expect((await audio(page)).volume).toBeCloseTo(0.75)
  await bar.getByRole('button', { name: 'Mute' }).click()
  await expect(volume).toHaveAttribute('aria-valuenow', '0')
  expect((await audio(page)).volume).toBe(0)
  await bar.getByRole('button', { name: 'Unmute' }).click()
  await expect(volume).toHaveAttribute('aria-valuenow', '75')
  expect((await audio(page)).volume).toBeCloseTo(0.75)
})

test('the player minimizes and expands', async ({ page }) => {
  await playFromCard(page, 'Paper Lanterns')
  const bar = playerBar(page)
  await bar.getByRole('button', { name: 'Minimize player' }).click()
  await expect(bar.getByRole('link', { name: 'Open full player' })).toHaveAttribute('href', /^\/tracks\/\d+$/)
  await expect(bar.getByRole('button', { name: 'Enable repeat all' })).toBeHidden()
  await expectNowPlaying(page, 'Paper Lanterns', 'Low Tide')
  await expectAdvancing(page)
  await expectAccessible(page)

  await bar.getByRole('button', { name: 'Expand player' }).click()
  await expect(bar.getByRole('button', { name: 'Enable repeat all' })).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Open full player' })).toBeHidden()
})

test('a reload resumes the track at the saved position', async ({ page }) => {
  await playFromCard(page, 'Late Set at the Lantern')
  await expect.poll(async () => (await audio(page)).time).toBeGreaterThan(1.5)
  const before = (await audio(page)).time
  await page.reload()
  await expectNowPlaying(page, 'Late Set at the Lantern', 'Marlowe Keys')
  await expect.poll(async () => (await audio(page)).time).toBeGreaterThan(before - 0.5)
  await expectAdvancing(page)
})

test('moving between three pages keeps the same audio element playing', async ({ page }) => {
  await playFromCard(page, 'Rainy Sunday Waltz')
  await page.evaluate(() => Object.assign(window, { playerAudio: document.querySelector('audio') }))
  const sameElement = () =>
    page.evaluate(() => document.querySelector('audio') === (window as unknown as { playerAudio: unknown }).playerAudio)

  await page.getByRole('link', { name: 'Discover', exact: true }).first().click()
  await expect(page).toHaveURL('/discover')
  await expectAdvancing(page)
  await playerBar(page).getByRole('link', { name: 'Rainy Sunday Waltz' }).click()
  await expect(page).toHaveURL(/\/tracks\/\d+$/)
  await expectAdvancing(page)
  await page.getByRole('link', { name: 'Soundwave' }).first().click()
  await expect(page).toHaveURL('/')
  await expectAdvancing(page)
  expect(await sameElement()).toBe(true)
})

test('keyboard shortcuts: Space plays and pauses, M mutes, Shift+arrows skip', async ({ page }) => {
  await playFromCard(page, 'Basement Tapes')
  await clearQueue(page)
  await page.getByRole('button', { name: 'More options for First Light' }).click()
  await page.getByRole('menuitem', { name: 'Add to queue' }).click()
  await page.getByRole('heading', { level: 1 }).click()

  await page.keyboard.press('Space')
  await expect.poll(async () => (await audio(page)).paused).toBe(true)
  await page.keyboard.press('Space')
  await expectAdvancing(page)

  const volume = playerBar(page).getByRole('slider', { name: 'Volume' })
  await page.keyboard.press('m')
  await expect(volume).toHaveAttribute('aria-valuenow', '0')
  await page.keyboard.press('m')
  await expect(volume).toHaveAttribute('aria-valuenow', '75')

  await page.keyboard.press('Shift+ArrowRight')
  await expectNowPlaying(page, 'First Light', 'Demo User')
  await page.keyboard.press('Shift+ArrowLeft')
  await expectNowPlaying(page, 'Basement Tapes', 'Redline Collective')
})

test('a play is reported once, after 5 s of listening', async ({ page }) => {
  const reports: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/tracks\/\d+\/play$/.test(request.url())) reports.push(request.url())
  })
  await playFromCard(page, 'First Light')
  await expect.poll(async () => (await audio(page)).time).toBeGreaterThan(2)
  expect(reports).toEqual([])
  await expect.poll(() => reports.length, { timeout: 60_000 }).toBe(1)
  expect((await audio(page)).time).toBeGreaterThanOrEqual(4.5)
  await expect.poll(async () => (await audio(page)).time).toBeGreaterThan(7)
  expect(reports).toHaveLength(1)
})

/** A new listener who turned Autoplay off, on the seeded cards once their settings have loaded. */
async function openCardsWithAutoplayOff(page: Page, name: string) {
  const user = await registerUser(page, name)
  expect((await page.request.patch(`/api/user-settings/${user.id}`, { data: { enableAutoplay: false } })).ok()).toBe(
    true,
  )
  const settingsLoaded = page.waitForResponse((response) => response.url().endsWith(`/api/user-settings/${user.id}`))
  await page.goto(SEEDED_CARDS)
  await settingsLoaded
}

test('with autoplay off in settings, choosing a track loads it without sound', async ({ page }) => {
  await openCardsWithAutoplayOff(page, 'Quiet Listener')
  await page.getByRole('button', { name: 'Play Drift' }).click()
  await expectNowPlaying(page, 'Drift', 'Low Tide')
  await expect(playerBar(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible()
  expect((await audio(page)).paused).toBe(true)
  await playerBar(page).getByRole('button', { name: 'Play', exact: true }).click()
  await expectAdvancing(page)
})

test('when a track ends the progress bar and the time go back to 0, after a seek by pointer or by keyboard', async ({
  page,
}) => {
  // With autoplay on, related tracks would follow the last one (the radio): a listener who turned it off.
  await openCardsWithAutoplayOff(page, 'Radio Off Listener')
  await page.getByRole('button', { name: 'Play Drift' }).click()
  await expectNowPlaying(page, 'Drift', 'Low Tide')
  await clearQueue(page)
  const bar = playerBar(page)
  await bar.getByRole('button', { name: 'Play', exact: true }).click()
  const seek = bar.getByRole('slider', { name: 'Seek' })
  const expectBackAtStart = async () => {
    await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible()
    await expect(seek).toHaveAttribute('aria-valuenow', '0')
    await expect(bar.getByText('0:00', { exact: true })).toBeVisible()
    expect((await audio(page)).time).toBe(0)
  }
  await expectAdvancing(page)
  expect(Number(await seek.getAttribute('aria-valuemax'))).toBeGreaterThan(5)

  const slider = (await seek.locator('xpath=../..').boundingBox())!
  await page.mouse.click(slider.x + slider.width * 0.97, slider.y + slider.height / 2)
  await expectBackAtStart()

  await bar.getByRole('button', { name: 'Play', exact: true }).click()
  await expectAdvancing(page)
  await seek.focus()
  await page.keyboard.press('ArrowRight')
  await expect
    .poll(async () => Number(await seek.getAttribute('aria-valuenow')), {
      message: 'the bar follows the time after a key seek',
    })
    .toBeGreaterThan(Number(await seek.getAttribute('aria-valuenow')) + 0.2)
  await page.keyboard.press('End')
  await expectBackAtStart()
})

test('playing from a profile Music tab queues the rest of the list and Next plays the next track @mobile', async ({
  page,
}) => {
  await page.goto('/profile/lowtide')
  await page.waitForLoadState('networkidle')
  await page.getByRole('tab', { name: 'Music' }).click()
  const music = page.getByRole('tabpanel', { name: 'Music' })
  await expect(music.getByRole('article')).not.toHaveCount(0)
  const titles = await cardTitles(music)
  expect(titles.length).toBeGreaterThanOrEqual(3)
  await music.getByRole('button', { name: `Play ${titles[0]}` }).click()
  await expectNowPlaying(page, titles[0], 'Low Tide')
  expect(await queueTitles(page)).toEqual(titles.slice(1))

  await playerBar(page).getByRole('button', { name: 'Next track' }).click()
  await expectNowPlaying(page, titles[1], 'Low Tide')
  await expectAdvancing(page)
  expect(await queueTitles(page)).toEqual(titles.slice(2))
})

test('playing from a genre queues the tracks after it', async ({ page }) => {
  await page.goto('/genre/jazz')
  await page.waitForLoadState('networkidle')
  const main = page.getByRole('main')
  await expect(main.getByRole('article')).not.toHaveCount(0)
  const titles = await cardTitles(main)
  expect(titles.length).toBeGreaterThanOrEqual(3)
  await main.getByRole('button', { name: `Play ${titles[1]}` }).click()
  await expect(playerBar(page).getByRole('link', { name: titles[1], exact: true })).toBeVisible()
  expect(await queueTitles(page)).toEqual(titles.slice(2))
  await expect(playerBar(page).getByRole('button', { name: 'Next track' })).toBeVisible()
})

test('playing from Home’s Recent Uploads and Discover’s Weekly Top Picks queues the rest of that list', async ({
  page,
}) => {
  for (const [path, sectionName] of [
    ['/', 'Recent Uploads'],
    ['/discover', 'Weekly Top Picks'],
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const section = page.getByRole('region', { name: sectionName })
    const titles = await cardTitles(section)
    expect(titles.length).toBeGreaterThanOrEqual(2)
    // Other journeys may upload a title twice (once per browser project): the first card is the one to play.
    await section
      .getByRole('button', { name: `Play ${titles[0]}` })
      .first()
      .click()
    await expect(playerBar(page).getByRole('link', { name: titles[0], exact: true })).toBeVisible()
    expect(await queueTitles(page)).toEqual(titles.slice(1))
  }
})

test('a playlist plays all in order, shuffled, or from any of its tracks', async ({ page }) => {
  await registerUser(page)
  const all = (await (await page.request.get('/api/tracks?limit=100')).json()) as { id: number; title: string }[]
  const titles = ['Neon Harbour', 'Blue Corner', 'Drift', 'Overdrive']
  const created = await page.request.post('/api/playlists', { data: { name: 'Four moods' } })
  const playlist = (await created.json()) as { id: number }
  for (const title of titles) {
    const track = all.find((candidate) => candidate.title === title)!
    expect(
      (await page.request.post(`/api/playlists/${playlist.id}/tracks`, { data: { trackId: track.id } })).ok(),
    ).toBe(true)
  }
  await page.goto(`/playlist/${playlist.id}`)
  await page.waitForLoadState('networkidle')
  const bar = playerBar(page)

  await page.getByRole('button', { name: 'Play all' }).click()
  await expect(bar.getByRole('link', { name: 'Neon Harbour', exact: true })).toBeVisible()
  await expectAdvancing(page)
  expect(await queueTitles(page)).toEqual(titles.slice(1))
  await bar.getByRole('button', { name: 'Next track' }).click()
  await expect(bar.getByRole('link', { name: 'Blue Corner', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Play Drift' }).click()
  await expect(bar.getByRole('link', { name: 'Drift', exact: true })).toBeVisible()
  expect(await queueTitles(page)).toEqual(['Overdrive'])

  await page.getByRole('button', { name: 'Shuffle', exact: true }).click()
  await expect(bar.getByRole('button', { name: 'Disable shuffle' })).toBeVisible()
  const current = await bar.getByRole('link').first().textContent()
  const queued = await queueTitles(page)
  expect([current, ...queued].sort()).toEqual([...titles].sort())
  await expectAdvancing(page)
})

/** What the upload page computes for any audio: 800 peaks between 0 and 1. */
const UPLOADED_PEAKS = Array.from(
  { length: 800 },
  (_, index) => Math.round(Math.abs(Math.sin(index / 25)) * 1000) / 1000,
)

test('an upload’s 800-peak waveform shows as visible bars in the seek bar, the played ones filled @mobile', async ({
  page,
}) => {
  await registerUser(page, 'Wave Maker')
  const title = uniqueName('Waves ')
  const track = await createTrack(page, title, { waveform: UPLOADED_PEAKS })
  await openInteractive(page, `/track/${track.id}`)
  await page
    .getByRole('main')
    .getByRole('button', { name: `Play ${title}` })
    .click()
  const seek = playerBar(page).getByRole('slider', { name: 'Seek' })
  await expect(seek).toBeVisible()
  const slider = seek.locator('xpath=../..')
  const bars = slider.locator(':scope > [aria-hidden="true"] > span')
  // Played bars take the theme fill, the colour of the thumb's ring.
  const drawn = async () => {
    const themeFill = await seek.evaluate((thumb) => getComputedStyle(thumb).borderTopColor)
    return bars.evaluateAll(
      (spans, fill) => ({
        widths: spans.map((span) => span.getBoundingClientRect().width),
        played: spans.filter((span) => getComputedStyle(span).backgroundColor === fill).length,
      }),
      themeFill,
    )
  }

  const width = (await slider.boundingBox())!.width
  const { widths } = await drawn()
  expect(widths.length, 'about one bar per 3 px').toBeGreaterThanOrEqual(Math.floor(width / 4))
  expect(widths.length).toBeLessThanOrEqual(Math.ceil(width / 3))
  expect(Math.min(...widths), 'every bar has a width to see').toBeGreaterThanOrEqual(1)

  await expectAdvancing(page)
  await expect.poll(async () => (await drawn()).played, { message: 'the played bars take the fill' }).toBeGreaterThan(0)
  expect((await drawn()).played, 'the bars still to play keep their own colour').toBeLessThan(widths.length)
})

test('a track played from a list, which leaves out the peaks, still draws its waveform in the seek bar', async ({
  page,
}) => {
  await playFromCard(page, 'Neon Harbour')
  const seek = playerBar(page).getByRole('slider', { name: 'Seek' })
  const bars = seek.locator('xpath=../..').locator(':scope > [aria-hidden="true"] > span')
  await expect.poll(() => bars.count(), { message: "the peaks read from the track's detail" }).toBeGreaterThan(50)
})

test('a visitor finds the demo tracks with waveforms and comments pinned to their moments', async ({ page }) => {
  const tracks = (await (await page.request.get('/api/tracks?limit=100')).json()) as { id: number; title: string }[]
  const seeded = await Promise.all(
    tracks
      .filter((track) => ['Neon Harbour', 'Drift', 'First Light'].includes(track.title))
      .map(
        async ({ id }) =>
          (await (await page.request.get(`/api/tracks/${id}`)).json()) as {
            id: number
            title: string
            waveform: number[] | null
          },
      ),
  )
  expect(seeded.map((track) => track.waveform?.length)).toEqual([800, 800, 800])
  expect(seeded.every((track) => Math.max(...track.waveform!) === 1 && Math.min(...track.waveform!) < 0.5)).toBe(true)

  await openInteractive(page, `/track/${seeded.find((track) => track.title === 'Neon Harbour')!.id}`)
  const markers = page.getByRole('list', { name: 'Comments on the waveform' }).getByRole('button')
  await expect(markers).toHaveCount(3)
  await expect(markers.first()).toHaveAccessibleName(
    /^Comment by (Marlowe Keys|Low Tide|Demo User) at 0:\d\d: play from here$/,
  )
})
