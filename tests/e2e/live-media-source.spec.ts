import { expect, test, type Browser } from '@playwright/test'
import { endStream, expectChatConnected, goLive } from './live-support'
import { registerUser, uniqueName } from './support'

test.describe.configure({ timeout: 180_000 })

/** A listener's page in a browser whose MediaSource globals are rearranged before any script of the page runs. */
async function listenerWith(browser: Browser, streamId: number, globals: 'managed only' | 'none') {
  const context = await browser.newContext()
  await context.addInitScript((kind) => {
    const scope = window as unknown as Record<string, unknown>
    // iPhone Safari 17.1 and later: ManagedMediaSource, no MediaSource.
    if (kind === 'managed only') scope.ManagedMediaSource = scope.MediaSource
    delete scope.MediaSource
  }, globals)
  const page = await context.newPage()
  await page.goto(`/stream/${streamId}`)
  await expectChatConnected(page)
  return page
}

test('a listener whose browser has only ManagedMediaSource hears the stream; one with neither is told it cannot play live streams', async ({
  browser,
}) => {
  const hostContext = await browser.newContext()
  const host = await hostContext.newPage()
  await registerUser(host, uniqueName('Phone Host '))
  const streamId = await goLive(host)

  const iphone = await listenerWith(browser, streamId, 'managed only')
  await expect(iphone.getByText('Audio Connected')).toBeVisible({ timeout: 20_000 })
  const meter = iphone.getByRole('meter', { name: 'Audio level' })
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(-60)

  const old = await listenerWith(browser, streamId, 'none')
  await expect(old.getByRole('status').filter({ hasText: 'This browser cannot play live streams.' })).toBeVisible()
  await expect(old.getByText('No Audio')).toBeVisible()

  await endStream(host)
  await Promise.all([hostContext.close(), iphone.context().close(), old.context().close()])
})
