import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, expectToast, registerUser } from './support'

/** Replaces window.open so the popups' addresses and features can be read back. */
async function recordPopups(page: Page) {
  await page.evaluate(() => {
    const opened: [string, string, string][] = []
    ;(window as unknown as { opened: typeof opened }).opened = opened
    window.open = (url, target, features) => {
      opened.push([String(url), String(target), String(features)])
      return null
    }
  })
  return () => page.evaluate(() => (window as unknown as { opened: [string, string, string][] }).opened)
}

const SHARE_QUERY = new URLSearchParams({
  id: '7',
  type: 'track',
  title: 'Rain & Neon',
  description: 'A late-night synth piece',
  returnUrl: '/tracks/7',
}).toString()

test('the share page opens each network in a 600x400 popup with the link and its share text @mobile', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/share?${SHARE_QUERY}`)
  await expect(page.getByRole('heading', { name: 'Rain & Neon' })).toBeVisible()
  await expect(page.getByText('A late-night synth piece')).toBeVisible()
  await expectAccessible(page)

  const opened = await recordPopups(page)
  for (const network of ['Facebook', 'Twitter', 'WhatsApp', 'Telegram', 'LinkedIn', 'Reddit']) {
    await page.getByRole('button', { name: network, exact: true }).click()
  }
  const link = encodeURIComponent(`${baseURL}/track/7`)
  const text = encodeURIComponent('Check out this track on Soundwave: Rain & Neon')
  expect(await opened()).toEqual([
    [`https://www.facebook.com/sharer/sharer.php?u=${link}&quote=${text}`, '_blank', 'width=600,height=400'],
    [`https://twitter.com/intent/tweet?text=${text}&url=${link}`, '_blank', 'width=600,height=400'],
    [`https://wa.me/?text=${text}%20${link}`, '_blank', 'width=600,height=400'],
    [`https://t.me/share/url?url=${link}&text=${text}`, '_blank', 'width=600,height=400'],
    [`https://www.linkedin.com/sharing/share-offsite/?url=${link}`, '_blank', 'width=600,height=400'],
    [`https://www.reddit.com/submit?url=${link}&title=${text}`, '_blank', 'width=600,height=400'],
  ])

  await page.getByRole('link', { name: 'Return to Content' }).click()
  await expect(page).toHaveURL('/tracks/7')
})

