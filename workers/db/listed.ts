import { eq, or, sql } from 'drizzle-orm'
import { playlists, tracks } from './schema'

/** The instant the statement runs, in the milliseconds the timestamp columns hold. */
const nowMs = sql`(unixepoch('subsec') * 1000)`

/**
 * The one condition every list, search, feed and count of others' things adds: a private or not yet released track
 * is, to everyone without its link, a track that does not exist. A scheduled track is released the moment its time
 * comes, whether or not the cron has turned it public yet (docs/decisions/042-private-links-and-scheduled-releases.md).
 * Never null (a track with no release time is simply not released), so `not` of it holds for every unlisted track.
 */
export const listedTrack = sql`(${tracks.visibility} = 'public' or coalesce(${tracks.releaseAt} <= ${nowMs}, 0))`

/** The same for playlists. */
export const listedPlaylist = eq(playlists.visibility, 'public')

/** A track listed for everyone, or the viewer's own (null for a visitor): what a viewer may act on by its id. */
export const listedOrOwnedBy = (viewerId: number | null) => or(listedTrack, eq(tracks.userId, viewerId ?? 0))

/**
 * What a viewer may open by its id: a listed track, their own, or a private one whose link's secret is `token`. The
 * rule of workers/reads/private-links.ts as a condition, for a read that checks it inside its batch.
 */
export const openableTrack = (viewerId: number | null, token: string | undefined) =>
  or(listedOrOwnedBy(viewerId), token ? eq(tracks.privateToken, token) : undefined)

/**
 * A track's visibility and release as its reads show them, by the rule above: a track whose time has come reads as
 * public and released before the cron has stored it so.
 */
export const shownRelease = {
  visibility: sql<'public' | 'private'>`case when ${listedTrack} then 'public' else 'private' end`,
  releaseAt: sql<Date | null>`case when ${listedTrack} then null else ${tracks.releaseAt} end`.mapWith(
    tracks.releaseAt,
  ),
}
