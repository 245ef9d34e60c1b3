import { readFile } from 'node:fs/promises'
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectToast, fromOwnAddress, media, openInteractive, uniqueName } from './support'

/** A user registered through the API in a context of its own, so that the page itself stays signed out. */
async function someoneElse(displayName: string) {
  const api = await request.newContext({ baseURL: new URL(test.info().project.use.baseURL!).origin })
  const username = uniqueName('v')
  const response = await api.post('/api/register', {
    data: { username, password: 'secret123', displayName },
    headers: fromOwnAddress(),
  })
  expect(response.status()).toBe(201)
  const { id } = (await response.json()) as { id: number }
  return { api, id, username, password: 'secret123', displayName }
}

/** A track nobody has liked yet, so its count is known. */
async function freshTrack(owner: APIRequestContext, title: string) {
  const audio = await owner.post('/api/upload/audio', {
    multipart: { audio: { name: 'tone.wav', mimeType: 'audio/wav', buffer: await readFile(media('tone.wav')) } },
  })
  const { url } = (await audio.json()) as { url: string }
  const track = await owner.post('/api/tracks', { data: { title, artistName: 'Fixture Artist', audioUrl: url } })
  expect(track.status()).toBe(201)
  return ((await track.json()) as { id: number }).id
}

async function signInOnTheSignInPage(page: Page, user: { username: string; password: string }) {
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Username').fill(user.username)
  await form.getByLabel('Password').fill(user.password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

test('a visitor who likes a track signs in, is back on the track, and it is liked once; a reload keeps it', async ({
  page,
}) => {
  const creator = await someoneElse('Track Maker')
  const trackId = await freshTrack(creator.api, uniqueName('Liked later '))
  const listener = await someoneElse('Late Liker')

  await openInteractive(page, `/tracks/${trackId}`)
  await page.getByRole('button', { name: 'Like, 0 likes' }).click()
  await expectToast(page, 'Authentication Required', 'Please log in to like content')
  await expect(page).toHaveURL(`/auth?redirectTo=%2Ftracks%2F${trackId}`)

  await signInOnTheSignInPage(page, listener)
  await expect(page).toHaveURL(`/tracks/${trackId}`)
  const liked = page.getByRole('button', { name: 'Unlike, 1 like' })
  await expect(liked).toHaveAttribute('aria-pressed', 'true')

  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(liked).toHaveAttribute('aria-pressed', 'true')
  const count = (await (await page.request.get(`/api/likes/count/track/${trackId}`)).json()) as { count: number }
  expect(count.count).toBe(1)
  await creator.api.dispose()
  await listener.api.dispose()
})

test('a visitor who follows a creator signs in, is back on the profile, following; a reload keeps it', async ({
  page,
}) => {
  const creator = await someoneElse('Followed Later')
  const fan = await someoneElse('Late Fan')

  await openInteractive(page, `/profile/${creator.username}`)
  await expect(page.getByText(`@${creator.username} • 0 followers`)).toBeVisible()
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expectToast(page, 'Authentication Required', 'Please log in to follow creators')
  await expect(page).toHaveURL(`/auth?redirectTo=%2Fprofile%2F${creator.username}`)

  await signInOnTheSignInPage(page, fan)
  await expect(page).toHaveURL(`/profile/${creator.username}`)
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(`@${creator.username} • 1 follower`)).toBeVisible()

  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText(`@${creator.username} • 1 follower`)).toBeVisible()
  await creator.api.dispose()
  await fan.api.dispose()
})

test('a visitor who likes a post and registers instead is back on the post, and it is liked', async ({ page }) => {
  const author = await someoneElse('Post Author')
  const created = await author.api.post('/api/posts', {
    data: { title: uniqueName('Liked by a newcomer '), content: 'Say hello.', postType: 'text' },
  })
  expect(created.status()).toBe(201)
  const postId = ((await created.json()) as { id: number }).id

  await openInteractive(page, `/posts/${postId}`)
  await page.getByRole('button', { name: 'Like, 0 likes' }).click()
  await expect(page).toHaveURL(`/auth?redirectTo=%2Fposts%2F${postId}`)
  await page.getByRole('tab', { name: 'Register' }).click()
  const form = page.getByRole('form', { name: 'Register' })
  await form.getByLabel('Username').fill(uniqueName('n'))
  await form.getByLabel('Display Name').fill('New Here')
  await form.getByLabel('Password').fill('secret123')
  // Registration is limited per address; the journeys share one machine.
  await page.setExtraHTTPHeaders(fromOwnAddress())
  await form.getByRole('button', { name: 'Create Account' }).click()

  await expect(page).toHaveURL(`/posts/${postId}`)
  await expect(page.getByRole('button', { name: 'Unlike, 1 like' })).toHaveAttribute('aria-pressed', 'true')
  await author.api.dispose()
})

test('an action tried on one page is not done on another: signing in from elsewhere later likes nothing', async ({
  page,
}) => {
  const creator = await someoneElse('Other Page')
  const trackId = await freshTrack(creator.api, uniqueName('Left behind '))
  const listener = await someoneElse('Wanderer')

  await openInteractive(page, `/tracks/${trackId}`)
  await page.getByRole('button', { name: 'Like, 0 likes' }).click()
  await expect(page).toHaveURL(/\/auth\?redirectTo=/)
  await openInteractive(page, '/discover')
  await page.getByRole('link', { name: 'Sign in' }).first().click()
  await signInOnTheSignInPage(page, listener)
  await expect(page).toHaveURL('/discover')
  await openInteractive(page, `/tracks/${trackId}`)
  await expect(page.getByRole('button', { name: 'Like, 0 likes' })).toHaveAttribute('aria-pressed', 'false')
  await creator.api.dispose()
  await listener.api.dispose()
})
