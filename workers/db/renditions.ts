import { eq } from 'drizzle-orm'
import { mediaUrl } from '../media/store'
import type { Db } from './client'
import { tracks, uploads } from './schema'

/**
 * Points every upload of the audio under `key`, and every track that plays it, at its streaming rendition, whichever
 * came first: a track made before the rendition gets it here, one made after copies the upload's.
 */
export async function saveRendition(db: Db, key: string, streamUrl: string): Promise<void> {
  await db.batch([
    db.update(uploads).set({ streamUrl }).where(eq(uploads.key, key)),
    db
      .update(tracks)
      .set({ streamUrl })
      .where(eq(tracks.audioUrl, mediaUrl(key))),
  ])
}
