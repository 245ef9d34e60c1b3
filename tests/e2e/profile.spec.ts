import { expect, test } from '@playwright/test'
import { expectToast, fromOwnAddress, openInteractive, registerUser } from './support'

test('a creator with tracks and no streams opens on Music; one with streams on Streams', async ({ page }) => {
  await openInteractive(page, '/profile/nova')
  await expect(page.getByRole('tab', { name: 'Music', selected: true })).toBeVisible()
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Neon Harbour', exact: true })).toBeVisible()

  await openInteractive(page, '/profile/marlowe')
  await expect(page.getByRole('tab', { name: 'Streams', selected: true })).toBeVisible()
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Sunday Jazz Session', exact: true }),
  ).toBeVisible()
})

test('my own profile offers Edit profile, which opens the Profile tab of Settings', async ({ page }) => {
  const me = await registerUser(page, 'Self Editor')
  await openInteractive(page, `/profile/${me.username}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Self Editor' })).toBeVisible()
  await page.getByRole('link', { name: 'Edit profile' }).click()
  await expect(page).toHaveURL('/settings')
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible()

  await openInteractive(page, '/profile/nova')
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Lights' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0)
})

test("a creator's follower count reads '1 follower', then '2 followers'", async ({ page, browser }) => {
  const artist = await registerUser(page, 'Counted Artist')
  for (const fan of ['First Fan', 'Second Fan']) {
    const context = await browser.newContext()
    const fanPage = await context.newPage()
    await registerUser(fanPage, fan)
    expect((await fanPage.request.post('/api/follows', { data: { followedId: artist.id } })).status()).toBe(200)
    await context.close()
    await page.goto(`/profile/${artist.username}`)
    await expect(
      page.getByText(`@${artist.username} • ${fan === 'First Fan' ? '1 follower' : '2 followers'}`, { exact: true }),
    ).toBeVisible()
  }
})

test('a user named with digits only opens at /profile/{name} as themselves; /user/{id} is still the id', async ({
  page,
}) => {
  const username = String(Date.now())
  const response = await page.request.post('/api/register', {
    data: { username, password: 'secret123', displayName: 'Number Person' },
    headers: fromOwnAddress(),
  })
  expect(response.status()).toBe(201)
  const user = (await response.json()) as { id: number }
  expect(String(user.id)).not.toBe(username)

  await openInteractive(page, `/profile/${username}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Number Person' })).toBeVisible()
  await expect(page.getByText(`@${username} • 0 followers`, { exact: true })).toBeVisible()

  // A number that is nobody's name is still an id.
  const nova = (await (await page.request.get('/api/users/by-username/nova')).json()) as { id: number }
  await openInteractive(page, `/profile/${nova.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Lights' })).toBeVisible()
  await openInteractive(page, `/user/${user.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Number Person' })).toBeVisible()
})

test('a name freed by a deleted account and registered again opens its new owner', async ({ page, browser }) => {
  const first = await registerUser(page, 'First Owner')
  await openInteractive(page, `/profile/${first.username}`)
  await expect(page.getByRole('heading', { level: 1, name: 'First Owner' })).toBeVisible()
  expect((await page.request.delete('/api/user', { data: { password: 'secret123' } })).status()).toBe(204)

  const next = await browser.newPage()
  const response = await next.request.post('/api/register', {
    data: { username: first.username, password: 'secret123', displayName: 'Second Owner' },
    headers: fromOwnAddress(),
  })
  expect(response.status()).toBe(201)
  await openInteractive(next, `/profile/${first.username}`)
  await expect(next.getByRole('heading', { level: 1, name: 'Second Owner' })).toBeVisible()
  await next.close()
})

test('a visitor who clicks Follow signs in and is back on the profile', async ({ page }) => {
  await openInteractive(page, '/profile/nova')
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expectToast(page, 'Authentication Required', 'Please log in to follow creators')
  await expect(page).toHaveURL('/auth?redirectTo=%2Fprofile%2Fnova')
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Username').fill('demo')
  await form.getByLabel('Password').fill('demo1234')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/profile/nova')
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Lights' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Follow(ing)?$/ })).toBeVisible()
})
