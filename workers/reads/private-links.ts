import type { TrackDetail } from '../../contracts/tracks'
import { randomToken } from '../auth/random-token'
import { fail } from '../api/http'
import type { Reader } from './reader'

/** A track or playlist as far as who may open it goes. */
export interface Guarded {
  userId: number
  visibility: 'public' | 'private'
  privateToken: string | null
}

/** A new secret for a private link: 128 random bits, URL-safe. */
export const newPrivateToken = () => randomToken(16)

/**
 * How the viewer may open the thing: as its owner, through its private link, as anyone (public), or not at all
 * (null), which every caller answers with the 404 of a thing that does not exist
 * (docs/decisions/042-private-links-and-scheduled-releases.md).
 */
export async function accessTo(
  reader: Reader,
  item: Guarded,
  token: string | undefined,
): Promise<'owner' | 'link' | 'public' | null> {
  if (item.visibility === 'public') return 'public'
  if ((await reader.viewer())?.id === item.userId) return 'owner'
  if (token && item.privateToken && token === item.privateToken) return 'link'
  return null
}

/** The link's secret on a media URL, for the media route (workers/media/withheld.ts). */
const withSecret = (url: string | null, token: string) => url && `${url}?s=${encodeURIComponent(token)}`

/**
 * The track as this viewer may see it, or the 404 of a track that does not exist. Only the owner is told the secret
 * as `privateToken`; whoever opens a private track gets its media URLs with the secret on them, so the player can
 * fetch them, and the secret they opened it with back as `linkSecret`, for the reads made on the track's behalf.
 */
export async function trackShownTo(
  reader: Reader,
  track: TrackDetail | undefined,
  token?: string,
): Promise<TrackDetail> {
  const access = track && (await accessTo(reader, track, token))
  if (!track || !access) return fail(404, 'Track not found')
  if (access === 'public') return { ...track, privateToken: null, linkSecret: null }
  const secret = track.privateToken ?? ''
  return {
    ...track,
    audioUrl: withSecret(track.audioUrl, secret)!,
    streamUrl: withSecret(track.streamUrl, secret)!,
    coverUrl: withSecret(track.coverUrl, secret),
    privateToken: access === 'owner' ? track.privateToken : null,
    linkSecret: token && token === track.privateToken ? token : null,
  }
}
