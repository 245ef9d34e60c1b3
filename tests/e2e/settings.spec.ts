import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, expectToast, registerUser } from './support'

const AVATAR = join(import.meta.dirname, '../fixtures/media/avatar.png')

const primaryShade = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary-500').trim())

async function openAppearance(page: Page) {
  await page.goto('/settings')
  await page.getByRole('tab', { name: 'Appearance' }).click()
  return page.getByRole('tabpanel', { name: 'Appearance' })
}

test('a visitor on /settings is sent to /auth', async ({ page }) => {
  await page.goto('/settings')
  await expect(page).toHaveURL('/auth?redirectTo=%2Fsettings')
})

test('a preset colour and high contrast apply at once, survive a reload, and follow the user into a new browser', async ({
  page,
  browser,
}) => {
  test.slow()
  const user = await registerUser(page, 'Theme Tester')
  const panel = await openAppearance(page)
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'false')
  await expectAccessible(page)

  await panel.getByRole('button', { name: 'Teal' }).click()
  await expect(panel.getByRole('button', { name: 'Teal' })).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(() => primaryShade(page)).toBe('#14b8a6')
  await panel.getByRole('button', { name: 'Save Settings' }).click()
  await expectToast(page, 'Settings Updated', 'Your preferences have been saved successfully.')

  await page.reload()
  await expect.poll(() => primaryShade(page)).toBe('#14b8a6')

  const appearance = await openAppearance(page)
  await expect(appearance.getByText('Preview')).toBeVisible()
  await appearance.getByRole('switch', { name: 'High Contrast Mode' }).click()
  await expect(page.locator('html')).toHaveClass(/high-contrast/)
  await expect(appearance.getByText('High Contrast Mode Active')).toBeVisible()
  await expect(appearance.getByText('On', { exact: true })).toBeVisible()
  await expect(appearance.getByText('Preview')).toBeHidden()
  await expectAccessible(page)
  await appearance.getByRole('button', { name: 'Save Settings' }).click()
  await expectToast(page, 'Settings Updated')
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/high-contrast/)

  // Another browser: the visitor sees the default theme, then the saved one as soon as the user signs in.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await otherPage.goto('/auth')
  await expect(otherPage.locator('html')).not.toHaveClass(/high-contrast/)
  const form = otherPage.getByRole('form', { name: 'Login' })
  await form.getByLabel('Username').fill(user.username)
  await form.getByLabel('Password').fill('secret123')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(otherPage).toHaveURL('/')
  await expect(otherPage.locator('html')).toHaveClass(/high-contrast/)

  // Turning high contrast off there shows the saved teal underneath, and it is kept for the next load.
  const otherPanel = await openAppearance(otherPage)
  await otherPanel.getByRole('switch', { name: 'High Contrast Mode' }).click()
  await expect(otherPage.locator('html')).not.toHaveClass(/high-contrast/)
  await expect.poll(() => primaryShade(otherPage)).toBe('#14b8a6')
  await other.close()
})

test('signing in elsewhere applies the saved colour without a reload', async ({ page, browser }) => {
  test.slow()
  const user = await registerUser(page, 'Colour Carrier')
  const panel = await openAppearance(page)
  await panel.getByRole('button', { name: 'Orange' }).click()
  await panel.getByRole('button', { name: 'Save Settings' }).click()
  await expectToast(page, 'Settings Updated')

  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await otherPage.goto('/auth')
  await expect.poll(() => primaryShade(otherPage)).toBe('#8b5cf6')
  const form = otherPage.getByRole('form', { name: 'Login' })
  await form.getByLabel('Username').fill(user.username)
  await form.getByLabel('Password').fill('secret123')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(otherPage).toHaveURL('/')
  await expect.poll(() => primaryShade(otherPage)).toBe('#f59e0b')
  await otherPage.reload()
  await expect.poll(() => primaryShade(otherPage)).toBe('#f59e0b')
  await other.close()
})

test('a colour picked but not saved is dropped on leaving Settings: the saved theme comes back and is cached', async ({
  page,
}) => {
  await registerUser(page)
  const panel = await openAppearance(page)
  await page.waitForLoadState('networkidle')
  await panel.getByRole('button', { name: 'Teal' }).click()
  await expect.poll(() => primaryShade(page)).toBe('#14b8a6')

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL('/')
  await expect.poll(() => primaryShade(page)).toBe('#8b5cf6')
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('theme') ?? 'null'))).toEqual({
    uiColor: '#8B5CF6',
    highContrastMode: false,
  })
  await page.reload()
  await expect.poll(() => primaryShade(page)).toBe('#8b5cf6')
})

