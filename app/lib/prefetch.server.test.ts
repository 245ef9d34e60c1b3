import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../tests/support/api'
import { createTrack } from '../../tests/support/content'
import { createLoadContext } from '../../workers/load-context'
import { loader as discoverLoader } from '../routes/discover'
import { loader as homeLoader } from '../routes/_index'
import { loader as profileLoader } from '../routes/profile.$username'
import { loader as streamLoader } from '../routes/stream.$id'
import { loader as streamsLoader } from '../routes/streams'
import { loader as tracksLoader } from '../routes/tracks._index'
import { fetchOrNull, prefetch } from './prefetch.server'
import { browseQueries, TRACKS_PAGE_SIZE } from './queries/browse'
import { creatorQueries, postQueries, streamQueries, trackQueries } from './queries/content'

/** A page request's load context, with the API paths its loaders call. */
function pageRequest(path = '/', cookie?: string) {
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} })
  const context = createLoadContext(request, env as Env, createExecutionContext())
  const calls: string[] = []
  const api = context.api
  context.api = (apiPath, init) => {
    calls.push(apiPath)
    return api(apiPath, init)
  }
  const args = { request, context, params: {} } as LoaderFunctionArgs
  return { context, calls, args }
}

type Loaded = { dehydratedState: { queries: { queryKey: readonly unknown[] }[] } }
const keysOf = (loaded: Loaded) => loaded.dehydratedState.queries.map((query) => query.queryKey[0]).sort()
const keys = (...queries: { queryKey: readonly unknown[] }[]) => queries.map((query) => query.queryKey[0]).sort()

describe('prefetch', () => {
  it('dehydrates the answered queries it was given, with the API answer as their data, and leaves out a failed one', async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id, { title: 'Prefetched' })
    const { context } = pageRequest()
    const loaded = await prefetch(context, [trackQueries.detail(track.id), trackQueries.detail(999_999_999)])
    expect(loaded.dehydratedState.queries.map((query) => [query.queryKey, query.state.data])).toEqual([
      [trackQueries.detail(track.id).queryKey, { ...track, videoSegments: [] }],
    ])
  })

  it('loads a query once per page request however many loaders ask, and only what it was given is dehydrated', async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id)
    const { context, calls } = pageRequest()
    expect(await fetchOrNull(context, trackQueries.detail(track.id))).toEqual({ ...track, videoSegments: [] })
    const loaded = await prefetch(context, [trackQueries.byUser(user.id), trackQueries.detail(track.id)])
    expect(keysOf(loaded)).toEqual(keys(trackQueries.byUser(user.id), trackQueries.detail(track.id)))
    expect(calls.sort()).toEqual(keys(trackQueries.byUser(user.id), trackQueries.detail(track.id)))
    expect(keysOf(await prefetch(context, [trackQueries.byUser(user.id)]))).toEqual(keys(trackQueries.byUser(user.id)))
    expect(calls).toHaveLength(2)
    // Another request loads its own.
    const other = pageRequest()
    await fetchOrNull(other.context, trackQueries.detail(track.id))
    expect(other.calls).toEqual(keys(trackQueries.detail(track.id)))
  })

  it('answers null for a query the API does not answer', async () => {
    expect(await fetchOrNull(pageRequest().context, trackQueries.detail(999_999_999))).toBeNull()
  })
})

describe('what a page dehydrates is what it renders', () => {
  it("home: the 3 live streams, 4 recent uploads and 5 creators it shows; a signed-in user's own tracks and posts too", async () => {
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

describe('a page loads in parallel what does not depend on the session', () => {
  it('home asks for the lists everyone sees before the session is answered', async () => {
    const { client } = await signedInClient()
    const { context, args } = pageRequest('/', client.sessionCookie)
    let answerSession = () => {}
    const sessionHeld = new Promise<void>((resolve) => (answerSession = resolve))
    const asked: string[] = []
    const api = context.api
    context.api = async (path, init) => {
      asked.push(path)
      if (path === '/api/user') await sessionHeld
      return api(path, init)
    }
    const loading = homeLoader(args)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(asked.sort()).toEqual(
      [
        '/api/user',
        ...keys(streamQueries.featuredRow(), trackQueries.recent(), creatorQueries.recommendedRow()),
      ].sort(),
    )
    answerSession()
    await loading
  })

  it('a profile whose name was seen before asks for its user and its lists at once, not the lists after the user', async () => {
    const { client, user } = await signedInClient()
    await createTrack(client, user.id, { title: 'On the profile' })
    const params = { username: user.username }
    await profileLoader({ ...pageRequest(`/profile/${user.username}`).args, params })

    const { context, args } = pageRequest(`/profile/${user.username}`)
    const asked: string[] = []
    let answerAll = () => {}
    const held = new Promise<void>((resolve) => (answerAll = resolve))
    const api = context.api
    context.api = async (path, init) => {
      asked.push(path)
      await held
      return api(path, init)
    }
    const loading = profileLoader({ ...args, params })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(asked.sort()).toEqual(
      keys(browseQueries.user(user.id), streamQueries.byUser(user.id), trackQueries.byUser(user.id)),
    )
    answerAll()
    const loaded = (await loading) as Loaded & { userId: number }
    expect(loaded.userId).toBe(user.id)
    expect(keysOf(loaded)).toEqual(
      keys(browseQueries.user(user.id), streamQueries.byUser(user.id), trackQueries.byUser(user.id)),
    )
  })
})