test('Copy Link copies the content address, and says so for 3 seconds', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(`/share?${SHARE_QUERY}`)
  await expect(page.getByLabel('Share link')).toHaveValue(`${baseURL}/track/7`)
  await page.getByRole('button', { name: 'Copy Link' }).click()
  await expectToast(page, 'Link copied!')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/track/7`)
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Link copied!')).toBeHidden({
    timeout: 4500,
  })
})

test('a refused clipboard shows how to copy by hand', async ({ page }) => {
  await page.goto(`/share?${SHARE_QUERY}`)
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } })
  })
  await page.getByRole('button', { name: 'Copy Link' }).click()
  await expectToast(page, 'Failed to copy', 'Please try again or copy the link manually.')
})

test('a share link without id or type says what is missing; a foreign returnUrl is ignored', async ({ page }) => {
  await page.goto('/share?type=track&title=Nothing')
  await expect(page.getByRole('heading', { name: 'Missing content information' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page).toHaveURL('/')

  await page.goto('/share?id=1&type=post&title=Hi&returnUrl=https%3A%2F%2Fevil.example%2F')
  await expect(page.getByRole('heading', { name: 'Hi' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Content' })).toHaveCount(0)
  await page.goto('/share?id=1&type=post&title=Hi&returnUrl=%2F%2Fevil.example')
  await expect(page.getByRole('link', { name: 'Return to Content' })).toHaveCount(0)
})

test('the health page shows the three checks and refreshes each @mobile', async ({ page }) => {
  await page.goto('/health-test')
  const basic = page.getByRole('region', { name: 'Basic' })
  await expect(basic.getByText('Healthy', { exact: true })).toBeVisible()
  await expect(basic.getByText('connected')).toBeVisible()
  await expect(basic.getByText(/^\d+m \d+s$/)).toBeVisible()
  const detailed = page.getByRole('region', { name: 'Detailed' })
  await expect(detailed.getByText('Service: database')).toBeVisible()
  await expect(detailed.getByText('Not measured by the Workers runtime')).toBeVisible()
  await expect(detailed.getByText('healthy').first()).toBeVisible()
  const direct = page.getByRole('region', { name: 'Direct' })
  await expect(direct.getByText('ok', { exact: true })).toBeVisible()
  await expectAccessible(page)

  const timestamp = direct.getByText(/UTC$/)
  const before = await timestamp.textContent()
  await page.waitForTimeout(1100)
  const refreshed = page.waitForResponse('**/api/health-check')
  await direct.getByRole('button', { name: 'Refresh Direct' }).click()
  await refreshed
  await expect(timestamp).not.toHaveText(before!)
})

test('a failing check reports its error in its panel', async ({ page }) => {
  await page.route('**/api/health/detailed', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Storage is down"}' }),
  )
  await page.goto('/health-test')
  const detailed = page.getByRole('region', { name: 'Detailed' })
  await expect(detailed.getByText('healthy').first()).toBeVisible()
  await detailed.getByRole('button', { name: 'Refresh Detailed' }).click()
  await expect(detailed.getByText('Error fetching detailed health: Storage is down')).toBeVisible()
})

test('the auth test page signs the demo account in and out and shows raw API answers', async ({ page }) => {
  test.slow()
  await page.goto('/auth-test')
  const session = page.getByRole('region', { name: 'Current User' })
  await expect(session.getByText('Not authenticated')).toBeVisible()
  await expectAccessible(page)

  await session.getByRole('button', { name: 'Check Cookies' }).click()
  await expect(session.getByText('No session cookie: the API sees a visitor.')).toBeVisible()

  const login = page.getByRole('form', { name: 'Test login' })
  await expect(login.getByLabel('Username')).toHaveValue('demo')
  await expect(login.getByLabel('Password')).toHaveValue('demo1234')
  await login.getByRole('button', { name: 'Login' }).click()
  await expectToast(page, 'Login successful', 'Welcome back, Demo User!')
  await expect(page).toHaveURL('/auth-test')
  await expect(session.getByText('Authenticated', { exact: true })).toBeVisible()
  await expect(session.getByText('Demo User')).toBeVisible()
  await expect(session.getByText('demo', { exact: true })).toBeVisible()

  await session.getByRole('button', { name: 'Check Cookies' }).click()
  await expect(session.getByText('Session cookie found: the API recognises this browser’s session.')).toBeVisible()
  await session.getByRole('button', { name: 'Refetch User Data' }).click()
  await expect(session.getByText('Authenticated', { exact: true })).toBeVisible()

  const calls = page.getByRole('region', { name: 'API Calls' })
  await calls.getByRole('button', { name: 'GET /api/user-settings/1' }).click()
  await expect(calls.getByText('Status: 200')).toBeVisible()
  await expect(calls.locator('pre')).toContainText('"uiColor"')
  await calls.getByRole('button', { name: 'GET /api/streams' }).click()
  // Other journeys start streams, so the seeded one may be past the first page: look for a stream's own field.
  await expect(calls.locator('pre')).toContainText('"peakViewerCount"')

  await page.getByRole('button', { name: 'Logout' }).click()
  await expectToast(page, 'Logged out')
  await expect(page).toHaveURL('/auth-test')
  await expect(session.getByText('Not authenticated')).toBeVisible()
  await calls.getByRole('button', { name: 'GET /api/user', exact: true }).click()
  await expect(calls.getByText('Status: 401')).toBeVisible()
})

test('another user asking for /api/user-settings/1 sees the refusal as text', async ({ page }) => {
  await registerUser(page)
  await page.goto('/auth-test')
  const calls = page.getByRole('region', { name: 'API Calls' })
  await calls.getByRole('button', { name: 'GET /api/user-settings/1' }).click()
  await expect(calls.getByText('Status: 403')).toBeVisible()
  await expect(calls.locator('pre')).toContainText('"message"')
  await expectAccessible(page)
})
