import { stat } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { createTrack, expectToast, media, openInteractive, registerUser, uniqueName, watchFailures } from './support'

const NOT_FOUND = '404 Page Not Found'
const playerBar = (page: Page) => page.getByRole('region', { name: 'Audio player' })
/** The bars of the waveform drawn in the player's seek bar. */
const seekBarPeaks = (page: Page) =>
  playerBar(page)
    .getByRole('slider', { name: 'Seek' })
    .locator('xpath=../..')
    .locator(':scope > [aria-hidden="true"] > span')

test('a creator uploads a private track: a visitor finds nothing without its link and with it downloads and plays it', async ({
  page,
  browser,
}) => {
  // A real upload, decoded in the browser, and a second browser, on a busy machine.
  test.slow()
  const creator = await registerUser(page, 'Private Creator')
  const title = uniqueName('Secret ')
  await openInteractive(page, '/upload-track')
  const form = page.getByRole('form', { name: 'Upload track' })
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Audio File', { exact: true }).setInputFiles(media('tone.wav'))
  await form.getByRole('switch', { name: 'Private' }).click()
  await form.getByRole('switch', { name: 'Allow downloads' }).click()
  await form.getByRole('button', { name: 'Upload Track' }).click()
  await expectToast(page, 'Track uploaded')

  const [track] = (await (await page.request.get(`/api/tracks/user/${creator.id}`)).json()) as { id: number }[]
  const own = (await (await page.request.get(`/api/tracks/${track.id}`)).json()) as { privateToken: string }
  await openInteractive(page, `/track/${track.id}`)
  await expect(page.getByRole('button', { name: 'Copy private link' })).toBeVisible()
  // Reposts are shown to others, so a private track offers none; its owner may still like it.
  await expect(page.getByRole('button', { name: /^Like,/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Repost,/ })).toHaveCount(0)

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  const trackLinks = visitor.locator(`a[href^="/track/${track.id}"]`)
  const response = await visitor.goto(`/track/${track.id}`)
  expect(response?.status()).toBe(404)
  await expect(visitor.getByRole('heading', { name: NOT_FOUND })).toBeVisible()
  await visitor.goto(`/search?q=${encodeURIComponent(title)}`)
  await expect(visitor.getByRole('heading', { name: 'Search Results' })).toBeVisible()
  // The page repeats the query; the track itself would be a link to its page.
  await expect(trackLinks).toHaveCount(0)
  await visitor.goto(`/profile/${creator.username}`)
  await expect(visitor.getByRole('heading', { name: 'Private Creator' }).first()).toBeVisible()
  await expect(trackLinks).toHaveCount(0)
  await expect(visitor.getByText(title)).toHaveCount(0)

  // Whatever the link opens works: every request made on the track's behalf carries its secret.
  const failures = watchFailures(visitor)
  await openInteractive(visitor, `/track/${track.id}?s=${own.privateToken}`)
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible()
  await expect(visitor.getByRole('button', { name: 'Copy private link' })).toHaveCount(0)
  await expect(visitor.getByRole('region', { name: 'Related tracks' })).toBeVisible()
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Download' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`${title}.wav`)
  expect((await stat(await download.path())).size).toBe((await stat(media('tone.wav'))).size)
  await visitor
    .getByRole('button', { name: `Play ${title}` })
    .first()
    .click()
  await expect(playerBar(visitor)).toBeVisible()
  await expect
    .poll(() => visitor.evaluate(() => document.querySelector('audio')?.currentTime ?? 0), { timeout: 20_000 })
    .toBeGreaterThan(0)
  await expect.poll(() => seekBarPeaks(visitor).count(), { message: 'the waveform in the player' }).toBeGreaterThan(50)
  // Then the radio asks for what follows the track, with its secret too.
  await expect(playerBar(visitor).getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
  await visitor.waitForLoadState('networkidle')
  expect(failures).toEqual([])

  // Signed in, whoever has the link comments on it from its page.
  await registerUser(visitor, 'Link Holder')
  await openInteractive(visitor, `/track/${track.id}?s=${own.privateToken}`)
  const commentForm = visitor.getByRole('form', { name: 'Add a comment' })
  await commentForm.getByPlaceholder('Write a comment...').fill('Heard it through the link')
  await commentForm.getByRole('button', { name: 'Post comment' }).click()
  await expect(visitor.getByText('Heard it through the link')).toBeVisible()
  await visitorContext.close()
})

test('the owner makes a track private from its page: Repost goes, and nothing the page asks fails', async ({
  page,
}) => {
  await registerUser(page, 'Second Thoughts')
  const track = await createTrack(page, uniqueName('Withdrawn '))
  await openInteractive(page, `/track/${track.id}`)
  await expect(page.getByRole('button', { name: /^Repost,/ })).toBeVisible()
  const failures = watchFailures(page)
  await page.getByRole('button', { name: 'Edit' }).click()
  const form = page.getByRole('form', { name: 'Edit track' })
  await form.getByRole('switch', { name: 'Private' }).click()
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expectToast(page, 'Track updated')
  await expect(page.getByRole('button', { name: 'Copy private link' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Repost,/ })).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(failures).toEqual([])
})
