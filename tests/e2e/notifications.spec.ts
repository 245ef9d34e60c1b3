import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectAccessible, openInteractive, registerUser } from './support'

/** On a 375 px phone as on a desktop: the header and the open list fit the width. */
async function expectWithinViewport(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!
  const width = page.viewportSize()!.width
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

const bell = (page: Page, unread = 0) =>
  page.getByRole('button', { name: unread ? `Notifications, ${unread} unread` : 'Notifications', exact: true })

test("@mobile a follower's open page shows a followed creator going live within 5 s, without a reload", async ({
  page,
  browser,
}) => {
  await registerUser(page, 'Waiting Fan')
  const creatorContext = await browser.newContext()
  const creatorPage = await creatorContext.newPage()
  const creator = await registerUser(creatorPage, 'Surprise Host')
  expect((await page.request.post('/api/follows', { data: { followedId: creator.id } })).status()).toBe(200)

  await openInteractive(page, '/')
  await expect(bell(page)).toBeVisible()
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  const live = await creatorPage.request.post('/api/streams/webrtc', { data: { title: 'Midnight set' } })
  expect(live.status()).toBe(201)
  const { streamId } = (await live.json()) as { streamId: number }
  await expect(bell(page, 1)).toBeVisible({ timeout: 5_000 })
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

  await bell(page, 1).click()
  const entry = page.getByRole('link', { name: /Surprise Host is live: Midnight set/ })
  await expect(entry).toBeVisible()
  await expectWithinViewport(page, entry)
  await entry.click()
  await expect(page).toHaveURL(`/stream/${streamId}`)
  await expect(bell(page)).toBeVisible()
  await creatorContext.close()
})

test('the followed user learns who followed them, and marks it read', async ({ page, browser }) => {
  const creator = await registerUser(page, 'Followed Creator')
  await openInteractive(page, '/')
  await bell(page).click()
  await expect(page.getByText('No notifications yet', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')

  const fanContext = await browser.newContext()
  const fanPage = await fanContext.newPage()
  const fan = await registerUser(fanPage, 'Keen Listener')
  expect((await fanPage.request.post('/api/follows', { data: { followedId: creator.id } })).status()).toBe(200)
  await fanContext.close()

  await expect(bell(page, 1)).toBeVisible({ timeout: 5_000 })
  await bell(page, 1).click()
  const entry = page.getByRole('link', { name: /Keen Listener followed you/ })
  await expect(entry).toHaveAttribute('href', `/profile/${fan.username}`)
  await expect(entry.getByText('Unread', { exact: true })).toBeAttached()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(bell(page)).toBeVisible()
  await expect(entry.getByText('Unread', { exact: true })).toHaveCount(0)
})

test("signing out drops the bell's entries: the next person in the tab never sees them", async ({ page, browser }) => {
  const first = await registerUser(page, 'First Person')
  const otherContext = await browser.newContext()
  const otherPage = await otherContext.newPage()
  await registerUser(otherPage, 'Some Fan')
  expect((await otherPage.request.post('/api/follows', { data: { followedId: first.id } })).status()).toBe(200)
  await otherContext.clearCookies()
  const next = await registerUser(otherPage, 'Next Person')
  await otherContext.close()

  await openInteractive(page, '/')
  await bell(page, 1).click()
  await expect(page.getByRole('link', { name: /Some Fan followed you/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/auth')

  // The next person's own answers come late, so anything the bell shows meanwhile is what the tab remembered.
  await page.route('**/api/notifications**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await route.continue()
  })
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Username').fill(next.username)
  await form.getByLabel('Password').fill('secret123')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/')
  // Read at once, not retried: within the delay only remembered answers could show.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  expect(await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).count()).toBe(0)
  await bell(page).click()
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible()
  expect(await page.getByText(/Some Fan followed you/).count()).toBe(0)
  await expect(page.getByText('No notifications yet', { exact: true })).toBeVisible()
})
