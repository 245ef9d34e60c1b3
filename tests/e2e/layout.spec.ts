import { expect, request, test, type Locator, type Page } from '@playwright/test'
import { fromOwnAddress, registerUser, signIn, uniqueName } from './support'

const FLOATING_ACTIONS = ['Go Live', 'Upload Track', 'Create Post']

const playerBar = (page: Page) => page.getByRole('region', { name: 'Audio player' })

/** Starts a seeded track from its card, so the player bar is on screen too (a click before hydration does nothing). */
async function playSeededTrack(page: Page) {
  await page.goto('/tracks?sort=popular')
  await expect(async () => {
    if (!(await playerBar(page).isVisible())) await page.getByRole('button', { name: 'Play Overdrive' }).click()
    await expect(playerBar(page)).toBeVisible({ timeout: 1000 })
  }).toPass()
}

/** The names of the visible controls that a floating action's box overlaps, with the page scrolled to its end. */
async function controlsUnderFloatingActions(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.evaluate(() => new Promise(requestAnimationFrame))
  return page.evaluate((labels) => {
    const actions = labels.map((label) => document.querySelector(`a[aria-label="${label}"]`))
    if (actions.some((action) => !action)) return ['the floating actions are missing']
    const boxes = actions.map((action) => action!.getBoundingClientRect())
    const controls = 'a[href], button, input, select, textarea, [role="slider"], [role="switch"], [role="tab"], [role="radio"], [tabindex]:not([tabindex="-1"])'
    const covered: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>(controls)) {
      if (actions.includes(element) || element.closest('[aria-hidden="true"]')) continue
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      if (style.visibility === 'hidden' || box.width < 2 || box.height < 2) continue
      const overlaps = boxes.some((action) => box.left < action.right && action.left < box.right && box.top < action.bottom && action.top < box.bottom)
      if (overlaps) covered.push(element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 40) || element.tagName)
    }
    return covered
  }, FLOATING_ACTIONS)
}

async function expectNothingCovered(page: Page) {
  // A live stream of another creator's (an ended one shows its chat read-only, without a composer).
  const host = await request.newContext({ baseURL: new URL(page.url()).origin })
  const registered = await host.post('/api/register', { data: { username: uniqueName('host'), password: 'secret123', displayName: 'Layout Host' }, headers: fromOwnAddress() })
  expect(registered.status()).toBe(201)
  const stream = { id: ((await (await host.post('/api/streams/webrtc', { data: {} })).json()) as { streamId: number }).streamId }
  await host.dispose()

  await page.goto(`/stream/${stream.id}`)
  await expect(page.getByPlaceholder('Send a message')).toBeVisible()
  expect(await controlsUnderFloatingActions(page)).toEqual([])

  await page.goto('/settings')
  await page.waitForLoadState('networkidle')
  await page.getByRole('tab', { name: 'Appearance' }).click()
  await expect(page.getByRole('button', { name: 'Teal' })).toBeVisible()
  expect(await controlsUnderFloatingActions(page)).toEqual([])

  await page.goto('/tracks?sort=popular')
  await expect(page.getByRole('button', { name: /^(Play|Pause) Overdrive$/ })).toBeVisible()
  expect(await controlsUnderFloatingActions(page)).toEqual([])

  await page.goto('/dashboard')
  await expect(page.getByText('Total Tracks')).toBeVisible()
  expect(await controlsUnderFloatingActions(page)).toEqual([])

  // The actions sit above the player and, on a phone, above the bottom navigation: never over either.
  const lowestAction = await page.getByRole('link', { name: 'Create Post' }).boundingBox()
  const player = await playerBar(page).boundingBox()
  expect(lowestAction!.y + lowestAction!.height).toBeLessThanOrEqual(player!.y)
  if (page.viewportSize()!.width < 768) expect(player!.y + player!.height).toBeLessThanOrEqual((await page.getByRole('navigation', { name: 'Bottom' }).boundingBox())!.y)
}

