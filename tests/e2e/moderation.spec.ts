import { expect, test } from '@playwright/test'
import { goLive } from './live-support'
import { expectAccessible, registerUser } from './support'

// Live pages run fake devices, sockets and axe on a two-core machine: give the journey room.
test.describe.configure({ timeout: 90_000 })

test("the host deletes a viewer's message, times the viewer out and names them moderator; the viewer's chat follows", async ({ browser }) => {
  const hostContext = await browser.newContext()
  const host = await hostContext.newPage()
  await registerUser(host, 'Strict Host')
  const streamId = await goLive(host)

  const viewerContext = await browser.newContext()
  const viewer = await viewerContext.newPage()
  await registerUser(viewer, 'Loud Viewer')
  await viewer.goto(`/stream/${streamId}`)
  await expect(viewer.getByText('Connected', { exact: true })).toBeVisible()
  const say = async (text: string) => {
    await viewer.getByPlaceholder('Send a message').fill(text)
    await viewer.keyboard.press('Enter')
  }

  await say('Buy cheap followers here')
  await expect(host.getByText('Buy cheap followers here')).toBeVisible()
  await expect(viewer.getByText('Buy cheap followers here')).toBeVisible()
  // A viewer who does not moderate gets no menu.
  await expect(viewer.getByRole('button', { name: /^Moderate / })).toHaveCount(0)

  await host.getByRole('button', { name: "Moderate Loud Viewer's message" }).click()
  await host.getByRole('menuitem', { name: 'Delete message' }).click()
  await expect(viewer.getByText('Buy cheap followers here')).toHaveCount(0)
  await expect(host.getByText('Buy cheap followers here')).toHaveCount(0)

  await say('You cannot stop me')
  await expect(host.getByText('You cannot stop me')).toBeVisible()
  await host.getByRole('button', { name: "Moderate Loud Viewer's message" }).click()
  await expect(host.getByRole('menuitem', { name: 'Make moderator' })).toBeVisible()
  await host.getByRole('menuitem', { name: 'Timeout 10 min' }).click()
  await expect(viewer.getByText('You are timed out for 10 minutes')).toBeVisible()
  await expectAccessible(viewer)

  await say('Hello?')
  await expect(viewer.getByText('You are timed out for 10 minutes')).toBeVisible()
  await expect(viewer.getByText('Hello?')).toHaveCount(0)
  await expect(host.getByText('Hello?')).toHaveCount(0)

  // The switches reach the room and come back as the chat's settings.
  await host.getByRole('switch', { name: 'Followers-only chat' }).click()
  await expect(host.getByRole('switch', { name: 'Followers-only chat' })).toBeChecked()
  await expectAccessible(host)

  // A moderator the host names moderates from the viewer page.
  await host.getByRole('button', { name: "Moderate Loud Viewer's message" }).click()
  await host.getByRole('menuitem', { name: 'Make moderator' }).click()
  await host.getByPlaceholder('Type a message...').fill('Welcome, everyone')
  await host.keyboard.press('Enter')
  await expect(viewer.getByText('Welcome, everyone')).toBeVisible()
  await viewer.getByRole('button', { name: "Moderate Strict Host's message" }).click()
  await expect(viewer.getByRole('menuitem', { name: 'Make moderator' })).toHaveCount(0)
  await viewer.getByRole('menuitem', { name: 'Delete message' }).click()
  await expect(host.getByText('Welcome, everyone')).toHaveCount(0)
  await Promise.all([hostContext.close(), viewerContext.close()])
})
