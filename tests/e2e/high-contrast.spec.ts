import { AxeBuilder } from '@axe-core/playwright'
import { expect, request, test, type Page } from '@playwright/test'
import { fromOwnAddress, registerUser, uniqueName } from './support'

// Two pages, each with a full-page screenshot and an axe run, on a two-core machine.
test.describe.configure({ timeout: 90_000 })

/** Signs in a fresh user who saved high contrast over a non-default colour, which the mode overrides. */
async function signInWithHighContrast(page: Page) {
  const user = await registerUser(page, 'Contrast Seeker')
  const saved = await page.request.patch(`/api/user-settings/${user.id}`, {
    data: { uiColor: '#F59E0B', highContrastMode: true },
  })
  expect(saved.ok()).toBe(true)
}

/** A creator live on a stream made through the API, so the pages show a live card, badge and viewer count. */
async function withLiveStream(visit: (streamId: number) => Promise<void>) {
  const host = await request.newContext({ baseURL: new URL(test.info().project.use.baseURL!).origin })
  const registered = await host.post('/api/register', {
    data: { username: uniqueName('hc'), password: 'secret123', displayName: 'Contrast Host' },
    headers: fromOwnAddress(),
  })
  expect(registered.status()).toBe(201)
  const live = await host.post('/api/streams/webrtc', {
    data: { title: 'A high contrast set', description: 'Standards and requests from the chat.' },
  })
  expect(live.ok()).toBe(true)
  const { streamId } = (await live.json()) as { streamId: number }
  try {
    await visit(streamId)
  } finally {
    await host.post(`/api/streams/${streamId}/end`)
    await host.dispose()
  }
}

/** WCAG 1.4.3 and 1.4.6: every text at AA and at AAA (7:1, 4.5:1 when large). */
async function contrastViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast', 'color-contrast-enhanced']).analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const why = node.any.map((check) => check.message).join(' ')
      return `${violation.id} ${node.target.join(' ')}: ${why}`
    }),
  )
}

/**
 * Headings, paragraphs, text spans and icons that draw a border: text is never framed. Chips (pill-shaped, like
 * a badge or a slider's thumb) are controls or containers and keep their boundary.
 */
const framedText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, p, span, svg')]
      .filter((element) => {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        const chip = parseFloat(style.borderTopLeftRadius) >= box.height / 2 && box.height > 0
        const widths = [style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth]
        return !chip && widths.some((width) => parseFloat(width) > 0)
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`),
  )

/** The side nav's genre chips that are cut, or not wholly inside their list item and the side nav as it opens. */
async function clippedGenreChips(page: Page) {
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
  await expect(sidebar.locator('a[href^="/genre/"]').first()).toBeVisible()
  return sidebar.evaluate((aside) => {
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left && inner.top >= outer.top && inner.right <= outer.right && inner.bottom <= outer.bottom
    return [...aside.querySelectorAll<HTMLElement>('a[href^="/genre/"]')]
      .filter((chip) => {
        const box = chip.getBoundingClientRect()
        const cut = chip.scrollWidth > chip.clientWidth
        const item = chip.closest('li')!.getBoundingClientRect()
        return cut || !inside(box, item) || !inside(box, aside.getBoundingClientRect())
      })
      .map((chip) => chip.textContent)
  })
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    const title = `high contrast reads at AAA on home and a live stream, with no framed text (${viewport.width} px)`
    test(title, async ({ page }, testInfo) => {
      await signInWithHighContrast(page)
      await withLiveStream(async (streamId) => {
        for (const [name, path] of [
          ['home', '/'],
          ['stream', `/stream/${streamId}`],
        ]) {
          await page.goto(path)
          await page.waitForLoadState('networkidle')
          await expect(page.locator('html')).toHaveClass(/high-contrast/)
          const screenshot = await page.screenshot({ fullPage: true })
          await testInfo.attach(`${name}-${viewport.width}`, { body: screenshot, contentType: 'image/png' })
          expect.soft(await contrastViolations(page), `contrast on ${path}`).toEqual([])
          expect.soft(await framedText(page), `framed text on ${path}`).toEqual([])
          const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
          expect.soft(pageWidth, `the width of ${path} with its larger text`).toBeLessThanOrEqual(viewport.width)
        }
      })
    })
  })
}

test('high contrast keeps every genre chip of the side nav whole and inside it', async ({ page }) => {
  await signInWithHighContrast(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/high-contrast/)
  expect(await clippedGenreChips(page)).toEqual([])
})
