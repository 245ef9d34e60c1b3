import { z } from 'zod'
import { loginSchema, registerSchema } from '../../contracts/auth'
import { pageQuerySchema, userItemsQuerySchema } from '../../contracts/common'
import { followSchema } from '../../contracts/follows'
import { likeRequestSchema } from '../../contracts/likes'
import { playlistChangesSchema, playlistNameSchema, playlistTrackSchema } from '../../contracts/playlists'
import { createPostSchema } from '../../contracts/posts'
import { searchQuerySchema } from '../../contracts/search'
import { updateSettingsSchema } from '../../contracts/settings'
import { createStreamSchema, goLiveSchema } from '../../contracts/streams'
import {
  createTrackSchema,
  historyQuerySchema,
  playsAnalyticsQuerySchema,
  privateLinkQuerySchema,
  recentTracksQuerySchema,
  recordingsQuerySchema,
  relatedTracksQuerySchema,
  trackListQuerySchema,
} from '../../contracts/tracks'
import { updateUserSchema } from '../../contracts/users'

/** The field names of an object contract, also behind a `.transform` (a pipe from the object). */
function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType)
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape)
  throw new Error('the fuzzer reads field names from object contracts only')
}

/** What a path parameter names; the fuzzer fills it with a real one of those, or with an odd value. */
export type ParamKind = 'user' | 'username' | 'track' | 'post' | 'stream' | 'playlist' | 'contentType' | 'mediaKey'

/** The real things a fuzzed call may name (made by the fuzzer's setup). */
export type World = Record<ParamKind, string>

export interface ApiCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** `:name` segments are filled from `params`. */
  path: string
  params?: Record<string, ParamKind>
  /** The query's field names, from its contract. */
  query?: string[]
  /** The JSON body's field names, from its contract, and a valid body (a mutation changes one thing in it). */
  body?: string[]
  sample?: (world: World) => Record<string, unknown>
  /** multipart/form-data in this field (uploads). */
  upload?: 'image' | 'audio'
  /** Hashes a password (PBKDF2, 100k iterations): fuzzed a few times only; throttles answer 429 soon anyway. */
  expensive?: boolean
  /** Ends the caller's session: never sent with the fuzzer's own sessions. */
  endsSession?: boolean
}

/** A JSON call whose sample is checked against its contract's input type. */
const json = <Schema extends z.ZodType>(
  method: ApiCall['method'],
  path: string,
  body: Schema,
  sample: (world: World) => z.input<Schema>,
  extra: Partial<ApiCall> = {},
): ApiCall => ({ method, path, body: fieldsOf(body), sample: sample as ApiCall['sample'], ...extra })

const id = (kind: ParamKind) => ({ id: kind })

