import { eq, or } from 'drizzle-orm'
import { playlists, tracks } from './schema'

/**
 * The one condition every list, search, feed and count of others' things adds: a private or not yet released track
 * is, to everyone without its link, a track that does not exist
 * (docs/decisions/042-private-links-and-scheduled-releases.md).
 */
export const listedTrack = eq(tracks.visibility, 'public')

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
