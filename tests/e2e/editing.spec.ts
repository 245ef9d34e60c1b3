import { expect, test } from '@playwright/test'
import { endStream } from './live-support'
import {
  createTrack,
  expectAccessible,
  expectToast,
  fromOwnAddress,
  media,
  openInteractive,
  registerUser,
  signIn,
} from './support'

test('the owner edits a track: the page shows the new title, genre and cover at once, and their track list the title', async ({
  page,
}) => {
  await registerUser(page, 'Track Editor')
  const track = await createTrack(page, 'First draft title')
  await openInteractive(page, `/track/${track.id}`)
  await expect(page.getByRole('img', { name: /^Cover of/ })).toHaveCount(0)

  await page.getByRole('button', { name: 'Edit' }).click()
  const form = page.getByRole('form', { name: 'Edit track' })
  await expect(form.getByLabel('Title')).toHaveValue('First draft title')
  await expectAccessible(page)
  await form.getByLabel('Title').fill('   ')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form.getByRole('alert')).toHaveText('Title is required')

  await form.getByLabel('Title').fill('Final master title')
  await form.getByRole('combobox', { name: 'Genre' }).click()
  await page.getByRole('option', { name: 'Electronic' }).click()
  await form.getByLabel('Cover Image (Optional)', { exact: true }).setInputFiles(media('cover.jpg'))
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expectToast(page, 'Track updated')
  await expect(form).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Final master title' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Cover of Final master title' })).toHaveAttribute(
    'src',
    /^\/api\/media\/image\//,
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'Electronic' })).toHaveAttribute(
    'href',
    '/genre/electronic',
  )

  await page.getByRole('link', { name: 'Fixture Artist' }).click()
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Final master title', exact: true }),
  ).toBeVisible()
  await expect(page.getByText('First draft title')).toHaveCount(0)
})

test('the author edits a post: title, content and tags change on the page at once', async ({ page }) => {
  await registerUser(page, 'Post Editor')
  const created = await page.request.post('/api/posts', {
    data: { title: 'Tour dates', content: 'Coming soon', tags: ['tour'] },
  })
  expect(created.status()).toBe(201)
  const post = (await created.json()) as { id: number }
  await openInteractive(page, `/posts/${post.id}`)

  await page.getByRole('button', { name: 'Edit' }).click()
  const form = page.getByRole('form', { name: 'Edit post' })
  await form.getByLabel('Title').fill('Tour dates announced')
  await form.getByLabel('Content').fill('Lisbon on Friday, Porto on Saturday')
  await form.getByLabel('Tags (comma separated)').fill('tour, portugal')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expectToast(page, 'Post updated')
  await expect(page.getByRole('heading', { level: 1, name: 'Tour dates announced' })).toBeVisible()
  await expect(page.getByText('Lisbon on Friday, Porto on Saturday')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Tags' })).toHaveText('#tour#portugal')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Tour dates announced' })).toBeVisible()
})

test('the studio asks a title and description before going live; they show on /stream/{id} and can change while live', async ({
  page,
  context,
}) => {
  test.slow()
  await registerUser(page, 'Studio Host')
  await page.goto('/go-live')
  await expect(page.getByRole('button', { name: 'Camera On' })).toBeVisible()
  const details = page.getByRole('form', { name: 'Stream details' })
  await expect(details.getByLabel('Stream title')).toHaveAttribute('placeholder', "Studio Host's live stream")
  await details.getByLabel('Stream title').fill('Midnight synth session')
  await details.getByLabel('Description').fill('Analog synths and requests from chat')
  await page.getByRole('button', { name: 'Start Streaming' }).click()
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible()
  const streamId = Number(await page.getByTestId('stream-id').textContent())

  const viewer = await context.newPage()
  await viewer.goto(`/stream/${streamId}`)
  await expect(viewer.getByRole('heading', { level: 1, name: 'Midnight synth session' })).toBeVisible()
  await expect(viewer.getByText('Analog synths and requests from chat')).toBeVisible()

  await details.getByLabel('Stream title').fill('Midnight synth session, part two')
  await details.getByRole('button', { name: 'Save details' }).click()
  await expectToast(page, 'Stream updated')
  await viewer.reload()
  await expect(viewer.getByRole('heading', { level: 1, name: 'Midnight synth session, part two' })).toBeVisible()
  await viewer.close()
  await endStream(page)
})

test("changing the password ends another browser's session and keeps this one", async ({ page, browser }) => {
  // Two browsers, a registration and three page loads: more than 30 s when the machine's two cores are busy.
  test.slow()
  const user = await registerUser(page, 'Password Changer')
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await signIn(other, user.username, 'secret123')
  await other.goto('/settings')
  await expect(other.getByRole('tab', { name: 'Account' })).toBeVisible()

  await openInteractive(page, '/settings')
  await page.getByRole('tab', { name: 'Account' }).click()
  const form = page.getByRole('form', { name: 'Change password' })
  await form.getByLabel('Current password').fill('secret123')
  await form.getByLabel('New password', { exact: true }).fill('fresh-secret-9')
  await form.getByLabel('Confirm new password').fill('fresh-secret-8')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByRole('alert')).toHaveText('Passwords do not match')

  await form.getByLabel('Confirm new password').fill('fresh-secret-9')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expectToast(page, 'Password changed')

  await other.reload()
  await expect(other).toHaveURL('/auth?redirectTo=%2Fsettings')
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Account' })).toBeVisible()
  await otherContext.close()
})

test('deleting an account behind the typed username signs out, the profile is gone and the name registers again', async ({
  page,
}) => {
  const user = await registerUser(page, 'Leaving User')
  await createTrack(page, 'Last upload')
  await openInteractive(page, '/settings')
  await page.getByRole('tab', { name: 'Account' }).click()
  await page.getByRole('button', { name: 'Delete account' }).click()

  const dialog = page.getByRole('alertdialog')
  const confirm = dialog.getByRole('button', { name: 'Delete account' })
  await dialog.getByLabel('Password').fill('secret123')
  await dialog.getByLabel('Username').fill(user.username.slice(0, -1))
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel('Username').fill(user.username)
  await expect(confirm).toBeEnabled()
  await confirm.click()

  await expectToast(page, 'Account deleted')
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0)
  expect((await page.request.get('/api/user')).status()).toBe(401)

  const profile = await page.goto(`/profile/${user.username}`)
  expect(profile?.status()).toBe(404)
  const again = await page.request.post('/api/register', {
    data: { username: user.username, password: 'another-1', displayName: 'New Owner' },
    headers: fromOwnAddress(),
  })
  expect(again.status()).toBe(201)
})