test('the floating actions cover no control: stream chat, colour swatches, track cards, dashboard, player @mobile', async ({ page }) => {
  test.slow()
  await signIn(page, 'demo', 'demo1234')
  await playSeededTrack(page)
  await expectNothingCovered(page)
})

/** The focus indicator of a control: its outline, else its ring (a box-shadow with a spread), and the colours it sits on. */
function focusLook(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element)
    const ring = style.boxShadow.match(/(rgba?\([^)]*\))\s+0px\s+0px\s+0px\s+([1-9][\d.]*)px/)
    return {
      indicator: style.outlineStyle !== 'none' && style.outlineWidth !== '0px' ? style.outlineColor : (ring?.[1] ?? null),
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
    const [r, g, b] = color.match(/[\d.]+/g)!.slice(0, 3).map((channel) => {
      const value = Number(channel) / 255
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

async function expectVisibleFocus(control: Locator, before: Awaited<ReturnType<typeof focusLook>>, colours: ('fill' | 'border')[]) {
  await expect(control).toBeFocused()
  const after = await focusLook(control)
  expect(after.indicator, 'a focus indicator').not.toBeNull()
  expect(`${after.outline} ${after.boxShadow}`).not.toBe(`${before.outline} ${before.boxShadow}`)
  expect(after.offset, 'a gap between the control and its ring').toBeGreaterThanOrEqual(2)
  for (const colour of colours) expect(contrast(after.indicator!, after[colour]), `indicator ${after.indicator} against the ${colour} ${after[colour]}`).toBeGreaterThanOrEqual(3)
}

test('keyboard focus shows a ring that stands out from the brand-filled play button and the slider thumbs', async ({ page }) => {
  await registerUser(page)
  await playSeededTrack(page)
  const bar = playerBar(page)
  const playPause = bar.getByRole('button', { name: /^(Play|Pause)$/ })
  const seek = bar.getByRole('slider', { name: 'Seek' })
  const volume = bar.getByRole('slider', { name: 'Volume' })
  const unfocused = { playPause: await focusLook(playPause), seek: await focusLook(seek), volume: await focusLook(volume) }

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

test('a side list whose request fails says so with a Retry, and shows the list once Retry succeeds', async ({ page }) => {
  await registerUser(page)
  const nova = await (await page.request.get('/api/users/by-username/nova')).json()
  expect((await page.request.post('/api/follows', { data: { followedId: nova.id } })).ok()).toBe(true)
  await page.route('**/api/channels/followed', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' }))

  await page.goto('/')
  const channels = page.getByRole('region', { name: 'Channels' })
  await expect(channels.getByRole('alert')).toContainText("Couldn't load this list.")
  await expect(channels.getByText('Follow creators to see them here.')).toBeHidden()

  await page.unroute('**/api/channels/followed')
  await channels.getByRole('button', { name: 'Retry' }).click()
  await expect(channels.getByRole('link', { name: new RegExp(nova.displayName) })).toBeVisible()
  await expect(channels.getByRole('alert')).toBeHidden()
})

test('a page list whose reload fails shows the error and Retry instead of its items or its empty text', async ({ page }) => {
  await registerUser(page)
  const nova = await (await page.request.get('/api/users/by-username/nova')).json()
  await page.goto('/discover')
  await page.waitForLoadState('networkidle')
  const creators = page.getByRole('tabpanel', { name: 'Creators' })
  await expect(creators.getByRole('heading', { name: nova.displayName })).toBeVisible()

  // Following refreshes the creator list (follower counts); that request fails.
  await page.route('**/api/creators/recommended', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' }))
  await creators.getByRole('article').filter({ hasText: nova.displayName }).getByRole('button', { name: 'Follow' }).click()
  await expect(creators.getByRole('alert')).toContainText("Couldn't load this list.")
  await expect(creators.getByText('No creators found.')).toBeHidden()

  await page.unroute('**/api/creators/recommended')
  await creators.getByRole('button', { name: 'Retry' }).click()
  await expect(creators.getByRole('heading', { name: nova.displayName })).toBeVisible()
  await expect(creators.getByRole('alert')).toBeHidden()
})
