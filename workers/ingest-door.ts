import { z } from 'zod'
import { INGEST_STREAM_HEADER, REFUSED_PUSH_READ_BYTES } from '../durable-objects/media/ingest'
import { roomOf } from '../durable-objects/room/room-identity'
import { answerError } from './api/http'
import { sameSecret } from './auth/same-secret'
import { getDb } from './db/client'
import { findStreamByKey } from './db/streams'
import { discardBody } from './media/request-body'

/** The path of the door: /ingest/{streamKey}. */
export const INGEST_PATH = /^\/ingest\/([^/]+)$/

const streamKeySchema = z.string().min(1).max(200)

/** Refuses and stores nothing; the body the program is sending is read on, not left half read (`discardBody`). */
async function refuse(request: Request, status: number, message: string): Promise<Response> {
  await discardBody(request.body, { atMost: REFUSED_PUSH_READ_BYTES })
  return answerError(status, message)
}

/**
 * POST /ingest/{streamKey} (docs/decisions/033-ingest-over-http-push.md): broadcasting software pushes a live WebM
 * as a streamed request body. The Worker finds the stream by its key and hands the body, as it arrives, to the
 * stream's room (durable-objects/media/ingest.ts), which answers when the push ends.
 */
export async function receivePush(request: Request, env: Env, rawKey: string): Promise<Response> {
  if (request.method !== 'POST') return refuse(request, 405, 'Push the stream with POST')
  const key = streamKeySchema.safeParse(rawKey)
  const stream = key.success ? await findStreamByKey(getDb(env.DB), key.data) : undefined
  if (!key.success || !stream?.streamKey || !sameSecret(key.data, stream.streamKey)) {
    return refuse(request, 403, 'Unknown stream key (was it rotated? Copy the current one from the studio)')
  }
  // A live stream takes the push, and so does one waiting for it, which goes live with the first bytes.
  if (stream.endedAt) return refuse(request, 409, 'This stream has ended; make a new one in the studio')
  return forwardToRoom(request, roomOf(env, stream.id), stream.id)
}

/**
 * The door pumps the body to the room itself, so that when the room answers before the body's end (a refusal, a
 * takeover) the door stops reading it before its own answer goes out: a request body read after the response is sent
 * is an error in workerd.
 */
async function forwardToRoom(request: Request, room: DurableObjectStub, streamId: number): Promise<Response> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()
  const stop = new AbortController()
  void request.body?.pipeTo(writable, { signal: stop.signal }).catch(() => undefined)
  const answer = await room.fetch(request.url, {
    method: 'POST',
    headers: { [INGEST_STREAM_HEADER]: String(streamId), 'Content-Type': 'video/webm' },
    body: request.body ? readable : null,
  })
  stop.abort()
  return answer
}
