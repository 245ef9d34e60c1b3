import { expect, test } from '@playwright/test'
import { expectChatConnected, goLive } from './live-support'
import { expectAccessible, registerUser } from './support'

// Live pages run fake devices, sockets and axe (two or three pages each) on a shared two-core machine: give them room.
test.describe.configure({ timeout: 300_000 })

test("the host deletes a viewer's message, times the viewer out and names them moderator; the viewer's chat follows", async ({
  browser,
}) => {
  const hostContext = await browser.newContext()
  const host = await hostContext.newPage()
  await registerUser(host, 'Strict Host')
  const streamId = await goLive(host)

  const viewerContext = await browser.newContext()
  const viewer = await viewerContext.newPage()
  await registerUser(viewer, 'Loud Viewer')
  await viewer.goto(`/stream/${streamId}`)
  await expectChatConnected(viewer)
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
  // The chat box closes, says why and counts the time left down; a reload does not open it again.
  const input = viewer.getByPlaceholder('Send a message')
  await expect(viewer.getByText(/^You are timed out for (10:00|9:\d\d)$/)).toBeVisible()
  await expect(input).toBeDisabled()
  await expect(viewer.getByRole('button', { name: 'Send message' })).toBeDisabled()
  await expect(viewer.getByRole('timer')).toHaveText(/^You are timed out for [89]:\d\d$/)
  await expectAccessible(viewer)
  await viewer.reload()
  await expectChatConnected(viewer)
  await expect(viewer.getByRole('timer')).toHaveText(/^You are timed out for [89]:\d\d$/)
  await expect(input).toBeDisabled()

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

test('the host names a moderator from the People list, bans a viewer there and unbans them; the viewer chats again', async ({
  browser,
}) => {
  const hostContext = await browser.newContext()
  const host = await hostContext.newPage()
  await registerUser(host, 'People Host')
  const streamId = await goLive(host)

  const modContext = await browser.newContext()
  const mod = await modContext.newPage()
  await registerUser(mod, 'Calm Viewer')
  await mod.goto(`/stream/${streamId}`)
  const rudeContext = await browser.newContext()
  const rude = await rudeContext.newPage()
  await registerUser(rude, 'Rude Viewer')
  await rude.goto(`/stream/${streamId}`)
  await expectChatConnected(rude)

  const watching = host.getByRole('region', { name: 'Watching now' })
  await expect(watching.getByText('Calm Viewer')).toBeVisible()
  await expect(watching.getByText('Rude Viewer')).toBeVisible()
  // Viewers who do not moderate see no People card.
  await expect(rude.getByRole('region', { name: 'Watching now' })).toHaveCount(0)

  await watching.getByRole('button', { name: 'Moderate Calm Viewer', exact: true }).click()
  await host.getByRole('menuitem', { name: 'Make moderator' }).click()
  await expect(watching.getByRole('listitem').filter({ hasText: 'Calm Viewer' }).getByText('Moderator')).toBeVisible()
  await expect(mod.getByRole('region', { name: 'Banned and timed out' })).toContainText('No one is banned or timed out')

  await watching.getByRole('button', { name: 'Moderate Rude Viewer', exact: true }).click()
  await host.getByRole('menuitem', { name: 'Ban' }).click()
  await expect(rude.getByText('You are banned from this chat')).toBeVisible()
  await expect(rude.getByPlaceholder('Send a message')).toBeDisabled()
  const banned = host.getByRole('region', { name: 'Banned and timed out' })
  await expect(banned.getByRole('listitem').filter({ hasText: 'Rude Viewer' })).toContainText('Banned')
  await expect(
    mod.getByRole('region', { name: 'Banned and timed out' }).getByRole('button', { name: 'Unban Rude Viewer' }),
  ).toBeVisible()
  await expectAccessible(host)

  await banned.getByRole('button', { name: 'Unban Rude Viewer' }).click()
  await expect(banned).toContainText('No one is banned or timed out')
  // Unbanned, the chat box opens again by itself.
  await expect(rude.getByPlaceholder('Send a message')).toBeEnabled()
  await expect(rude.getByText('You are banned from this chat')).toHaveCount(0)
  await rude.getByPlaceholder('Send a message').fill('Sorry, I will behave')
  await rude.keyboard.press('Enter')
  await expect(host.getByText('Sorry, I will behave')).toBeVisible()
  await expect(rude.getByText('You are banned from this chat')).toHaveCount(0)
  await Promise.all([hostContext.close(), modContext.close(), rudeContext.close()])
})
