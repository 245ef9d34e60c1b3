import { expect, type Page } from '@playwright/test'

/** Asserts a toast shows these texts, read from the toast viewport (Radix also echoes them to a live region). */
export async function expectToast(page: Page, ...texts: string[]) {
  const viewport = page.getByRole('region', { name: /Notifications/ })
  for (const text of texts) await expect(viewport.getByText(text, { exact: true })).toBeVisible()
}

export const uniqueName = (prefix = 'e2e') => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth')
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/')
}
