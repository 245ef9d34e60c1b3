import { expect, test } from '@playwright/test'
import { createTrack, openInteractive, registerUser, uniqueName } from './support'

/** How long after its time a scheduled track may keep anyone waiting: its followers hear of it at the next minute. */
const RELEASED_WITHIN_MS = 70_000

test('a scheduled track opens to visitors at its time and its followers hear of it once, with nobody firing the cron', async ({
  page,
  browser,
}) => {
  // Mostly waiting for the server's every-minute cron, which start.sh's timer fires (scripts/local-crons.ts).
  test.setTimeout(120_000)
  const creator = await registerUser(page, 'Punctual Creator')
  const fanContext = await browser.newContext()
  const fan = await fanContext.newPage()
  await registerUser(fan, 'Early Listener')
  expect((await fan.request.post('/api/follows', { data: { followedId: creator.id } })).status()).toBe(200)

  // The API takes any instant after the request ('Release time must be in the future'; the upload form's field picks
  // whole minutes): a few seconds ahead, time enough to see the track missing first.
  const releaseAt = Date.now() + 15_000
  const title = uniqueName('On Time ')
  const track = await createTrack(page, title, { releaseAt: new Date(releaseAt).toISOString() })
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  expect((await visitor.goto(`/track/${track.id}`))?.status()).toBe(404)
  await openInteractive(fan, '/')

  const byDeadline = () => ({ timeout: releaseAt + RELEASED_WITHIN_MS - Date.now() })
  const pageStatus = async () => (await visitor.goto(`/track/${track.id}`))?.status()
  await expect.poll(pageStatus, { ...byDeadline(), intervals: [1_000] }).toBe(200)
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible()

  // The fan's open page polls its unread count.
  await expect(fan.getByRole('button', { name: 'Notifications, 1 unread', exact: true })).toBeVisible(byDeadline())
  const notifications = (await (await fan.request.get('/api/notifications')).json()) as { text: string }[]
  expect(notifications.map((entry) => entry.text)).toEqual([`Punctual Creator published ${title}`])
  await visitorContext.close()
  await fanContext.close()
})
