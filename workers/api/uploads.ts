import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, type UploadedAudio, type UploadedImage } from '../../contracts/uploads'
import { probeAudio } from '../media/audio-probe'
import { probeImage } from '../media/image-probe'
import { multipartField } from '../media/multipart'
import { MediaRejection, type MediaKind, type RejectionReason } from '../media/rejection'
import { readBodyWithin } from '../media/request-body'
import { storeMedia } from '../media/store'
import { fail, requireUser } from './http'
import type { AppEnv } from './types'

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_ALLOWANCE = 64 * 1024

const LIMITS: Record<MediaKind, { maxBytes: number; tooLarge: string }> = {
  image: { maxBytes: MAX_IMAGE_BYTES, tooLarge: 'Images must be 5 MB or smaller' },
  audio: { maxBytes: MAX_AUDIO_BYTES, tooLarge: 'Audio files must be 50 MB or smaller' },
}

const STATUS_BY_REASON: Record<RejectionReason, ContentfulStatusCode> = {
  empty: 400,
  'too-large': 413,
  unsupported: 415,
  corrupt: 422,
  'too-many-pixels': 422,
}

/** Runs `step`, turning a refused upload into its HTTP status and message. */
async function refusing<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (error instanceof MediaRejection) fail(STATUS_BY_REASON[error.reason], error.message)
    throw error
  }
}

/** The file in the form field named after its kind (`image` or `audio`), within that kind's size limit. */
async function uploadedFile(c: Context<AppEnv>, kind: MediaKind): Promise<Uint8Array<ArrayBuffer>> {
  const { maxBytes, tooLarge } = LIMITS[kind]
  const body = await refusing(() => readBodyWithin(c.req.raw, maxBytes + MULTIPART_ALLOWANCE, tooLarge))
  const file = multipartField(body, c.req.header('Content-Type'), kind)
  if (!file) return fail(400, `Send the file as multipart/form-data in a field named "${kind}"`)
  if (file.byteLength > maxBytes) fail(413, tooLarge)
  return file
}

export const uploadsRouter = new Hono<AppEnv>()
  .post('/upload/image', async (c) => {
    const user = requireUser(c)
    const bytes = await uploadedFile(c, 'image')
    const { contentType, extension } = await refusing(() => probeImage(bytes))
    const { url } = await storeMedia(c.env.MEDIA, c.get('db'), { bytes, kind: 'image', contentType, extension, userId: user.id })
    return c.json<UploadedImage>({ url })
  })
  .post('/upload/audio', async (c) => {
    const user = requireUser(c)
    const bytes = await uploadedFile(c, 'audio')
    const { contentType, extension, duration } = await refusing(() => probeAudio(bytes))
    const { url } = await storeMedia(c.env.MEDIA, c.get('db'), { bytes, kind: 'audio', contentType, extension, duration, userId: user.id })
    return c.json<UploadedAudio>({ url, duration })
  })
