import { expect, test, type Page } from '@playwright/test'
import { HOST_MOVED_MESSAGE } from '../../contracts/plain-values'
import { endStream, expectChatConnected, goLive } from './live-support'
import { expectAccessible, registerUser, watchForToast } from './support'

// Two studios with fake devices on a two-core machine.
test.describe.configure({ timeout: 120_000 })

/** A new host, signed up as `displayName`, live in the studio: returns the stream it broadcasts. */
async function hostLive(page: Page, displayName: string) {
  await registerUser(page, displayName)
  return goLive(page)
}

test("a host's second tab takes the broadcast over: the same stream goes on there, the first tab is told and stays out", async ({
  page,
  context,
}) => {
  const streamId = await hostLive(page, 'Two Tabs')

  const second = await context.newPage()
  const moved = watchForToast(page, 'Broadcast moved', HOST_MOVED_MESSAGE)
  expect(await goLive(second)).toBe(streamId)
  await moved
  await expect(page.getByRole('button', { name: 'Start Streaming' })).toBeVisible()

  // Longer than a relay's 3 s retry: the first tab does not take the broadcast back.
  await second.waitForTimeout(8000)
  await expect(second.getByText('LIVE', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start Streaming' })).toBeVisible()
  const stream = (await (await page.request.get(`/api/streams/${streamId}`)).json()) as { isLive: boolean }
  expect(stream.isLive).toBe(true)
  const mine = (await (await page.request.get('/api/streams/live/mine')).json()) as { stream: { id: number } }
  expect(mine.stream.id).toBe(streamId)

  await endStream(second)
})

test('a host who reloads the studio comes back to the same stream, and its listener hears it again', async ({
  page,
  browser,
}) => {
  const streamId = await hostLive(page, 'Reloading Host')

  const listenerContext = await browser.newContext()
  const listener = await listenerContext.newPage()
  await listener.goto(`/stream/${streamId}`)
  await expectChatConnected(listener)
  await expect(listener.getByText('Audio Connected')).toBeVisible({ timeout: 20_000 })

  await page.reload()
  await expect(listener.getByRole('status').getByText('The host is reconnecting')).toBeVisible({ timeout: 20_000 })
  await expectAccessible(listener)

  expect(await goLive(page)).toBe(streamId)
  await expect(listener.getByText('The host is reconnecting')).toHaveCount(0, { timeout: 20_000 })
  const meter = listener.getByRole('meter', { name: 'Audio level' })
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThan(-60)
  await expect(listener.getByText('This stream has ended')).toHaveCount(0)

  await endStream(page)
  await listenerContext.close()
})
