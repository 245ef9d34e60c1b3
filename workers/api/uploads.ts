import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { UPLOAD_LIMITS, type UploadedAudio, type UploadedImage } from '../../contracts/uploads'
import { storeStreamedAudio } from '../media/audio-upload'
import { probeImage } from '../media/image-probe'
import { multipartFile } from '../media/multipart'
import { MediaRejection, type MediaKind, type RejectionReason } from '../media/rejection'
import { bodyWithin, collectWithin, discardRest, within } from '../media/request-body'
import { storeMedia } from '../media/store'
import { fail, requireUser } from './http'
import { queueLoudness } from '../loudness-queue'
import { needsRendition } from '../media/rendition/rendition-rule'
import { queueRendition } from '../rendition-queue'
import { idempotent } from './idempotency'
import type { AppEnv } from './types'

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_ALLOWANCE = 64 * 1024

const STATUS_BY_REASON: Record<RejectionReason, ContentfulStatusCode> = {
  missing: 400,
  empty: 400,
  'too-large': 413,
  unsupported: 415,
  corrupt: 422,
  'too-many-pixels': 422,
}

/**
 * Hands `store` the file in the form field named after its kind (`image` or `audio`) as it arrives, within that
 * kind's size limit, and turns a refused upload into its HTTP status and message. Before that answer, the rest of
 * the body is read and dropped, so the client gets to read it (ADR 010).
 */
async function receiving<T>(
  c: Context<AppEnv>,
  kind: MediaKind,
  store: (file: AsyncIterable<Uint8Array>) => Promise<T>,
): Promise<T> {
  const { maxBytes, tooLarge } = UPLOAD_LIMITS[kind]
  const body = bodyWithin(c.req.raw, maxBytes + MULTIPART_ALLOWANCE, tooLarge)
  try {
    return await store(within(multipartFile(body, c.req.header('Content-Type'), kind), maxBytes, tooLarge))
  } catch (error) {
    if (!(error instanceof MediaRejection)) throw error
    await discardRest(body)
    return fail(STATUS_BY_REASON[error.reason], error.message)
  }
}

export const uploadsRouter = new Hono<AppEnv>()
  .post('/upload/image', idempotent, async (c) => {
    const user = await requireUser(c)
    const { tooLarge, maxBytes } = UPLOAD_LIMITS.image
    const { url } = await receiving(c, 'image', async (file) => {
      // Images are small enough to be held whole: one part's worth at most (ADR 014).
      const bytes = await collectWithin(file, maxBytes, tooLarge)
      const { contentType, extension } = probeImage(bytes)
      return storeMedia(c.env.MEDIA, c.get('db'), { bytes, kind: 'image', contentType, extension, userId: user.id })
    })
    return c.json<UploadedImage>({ url })
  })
  .post('/upload/audio', idempotent, async (c) => {
    const user = await requireUser(c)
    const audio = await receiving(c, 'audio', (file) => storeStreamedAudio(c.env.MEDIA, c.get('db'), file, user.id))
    const { key, url, duration } = audio
    await queueLoudness(c.env, key)
    if (needsRendition(audio)) await queueRendition(c.env, key)
    return c.json<UploadedAudio>({ url, duration })
  })
