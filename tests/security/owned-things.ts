import { uploadMedia } from '../support/content'
import type { TestClient } from '../support/api'

const json = async <T>(response: Response) => {
  if (!response.ok) throw new Error(`setup call failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** One of everything a user can own, made through the API, so calls on them can be tried by anyone. */
export async function createOwnedThings(client: TestClient, userId: number) {
  const audio = await uploadMedia(userId, 'audio')
  const track = await json<{ id: number }>(
    await client.post('/api/tracks', { title: 'Owned track', artistName: 'Owner', audioUrl: audio.url }),
  )
  const spare = await json<{ id: number }>(
    await client.post('/api/tracks', { title: 'Spare track', artistName: 'Owner', audioUrl: audio.url }),
  )
  const post = await json<{ id: number }>(await client.post('/api/posts', { title: 'Owned post', content: 'Mine' }))
  const stream = await json<{ id: number }>(
    await client.post('/api/streams', { title: 'Owned stream', description: 'Later' }),
  )
  const playlist = await json<{ id: number }>(await client.post('/api/playlists', { name: 'Owned playlist' }))
  await json(await client.post(`/api/playlists/${playlist.id}/tracks`, { trackId: track.id }))
  const comment = await json<{ id: number }>(
    await client.post(`/api/tracks/${track.id}/comments`, { content: 'Owned comment' }),
  )
  return {
    userId,
    trackId: track.id,
    spareTrackId: spare.id,
    postId: post.id,
    streamId: stream.id,
    playlistId: playlist.id,
    commentId: comment.id,
  }
}

export type OwnedThings = Awaited<ReturnType<typeof createOwnedThings>>
