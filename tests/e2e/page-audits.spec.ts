import { AxeBuilder } from '@axe-core/playwright'
import { expect, request, test, type Page } from '@playwright/test'
import { fromOwnAddress, uniqueName } from './support'

// Lighthouse's mobile page: a phone's viewport, where the card grids pack tightest.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
// Seven pages each, with axe, on a two-core machine.
test.describe.configure({ timeout: 120_000 })

/**
 * The axe run of Lighthouse 12's accessibility category (core/gather/gatherers/accessibility.js): WCAG 2 A and AA,
 * plus its best practices such as heading order, 24 px touch targets and names that hold the visible label.
 */
const lighthouseAxe = (page: Page) =>
  new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    rules: Object.fromEntries([
      ...[
        'accesskeys',
        'aria-allowed-role',
        'aria-conditional-attr',
        'aria-deprecated-role',
        'aria-dialog-name',
        'aria-prohibited-attr',
        'aria-treeitem-name',
        'aria-text',
        'empty-heading',
        'heading-order',
        'html-xml-lang-mismatch',
        'identical-links-same-purpose',
        'image-redundant-alt',
        'input-button-name',
        'label-content-name-mismatch',
        'landmark-one-main',
        'link-in-text-block',
        'meta-viewport',
        'select-name',
        'skip-link',
        'tabindex',
        'table-duplicate-name',
        'table-fake-caption',
        'target-size',
        'td-has-header',
      ].map((rule) => [rule, { enabled: true }]),
      ...[
        'duplicate-id',
        'nested-interactive',
        'scrollable-region-focusable',
        'summary-name',
        'svg-img-alt',
        'role-img-alt',
      ].map((rule) => [rule, { enabled: false }]),
    ]),
  })

/**
 * The audited pages (docs/product/performance.md#pages), visited while a creator is live so the stream cards show
 * too; the stream ends afterwards.
 */
async function forEachAuditedPage(page: Page, visit: (path: string) => Promise<void>) {
  const host = await request.newContext({ baseURL: new URL(test.info().project.use.baseURL!).origin })
  const registered = await host.post('/api/register', {
    data: { username: uniqueName('live'), password: 'secret123', displayName: 'Audit Host' },
    headers: fromOwnAddress(),
  })
  expect(registered.status()).toBe(201)
  const live = await host.post('/api/streams/webrtc', { data: { title: 'An audited live set' } })
  expect(live.ok()).toBe(true)
  const { streamId } = (await live.json()) as { streamId: number }
  try {
    const [track] = (await (await page.request.get('/api/tracks/recent')).json()) as { id: number }[]
    for (const path of [
      '/',
      '/discover',
      '/streams',
      '/tracks',
      '/profile/demo',
      `/track/${track.id}`,
      `/stream/${streamId}`,
    ])
      await visit(path)
  } finally {
    await host.post(`/api/streams/${streamId}/end`)
    await host.dispose()
  }
}

test('the audited pages pass the axe checks of Lighthouse on a phone: heading order, 24 px targets, names with their label', async ({
  page,
}) => {
  const violations: string[] = []
  await forEachAuditedPage(page, async (path) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const results = await lighthouseAxe(page).analyze()
    for (const violation of results.violations)
      violations.push(`${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  })
  expect(violations).toEqual([])
})

test('the audited pages carry what Lighthouse SEO reads: a title, a description, a language; robots.txt is valid', async ({
  page,
}) => {
  await forEachAuditedPage(page, async (path) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await page.title()).toMatch(/\S · Soundwave$|^Soundwave$/)
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S.{9,}/)
  })
  const robots = await page.request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
  expect(await robots.text()).toMatch(/^User-agent: \*$/m)
})

test('hashed build assets are cached for a year, as immutable', async ({ page }) => {
  await page.goto('/')
  const stylesheet = await page.locator('head link[rel="stylesheet"]').first().getAttribute('href')
  expect(stylesheet).toMatch(/^\/assets\//)
  const response = await page.request.get(stylesheet!)
  expect(response.headers()['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/)
})
