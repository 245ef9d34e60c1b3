import { queryOptions } from '@tanstack/react-query'
import type { PublicUser } from '../../../contracts/user'
import type { GoLiveInput, LiveStreamCreated, MyLiveStream, Stream, StreamKey } from '../../../contracts/streams'
import { apiRequest, newIdempotencyKey } from '../api-client'

/** What the studio asks before going live; a blank title leaves the server's "{name}'s live stream". */
export type StreamDetails = Pick<GoLiveInput, 'title' | 'description'>

/** Query keys are the API paths. */
export const liveQueries = {
  /** The viewer page reads the broadcaster (and its follower count) from the user detail. */
  broadcaster: (userId: number) => queryOptions<PublicUser>({ queryKey: [`/api/users/${userId}`] }),
  /** Made server-side and shown only to the stream's owner. */
  streamKey: (streamId: number) => queryOptions<StreamKey>({ queryKey: [`/api/streams/${streamId}/key`] }),
}

export const liveApi = {
  /** One Start Streaming (or take-over): the key of its submit, else one of its own. */
  start: (userId: number, userName: string, details: StreamDetails = {}, idempotencyKey = newIdempotencyKey()) => {
    const body = { userId, userName, ...details }
    return apiRequest<LiveStreamCreated>('POST', '/api/streams/webrtc', body, { idempotencyKey })
  },
  /** POST /api/streams: a stream made ahead for broadcasting software, waiting for its first bytes. */
  createForSoftware: (userId: number, details: { title: string; description?: string }, idempotencyKey: string) =>
    apiRequest<Stream>('POST', '/api/streams', { userId, ...details }, { idempotencyKey }),
  /** The host's live stream and where it is broadcast from now: what an opening studio resumes or offers to take. */
  mine: () => apiRequest<MyLiveStream>('GET', '/api/streams/live/mine'),
  end: (streamId: number) => apiRequest<Stream>('POST', `/api/streams/${streamId}/end`),
  rotateKey: (streamId: number) => apiRequest<StreamKey>('POST', `/api/streams/${streamId}/key`),
  /** GET /api/streams/webrtc/{id}: a 404 (success false) means no such stream. */
  exists: (streamId: number) =>
    apiRequest<{ success: boolean }>('GET', `/api/streams/webrtc/${streamId}`).then((answer) => answer.success),
}
