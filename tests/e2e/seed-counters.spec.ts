import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { fromOwnAddress, openInteractive, registerUser, uniqueName } from './support'

// docs/product/rules.md#counters: every seeded counter equals its rows, so the first real play, like or
// follow moves it by exactly one instead of resetting it. Each journey uses a seeded item no other journey changes.

const SEEDED_CREATORS = ['Demo User', 'Nova Lights', 'Marlowe Keys', 'Low Tide', 'Redline Collective']

interface ListedTrack {
  id: number
  title: string
  playCount: number
  likeCount: number
}

async function seededTrack(request: APIRequestContext, title: string): Promise<ListedTrack> {
  const tracks = (await (await request.get('/api/tracks?limit=100')).json()) as ListedTrack[]
  const track = tracks.find((candidate) => candidate.title === title)
  expect(track, `seeded track ${title}`).toBeDefined()
  return track!
}

const count = (text: string) => Number(text.replaceAll(',', ''))
const formatted = (value: number) => value.toLocaleString('en-US')

test('a visitor playing a seeded track adds one play to its count, which survives a reload', async ({ page }) => {
  const track = await seededTrack(page.request, 'Paper Lanterns')
  await openInteractive(page, `/tracks/${track.id}`)
  const plays = page.locator('dt:text-is("Plays") + dd')
  const before = count(await plays.innerText())
  expect(before).toBeGreaterThanOrEqual(2210)

  const played = await page.request.post(`/api/tracks/${track.id}/play`, { headers: fromOwnAddress() })
  expect(await played.json()).toEqual({ counted: true, playCount: before + 1 })
  // A visitor may be shown a page up to 10 s old (docs/decisions/040-*): the new count shows within that.
  await expect(async () => {
    await page.reload()
    await expect(plays).toHaveText(formatted(before + 1), { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
})

test('liking a seeded track adds one to the likes the seed gave it', async ({ page }) => {
  const track = await seededTrack(page.request, 'Neon Harbour')
  const likeRows = async () =>
    ((await (await page.request.get(`/api/likes/count/track/${track.id}`)).json()) as { count: number }).count
  expect(track.likeCount).toBeGreaterThan(0)
  expect(await likeRows()).toBe(track.likeCount)

  await registerUser(page, 'Liker')
  await openInteractive(page, `/tracks/${track.id}`)
  await expect(page.getByRole('button', { name: /^Like,/ })).toHaveText(formatted(track.likeCount))
  await page.getByRole('button', { name: /^Like,/ }).click()
  await expect(page.getByRole('button', { name: 'Unlike' })).toHaveText(formatted(track.likeCount + 1))
  await page.reload()
  await expect(page.getByRole('button', { name: 'Unlike' })).toHaveText(formatted(track.likeCount + 1))
  expect((await seededTrack(page.request, 'Neon Harbour')).likeCount).toBe(track.likeCount + 1)
  expect(await likeRows()).toBe(track.likeCount + 1)
})

test('following a seeded creator adds one to the followers the seed gave her', async ({ page }) => {
  const creator = (await (await page.request.get('/api/users/by-username/lowtide')).json()) as { followerCount: number }
  expect(creator.followerCount).toBeGreaterThan(0)
  const followers = (value: number) => page.getByText(`@lowtide • ${formatted(value)} followers`, { exact: true })

  await registerUser(page, 'Follower')
  await openInteractive(page, '/profile/lowtide')
  await expect(followers(creator.followerCount)).toBeVisible()
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible()
  await expect(followers(creator.followerCount + 1)).toBeVisible()
  await page.reload()
  await expect(followers(creator.followerCount + 1)).toBeVisible()
})

const visitorChannels = (page: Page) =>
  page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', { name: 'Channels' }).getByRole('listitem')

test('the signed-out side nav marks a creator Live only while she has a live stream', async ({ page, request }) => {
  await openInteractive(page, '/')
  const seeded = visitorChannels(page).filter({ hasText: new RegExp(`^(${SEEDED_CREATORS.join('|')})`) })
  await expect(seeded.first()).toBeVisible()
  for (const channel of await seeded.all()) await expect(channel).toHaveText(/(Offline)$/)

  const host = uniqueName('Host ')
  const registered = await request.post('/api/register', {
    data: { username: uniqueName('h'), password: 'secret123', displayName: host },
    headers: fromOwnAddress(),
  })
  expect(registered.status()).toBe(201)
  const { streamId } = (await (await request.post('/api/streams/webrtc', { data: {} })).json()) as { streamId: number }
  await openInteractive(page, '/')
  const hostChannel = visitorChannels(page).filter({ hasText: host })
  await expect(hostChannel).toHaveText(`${host}Live`)
  await expect(hostChannel.getByRole('link')).toHaveAttribute('href', /^\/profile\//)

  expect((await request.post(`/api/streams/${streamId}/end`)).ok()).toBe(true)
  await openInteractive(page, '/')
  await expect(visitorChannels(page).filter({ hasText: `${host}Live` })).toHaveCount(0)
})
