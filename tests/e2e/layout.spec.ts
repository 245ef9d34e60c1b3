import { expect, test, type Locator, type Page } from '@playwright/test'
import { dockSettled, openInteractive, registerUser, signIn } from './support'

const CREATE_ACTIONS = [
  { name: 'Go Live', href: '/go-live' },
  { name: 'Upload Track', href: '/upload-track' },
  { name: 'Create Post', href: '/posts/new' },
]

const playerBar = (page: Page) => page.getByRole('region', { name: 'Audio player' })

/** Starts a seeded track from its card, so the player bar is on screen too (a click before hydration does nothing). */
async function playSeededTrack(page: Page) {
  await page.goto('/tracks?sort=popular')
  await expect(async () => {
    if (!(await playerBar(page).isVisible())) await page.getByRole('button', { name: 'Play Overdrive' }).click()
    await expect(playerBar(page)).toBeVisible({ timeout: 1000 })
  }).toPass()
}

/** The Create trigger of the bar that holds it at this width: the bottom bar on a phone, the header above. */
function createTrigger(page: Page) {
  const phone = page.viewportSize()!.width < 768
  const bar = phone ? page.getByRole('navigation', { name: 'Bottom' }) : page.getByRole('banner')
  return bar.getByRole('button', { name: 'Create', exact: true })
}

test('a signed-in user creates from one Create menu in a bar: Go Live, Upload Track, Create Post @mobile', async ({
  page,
}) => {
  test.slow()
  await registerUser(page)
  await playSeededTrack(page)
  await openInteractive(page, '/')
  const menu = page.getByRole('menu')
  await createTrigger(page).click()
  await expect(menu.getByRole('menuitem')).toHaveText(CREATE_ACTIONS.map(({ name }) => name))
  for (const { name, href } of CREATE_ACTIONS) {
    await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href)
  }
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  // Nothing creating floats in the fixed dock over the page.
  const dock = playerBar(page).locator('xpath=..')
  await expect(dock.getByRole('link', { name: /^(Upload Track|Create Post)$/ })).toHaveCount(0)

  await createTrigger(page).click()
  await menu.getByRole('menuitem', { name: 'Create Post' }).click()
  await expect(page).toHaveURL('/posts/new')
  if (page.viewportSize()!.width < 768) {
    const bottomLinks = page.getByRole('navigation', { name: 'Bottom' }).getByRole('link')
    await expect(bottomLinks).toHaveText(['Home', 'Streams', 'Dashboard', 'Go Live', 'Library'])
  }
})

test('a visitor has no Create menu @mobile', async ({ page }) => {
  await openInteractive(page, '/')
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Create Post' })).toHaveCount(0)
})

test('a focused control and the end of the page stay clear of the header and of the dock @mobile', async ({ page }) => {
  test.slow()
  await signIn(page, 'demo', 'demo1234')
  await playSeededTrack(page)
  await openInteractive(page, '/')
  await dockSettled(page)
  // The player is the top of the bottom dock.
  const dockTop = async () => (await playerBar(page).boundingBox())!.y
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom)
  // Focus moves through the page's controls from top to bottom, as Tab does: each one lands between the bars.
  const hidden = await page.locator('#main').evaluate(
    (main, bars) => {
      const names: string[] = []
      for (const control of main.querySelectorAll<HTMLElement>('a[href], button, input')) {
        if (!control.checkVisibility() || control.getBoundingClientRect().height < 2) continue
        control.focus()
        const { top, bottom } = control.getBoundingClientRect()
        if (top >= bars.headerBottom - 1 && bottom <= bars.dockTop + 1) continue
        names.push(control.getAttribute('aria-label') || control.textContent!.trim())
      }
      return names
    },
    { headerBottom, dockTop: await dockTop() },
  )
  expect(hidden).toEqual([])
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const lastControl = (await page.locator('#main').locator('a[href], button').last().boundingBox())!
  expect(lastControl.y + lastControl.height).toBeLessThanOrEqual(await dockTop())
})

/**
 * The focus indicator of a control: its outline, else its ring (a box-shadow with a spread), and the colours it sits
 * on.
 */
