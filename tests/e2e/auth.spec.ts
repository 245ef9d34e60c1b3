import { expect, test } from '@playwright/test'
import { expectAccessible, expectToast, openInteractive, registerUser, uniqueName } from './support'

test('a visitor registers through the UI and lands on Your Creative Space @mobile', async ({ page }) => {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  const form = page.getByRole('form', { name: 'Register' })
  await form.getByLabel('Username').fill(uniqueName())
  await form.getByLabel('Display Name').fill('Erin Example')
  await form.getByLabel('Password').fill('secret123')
  await form.getByLabel('Bio (Optional)').fill('I make music in my kitchen.')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { name: 'Your Creative Space' })).toBeVisible()
  await expectToast(page, 'Registration successful')
})

test('the register form shows the validation messages of docs/product/screens.md', async ({ page }) => {
  await page.goto('/auth')
  await page.getByRole('tab', { name: 'Register' }).click()
  const form = page.getByRole('form', { name: 'Register' })
  await form.getByLabel('Username').fill('ab')
  await form.getByLabel('Display Name').fill('E')
  await form.getByLabel('Password').fill('12345')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(form.getByText('Username must be at least 3 characters')).toBeVisible()
  await expect(form.getByText('Display name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible()
  await expect(page).toHaveURL('/auth')
})

test('the demo account signs in, is sent away from /auth, and signs out', async ({ page }) => {
  await page.goto('/auth')
  await expect(page.getByText('welcome, login to access the site, otherwise register a free account')).toBeVisible()
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Username').fill('demo')
  await form.getByLabel('Password').fill('demo1234')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expectToast(page, 'Login successful', 'Welcome back, Demo User!')
  await expect(page.getByRole('heading', { name: 'Your Creative Space' })).toBeVisible()

  await page.goto('/auth')
  await expect(page).toHaveURL('/')

  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menu').getByText('Demo User')).toBeVisible()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expectToast(page, 'Logged out', 'You have been successfully logged out.')
  await expect(page).toHaveURL('/auth')
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible()
})

test('a wrong password shows the server message in a Login failed toast', async ({ page }) => {
  await page.goto('/login')
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Username').fill('demo')
  await form.getByLabel('Password').fill('not-the-password')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expectToast(page, 'Login failed', 'Invalid username or password')
})

test('an unknown route shows the 404 page @mobile', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible()
})

test('a WebSocket from the browser reaches the stream room', async ({ page }) => {
  await page.goto('/')
  const reply = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(`ws://${location.host}/ws?streamId=1`)
        socket.onopen = () => socket.send(JSON.stringify({ type: 'ping' }))
        // The room greets first (welcome, counts); the answer to the ping is the frame we want.
        socket.onmessage = (event) => {
          if (JSON.parse(String(event.data)).type === 'pong') resolve(String(event.data))
        }
        socket.onerror = () => reject(new Error('socket error'))
      }),
  )
  expect(JSON.parse(reply)).toMatchObject({ type: 'pong' })
})

test('the auth page and home have no serious accessibility violations @mobile', async ({ page }) => {
  await page.goto('/auth')
  await expectAccessible(page)
  await registerUser(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Your Creative Space' })).toBeVisible()
  await expectAccessible(page)
})

test('a visitor sent from a protected page signs in and is back there', async ({ page }) => {
  await openInteractive(page, '/settings?tab=profile')
  await expect(page).toHaveURL('/auth?redirectTo=%2Fsettings%3Ftab%3Dprofile')
  // The same from a link followed in the page (the loader then answers a data request, not a document).
  await openInteractive(page, '/discover')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click()
  await expect(page).toHaveURL('/auth?redirectTo=%2Flibrary')
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Username').fill('demo')
  await form.getByLabel('Password').fill('demo1234')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/library')
  await expect(page.getByRole('heading', { level: 1, name: 'Your Library' })).toBeVisible()
})

test("the header's Sign in comes back to the page; registering does too", async ({ page }) => {
  await openInteractive(page, '/discover')
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/auth?redirectTo=%2Fdiscover')
  await page.getByRole('tab', { name: 'Register' }).click()
  const form = page.getByRole('form', { name: 'Register' })
  await form.getByLabel('Username').fill(uniqueName())
  await form.getByLabel('Display Name').fill('Returning Newcomer')
  await form.getByLabel('Password').fill('secret123')
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expectToast(page, 'Registration successful')
  await expect(page).toHaveURL('/discover')
})

test('a redirectTo that leaves the site lands on home instead', async ({ page }) => {
  await openInteractive(page, `/auth?redirectTo=${encodeURIComponent('//evil.example/profile')}`)
  const form = page.getByRole('form', { name: 'Login' })
  await form.getByLabel('Username').fill('demo')
  await form.getByLabel('Password').fill('demo1234')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expectToast(page, 'Login successful', 'Welcome back, Demo User!')
  await expect(page).toHaveURL('/')
  // Signed in, the sign-in page itself obeys the same rule.
  await page.goto('/auth?redirectTo=https%3A%2F%2Fevil.example')
  await expect(page).toHaveURL('/')
  await page.goto('/auth?redirectTo=%2Fsettings')
  await expect(page).toHaveURL('/settings')
})
