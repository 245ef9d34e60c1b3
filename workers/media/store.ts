import type { Db } from '../db/client'
import { uploads } from '../db/schema'

export const MEDIA_URL_PREFIX = '/api/media/'

export const mediaUrl = (key: string) => `${MEDIA_URL_PREFIX}${key}`

/** The R2 key behind a URL mediaUrl made; null for any other URL. */
export const mediaKeyOf = (url: string) =>
  url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : null

export interface MediaObject {
  bytes: Uint8Array<ArrayBuffer>
  kind: 'audio' | 'image'
  contentType: string
  extension: string
  userId: number
  /** Seconds, for audio. */
  duration?: number | null
}

export type StoredMedia = Omit<MediaObject, 'bytes'> & { key: string; size: number }

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Puts checked bytes in R2 under a content-addressed key (so a key is never reused for other bytes and can be
 * cached forever) and records who uploaded it. Returns the URL that serves it.
 */
export async function storeMedia(
  bucket: R2Bucket,
  db: Db,
  { bytes, ...media }: MediaObject,
): Promise<{ key: string; url: string }> {
  const key = `${media.kind}/${await sha256Hex(bytes)}.${media.extension}`
  await bucket.put(key, bytes, { httpMetadata: { contentType: media.contentType } })
  return recordUpload(db, { ...media, key, size: bytes.byteLength })
}

/** Records who uploaded an object now in R2. Returns the URL that serves it. */
export async function recordUpload(db: Db, media: StoredMedia): Promise<{ key: string; url: string }> {
  await db
    .insert(uploads)
    .values({
      key: media.key,
      userId: media.userId,
      kind: media.kind,
      contentType: media.contentType,
      size: media.size,
      duration: media.duration ?? null,
    })
    .onConflictDoNothing()
  return { key: media.key, url: mediaUrl(media.key) }
}
