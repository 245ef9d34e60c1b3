import { expect, test, type Page } from '@playwright/test'
import { registerUser, uniqueName } from './support'

// What an unfurler sees: the server's HTML, no script run.
test.use({ javaScriptEnabled: false })

const head = (page: Page) => ({
  meta: (key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`),
  canonical: () => page.locator('head link[rel="canonical"]'),
})

async function expectLinkCard(
  page: Page,
  path: string,
  card: { title: string; url: string; type: string; image?: RegExp; twitterCard?: string; embed?: RegExp },
) {
  const origin = new URL(test.info().project.use.baseURL!).origin
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  const tags = head(page)
  await expect(tags.meta('og:title')).toHaveAttribute('content', card.title)
  await expect(tags.meta('twitter:title')).toHaveAttribute('content', card.title)
  await expect(tags.meta('og:type')).toHaveAttribute('content', card.type)
  await expect(tags.meta('og:url')).toHaveAttribute('content', `${origin}${card.url}`)
  await expect(tags.canonical()).toHaveAttribute('href', `${origin}${card.url}`)
  await expect(tags.meta('og:image')).toHaveAttribute('content', card.image ?? new RegExp(`^${origin}/`))
  await expect(tags.meta('twitter:card')).toHaveAttribute('content', card.twitterCard ?? /^summary(_large_image)?$/)
  const oembed = page.locator('head link[rel="alternate"][type="application/json+oembed"]')
  if (card.embed) {
    // An oEmbed consumer follows the page's link to the iframe of its embed.
    const answer = await page.request.get((await oembed.getAttribute('href'))!)
    expect(answer.status()).toBe(200)
    const { type, html } = (await answer.json()) as { type: string; html: string }
    expect(type).toBe('rich')
    expect(/<iframe src="([^"]+)"/.exec(html)?.[1]).toMatch(new RegExp(`^${origin}${card.embed.source}$`))
  } else await expect(oembed).toHaveCount(0)
  const description = await tags.meta('og:description').getAttribute('content')
  expect(description?.length).toBeGreaterThan(10)
  await expect(tags.meta('description')).toHaveAttribute('content', description!)
  await expect(tags.meta('twitter:description')).toHaveAttribute('content', description!)
  // An unfurler fetches the image itself.
  const image = await page.request.get((await tags.meta('og:image').getAttribute('content'))!)
  expect(image.ok()).toBe(true)
  expect(image.headers()['content-type']).toMatch(/^image\//)
}

test('track, post, stream and profile pages unfurl with OpenGraph and Twitter cards in the server HTML', async ({
  page,
}) => {
  // Seven pages and their images, one after another: on a busy two-core machine that outlasts the default 30 s.
  test.slow()
  const [track] = (await (await page.request.get('/api/tracks/recent')).json()) as {
    id: number
    title: string
    artistName: string
    audioUrl: string
  }[]
  for (const path of [`/track/${track.id}`, `/tracks/${track.id}`]) {
    await expectLinkCard(page, path, {
      title: `${track.title} by ${track.artistName}`,
      url: `/track/${track.id}`,
      type: 'music.song',
      twitterCard: 'player',
      embed: new RegExp(`/embed/track/${track.id}`),
    })
    await expect(head(page).meta('twitter:player')).toHaveAttribute(
      'content',
      new URL(`/embed/track/${track.id}`, page.url()).href,
    )
    const audio = await head(page).meta('og:audio').getAttribute('content')
    expect(audio).toBe(new URL(track.audioUrl, page.url()).href)
  }

  // A post of its own, with words enough for a description: other journeys post a word or two, and many.
  await registerUser(page)
  const created = await page.request.post('/api/posts', {
    data: { title: uniqueName('Card post '), content: 'Notes from the studio: how the new record came together.' },
  })
  expect(created.status()).toBe(201)
  const post = (await created.json()) as { id: number; title: string }
  // The card is what a visitor's unfurler sees.
  await page.context().clearCookies()
  for (const path of [`/post/${post.id}`, `/posts/${post.id}`])
    await expectLinkCard(page, path, { title: post.title, url: `/post/${post.id}`, type: 'article' })
  await expect(head(page).meta('og:audio')).toHaveCount(0)

  const [stream] = (await (await page.request.get('/api/streams')).json()) as { id: number; title: string }[]
  await expectLinkCard(page, `/stream/${stream.id}`, {
    title: stream.title,
    url: `/stream/${stream.id}`,
    type: 'video.other',
    embed: new RegExp(`/embed/stream/${stream.id}`),
  })

  const nova = (await (await page.request.get('/api/users/by-username/nova')).json()) as {
    id: number
    displayName: string
  }
  // A profile embeds its newest track.
  const profileCard = { title: nova.displayName, url: '/profile/nova', type: 'profile', embed: /\/embed\/track\/\d+/ }
  await expectLinkCard(page, `/user/${nova.id}`, profileCard)
  await expectLinkCard(page, '/profile/nova', profileCard)
})

test('every public page about no one thing unfurls with its own address and the site card image', async ({ page }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin
  const siteImage = `${origin}/link-card.png`
  const pages = [
    { path: '/', title: 'Home' },
    { path: '/discover', title: 'Discover' },
    { path: '/streams', title: 'Streams' },
    { path: '/tracks', title: 'All Tracks' },
    { path: '/top-picks', title: 'Top Picks' },
    { path: '/genres', title: 'Genres' },
    { path: '/genre/jazz', title: 'Jazz' },
    { path: '/posts', title: 'Community Posts' },
    { path: '/search?q=jazz', title: 'Search: jazz' },
    { path: '/auth', title: 'Sign in' },
    { path: '/login', title: 'Login' },
  ]
  for (const { path, title } of pages) {
    await expectLinkCard(page, path, { title, url: path, type: 'website', image: new RegExp(`^${siteImage}$`) })
    await expect(page, path).toHaveTitle(`${title} · Soundwave`)
    await expect(head(page).meta('twitter:card'), path).toHaveAttribute('content', 'summary_large_image')
  }
})

test('a playlist page unfurls with its name and the number of its tracks', async ({ page }) => {
  await registerUser(page)
  const [track] = (await (await page.request.get('/api/tracks/recent')).json()) as { id: number }[]
  const name = uniqueName('Card mix ')
  const playlist = (await (await page.request.post('/api/playlists', { data: { name } })).json()) as { id: number }
  expect((await page.request.post(`/api/playlists/${playlist.id}/tracks`, { data: { trackId: track.id } })).ok()).toBe(
    true,
  )
  await expectLinkCard(page, `/playlist/${playlist.id}`, {
    title: name,
    url: `/playlist/${playlist.id}`,
    type: 'music.playlist',
    embed: new RegExp(`/embed/playlist/${playlist.id}`),
  })
  await expect(head(page).meta('og:description')).toHaveAttribute('content', 'A playlist of 1 track on Soundwave.')
})

test('a link card without a cover shows the site card image', async ({ page }) => {
  const streams = (await (await page.request.get('/api/streams')).json()) as {
    id: number
    thumbnailUrl: string | null
    user: { profileImageUrl: string | null }
  }[]
  const plain = streams.find((stream) => !stream.thumbnailUrl && !stream.user.profileImageUrl)
  test.skip(!plain, 'every seeded stream has a picture')
  await page.goto(`/stream/${plain!.id}`)
  await expect(head(page).meta('og:image')).toHaveAttribute('content', /\/link-card\.png$/)
  await expect(head(page).meta('twitter:card')).toHaveAttribute('content', 'summary_large_image')
})

test('every page has a description', async ({ page }) => {
  for (const path of [
    '/',
    '/discover',
    '/streams',
    '/tracks',
    '/top-picks',
    '/genres',
    '/genre/jazz',
    '/posts',
    '/search?q=jazz',
    '/auth',
    '/no-such-page',
  ]) {
    await page.goto(path)
    const description = await head(page).meta('description').getAttribute('content')
    expect(description?.length, path).toBeGreaterThan(10)
    await expect(head(page).meta('description'), path).toHaveCount(1)
  }
})