test('the custom hex input takes only 3- or 6-digit colours, and reset goes back to purple', async ({ page }) => {
  await registerUser(page)
  const panel = await openAppearance(page)
  const hex = panel.getByLabel('Custom color')
  await expect(hex).toHaveAttribute('maxlength', '7')

  await hex.fill('#12')
  await expect(panel.getByText('Color must be a hex value like #8B5CF6')).toBeVisible()
  await expect(hex).toHaveAttribute('aria-invalid', 'true')
  await expect.poll(() => primaryShade(page)).toBe('#8b5cf6')

  await hex.fill('#0f0')
  await expect(panel.getByText('Color must be a hex value like #8B5CF6')).toBeHidden()
  await expect.poll(() => primaryShade(page)).toBe('#00ff00')
  await expect(panel.getByLabel('Color picker')).toHaveValue('#00ff00')

  await hex.fill('#3366CC')
  await expect.poll(() => primaryShade(page)).toBe('#3366cc')
  await panel.getByRole('button', { name: 'Save Settings' }).click()
  await expectToast(page, 'Settings Updated')

  await panel.getByRole('button', { name: 'Reset to Defaults' }).click()
  await expectToast(page, 'Settings Reset', 'Appearance settings have been reset to defaults.')
  await expect.poll(() => primaryShade(page)).toBe('#8b5cf6')
  await expect(panel.getByRole('button', { name: 'Purple' })).toHaveAttribute('aria-pressed', 'true')
  await expect(hex).toHaveValue('#8B5CF6')
  await page.reload()
  await expect.poll(() => primaryShade(page)).toBe('#8b5cf6')
})

test('autoplay and the default sort order are saved', async ({ page }) => {
  test.slow()
  await registerUser(page)
  await page.goto('/settings')
  await page.getByRole('tab', { name: 'Playback' }).click()
  const autoplay = page.getByRole('switch', { name: 'Autoplay' })
  await expect(page.getByText('Automatically play tracks and streams when navigating')).toBeVisible()
  await expect(autoplay).toBeChecked()
  await autoplay.click()
  await page.getByRole('tabpanel', { name: 'Playback' }).getByRole('button', { name: 'Save Settings' }).click()
  await expectToast(page, 'Settings Updated', 'Your preferences have been saved successfully.')
  await expectAccessible(page)

  await page.getByRole('tab', { name: 'Content' }).click()
  await expect(page.getByRole('radio', { name: 'Recent' })).toBeChecked()
  await page.getByRole('radio', { name: 'Trending' }).click()
  await page.getByRole('tabpanel', { name: 'Content' }).getByRole('button', { name: 'Save Settings' }).click()
  await expectToast(page, 'Settings Updated')
  await expectAccessible(page)

  await page.reload()
  await page.getByRole('tab', { name: 'Playback' }).click()
  await expect(page.getByRole('switch', { name: 'Autoplay' })).not.toBeChecked()
  await page.getByRole('tab', { name: 'Content' }).click()
  await expect(page.getByRole('radio', { name: 'Trending' })).toBeChecked()
})

test('saving the profile shows the new display name in the avatar menu @mobile', async ({ page }) => {
  await registerUser(page, 'Before Name')
  await page.goto('/settings')
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
  await expectAccessible(page)
  const form = page.getByRole('form', { name: 'Profile' })
  await form.getByLabel('Display Name').fill('A')
  await form.getByRole('button', { name: 'Save Profile' }).click()
  await expect(form.getByText('Display name must be at least 2 characters')).toBeVisible()

  await form.getByLabel('Display Name').fill('After Name')
  await form.getByLabel('Bio').fill('Ambient loops from the attic.')
  await form.getByRole('button', { name: 'Save Profile' }).click()
  await expectToast(page, 'Profile Updated', 'Your profile has been saved successfully.')
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menu').getByText('After Name')).toBeVisible()
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(form.getByLabel('Bio')).toHaveValue('Ambient loops from the attic.')
})

test('an avatar upload becomes the profile picture; a text file named .png is refused with the server’s reason', async ({
  page,
}) => {
  test.slow()
  await registerUser(page, 'Pic Person')
  await page.goto('/settings')
  const fileInput = page.getByLabel('Profile image')

  await fileInput.setInputFiles(AVATAR)
  await expectToast(page, 'Image Uploaded', 'Your profile image has been uploaded successfully.')
  const headerAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img')
  await expect(headerAvatar).toHaveAttribute('src', /.+/)
  await page.reload()
  await expect(headerAvatar).toHaveAttribute('src', /.+/)

  const fake = join(tmpdir(), `not-an-image-${Date.now()}.png`)
  writeFileSync(fake, 'just some text, not a picture')
  await fileInput.setInputFiles(fake)
  await expectToast(page, 'Error')
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(/not a supported image format/),
  ).toBeVisible()

  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expectToast(page, 'Invalid File', 'Please select an image file.')

  await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024) })
  await expectToast(page, 'File Too Large', 'Image must be less than 5MB.')
})

test("a visitor's cached colour is on the page before its body paints", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('theme', JSON.stringify({ uiColor: '#14b8a6', highContrastMode: false }))
    new MutationObserver((_, observer) => {
      if (!document.body) return
      observer.disconnect()
      const shade = document.documentElement.style.getPropertyValue('--primary-500')
      ;(window as unknown as { shadeAtFirstBody: string }).shadeAtFirstBody = shade
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/')
  expect(await page.evaluate(() => (window as unknown as { shadeAtFirstBody: string }).shadeAtFirstBody)).toBe(
    '#14b8a6',
  )
})