function focusLook(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element)
    const ring = style.boxShadow.match(/(rgba?\([^)]*\))\s+0px\s+0px\s+0px\s+([1-9][\d.]*)px/)
    return {
      indicator:
        style.outlineStyle !== 'none' && style.outlineWidth !== '0px' ? style.outlineColor : (ring?.[1] ?? null),
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`,
      boxShadow: style.boxShadow,
      offset: style.outlineStyle !== 'none' ? parseFloat(style.outlineOffset) : 0,
      fill: style.backgroundColor,
      border: style.borderTopColor,
    }
  })
}

/** WCAG contrast ratio of two computed rgb()/rgba() colours (alpha ignored). */
function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((channel) => {
        const value = Number(channel) / 255
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

async function expectVisibleFocus(
  control: Locator,
  before: Awaited<ReturnType<typeof focusLook>>,
  colours: ('fill' | 'border')[],
) {
  await expect(control).toBeFocused()
  const after = await focusLook(control)
  expect(after.indicator, 'a focus indicator').not.toBeNull()
  expect(`${after.outline} ${after.boxShadow}`).not.toBe(`${before.outline} ${before.boxShadow}`)
  expect(after.offset, 'a gap between the control and its ring').toBeGreaterThanOrEqual(2)
  for (const colour of colours)
    expect(
      contrast(after.indicator!, after[colour]),
      `indicator ${after.indicator} against the ${colour} ${after[colour]}`,
    ).toBeGreaterThanOrEqual(3)
}

test('keyboard focus shows a ring that stands out from the brand-filled play button and the slider thumbs', async ({
  page,
}) => {
  test.slow()
  await registerUser(page)
  await playSeededTrack(page)
  const bar = playerBar(page)
  const playPause = bar.getByRole('button', { name: /^(Play|Pause)$/ })
  const seek = bar.getByRole('slider', { name: 'Seek' })
  const volume = bar.getByRole('slider', { name: 'Volume' })
  const unfocused = {
    playPause: await focusLook(playPause),
    seek: await focusLook(seek),
    volume: await focusLook(volume),
  }

  await bar.getByRole('button', { name: /^(Previous track|Restart track)$/ }).focus()
  await page.keyboard.press('Tab')
  await expectVisibleFocus(playPause, unfocused.playPause, ['fill'])

  await seek.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expectVisibleFocus(seek, unfocused.seek, ['fill', 'border'])

  await bar.getByRole('button', { name: /^(Mute|Unmute)$/ }).focus()
  await page.keyboard.press('Tab')
  await expectVisibleFocus(volume, unfocused.volume, ['fill', 'border'])
})

test('a side list whose request fails says so with a Retry, and shows the list once Retry succeeds', async ({
  page,
}) => {
  await registerUser(page)
  const nova = await (await page.request.get('/api/users/by-username/nova')).json()
  expect((await page.request.post('/api/follows', { data: { followedId: nova.id } })).ok()).toBe(true)
  await page.route('**/api/channels/followed', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' }),
  )

  await page.goto('/')
  const channels = page.getByRole('region', { name: 'Channels' })
  await expect(channels.getByRole('alert')).toContainText("Couldn't load this list.")
  await expect(channels.getByText('Follow creators to see them here.')).toBeHidden()

  await page.unroute('**/api/channels/followed')
  await channels.getByRole('button', { name: 'Retry' }).click()
  await expect(channels.getByRole('link', { name: new RegExp(nova.displayName) })).toBeVisible()
  await expect(channels.getByRole('alert')).toBeHidden()
})

test('a page list whose reload fails shows the error and Retry instead of its items or its empty text', async ({
  page,
}) => {
  await registerUser(page)
  const nova = await (await page.request.get('/api/users/by-username/nova')).json()
  await page.goto('/discover')
  await page.waitForLoadState('networkidle')
  const creators = page.getByRole('tabpanel', { name: 'Creators' })
  await expect(creators.getByRole('heading', { name: nova.displayName })).toBeVisible()

  // Following refreshes the creator list (follower counts); that request fails.
  await page.route('**/api/creators/recommended', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' }),
  )
  await creators
    .getByRole('article')
    .filter({ hasText: nova.displayName })
    .getByRole('button', { name: 'Follow' })
    .click()
  await expect(creators.getByRole('alert')).toContainText("Couldn't load this list.")
  await expect(creators.getByText('No creators found.')).toBeHidden()

  await page.unroute('**/api/creators/recommended')
  await creators.getByRole('button', { name: 'Retry' }).click()
  await expect(creators.getByRole('heading', { name: nova.displayName })).toBeVisible()
  await expect(creators.getByRole('alert')).toBeHidden()
})
