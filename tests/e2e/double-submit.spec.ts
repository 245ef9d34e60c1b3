import { expect, test, type Page } from '@playwright/test'
import { expectToast, openInteractive, registerUser, uniqueName } from './support'

test.describe.configure({ timeout: 120_000 })

/** Counts the page's POSTs to a path, so a second request would show even if the server refused it. */
function countPosts(page: Page, path: string) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) sent.push(request.url())
  })
  return () => sent.length
}

/** Long enough for a second request from a double click to have reached the server and been answered. */
const settle = (page: Page) => page.waitForLoadState('networkidle')

test('a double click on Create makes one playlist', async ({ page }) => {
  await registerUser(page)
  const name = uniqueName('Twice')
  await openInteractive(page, '/library')
  await page.getByRole('tab', { name: 'Playlists' }).click()
  const posts = countPosts(page, '/api/playlists')

  await page.getByRole('button', { name: 'Create Playlist' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Playlist' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByRole('button', { name: 'Create', exact: true }).dblclick()
  await expectToast(page, 'Playlist created')
  await expect(dialog).toBeHidden()
  await settle(page)

  expect(posts()).toBe(1)
  await expect(
    page.getByRole('tabpanel', { name: 'Playlists' }).getByRole('link', { name: new RegExp(name) }),
  ).toHaveCount(1)
  const playlists = (await (await page.request.get('/api/playlists')).json()) as { name: string }[]
  expect(playlists.filter((playlist) => playlist.name === name)).toHaveLength(1)
})

test('a double click on Post comment posts one comment', async ({ page }) => {
  await registerUser(page)
  const created = await page.request.post('/api/posts', {
    data: { title: uniqueName('Post'), content: 'Say something' },
  })
  expect(created.status()).toBe(201)
  const post = (await created.json()) as { id: number }
  const path = `/api/posts/${post.id}/comments`
  await openInteractive(page, `/post/${post.id}`)
  const posts = countPosts(page, path)

  const text = `Only once ${uniqueName()}`
  const form = page.getByRole('form', { name: 'Add a comment' })
  await form.getByRole('textbox', { name: 'Comment' }).fill(text)
  await form.getByRole('button', { name: 'Post comment', exact: true }).dblclick()
  await expect(form.getByRole('textbox', { name: 'Comment' })).toHaveValue('')
  await settle(page)

  expect(posts()).toBe(1)
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible()
  await expect(page.getByText(text)).toHaveCount(1)
  const comments = (await (await page.request.get(path)).json()) as { content: string }[]
  expect(comments.filter((comment) => comment.content === text)).toHaveLength(1)
})
