import { expect, test, type Page } from '@playwright/test'
import { createTrack, playAtQuarterSpeed, registerUser, uniqueName } from './support'

// A fresh creator's two uploads: tone.wav lasts 3.0 s, tone.ogg 4.5 s (tests/fixtures/media/MANIFEST.md), played at a
// quarter speed so the queue can be read while the first still sounds.
test.describe.configure({ timeout: 90_000 })
test.beforeEach(({ page }) => playAtQuarterSpeed(page))

const playerBar = (page: Page) => page.getByRole('region', { name: 'Audio player' })
const nowPlaying = (page: Page, title: string) => playerBar(page).getByRole('link', { name: title, exact: true })

/** A listener's two tracks by one creator: the newer one is the first related track of the older. */
async function twoTracksOfOneCreator(page: Page) {
  const user = await registerUser(page, 'Radio Creator')
  const opening = await createTrack(page, uniqueName('Radio wav '))
  const following = await createTrack(page, uniqueName('Radio ogg '), { file: 'tone.ogg' })
  return { user, opening, following }
}

/** Opens the track page once its related tracks have come and the page is interactive. */
async function openTrackPage(page: Page, trackId: number) {
  const related = page.waitForResponse((response) => response.url().endsWith(`/api/tracks/${trackId}/related`))
  await page.goto(`/tracks/${trackId}`)
  await related
  await page.waitForLoadState('networkidle')
}

test('the track page lists related tracks, and when the queue runs out one of them plays', async ({ page }) => {
  const { opening, following } = await twoTracksOfOneCreator(page)
  await openTrackPage(page, opening.id)
  const related = page.getByRole('region', { name: 'Related tracks' })
  await expect(related.getByRole('heading', { name: following.title, level: 3 })).toBeVisible()
  await expect(related.getByRole('heading', { name: opening.title })).toHaveCount(0)

  // The page's own Play button plays the track alone: nothing is queued after it.
  await page
    .getByRole('button', { name: `Play ${opening.title}` })
    .first()
    .click()
  await expect(nowPlaying(page, opening.title)).toBeVisible()
  await playerBar(page).getByRole('button', { name: 'Queue' }).click()
  const queue = page.getByRole('dialog', { name: 'Queue' })
  await expect(queue.getByText('Your queue is empty')).toBeVisible()
  const relatedQueue = queue.getByRole('list', { name: 'Up next: related' })
  await expect(relatedQueue.getByRole('listitem').first()).toContainText(following.title)
  await page.keyboard.press('Escape')

  await expect(nowPlaying(page, following.title)).toBeVisible({ timeout: 30_000 })
  await expect(playerBar(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
})

test('signed out, the radio never brings back a track just heard, even one it queued before', async ({ page }) => {
  const { opening, following } = await twoTracksOfOneCreator(page)
  await page.context().clearCookies()
  await openTrackPage(page, opening.id)
  await page
    .getByRole('button', { name: `Play ${opening.title}` })
    .first()
    .click()
  const queueButton = playerBar(page).getByRole('button', { name: 'Queue' })
  await queueButton.click()
  const queue = page.getByRole('dialog', { name: 'Queue' })
  await expect(queue.getByRole('list', { name: 'Up next: related' })).toContainText(following.title)
  await page.keyboard.press('Escape')

  // The listener queues the radio's find themselves and hears it now.
  await page
    .getByRole('region', { name: 'Related tracks' })
    .getByRole('button', { name: `More options for ${following.title}` })
    .click()
  await page.getByRole('menuitem', { name: 'Add to queue' }).click()
  const askedAfterIt = page.waitForResponse((answer) => answer.url().endsWith(`/api/tracks/${following.id}/related`))
  await playerBar(page).getByRole('button', { name: 'Next track' }).click()
  await expect(nowPlaying(page, following.title)).toBeVisible()
  // What follows it is the track heard a moment ago: left out too, so nothing is left to play after it.
  await expect(playerBar(page).getByRole('button', { name: 'End playback' })).toBeVisible()
  await askedAfterIt
  await queueButton.click()
  await expect(queue.getByText('Your queue is empty')).toBeVisible()
  await expect(queue.getByRole('heading', { name: 'Up next: related' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await playerBar(page).getByRole('button', { name: 'End playback' }).click()
  await expect(playerBar(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible()
  await expect(nowPlaying(page, following.title)).toBeVisible()
})

test('with autoplay off the last track of the queue ends playback', async ({ page }) => {
  const { user, opening } = await twoTracksOfOneCreator(page)
  expect((await page.request.patch(`/api/user-settings/${user.id}`, { data: { enableAutoplay: false } })).ok()).toBe(
    true,
  )
  const settingsLoaded = page.waitForResponse((response) => response.url().endsWith(`/api/user-settings/${user.id}`))
  await openTrackPage(page, opening.id)
  await settingsLoaded
  await page
    .getByRole('button', { name: `Play ${opening.title}` })
    .first()
    .click()
  // Autoplay off: choosing loads the track without sound, the bar's Play starts it.
  await playerBar(page).getByRole('button', { name: 'Play', exact: true }).click()
  await expect(playerBar(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible()

  await expect(playerBar(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(nowPlaying(page, opening.title)).toBeVisible()
  await playerBar(page).getByRole('button', { name: 'Queue' }).click()
  const queue = page.getByRole('dialog', { name: 'Queue' })
  await expect(queue.getByText('Your queue is empty')).toBeVisible()
  await expect(queue.getByRole('heading', { name: 'Up next: related' })).toHaveCount(0)
})
