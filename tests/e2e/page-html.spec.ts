import { expect, test } from '@playwright/test'
import { openInteractive } from './support'

/**
 * The server's HTML is light. Icons carry no attribute every icon would repeat (app/lib/icons/lucide-icon.ts):
 * the CSS draws them as before.
 */
test('icons come without repeated attributes and still draw at their size, stroked and unfilled', async ({ page }) => {
  const html = await (await page.request.get('/')).text()
  expect(html).toContain('class="lucide lucide-play')
  expect(html).not.toContain('xmlns="http://www.w3.org/2000/svg"')
  expect(html).not.toContain('stroke-linejoin')

  await openInteractive(page, '/')
  const play = page
    .getByRole('region', { name: 'Recent Uploads' })
    .getByRole('button', { name: /^Play / })
    .first()
    .locator('svg')
  const drawn = await play.evaluate((icon) => {
    const style = getComputedStyle(icon)
    const { width, height } = icon.getBoundingClientRect()
    return {
      width,
      height,
      fill: style.fill,
      stroke: style.stroke,
      color: style.color,
      strokeWidth: style.strokeWidth,
      linecap: style.strokeLinecap,
    }
  })
  expect(drawn).toEqual({
    width: 20,
    height: 20,
    fill: 'none',
    stroke: drawn.color,
    color: drawn.color,
    strokeWidth: '2px',
    linecap: 'round',
  })
  // A Button still sizes the icon inside it (its utility outranks the icons' own CSS).
  const menu = page
    .getByRole('region', { name: 'Recent Uploads' })
    .getByRole('button', { name: /^More options for / })
    .first()
    .locator('svg')
  expect(await menu.evaluate((icon) => icon.getBoundingClientRect().width)).toBe(16)
})