/** Every call of workers/api/*.ts. */
export const API_CALLS: ApiCall[] = [
  json(
    'POST',
    '/api/register',
    registerSchema,
    () => ({ username: 'fuzzed_user', password: 'secret123', displayName: 'Fuzzed' }),
    { expensive: true },
  ),
  json('POST', '/api/login', loginSchema, () => ({ username: 'fuzzed_user', password: 'secret123' }), {
    expensive: true,
  }),
  { method: 'POST', path: '/api/logout', endsSession: true },
  { method: 'GET', path: '/api/user' },

  { method: 'GET', path: '/api/creators/recommended' },
  { method: 'GET', path: '/api/genres' },
  { method: 'GET', path: '/api/channels/followed' },

  json('POST', '/api/follows', followSchema, (w) => ({ followedId: Number(w.user) })),
  { method: 'DELETE', path: '/api/follows/:creatorId', params: { creatorId: 'user' } },
  { method: 'GET', path: '/api/follows/check/:userId', params: { userId: 'user' } },

  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/health/detailed' },
  { method: 'GET', path: '/api/health-check' },

  { method: 'GET', path: '/api/history', query: fieldsOf(historyQuerySchema) },
  { method: 'GET', path: '/api/analytics/plays', query: fieldsOf(playsAnalyticsQuerySchema) },

  { method: 'GET', path: '/api/likes/tracks', query: fieldsOf(userItemsQuerySchema) },
  { method: 'GET', path: '/api/likes/check', query: fieldsOf(likeRequestSchema) },
  {
    method: 'GET',
    path: '/api/likes/count/:contentType/:contentId',
    params: { contentType: 'contentType', contentId: 'track' },
  },
  json('POST', '/api/likes', likeRequestSchema, (w) => ({ contentId: Number(w.track), contentType: 'track' as const })),
  json('DELETE', '/api/likes', likeRequestSchema, (w) => ({
    contentId: Number(w.track),
    contentType: 'track' as const,
  })),

  { method: 'GET', path: '/api/media/:key', params: { key: 'mediaKey' } },
  { method: 'POST', path: '/api/upload/image', upload: 'image' },
  { method: 'POST', path: '/api/upload/audio', upload: 'audio' },

  { method: 'GET', path: '/api/playlists', query: fieldsOf(userItemsQuerySchema) },
  json('POST', '/api/playlists', playlistNameSchema, () => ({ name: 'Fuzzed playlist' })),
  { method: 'GET', path: '/api/playlists/:id', params: id('playlist') },
  json('PATCH', '/api/playlists/:id', playlistChangesSchema, () => ({ name: 'Renamed' }), { params: id('playlist') }),
  { method: 'POST', path: '/api/playlists/:id/private-link', params: id('playlist') },
  { method: 'DELETE', path: '/api/playlists/:id', params: id('playlist') },
  json('POST', '/api/playlists/:id/tracks', playlistTrackSchema, (w) => ({ trackId: Number(w.track) }), {
    params: id('playlist'),
  }),
  { method: 'DELETE', path: '/api/playlists/:id/tracks/:trackId', params: { id: 'playlist', trackId: 'track' } },

  { method: 'GET', path: '/api/posts', query: fieldsOf(pageQuerySchema) },
  { method: 'GET', path: '/api/posts/recent' },
  { method: 'GET', path: '/api/posts/user/:userId', params: { userId: 'user' }, query: fieldsOf(userItemsQuerySchema) },
  { method: 'GET', path: '/api/posts/:id', params: id('post') },
  json('POST', '/api/posts', createPostSchema, () => ({ title: 'Fuzzed', content: 'Words', tags: ['a'] })),
  { method: 'DELETE', path: '/api/posts/:id', params: id('post') },

  { method: 'GET', path: '/api/search/tracks', query: fieldsOf(searchQuerySchema) },
  { method: 'GET', path: '/api/search/users', query: fieldsOf(searchQuerySchema) },
  { method: 'GET', path: '/api/search/streams', query: fieldsOf(searchQuerySchema) },
  { method: 'GET', path: '/api/search/posts', query: fieldsOf(searchQuerySchema) },

  { method: 'GET', path: '/api/user-settings/:userId', params: { userId: 'user' } },
  json(
    'PATCH',
    '/api/user-settings/:userId',
    updateSettingsSchema,
    () => ({ uiColor: '#123456', enableAutoplay: true }),
    { params: { userId: 'user' } },
  ),

  { method: 'GET', path: '/api/streams', query: fieldsOf(pageQuerySchema) },
  { method: 'GET', path: '/api/streams/featured' },
  {
    method: 'GET',
    path: '/api/streams/user/:userId',
    params: { userId: 'user' },
    query: fieldsOf(userItemsQuerySchema),
  },
  json('POST', '/api/streams/webrtc', goLiveSchema, () => ({ title: 'Fuzzed live' })),
  { method: 'GET', path: '/api/streams/webrtc/:streamId', params: { streamId: 'stream' } },
  { method: 'GET', path: '/api/streams/:id', params: id('stream') },
  json('POST', '/api/streams', createStreamSchema, () => ({
    title: 'Fuzzed stream',
    description: 'Later',
    tags: ['x'],
  })),
  { method: 'DELETE', path: '/api/streams/:id', params: id('stream') },
  { method: 'POST', path: '/api/streams/:id/end', params: id('stream') },
  { method: 'GET', path: '/api/streams/:id/key', params: id('stream') },
  { method: 'POST', path: '/api/streams/:id/key', params: id('stream') },

  { method: 'GET', path: '/api/tracks', query: fieldsOf(trackListQuerySchema) },
  { method: 'GET', path: '/api/tracks/recent', query: fieldsOf(recentTracksQuerySchema) },
  { method: 'GET', path: '/api/tracks/recordings', query: fieldsOf(recordingsQuerySchema) },
  { method: 'GET', path: '/api/tracks/top-picks', query: fieldsOf(pageQuerySchema) },
  {
    method: 'GET',
    path: '/api/tracks/user/:userId',
    params: { userId: 'user' },
    query: fieldsOf(userItemsQuerySchema),
  },
  { method: 'GET', path: '/api/tracks/:id', params: id('track'), query: fieldsOf(privateLinkQuerySchema) },
  { method: 'POST', path: '/api/tracks/:id/private-link', params: id('track') },
  json('POST', '/api/tracks', createTrackSchema, (w) => ({
    title: 'Fuzzed',
    artistName: 'Fuzzer',
    audioUrl: `/api/media/${w.mediaKey}`,
  })),
  { method: 'DELETE', path: '/api/tracks/:id', params: id('track') },
  { method: 'POST', path: '/api/tracks/:id/play', params: id('track') },
  { method: 'GET', path: '/api/tracks/:id/download', params: id('track'), query: fieldsOf(privateLinkQuerySchema) },
  { method: 'GET', path: '/api/tracks/:id/related', params: id('track'), query: fieldsOf(relatedTracksQuerySchema) },

  { method: 'GET', path: '/api/users/by-username/:username', params: { username: 'username' } },
  { method: 'GET', path: '/api/users/:id', params: id('user') },
  json('PATCH', '/api/users/:id', updateUserSchema, () => ({ displayName: 'Fuzzed Name', bio: 'Bio' }), {
    params: id('user'),
  }),
]
