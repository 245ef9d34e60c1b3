import { expect, test, type Browser } from '@playwright/test'
import { createTrack, expectAccessible, expectToast, openInteractive, registerUser, uniqueName } from './support'

test.describe.configure({ timeout: 120_000 })

/** Someone else, signed in in a browser context of their own. */
async function someone(browser: Browser, displayName: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const user = await registerUser(page, displayName)
  return { context, page, user }
}

test('a listener reposts a track; their followers find it, and the upload, under From people you follow', async ({
  page,
  browser,
}) => {
  await registerUser(page, 'Feed Reader')
  const uploader = await someone(browser, uniqueName('Uploader '))
  const reposter = await someone(browser, uniqueName('Reposter '))
  for (const followed of [uploader.user, reposter.user])
    expect((await page.request.post('/api/follows', { data: { followedId: followed.id } })).status()).toBe(200)

  // Following people who did nothing yet: the feed says how to fill it.
  await openInteractive(page, '/')
  const feed = page.getByRole('region', { name: 'From people you follow' })
  await expect(feed.getByText('Follow creators to see their uploads, reposts and live streams here.')).toBeVisible()

  const track = await createTrack(uploader.page, uniqueName('Night Drive '))
  await openInteractive(reposter.page, `/track/${track.id}`)
  const repost = reposter.page.getByRole('main').getByRole('button', { name: 'Repost, 0 reposts' })
  await expect(repost).toHaveAttribute('aria-pressed', 'false')
  await repost.click()
  const undo = reposter.page.getByRole('main').getByRole('button', { name: 'Undo repost, 1 repost' })
  await expect(undo).toHaveAttribute('aria-pressed', 'true')
  await expectAccessible(reposter.page)

  await openInteractive(page, '/')
  const entries = feed.getByRole('listitem')
  await expect(entries).toHaveCount(2)
  await expect(entries.nth(0)).toContainText(`${reposter.user.displayName} reposted`)
  await expect(entries.nth(0)).toContainText(track.title)
  await expect(entries.nth(1)).toContainText(`${uploader.user.displayName} uploaded`)
  await expect(entries.nth(1)).toContainText(track.title)
  await expectAccessible(page)

  // The reposter's profile lists it under Reposts; the uploader reposted nothing.
  await openInteractive(page, `/user/${reposter.user.id}`)
  await page.getByRole('tab', { name: 'Reposts' }).click()
  const reposts = page.getByRole('tabpanel', { name: 'Reposts' })
  await expect(reposts.getByRole('listitem')).toHaveCount(1)
  await expect(reposts).toContainText(track.title)
  await openInteractive(page, `/user/${uploader.user.id}`)
  await page.getByRole('tab', { name: 'Reposts' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Reposts' }).getByText('No reposts yet')).toBeVisible()

  // Undone, the repost leaves the feed; the upload stays.
  await undo.click()
  await expect(reposter.page.getByRole('main').getByRole('button', { name: 'Repost, 0 reposts' })).toBeVisible()
  await openInteractive(page, '/')
  await expect(entries).toHaveCount(1)
  await expect(entries.nth(0)).toContainText(`${uploader.user.displayName} uploaded`)
  await uploader.context.close()
  await reposter.context.close()
})

test('a visitor who reposts is asked to sign in, and their Home has no feed', async ({ page, browser }) => {
  const uploader = await someone(browser, 'Visited Uploader')
  const track = await createTrack(uploader.page, uniqueName('Visited '))
  await openInteractive(page, `/track/${track.id}`)
  await page.getByRole('main').getByRole('button', { name: 'Repost, 0 reposts' }).click()
  await expectToast(page, 'Authentication Required', 'Please log in to repost')
  await expect(page).toHaveURL(`/auth?redirectTo=%2Ftrack%2F${track.id}`)
  await openInteractive(page, '/')
  await expect(page.getByRole('region', { name: 'From people you follow' })).toHaveCount(0)
  await uploader.context.close()
})
