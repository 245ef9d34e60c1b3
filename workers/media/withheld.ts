import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { listedTrack } from '../db/listed'

/** A private track that uses a media file: its owner and its link's secret. */
export interface Withholder {
  userId: number
  privateToken: string | null
}

/**
 * The private tracks whose audio, streaming rendition or cover this file is, when no public track uses it too (keys
 * are content hashes, so a file may back several tracks): such a file plays only for their owners and their links
 * (docs/decisions/042-private-links-and-scheduled-releases.md). Read through the partial indexes on private tracks.
 */
export async function withholdersOf(db: Db, url: string): Promise<Withholder[]> {
  // A scheduled track whose time has come withholds nothing, though stored private until the cron runs; the first
  // term keeps the partial indexes on private tracks in use.
  const unreleased = sql`visibility = 'private' and not ${listedTrack}`
  const rows = await db.all<{ user_id: number; private_token: string | null }>(sql`
    select user_id, private_token from tracks where ${unreleased} and audio_url = ${url}
    union all select user_id, private_token from tracks where ${unreleased} and stream_url = ${url}
    union all select user_id, private_token from tracks where ${unreleased} and cover_url = ${url}`)
  if (rows.length === 0) return []
  const [publicUse] = await db.all(sql`
    select 1 from tracks where ${listedTrack} and (audio_url = ${url} or stream_url = ${url} or cover_url = ${url})
    limit 1`)
  if (publicUse) return []
  return rows.map((row) => ({ userId: row.user_id, privateToken: row.private_token }))
}
