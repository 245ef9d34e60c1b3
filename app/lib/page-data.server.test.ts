import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../tests/support/api'
import { createTrack } from '../../tests/support/content'
import { recordingD1 } from '../../tests/support/statements'
import { createLoadContext } from '../../workers/load-context'
import { loader as discoverLoader } from '../routes/discover'
import { loader as homeLoader } from '../routes/_index'
import { loader as streamLoader } from '../routes/stream.$id'
import { loader as streamsLoader } from '../routes/streams'
import { loader as tracksLoader } from '../routes/tracks._index'
import { readOrNull, seed } from './page-data.server'
import { pageReads } from './page-reads.server'
import { browseQueries, TRACKS_PAGE_SIZE } from './queries/browse'
import { creatorQueries, postQueries, streamQueries, trackQueries } from './queries/content'

/** A page request's load context, with the SQL its loaders send to D1. */
function pageRequest(path = '/', cookie?: string) {
  const { DB, statements } = recordingD1()
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} })
  const context = createLoadContext(request, { ...(env as Env), DB }, createExecutionContext())
  const args = { request, context, params: {} } as LoaderFunctionArgs
  return { context, statements, args }
}

type Loaded = { dehydratedState: { queries: { queryKey: readonly unknown[] }[] } }
const keysOf = (loaded: Loaded) => loaded.dehydratedState.queries.map((query) => query.queryKey[0]).sort()
const keys = (...queries: { queryKey: readonly unknown[] }[]) => queries.map((query) => query.queryKey[0]).sort()

describe('seed', () => {
  it('dehydrates the reads it was given under their query keys, and leaves out a refused one', async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id, { title: 'Seeded' })
    const { context } = pageRequest()
    const loaded = await seed(context, [pageReads.tracks.detail(track.id), pageReads.tracks.detail(999_999_999)])
    expect(loaded.dehydratedState.queries.map((query) => [query.queryKey, query.state.data])).toEqual([
      [trackQueries.detail(track.id).queryKey, { ...track, videoSegments: [] }],
    ])
  })

  it('reads a query once per page request however many loaders ask, and dehydrates only what it was given', async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id)
    const { context, statements } = pageRequest()
    expect(await readOrNull(context, pageReads.tracks.detail(track.id))).toEqual({ ...track, videoSegments: [] })
    const afterOne = statements.length
    const loaded = await seed(context, [pageReads.tracks.byUser(user.id), pageReads.tracks.detail(track.id)])
    expect(keysOf(loaded)).toEqual(keys(trackQueries.byUser(user.id), trackQueries.detail(track.id)))
    const afterTwo = statements.length
    expect(afterTwo).toBeGreaterThan(afterOne)
    expect(keysOf(await seed(context, [pageReads.tracks.byUser(user.id)]))).toEqual(keys(trackQueries.byUser(user.id)))
    expect(statements).toHaveLength(afterTwo)
  })

  it('answers null for a read the API refuses: a malformed id, or settings that are not the viewer’s', async () => {
    const { context } = pageRequest()
    expect(await readOrNull(context, pageReads.tracks.detail(1.5))).toBeNull()
    const { user } = await signedInClient()
    const other = await signedInClient()
    const signedIn = pageRequest('/', other.client.sessionCookie)
    expect(await readOrNull(signedIn.context, pageReads.settings(user.id))).toBeNull()
    expect((await seed(signedIn.context, [pageReads.settings(user.id)])).dehydratedState.queries).toEqual([])
  })
})

describe('what a page dehydrates is what it renders', () => {
  it("home: the 3 live streams, 4 recent uploads and 5 creators it shows; a signed-in user's own tracks and posts too (the feed loads in the browser)", async () => {
    const visitor = (await homeLoader(pageRequest().args)) as Loaded
    expect(keysOf(visitor)).toEqual(
      keys(streamQueries.featuredRow(), trackQueries.recent(), creatorQueries.recommendedRow()),
    )
    expect(keys(streamQueries.featuredRow(), trackQueries.recent(), creatorQueries.recommendedRow())).toEqual([
      '/api/creators/recommended?limit=5',
      '/api/streams/featured?limit=3',
      '/api/tracks/recent?limit=4',
    ])
    const { client, user } = await signedInClient()
    const signedIn = (await homeLoader(pageRequest('/', client.sessionCookie).args)) as Loaded
    expect(keysOf(signedIn)).toEqual(
      keys(
        streamQueries.featuredRow(),
        trackQueries.recent(),
        creatorQueries.recommendedRow(),
        trackQueries.byUser(user.id),
        postQueries.byUser(user.id),
      ),
    )
  })

  it("discover: the open Creators tab and the two top picks, not the hidden tabs' streams and tracks", async () => {
    const loaded = (await discoverLoader(pageRequest('/discover').args)) as Loaded
    expect(keysOf(loaded)).toEqual(keys(creatorQueries.recommended(), browseQueries.topPicks({ limit: 2 })))
  })

  it('streams: the open Live tab only, not the hidden Recordings and My Streams tabs', async () => {
    const { client } = await signedInClient()
    const loaded = (await streamsLoader(pageRequest('/streams', client.sessionCookie).args)) as Loaded
    expect(keysOf(loaded)).toEqual(keys(streamQueries.featured()))
  })

  it("a stream: the stream alone, not its broadcaster's detail, which would be a second read after the first", async () => {
    const { client, user } = await signedInClient()
    const live = await client.post('/api/streams/webrtc', { userId: user.id })
    const { streamId } = (await live.json()) as { streamId: number }
    const { args } = pageRequest(`/stream/${streamId}`)
    const loaded = (await streamLoader({ ...args, params: { id: String(streamId) } })) as Loaded
    expect(keysOf(loaded)).toEqual(keys(streamQueries.detail(streamId)))
  })

  it('tracks: the first page of 12 tracks, which Load more continues', async () => {
    const loaded = (await tracksLoader(pageRequest('/tracks?sort=popular').args)) as Loaded
    expect(TRACKS_PAGE_SIZE).toBe(12)
    expect(keysOf(loaded)).toEqual(keys(browseQueries.trackList({ sort: 'popular', limit: 12 })))
  })
})

describe('a page reads in parallel what does not depend on the session', () => {
  it('home reads the lists everyone sees before the session is answered', async () => {
    const { client } = await signedInClient()
    const { context, statements, args } = pageRequest('/', client.sessionCookie)
    let answerSession = () => {}
    const sessionHeld = new Promise<void>((resolve) => (answerSession = resolve))
    const viewer = context.reader.viewer
    context.reader.viewer = () => sessionHeld.then(viewer)
    const loading = homeLoader(args)
    await new Promise((resolve) => setTimeout(resolve, 0))
    // The featured streams, the recent tracks and the creators go out with the session's lookup, not after it.
    expect(statements.length).toBeGreaterThanOrEqual(3)
    answerSession()
    await loading
  })
})
