import { expect, test } from '@playwright/test'
import { openInteractive } from './support'

test('pages send a nonce CSP that forbids framing, with nosniff and a strict referrer policy', async ({ request }) => {
  const [first, second] = await Promise.all([request.get('/'), request.get('/discover')])
  for (const response of [first, second]) {
    const headers = response.headers()
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[\w-]{16,}'/)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  }
  const nonceOf = (csp: string) => csp.match(/'nonce-([\w-]+)'/)![1]
  expect(nonceOf(first.headers()['content-security-policy'])).not.toBe(
    nonceOf(second.headers()['content-security-policy']),
  )
})

test('the app runs under its CSP, and a script it did not render does not', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await openInteractive(page, '/')
  // Hydrated: client-side navigation works.
  await page.getByRole('link', { name: 'Discover' }).first().click()
  await expect(page).toHaveURL('/discover')
  expect(violations).toEqual([])

  const injectedRan = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.appendChild(script)
    return (window as unknown as { injected?: boolean }).injected === true
  })
  expect(injectedRan).toBe(false)
})

test('another site cannot frame the settings page', async ({ page, baseURL }) => {
  const blocked = page.waitForEvent('console', (message) =>
    /frame-ancestors|Refused to (display|frame)/i.test(message.text()),
  )
  await page.setContent(`<iframe src="${baseURL}/settings" title="framed"></iframe>`)
  await blocked
  // Chromium swaps the refused document for its own error page: nothing of the app is left in the frame.
  expect(page.frames().filter((frame) => frame.url().startsWith(baseURL!))).toEqual([])
})
