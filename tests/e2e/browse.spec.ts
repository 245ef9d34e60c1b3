import { expect, test, type Page } from '@playwright/test'
import { createTrack, expectAccessible, fromOwnAddress, openInteractive, registerUser, uniqueName } from './support'

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 })

const followersLine = (page: Page, username: string) =>
  page.getByText(new RegExp(`^@${username} • [\\d,]+ followers?$`))

test('a profile opens by username, by id and at /user/{id}, with the same creator', async ({ page }) => {
  test.slow()
  const nova = await (await page.request.get('/api/users/by-username/nova')).json()
  const pages = ['/profile/nova', `/profile/${nova.id}`, `/user/${nova.id}`]
  const lines: string[] = []
  for (const path of pages) {
    await openInteractive(page, path)
    await expect(page.getByRole('heading', { level: 1, name: 'Nova Lights' })).toBeVisible()
    await expect(page).toHaveTitle('Nova Lights · Soundwave')
    await expect(page.getByText('Synthwave and late-night electronic sets from Lisbon.')).toBeVisible()
    lines.push(await followersLine(page, 'nova').innerText())
  }
  expect(new Set(lines).size).toBe(1)
  await expectAccessible(page)
})

test('profile tabs show streams, music and about', async ({ page }) => {
  test.slow()
  await openInteractive(page, '/profile/marlowe')
  await expect(page.getByRole('tab', { name: 'Streams', selected: true })).toBeVisible()
  await expect(card(page, 'Sunday Jazz Session')).toBeVisible()

  await page.getByRole('tab', { name: 'Music' }).click()
  for (const title of ['Blue Corner', 'Rainy Sunday Waltz', 'Late Set at the Lantern'])
    await expect(card(page, title)).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('tab', { name: 'About' }).click()
  await expect(page.getByRole('heading', { name: 'About Marlowe Keys' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Account Info' })).toBeVisible()
  await expect(page.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible()
  await expect(page.getByText('@marlowe', { exact: true })).toBeVisible()
  const stats = page.getByRole('region', { name: 'Stats' })
  await expect(stats.getByRole('definition').nth(1)).toHaveText('3')
  await expect(stats.getByRole('definition').nth(2)).toHaveText('1')
  await expectAccessible(page)
})

test('Follow persists across reload and raises the count; Following toggles back', async ({ page, request }) => {
  const username = uniqueName('artist')
  const created = await request.post('/api/register', {
    data: { username, password: 'secret123', displayName: 'Followed Artist' },
    headers: fromOwnAddress(),
  })
  expect(created.status()).toBe(201)
  await registerUser(page, 'Fan')

  await openInteractive(page, `/profile/${username}`)
  await expect(page.getByText(`@${username} • 0 followers`)).toBeVisible()
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible()
  await expect(page.getByText(`@${username} • 1 follower`)).toBeVisible()

  await page.reload()
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible()
  await expect(page.getByText(`@${username} • 1 follower`)).toBeVisible()

  await page.getByRole('button', { name: 'Following' }).click()
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()
  await expect(page.getByText(`@${username} • 0 followers`)).toBeVisible()
})

test('my own fresh profile has no Follow button and the empty texts', async ({ page }) => {
  const me = await registerUser(page, 'Fresh Face')
  await openInteractive(page, `/profile/${me.username}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh Face' })).toBeVisible()
  await expect(page.getByText(`@${me.username} • 0 followers`)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0)
  await expect(page.getByText('No streams yet')).toBeVisible()
  await page.getByRole('tab', { name: 'Music' }).click()
  await expect(page.getByText('No tracks yet')).toBeVisible()
  await expectAccessible(page)
})

test('an unknown profile shows the not-found page', async ({ page }) => {
  const response = await page.goto(`/profile/${uniqueName('nobody')}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible()
  await page.goto('/user/999999')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
})

test('Discover filters its tabs as you type', async ({ page }) => {
  test.slow()
  await openInteractive(page, '/discover')
  await expect(page).toHaveTitle('Discover · Soundwave')
  const search = page.getByPlaceholder('Search for artists, tracks, or genres')
  await expect(card(page, 'Nova Lights')).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('tab', { name: 'Tracks' }).click()
  const tracksPanel = page.getByRole('tabpanel')
  await expect(tracksPanel.getByRole('article')).not.toHaveCount(0)
  await search.fill('noir')
  await expect(tracksPanel.getByText('No tracks found.')).toBeVisible()

  await search.fill('neon h')
  await expect(tracksPanel.getByRole('article')).toHaveCount(1)
  await expect(tracksPanel.getByRole('heading', { name: 'Neon Harbour' })).toBeVisible()

  await search.fill('JAZZ')
  await expect(tracksPanel.getByRole('article')).toHaveCount(3)

  await page.getByRole('tab', { name: 'Creators' }).click()
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1)
  await expect(card(page, 'Marlowe Keys')).toBeVisible()
  await search.fill('noir')
  await expect(page.getByRole('tabpanel').getByText('No creators found.')).toBeVisible()
  await search.fill('')
  await page.getByRole('tab', { name: 'Live Streams' }).click()
  await expect(page.getByRole('tabpanel').getByText('No live streams found.')).toBeVisible()
  await expectAccessible(page)
})

test('Discover shows the trending genres and the two top picks', async ({ page }) => {
  await openInteractive(page, '/discover')
  const genres = page.getByRole('region', { name: 'Trending Genres' })
  await expect(genres.getByRole('link')).toHaveText(['See all', 'Electronic', 'Hip-Hop', 'Rock', 'Jazz'])
  await expect(genres.getByRole('link', { name: 'Hip-Hop' })).toHaveAttribute('href', '/genre/hip-hop')
  await expect(genres.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/genres')
  const picks = page.getByRole('region', { name: 'Weekly Top Picks' })
  await expect(picks.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/top-picks')
  // The week's most played, else the newest; the order itself is the API's test (tracks.test.ts).
  const weekly = (await (await page.request.get('/api/tracks/top-picks?limit=2')).json()) as { title: string }[]
  expect(weekly).toHaveLength(2)
  await expect(picks.getByRole('article').getByRole('heading')).toHaveText(weekly.map((track) => track.title))
})

test('a search from the header lands on /search with counts per tab and the right links', async ({ page }) => {
  test.slow()
  await openInteractive(page, '/')
  const headerSearch = page.getByRole('banner').getByRole('search')
  await headerSearch.getByRole('searchbox').fill('  sunday ')
  await headerSearch.getByRole('searchbox').press('Enter')
  await expect(page).toHaveURL('/search?q=sunday')
  await expect(page).toHaveTitle('Search: sunday · Soundwave')

  await expect(page.getByRole('tab', { name: 'All (3)' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Track (1)' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'User (0)' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Stream (1)' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Post (1)' })).toBeVisible()

  const track = await (await page.request.get('/api/search/tracks?query=sunday')).json()
  const stream = await (await page.request.get('/api/search/streams?query=sunday')).json()
  const post = await (await page.request.get('/api/search/posts?query=sunday')).json()
  await expect(card(page, 'Rainy Sunday Waltz').getByRole('link', { name: 'View details' })).toHaveAttribute(
    'href',
    `/tracks/${track[0].id}`,
  )
  await expect(card(page, 'Sunday Jazz Session').getByRole('link', { name: 'View details' })).toHaveAttribute(
    'href',
    `/stream/${stream[0].id}`,
  )
  await expect(card(page, 'Sunday session recap').getByRole('link', { name: 'View details' })).toHaveAttribute(
    'href',
    `/posts/${post[0].id}`,
  )
  await expect(card(page, 'Rainy Sunday Waltz').getByText('Track', { exact: true })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('tab', { name: 'Stream (1)' }).click()
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1)
  await page.getByRole('tab', { name: 'User (0)' }).click()
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Browse Tracks' })).toHaveAttribute(
    'href',
    '/tracks',
  )
})

test('user results link to the profile by id; no results offers the way out', async ({ page }) => {
  test.slow()
  const nova = await (await page.request.get('/api/users/by-username/nova')).json()
  await openInteractive(page, '/search?q=nova')
  await expect(card(page, 'Nova Lights').getByRole('link', { name: 'View details' })).toHaveAttribute(
    'href',
    `/profile/${nova.id}`,
  )

  const form = page.getByRole('search', { name: 'Search the site' })
  await form.getByRole('searchbox').fill('   ')
  await expect(form.getByRole('button', { name: 'Search' })).toBeDisabled()
  await form.getByRole('searchbox').fill('zzqxnothing')
  await form.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL('/search?q=zzqxnothing')
  await expect(page.getByRole('tab', { name: 'All (0)' })).toBeVisible()
  const explore = page.getByRole('tabpanel').getByRole('navigation', { name: 'Explore' })
  await expect(explore.getByRole('link')).toHaveText(['Home', 'Discover', 'Browse Tracks'])
  await expectAccessible(page)
})

test('/tracks switches sort order and starts from the user default sort', async ({ page }) => {
  test.slow()
  await openInteractive(page, '/tracks')
  await expect(page.getByRole('heading', { level: 1, name: 'All Tracks' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Recent' })).toHaveAttribute('aria-pressed', 'true')
  await expect(cardTitles(page).nth(11)).toBeVisible() // the 12 seeded tracks, and any a parallel journey uploaded
  const recentFirst = await cardTitles(page).first().innerText()
  expect(recentFirst).not.toBe('Paper Lanterns')
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Popular' }).click()
  await expect(page).toHaveURL('/tracks?sort=popular')
  await expect(cardTitles(page).first()).toHaveText('Paper Lanterns')
  await expect(card(page, 'Paper Lanterns').getByText(/^\d+:\d\d · 2,2\d\d plays$/)).toBeVisible()
  await expect(cardTitles(page).nth(1)).toHaveText('Neon Harbour')

  const me = await registerUser(page, 'Sorter')
  const saved = await page.request.patch(`/api/user-settings/${me.id}`, { data: { defaultSortType: 'popular' } })
  expect(saved.ok()).toBe(true)
  await openInteractive(page, '/tracks')
  await expect(page.getByRole('button', { name: 'Popular' })).toHaveAttribute('aria-pressed', 'true')
  await expect(cardTitles(page).first()).toHaveText('Paper Lanterns')
})

test('/tracks shows a first page of 12 tracks and Load more brings the rest', async ({ page }) => {
  test.slow()
  await registerUser(page, 'Pager')
  // Unplayed, so the popular order puts it after the seeded tracks, which all have plays: past the first page.
  const unplayed = uniqueName('Unplayed ')
  await createTrack(page, unplayed)
  await openInteractive(page, '/tracks?sort=popular')
  await expect(cardTitles(page)).toHaveCount(12)
  await expect(card(page, unplayed)).toHaveCount(0)
  const loadMore = page.getByRole('button', { name: 'Load more' })
  await loadMore.click()
  await expect(cardTitles(page).nth(12)).toBeVisible()
  // Tracks that journeys beside this one uploaded may come first: the list goes on until it reaches it.
  await expect(async () => {
    if ((await card(page, unplayed).count()) === 0 && (await loadMore.isEnabled())) await loadMore.click()
    await expect(card(page, unplayed)).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 30_000 })
})

test('genre pages, all genres and top picks', async ({ page }) => {
  test.slow()
  await openInteractive(page, '/genre/jazz')
  await expect(page.getByRole('heading', { level: 1, name: 'Jazz' })).toBeVisible()
  await expect(cardTitles(page)).toHaveText(['Late Set at the Lantern', 'Rainy Sunday Waltz', 'Blue Corner'], {
    useInnerText: true,
  })
  await expectAccessible(page)

  await openInteractive(page, '/genre/classical')
  await expect(page.getByRole('heading', { level: 1, name: 'Classical' })).toBeVisible()
  await expect(page.getByText('No Classical tracks yet.')).toBeVisible()

  await openInteractive(page, '/genres')
  await expect(page.getByRole('heading', { level: 1, name: 'Genres' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Lo-Fi' }).click()
  await expect(page).toHaveURL('/genre/lo-fi')
  await expect(page.getByRole('heading', { level: 1, name: 'Lo-Fi' })).toBeVisible()
  await expect(cardTitles(page)).toHaveCount(2)
  await openInteractive(page, '/genres')
  await expectAccessible(page)

  // Journeys running beside this one upload and play tracks, so the week's order is compared with the API read
  // right after the page rendered, reloading until no upload or play landed in between.
  await expect(async () => {
    await openInteractive(page, '/top-picks')
    await expect(page.getByRole('heading', { level: 1, name: 'Top Picks' })).toBeVisible()
    const weekly = (await (await page.request.get('/api/tracks/top-picks?limit=12')).json()) as { title: string }[]
    expect(weekly.length).toBeGreaterThanOrEqual(12)
    await expect(cardTitles(page)).toHaveText(
      weekly.map((track) => track.title),
      { useInnerText: true, timeout: 3000 },
    )
  }).toPass({ timeout: 30_000 })
  await expectAccessible(page)
})

test('a listener browses from Discover to a genre and on to the artist @mobile', async ({ page }) => {
  test.slow()
  await openInteractive(page, '/discover')
  await page.getByPlaceholder('Search for artists, tracks, or genres').fill('marlowe')
  await expect(card(page, 'Marlowe Keys')).toBeVisible()
  await page.getByRole('region', { name: 'Trending Genres' }).getByRole('link', { name: 'Jazz' }).click()
  await expect(page).toHaveURL('/genre/jazz')
  await card(page, 'Blue Corner').getByRole('link', { name: 'Marlowe Keys' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Marlowe Keys' })).toBeVisible()
  await expect(followersLine(page, 'marlowe')).toBeVisible()
  await expectAccessible(page)
})
