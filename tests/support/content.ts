import { env } from 'cloudflare:test'
import type { PublicPost } from '../../contracts/posts'
import type { TrackDetail } from '../../contracts/tracks'
import { getDb } from '../../workers/db/client'
import { storeMedia } from '../../workers/media/store'
import type { TestClient } from './api'

/** Stands in for POST /api/upload/*: puts unique bytes in R2 and records the upload, as the upload route does. */
export async function uploadMedia(
  userId: number,
  kind: 'audio' | 'image',
  duration: number | null = kind === 'audio' ? 180 : null,
) {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return storeMedia(env.MEDIA, getDb(env.DB), {
    bytes,
    kind,
    contentType: kind === 'audio' ? 'audio/mpeg' : 'image/png',
    extension: kind === 'audio' ? 'mp3' : 'png',
    userId,
    duration,
  })
}

export async function createTrack(
  client: TestClient,
  userId: number,
  fields: Record<string, unknown> = {},
): Promise<TrackDetail> {
  const audioUrl = fields.audioUrl ?? (await uploadMedia(userId, 'audio')).url
  const response = await client.post('/api/tracks', { title: 'A track', artistName: 'An artist', audioUrl, ...fields })
  if (response.status !== 201) throw new Error(`track creation failed: ${response.status} ${await response.text()}`)
  return response.json()
}

export async function createPost(client: TestClient, fields: Record<string, unknown> = {}): Promise<PublicPost> {
  const response = await client.post('/api/posts', { title: 'A post', content: 'Some words', ...fields })
  if (response.status !== 201) throw new Error(`post creation failed: ${response.status} ${await response.text()}`)
  return response.json()
}

/** Moves a track's play events back in time, as if they happened `minutes` ago. */
export async function backdatePlays(trackId: number, minutes: number) {
  await env.DB.prepare('update play_events set played_at = ? where track_id = ?')
    .bind(Date.now() - minutes * 60 * 1000, trackId)
    .run()
}
