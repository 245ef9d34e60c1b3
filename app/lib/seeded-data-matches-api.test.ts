import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient, TestClient } from '../../tests/support/api'
import { createPost, createTrack } from '../../tests/support/content'
import { createLoadContext } from '../../workers/load-context'
import { loader as homeLoader } from '../routes/_index'
import { loader as dashboardLoader } from '../routes/dashboard'
import { loader as discoverLoader } from '../routes/discover'
import { loader as genreLoader } from '../routes/genre.$name'
import { loader as genresLoader } from '../routes/genres'
import { loader as libraryLoader } from '../routes/library'
import { loader as playlistLoader } from '../routes/playlist.$id'
import { loader as postLoader } from '../routes/posts.$id'
import { loader as postsLoader } from '../routes/posts._index'
import { loader as profileLoader } from '../routes/profile.$username'
import { loader as searchLoader } from '../routes/search'
import { loader as settingsLoader } from '../routes/settings'
import { loader as streamLoader } from '../routes/stream.$id'
import { loader as streamsLoader } from '../routes/streams'
import { loader as topPicksLoader } from '../routes/top-picks'
import { loader as trackLoader } from '../routes/tracks.$id'
import { loader as tracksLoader } from '../routes/tracks._index'

type Loader = (args: LoaderFunctionArgs) => unknown
type Seeded = { dehydratedState: { queries: { queryKey: readonly unknown[]; state: { data: unknown } }[] } }

/** Runs a page's loader as `client`'s page request (the client's session cookie, if any, is the viewer). */
async function load(loader: Loader, client: TestClient, path: string, params: Record<string, string> = {}) {
  const cookie = client.sessionCookie
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} })
  const context = createLoadContext(request, env as Env, createExecutionContext())
  return (await loader({ request, context, params } as LoaderFunctionArgs)) as Seeded
}

/** Each query the page carries holds exactly what the API answers its path for the same viewer, and no other. */
async function expectTheApiAnswers(seeded: Seeded, client: TestClient, paths: string[]) {
  const queries = seeded.dehydratedState.queries
  expect(queries.map((query) => query.queryKey[0]).sort()).toEqual([...paths].sort())
  for (const query of queries) {
    const path = String(query.queryKey[0])
    const response = await client.get(path)
    expect(response.status, path).toBe(200)
    expect(query.state.data, path).toStrictEqual(await response.json())
  }
}

