import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { anyOf } from '../db/json-list'
import { uploads } from '../db/schema'
import { renditionKeyOf } from './rendition/rendition-rule'
import { mediaKeyOf } from './store'

/** The upload behind a media URL when this server issued it to `userId` for that kind of file. */
export async function findOwnUpload(db: Db, url: string, userId: number, kind: 'audio' | 'image') {
  const key = mediaKeyOf(url)
  if (!key) return undefined
  const [upload] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.userId, userId), eq(uploads.kind, kind)))
    .limit(1)
  return upload
}

/**
 * Forgets `ownerId`'s uploads behind URLs that no track, post, user or stream uses any more, and deletes each file
 * nobody else uploaded. Most keys are content hashes (ADR 014), so one file may back several rows and is kept while
 * any remains.
 */
export async function deleteUnusedMedia(
  bucket: R2Bucket,
  db: Db,
  ownerId: number,
  urls: (string | null)[],
): Promise<void> {
  const keysByUrl = new Map<string, string>()
  for (const url of urls) {
    const key = url ? mediaKeyOf(url) : null
    if (url && key) keysByUrl.set(url, key)
  }
  if (keysByUrl.size === 0) return
  // One SELECT of EXISTS terms: D1 allows at most five terms in a compound (UNION) SELECT.
  const used = await db.all<{ url: string }>(sql`
    select value as url from json_each(${JSON.stringify([...keysByUrl.keys()])}) where
      exists (select 1 from tracks where audio_url = value) or exists (select 1 from tracks where cover_url = value)
      or exists (select 1 from posts where image_url = value) or exists (select 1 from users where profile_image_url = value)
      or exists (select 1 from streams where thumbnail_url = value)
      or exists (select 1 from recording_video_segments where url = value)`)
  const usedUrls = new Set(used.map((row) => row.url))
  const unused = [...keysByUrl].filter(([url]) => !usedUrls.has(url)).map(([, key]) => key)
  if (unused.length === 0) return
  // Only the acting owner's uploads rows go: a URL that names someone else's file deletes nothing of theirs.
  // Rows first: once the row is gone no new track can claim the object that is about to disappear.
  await db.delete(uploads).where(and(inArray(uploads.key, anyOf(unused)), eq(uploads.userId, ownerId)))
  const stillUploaded = new Set(
    (
      await db
        .select({ key: uploads.key })
        .from(uploads)
        .where(inArray(uploads.key, anyOf(unused)))
    ).map((row) => row.key),
  )
  const orphans = unused.filter((key) => !stillUploaded.has(key))
  // An audio file's streaming rendition goes with it (docs/decisions/041-streaming-renditions.md).
  const renditions = orphans.filter((key) => key.startsWith('audio/')).map(renditionKeyOf)
  if (orphans.length > 0) await bucket.delete([...orphans, ...renditions])
}
