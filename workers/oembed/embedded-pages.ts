import { idSchema } from '../../contracts/common'
import type { EmbedKind } from '../../contracts/embed'
import type { UserSummary } from '../../contracts/tracks'
import { fail } from '../api/http'
import { libraryReads } from '../reads/library'
import type { Reader } from '../reads/reader'
import { streamReads } from '../reads/streams'
import { trackReads } from '../reads/tracks'
import { userReads } from '../reads/users'

/** What a page embeds: the player of one thing, its title, who made it, and its picture. */
export interface EmbeddedPage {
  kind: EmbedKind
  id: number
  title: string
  author: UserSummary
  thumbnail: string | null
}

export const NOT_EMBEDDABLE = 'No page to embed at this address'
export const NO_TRACK_TO_EMBED = 'This profile has no tracks to embed'

const idOf = (segment: string) => idSchema.safeParse(segment).data ?? fail(404, NOT_EMBEDDABLE)

async function trackPage(reader: Reader, id: number): Promise<EmbeddedPage> {
  const track = await trackReads.detail(reader, id)
  return {
    kind: 'track',
    id: track.id,
    title: track.title,
    author: track.user,
    thumbnail: track.coverUrl ?? track.user.profileImageUrl,
  }
}

/** A profile embeds its newest track (docs/decisions/037-embeds-framed-and-small.md). */
async function profilePage(reader: Reader, user: UserSummary): Promise<EmbeddedPage> {
  const [newest] = await trackReads.byUser(reader, user.id, { limit: 1, offset: 0 })
  return trackPage(reader, newest?.id ?? fail(404, NO_TRACK_TO_EMBED))
}

/**
 * The embed of a page of this site by its path (every path a track, playlist, stream or profile is shown at), read
 * as the page reads it; a 404 for any other path or a thing that does not exist.
 */
export async function embeddedPage(reader: Reader, pathname: string): Promise<EmbeddedPage> {
  const [, section, key, ...rest] = pathname.replace(/\/$/, '').split('/')
  if (!key || rest.length) fail(404, NOT_EMBEDDABLE)
  switch (section) {
    case 'track':
    case 'tracks':
      return trackPage(reader, idOf(key))
    case 'playlist': {
      const playlist = await libraryReads.playlist(reader, idOf(key))
      const owner = await userReads.byId(reader, playlist.userId)
      return {
        kind: 'playlist',
        id: playlist.id,
        title: playlist.name,
        author: owner,
        thumbnail: playlist.tracks.find((track) => track.coverUrl)?.coverUrl ?? owner.profileImageUrl,
      }
    }
    case 'stream': {
      const stream = await streamReads.detail(reader, idOf(key))
      return {
        kind: 'stream',
        id: stream.id,
        title: stream.title,
        author: stream.user,
        thumbnail: stream.thumbnailUrl ?? stream.user.profileImageUrl,
      }
    }
    case 'profile':
      return profilePage(reader, await userReads.byUsername(reader, decodeURIComponent(key)))
    case 'user':
      return profilePage(reader, await userReads.byId(reader, idOf(key)))
    default:
      return fail(404, NOT_EMBEDDABLE)
  }
}
