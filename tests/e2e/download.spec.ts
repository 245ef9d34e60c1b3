import { stat } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { createTrack, expectToast, media, openInteractive, registerUser } from './support'

test("an owner allows downloads: a visitor's Download saves the uploaded file under the track's title", async ({
  page,
  browser,
}) => {
  // Two browsers and a download: more than 30 s when the machine's two cores are busy.
  test.slow()
  await registerUser(page, 'Download Owner')
  const track = await createTrack(page, 'Night Drive (demo)')
  await openInteractive(page, `/track/${track.id}`)
  await expect(page.getByRole('link', { name: 'Download' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Edit' }).click()
  const form = page.getByRole('form', { name: 'Edit track' })
  const allow = form.getByRole('switch', { name: 'Allow downloads' })
  await expect(allow).not.toBeChecked()
  await allow.click()
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expectToast(page, 'Track updated')
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible()

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/track/${track.id}`)
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Download' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('Night Drive (demo).wav')
  expect((await stat(await download.path())).size).toBe((await stat(media('tone.wav'))).size)
  await visitorContext.close()
})
