import type { RenditionJob } from '../contracts/media/rendition-job'
import type { Db } from './db/client'
import { saveRendition } from './db/renditions'
import { makeRendition } from './media/rendition/make-rendition'
import { renditionKeyOf } from './media/rendition/rendition-rule'
import { mediaUrl } from './media/store'

/** A heavy upload asks for its streaming rendition and answers at once; the media queue makes it (ADR 041). */
export const queueRendition = (env: Env, key: string) =>
  env.MEDIA_JOBS.send({ type: 'rendition', key } satisfies RenditionJob)

/**
 * Encodes the audio under `key` to its MP3 rendition beside it in R2 and points its uploads and tracks' streamUrl at
 * it. A file that cannot be rendered keeps streaming its original (logged); a failed read or D1 write throws.
 */
export async function makeStoredRendition(env: Env, db: Db, key: string) {
  const object = await env.MEDIA.get(key)
  // Deleted since (its track too): nothing left to render.
  if (!object) return
  const renditionKey = renditionKeyOf(key)
  const made = await makeRendition(object.body, object.httpMetadata?.contentType ?? '', env.MEDIA, renditionKey)
    .then(() => true)
    .catch((error) => {
      console.error(`the rendition of ${key} could not be made`, error)
      return false
    })
  if (!made) return
  await saveRendition(db, key, mediaUrl(renditionKey))
  // Deleted while it was being made: the rendition must not outlive its original.
  if (!(await env.MEDIA.head(key))) await env.MEDIA.delete(renditionKey)
}
