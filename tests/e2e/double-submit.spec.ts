import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectToast, fromOwnAddress, media, openInteractive, registerUser, shownToasts, uniqueName } from './support'

/*
 * Every submitting control of the app's forms, double-clicked: one request goes, one thing happens and no error
 * shows (docs/decisions/049-one-submit-for-every-form.md).
 */

test.describe.configure({ timeout: 90_000 })

/** Counts the page's requests of a method to a path, so a second request would show even if the server refused it. */
function countRequests(page: Page, method: string, path: string) {
  let sent = 0
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) sent++
  })
  return () => sent
}

/**
 * Long enough for a second request from a double click to have reached the server and been answered; then no
 * toast says anything failed (a toast shows for 5 s, so one from the second request is still there).
 */
async function settledWithoutError(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(shownToasts(page).filter({ hasText: /fail|error|already|incorrect/i })).toHaveCount(0)
}

/** Double-clicks `button`: once `done` holds, one request went to `method path` and no error shows. */
async function actsOnce(page: Page, button: Locator, [method, path]: [string, string], done: () => Promise<void>) {
  const sent = countRequests(page, method, path)
  await button.dblclick()
  await done()
  await settledWithoutError(page)
  expect(sent()).toBe(1)
}

test('a double click on Create Account, Change password, Save Profile and Sign In acts once', async ({ page }) => {
  // Registration is limited per address: this browser comes from an address of its own.
  await page.setExtraHTTPHeaders(fromOwnAddress())
  const username = uniqueName('twice')
  await openInteractive(page, '/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  const register = page.getByRole('form', { name: 'Register' })
  await register.getByLabel('Username').fill(username)
  await register.getByLabel('Display Name').fill('Twice Clicked')
  await register.getByLabel('Password').fill('secret123')
  await actsOnce(
    page,
    register.getByRole('button', { name: 'Create Account' }),
    ['POST', '/api/register'],
    async () => {
      await expectToast(page, 'Registration successful')
      await expect(page).toHaveURL('/')
    },
  )

  await openInteractive(page, '/settings')
  const profile = page.getByRole('form', { name: 'Profile' })
  await profile.getByLabel('Display Name').fill('Clicked Twice')
  await actsOnce(
    page,
    profile.getByRole('button', { name: 'Save Profile' }),
    ['PATCH', `/api/users/${await userId(page)}`],
    () => expectToast(page, 'Profile Updated'),
  )

  await page.getByRole('tab', { name: 'Account' }).click()
  const password = page.getByRole('form', { name: 'Change password' })
  await password.getByLabel('Current password').fill('secret123')
  await password.getByLabel('New password', { exact: true }).fill('secret456')
  await password.getByLabel('Confirm new password').fill('secret456')
  await actsOnce(page, password.getByRole('button', { name: 'Change password' }), ['POST', '/api/user/password'], () =>
    expectToast(page, 'Password changed'),
  )

  expect((await page.request.post('/api/logout')).status()).toBe(200)
  await openInteractive(page, '/auth')
  const login = page.getByRole('form', { name: 'Login' })
  await login.getByLabel('Username').fill(username)
  await login.getByLabel('Password').fill('secret456')
  await actsOnce(page, login.getByRole('button', { name: 'Sign In' }), ['POST', '/api/login'], () =>
    expectToast(page, 'Login successful'),
  )
})

const userId = async (page: Page) => ((await (await page.request.get('/api/user')).json()) as { id: number }).id

test('a double click on Upload Track, Publish Post, Create and Post comment makes one of each', async ({ page }) => {
  const user = await registerUser(page)

  const trackTitle = uniqueName('Once')
  await openInteractive(page, '/upload-track')
  const upload = page.getByRole('form', { name: 'Upload track' })
  await upload.getByLabel('Title').fill(trackTitle)
  await upload.getByLabel('Audio File', { exact: true }).setInputFiles(media('tone.wav'))
  const audioUploads = countRequests(page, 'POST', '/api/upload/audio')
  const keys = new Map<string, string | null>()
  page.on('request', async (request) => {
    if (request.method() === 'POST')
      keys.set(new URL(request.url()).pathname, await request.headerValue('idempotency-key'))
  })
  await actsOnce(page, upload.getByRole('button', { name: 'Upload Track' }), ['POST', '/api/tracks'], () =>
    expectToast(page, 'Track uploaded'),
  )
  expect(audioUploads()).toBe(1)
  // One key for the submit, 128 random bits in hex; its file goes under a key made from it.
  expect(keys.get('/api/tracks')).toMatch(/^[0-9a-f]{32}$/)
  expect(keys.get('/api/upload/audio')).toBe(`${keys.get('/api/tracks')}-audio`)
  const tracks = (await (await page.request.get(`/api/tracks/user/${user.id}`)).json()) as { title: string }[]
  expect(tracks.filter((track) => track.title === trackTitle)).toHaveLength(1)

  const postTitle = uniqueName('Once')
  await openInteractive(page, '/posts/new')
  const post = page.getByRole('form', { name: 'Create post' })
  await post.getByLabel('Title').fill(postTitle)
  await post.getByLabel('Content').fill('Said once')
  await actsOnce(page, post.getByRole('button', { name: 'Publish Post' }), ['POST', '/api/posts'], () =>
    expectToast(page, 'Post created successfully!'),
  )
  const posts = (await (await page.request.get(`/api/posts/user/${user.id}`)).json()) as { id: number; title: string }[]
  const created = posts.filter((made) => made.title === postTitle)
  expect(created).toHaveLength(1)

  const commentPath = `/api/posts/${created[0].id}/comments`
  await openInteractive(page, `/post/${created[0].id}`)
  const text = `Only once ${uniqueName()}`
  const comment = page.getByRole('form', { name: 'Add a comment' })
  await comment.getByRole('textbox', { name: 'Comment' }).fill(text)
  await actsOnce(
    page,
    comment.getByRole('button', { name: 'Post comment', exact: true }),
    ['POST', commentPath],
    async () => {
      await expect(comment.getByRole('textbox', { name: 'Comment' })).toHaveValue('')
    },
  )
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible()

  const name = uniqueName('Twice')
  await openInteractive(page, '/library')
  await page.getByRole('tab', { name: 'Playlists' }).click()
  await page.getByRole('button', { name: 'Create Playlist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Playlist' })
  await dialog.getByLabel('Name').fill(name)
  await actsOnce(
    page,
    dialog.getByRole('button', { name: 'Create', exact: true }),
    ['POST', '/api/playlists'],
    async () => {
      await expectToast(page, 'Playlist created')
      await expect(dialog).toBeHidden()
    },
  )
  const playlists = (await (await page.request.get('/api/playlists')).json()) as { name: string }[]
  expect(playlists.filter((playlist) => playlist.name === name)).toHaveLength(1)
})

test('a double click on Use broadcasting software makes one waiting stream, on Start Streaming one live stream', async ({
  page,
}) => {
  const user = await registerUser(page)
  const streamsOfUser = async () =>
    ((await (await page.request.get(`/api/streams/user/${user.id}`)).json()) as { id: number }[]).length
  await openInteractive(page, '/go-live')
  await expect(page.getByRole('button', { name: 'Camera On' })).toBeVisible()

  await actsOnce(
    page,
    page.getByRole('button', { name: 'Use broadcasting software' }),
    ['POST', '/api/streams'],
    async () => {
      await expect(page.getByRole('status').filter({ hasText: 'Waiting for the broadcast…' })).toBeVisible()
    },
  )
  expect(await streamsOfUser()).toBe(1)
  await page.getByRole('button', { name: 'Cancel stream' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel stream' }).click()
  await expect(page.getByRole('button', { name: 'Use broadcasting software' })).toBeVisible()

  await actsOnce(
    page,
    page.getByRole('button', { name: 'Start Streaming' }),
    ['POST', '/api/streams/webrtc'],
    async () => {
      await expect(page.getByText('LIVE', { exact: true })).toBeVisible()
    },
  )
})
