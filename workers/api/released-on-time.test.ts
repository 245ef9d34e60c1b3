import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Notification } from '../../contracts/notifications'
import type { FeedPage } from '../../contracts/reposts'
import type { TrackDetail } from '../../contracts/tracks'
import { TestClient, signedInClient } from '../../tests/support/api'
import { createTrack, uploadMedia } from '../../tests/support/content'
import worker from '../app'
import { EVERY_MINUTE_CRON, HOURLY_CRON } from '../maintenance'

const visitor = new TestClient()
/** The queue's consumer runs a moment after the request. */
const eventually = (assertion: () => Promise<void>) => vi.waitFor(assertion, { timeout: 10_000, interval: 100 })
const queueSettles = () => new Promise((resolve) => setTimeout(resolve, 500))

/**
 * A followed creator's scheduled track whose time passed a moment ago, while the server ran no cron (as under
 * `wrangler dev`, which fires none).
 */
async function overdueRelease() {
  const owner = await signedInClient({ displayName: 'Punctual Creator' })
  const fan = await signedInClient()
  await fan.client.post('/api/follows', { followedId: owner.user.id })
  const cover = await uploadMedia(owner.user.id, 'image')
  const title = `Due ${crypto.randomUUID().slice(0, 8)}`
  const track = await createTrack(owner.client, owner.user.id, {
    title,
    coverUrl: cover.url,
    releaseAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
  })
  await env.DB.prepare('update tracks set release_at = ? where id = ?')
    .bind(Date.now() - 1000, track.id)
    .run()
  return { owner, fan: fan.client, track, title }
}
type Due = Awaited<ReturnType<typeof overdueRelease>>

const uploadNewsOf = async (client: TestClient) =>
  ((await (await client.get('/api/notifications')).json()) as Notification[]).filter((entry) => entry.type === 'upload')

async function runCron(cron: string) {
  const ctx = createExecutionContext()
  await worker.scheduled!(createScheduledController({ cron }), env, ctx)
  await waitOnExecutionContext(ctx)
}

const lists = async (response: Response, { track }: Due) =>
  ((await response.json()) as { id: number }[]).some((item) => item.id === track.id)
const opens = async (response: Response) => {
  await response.body?.cancel()
  return response.status === 200
}

describe('a scheduled track whose time has passed, before any cron has run', () => {
  let due: Due
  beforeAll(async () => {
    due = await overdueRelease()
  })

  it.each<[string, (due: Due) => string, (response: Response, due: Due) => Promise<boolean>]>([
    ['the newest tracks', () => '/api/tracks?limit=50', lists],
    ['the recent uploads', () => '/api/tracks/recent?limit=20', lists],
    ["its creator's tracks", ({ owner }) => `/api/tracks/user/${owner.user.id}`, lists],
    ['search', ({ title }) => `/api/search/tracks?query=${encodeURIComponent(title)}`, lists],
    ['its API read', ({ track }) => `/api/tracks/${track.id}`, opens],
    ['its page', ({ track }) => `/track/${track.id}`, opens],
    ['its embed', ({ track }) => `/embed/track/${track.id}`, opens],
    [
      'oEmbed',
      ({ track }) => `/oembed?url=${encodeURIComponent(`http://localhost/track/${track.id}`)}&format=json`,
      opens,
    ],
    ['its audio', ({ track }) => track.audioUrl, opens],
    ['its cover', ({ track }) => track.coverUrl!, opens],
  ])('is shown to a visitor by %s', async (_name, path, shows) => {
    expect(await shows(await visitor.get(path(due)), due)).toBe(true)
  })

  it("is in its creator's followers' feed", async () => {
    const { entries } = (await (await due.fan.get('/api/feed')).json()) as FeedPage
    expect(entries.map((entry) => entry.item.type === 'track' && entry.item.track.id)).toContain(due.track.id)
  })

  it('reads as released to its owner too: public, with no release time left to show', async () => {
    const own = (await (await due.owner.client.get(`/api/tracks/${due.track.id}`)).json()) as TrackDetail
    expect(own).toMatchObject({ visibility: 'public', releaseAt: null })
  })
})

describe('the every-minute cron, for a track whose time has passed', () => {
  it('tells its followers once, however often it runs', async () => {
    const { fan } = await overdueRelease()
    await runCron(EVERY_MINUTE_CRON)
    await eventually(async () => expect(await uploadNewsOf(fan)).toHaveLength(1))
    await runCron(EVERY_MINUTE_CRON)
    await queueSettles()
    expect(await uploadNewsOf(fan)).toHaveLength(1)
  })

  it('tells them once when its owner saves an edit before the cron has run', async () => {
    const { owner, fan, track } = await overdueRelease()
    // The edit dialog sends the visibility the track reads with: public, its time having passed.
    const edited = await owner.client.patch(`/api/tracks/${track.id}`, { title: 'Renamed', visibility: 'public' })
    expect(edited.status).toBe(200)
    await runCron(EVERY_MINUTE_CRON)
    await eventually(async () => expect(await uploadNewsOf(fan)).toHaveLength(1))
    await queueSettles()
    expect(await uploadNewsOf(fan)).toHaveLength(1)
  })

  it('leaves it private once its owner has made it so, though it was due', async () => {
    const { owner, track } = await overdueRelease()
    expect((await owner.client.patch(`/api/tracks/${track.id}`, { visibility: 'private' })).status).toBe(200)
    await runCron(EVERY_MINUTE_CRON)
    expect((await visitor.get(`/api/tracks/${track.id}`)).status).toBe(404)
  })
})

describe("the Worker's crons (wrangler.toml)", () => {
  it.each([EVERY_MINUTE_CRON, HOURLY_CRON])("'%s' runs without error through the scheduled entry", async (cron) => {
    await expect(runCron(cron)).resolves.toBeUndefined()
  })
})

describe('the door the local servers fire the crons through', () => {
  const fireByHand = (cron: string, localCrons = 'off') => {
    const request = new Request(`http://localhost/__scheduled?cron=${encodeURIComponent(cron)}`)
    return worker.fetch(
      request as Request<unknown, IncomingRequestCfProperties>,
      { ...env, LOCAL_CRONS: localCrons },
      createExecutionContext(),
    )
  }

  it('runs the cron it is asked for and answers once it is done, where start.sh opened it', async () => {
    const { track } = await overdueRelease()
    const response = await fireByHand(EVERY_MINUTE_CRON, 'on')
    expect(response.status).toBe(200)
    const stored = await env.DB.prepare('select visibility, release_at from tracks where id = ?').bind(track.id).first()
    expect(stored).toEqual({ visibility: 'public', release_at: null })
  })

  it('refuses a cron the Worker does not have with 400', async () => {
    const response = await fireByHand('*/5 * * * *', 'on')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: "Cron must be '* * * * *' or '17 * * * *'" })
  })

  it('is a page that does not exist elsewhere', async () => {
    expect((await fireByHand(EVERY_MINUTE_CRON)).status).toBe(404)
  })
})
