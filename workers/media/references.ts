import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { uploads } from '../db/schema'
import { MEDIA_URL_PREFIX } from './store'

const keyOf = (url: string) => (url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : null)

/** The upload behind a media URL when this server issued it to `userId` for that kind of file. */
export async function findOwnUpload(db: Db, url: string, userId: number, kind: 'audio' | 'image') {
  const key = keyOf(url)
  if (!key) return undefined
  const [upload] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.userId, userId), eq(uploads.kind, kind)))
    .limit(1)
  return upload
}

/**
 * Deletes the R2 objects (and their uploads rows) behind URLs that no track, post, user or stream uses any more.
 * Keys are content hashes, so one file may back several rows and is kept while any of them remains.
 */
export async function deleteUnusedMedia(bucket: R2Bucket, db: Db, urls: (string | null)[]): Promise<void> {
  const keysByUrl = new Map<string, string>()
  for (const url of urls) {
    const key = url ? keyOf(url) : null
    if (url && key) keysByUrl.set(url, key)
  }
  if (keysByUrl.size === 0) return
  const list = sql.join(
    [...keysByUrl.keys()].map((url) => sql`${url}`),
    sql`, `,
  )
  const used = await db.all<{ url: string }>(sql`
    select audio_url as url from tracks where audio_url in (${list})
    union select cover_url from tracks where cover_url in (${list})
    union select image_url from posts where image_url in (${list})
    union select profile_image_url from users where profile_image_url in (${list})
    union select thumbnail_url from streams where thumbnail_url in (${list})`)
  const usedUrls = new Set(used.map((row) => row.url))
  const keys = [...keysByUrl].filter(([url]) => !usedUrls.has(url)).map(([, key]) => key)
  if (keys.length === 0) return
  // Rows first: once the row is gone no new track can claim the object that is about to disappear.
  await db.delete(uploads).where(inArray(uploads.key, keys))
  await bucket.delete(keys)
}
