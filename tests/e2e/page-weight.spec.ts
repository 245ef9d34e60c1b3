import { expect, test, type Page } from '@playwright/test'
import { openInteractive, registerUser } from './support'

/**
 * A page loads the code of what it shows. zod, Radix's menus and popper, the toasts and the player's
 * sliders are loaded only when used; a name each library keeps in its minified code tells whether it arrived.
 */
const LAZY_CODE = {
  zod: '"ZodError"',
  'Radix select': '"SelectContent"',
  'Radix menu': '"DropdownMenuContent"',
  'Radix popper': '"PopperContent"',
  'Radix toast': '"ToastViewport"',
  'Radix slider': '"SliderThumb"',
}

/** The libraries of LAZY_CODE found in the scripts the page has loaded so far. */
function watchScripts(page: Page) {
  const found = new Set<string>()
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return
    pending.push(
      response.text().then((source) => {
        for (const [library, marker] of Object.entries(LAZY_CODE)) if (source.includes(marker)) found.add(library)
      }),
    )
  })
  return async () => {
    await Promise.all(pending)
    return [...found].sort()
  }
}

/** The player bar's code: its sliders, and the popper of its queue and tooltips. */
const PLAYER_CODE = ['Radix popper', 'Radix slider']

test('the home page loads no zod, menus or toasts until they are used, the player once it is idle, and a track menu still opens', async ({
  page,
}) => {
  const loaded = watchScripts(page)
  await openInteractive(page, '/')
  // The player's code follows the page once the browser is idle, so the first Play need not wait for it
  // (app/components/player/prepare-first-play.ts); nothing else comes before it is used.
  await expect.poll(loaded).toEqual(PLAYER_CODE)

  await page
    .getByRole('button', { name: /^More options for / })
    .first()
    .click()
  await expect(page.getByRole('menuitem', { name: 'Add to queue' })).toBeVisible()
  expect(await loaded()).toEqual(expect.arrayContaining(['Radix menu', 'Radix popper']))

  await page.getByRole('menuitem', { name: 'Add to queue' }).click()
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Added to queue', { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Audio player' })).toBeVisible()
  expect(await loaded()).toEqual(expect.arrayContaining(['Radix slider', 'Radix toast']))
})

test('a form loads its contract schema when submitted and still shows its messages', async ({ page }) => {
  const loaded = watchScripts(page)
  await openInteractive(page, '/auth')
  expect(await loaded()).not.toContain('zod')
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(form.getByText('Username must be at least 3 characters')).toBeVisible()
  expect(await loaded()).toContain('zod')
})

test("the upload form loads Radix's select when the genre is first chosen, and the choice shows", async ({ page }) => {
  await registerUser(page, 'Genre Chooser')
  const loaded = watchScripts(page)
  await openInteractive(page, '/upload-track')
  const genre = page.getByRole('combobox', { name: 'Genre' })
  await expect(genre).toHaveText('None')
  expect((await loaded()).filter((library) => !PLAYER_CODE.includes(library))).toEqual([])

  await genre.click()
  await page.getByRole('option', { name: 'Jazz' }).click()
  await expect(page.getByRole('combobox', { name: 'Genre' })).toHaveText('Jazz')
  expect(await loaded()).toContain('Radix select')
})

test('a select and a menu not yet loaded open on the arrow keys, as Radix opens them', async ({ page }) => {
  await registerUser(page, 'Keyboard Chooser')
  await openInteractive(page, '/upload-track')
  await page.getByRole('combobox', { name: 'Genre' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('listbox')).toBeVisible()
  await expect(page.getByRole('option', { name: 'Jazz' })).toBeVisible()

  await openInteractive(page, '/')
  await page
    .getByRole('button', { name: /^More options for / })
    .first()
    .focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Add to queue' })).toBeVisible()
})

test('the home page preloads React, Remix and the layout as one shell chunk, not dozens of small ones', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const preloaded = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (found) => found[1],
  )
  expect(preloaded.filter((href) => /\/shell-[\w-]+\.js$/.test(href))).toHaveLength(1)
  // docs/decisions/028-vendor-code-stays-vendor-code.md: without the shell chunk the home page preloads 69 modules.
  expect(preloaded.length).toBeLessThanOrEqual(8)
})