describe('the data a page carries is what the API answers the browser', () => {
  it('tracks: a track page, the track list, a genre, top picks and the home page', async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id, { title: 'Seeded track', genre: 'Ambient' })
    await expectTheApiAnswers(
      await load(trackLoader, client, `/tracks/${track.id}`, { id: String(track.id) }),
      client,
      [`/api/tracks/${track.id}`],
    )
    await expectTheApiAnswers(await load(tracksLoader, client, '/tracks?sort=recent'), client, [
      '/api/tracks?sort=recent&limit=12',
    ])
    await expectTheApiAnswers(await load(genreLoader, client, '/genre/ambient', { name: 'ambient' }), client, [
      '/api/tracks?genre=ambient&limit=12',
    ])
    await expectTheApiAnswers(await load(topPicksLoader, client, '/top-picks'), client, [
      '/api/tracks/top-picks?limit=12',
    ])
    await expectTheApiAnswers(await load(homeLoader, client, '/'), client, [
      '/api/streams/featured?limit=3',
      '/api/tracks/recent?limit=4',
      '/api/creators/recommended?limit=5',
      `/api/tracks/user/${user.id}`,
      `/api/posts/user/${user.id}`,
    ])
  })

  it('streams: a live and an ended stream, the live list and the studio dashboard', async () => {
    const { client, user } = await signedInClient()
    const live = await client.post('/api/streams/webrtc', { userId: user.id })
    const { streamId } = (await live.json()) as { streamId: number }
    const visitor = new TestClient()
    const params = { id: String(streamId) }
    await expectTheApiAnswers(await load(streamLoader, visitor, `/stream/${streamId}`, params), visitor, [
      `/api/streams/${streamId}`,
    ])
    await expectTheApiAnswers(await load(streamsLoader, visitor, '/streams'), visitor, ['/api/streams/featured'])
    await client.post(`/api/streams/${streamId}/end`)
    await expectTheApiAnswers(await load(streamLoader, visitor, `/stream/${streamId}`, params), visitor, [
      `/api/streams/${streamId}`,
      `/api/tracks/recordings?streamId=${streamId}&limit=1`,
    ])
    await expectTheApiAnswers(await load(dashboardLoader, client, '/dashboard'), client, [
      `/api/tracks/user/${user.id}`,
      `/api/streams/user/${user.id}`,
      `/api/posts/user/${user.id}`,
    ])
  })

  it('posts: a post page and the community list', async () => {
    const { client } = await signedInClient()
    const post = await createPost(client, { title: 'Seeded post' })
    const visitor = new TestClient()
    await expectTheApiAnswers(await load(postLoader, visitor, `/posts/${post.id}`, { id: String(post.id) }), visitor, [
      `/api/posts/${post.id}`,
    ])
    await expectTheApiAnswers(await load(postsLoader, visitor, '/posts'), visitor, ['/api/posts/recent'])
  })

  it('creators and genres: Discover and the genre list', async () => {
    const visitor = new TestClient()
    await expectTheApiAnswers(await load(discoverLoader, visitor, '/discover'), visitor, [
      '/api/creators/recommended',
      '/api/tracks/top-picks?limit=2',
    ])
    await expectTheApiAnswers(await load(genresLoader, visitor, '/genres'), visitor, ['/api/genres'])
  })

  it("users: someone else's profile, found by name, with whether the viewer follows them", async () => {
    const owner = await signedInClient()
    await createTrack(owner.client, owner.user.id)
    const { client } = await signedInClient()
    await client.post('/api/follows', { followedId: owner.user.id })
    const params = { username: owner.user.username }
    const id = owner.user.id
    await expectTheApiAnswers(await load(profileLoader, client, `/profile/${owner.user.username}`, params), client, [
      `/api/users/${id}`,
      `/api/streams/user/${id}`,
      `/api/tracks/user/${id}`,
      `/api/follows/check/${id}`,
    ])
  })

  it("library: the viewer's own tracks, liked tracks and history, and a playlist", async () => {
    const { client, user } = await signedInClient()
    const track = await createTrack(client, user.id)
    await client.post('/api/likes', { contentType: 'track', contentId: track.id })
    await client.post(`/api/tracks/${track.id}/play`)
    await expectTheApiAnswers(await load(libraryLoader, client, '/library'), client, [
      `/api/tracks/user/${user.id}`,
      '/api/likes/tracks',
      '/api/history',
    ])
    const created = await client.post('/api/playlists', { name: 'Seeded list' })
    const { id } = (await created.json()) as { id: number }
    await client.post(`/api/playlists/${id}/tracks`, { trackId: track.id })
    const visitor = new TestClient()
    await expectTheApiAnswers(await load(playlistLoader, visitor, `/playlist/${id}`, { id: String(id) }), visitor, [
      `/api/playlists/${id}`,
    ])
  })

  it('settings: the settings page of the signed-in user', async () => {
    const { client, user } = await signedInClient()
    await client.patch(`/api/user-settings/${user.id}`, { uiColor: 'purple' })
    await expectTheApiAnswers(await load(settingsLoader, client, '/settings'), client, [
      `/api/user-settings/${user.id}`,
    ])
  })

  it('search: the four searches of the page', async () => {
    const { client, user } = await signedInClient()
    await createTrack(client, user.id, { title: 'Searchable seeded tune' })
    const visitor = new TestClient()
    await expectTheApiAnswers(await load(searchLoader, visitor, '/search?q=seeded'), visitor, [
      '/api/search/tracks?query=seeded',
      '/api/search/users?query=seeded',
      '/api/search/streams?query=seeded',
      '/api/search/posts?query=seeded',
    ])
  })
})
