import { EMBED_SIZES, embedPath } from '../../../contracts/embed'
import type { PublicUser } from '../../../contracts/user'
import { formatDuration, formatQuantity } from '../format'
import type { Playlist } from '../queries/library'
import type { Post, Stream, Track } from '../queries/types'
import { cardDescription, type LinkCard } from './link-card'

export const trackCard = (track: Track): LinkCard => ({
  title: `${track.title} by ${track.artistName}`,
  description: cardDescription(
    `Listen to ${track.title} by ${track.artistName} on Soundwave.${track.genre ? ` ${track.genre},` : ''} ${formatDuration(track.duration)}.`,
  ),
  url: `/track/${track.id}`,
  image: track.coverUrl ?? track.user.profileImageUrl,
  type: 'music.song',
  audio: track.audioUrl,
  oembed: true,
  player: { path: embedPath('track', track.id), ...EMBED_SIZES.track },
})

export const postCard = (post: Post): LinkCard => ({
  title: post.title,
  description: cardDescription(post.content || `A post by ${post.user.displayName} on Soundwave.`),
  url: `/post/${post.id}`,
  image: post.imageUrl ?? post.user.profileImageUrl,
  type: 'article',
})

export const streamCard = (stream: Stream): LinkCard => ({
  title: stream.title,
  description: cardDescription(
    stream.description ||
      (stream.isLive
        ? `${stream.user.displayName} is live on Soundwave.`
        : `A live stream by ${stream.user.displayName} on Soundwave.`),
  ),
  url: `/stream/${stream.id}`,
  image: stream.thumbnailUrl ?? stream.user.profileImageUrl,
  type: 'video.other',
  oembed: true,
})

export const profileCard = (user: PublicUser): LinkCard => ({
  title: user.displayName,
  description: cardDescription(user.bio || `Listen to ${user.displayName}'s tracks and live streams on Soundwave.`),
  url: `/profile/${encodeURIComponent(user.username)}`,
  image: user.profileImageUrl,
  type: 'profile',
  oembed: true,
})

export const playlistCard = (playlist: Playlist): LinkCard => ({
  title: playlist.name,
  description: `A playlist of ${formatQuantity(playlist.tracks.length, 'track')} on Soundwave.`,
  url: `/playlist/${playlist.id}`,
  image: playlist.tracks.find((track) => track.coverUrl)?.coverUrl ?? null,
  type: 'music.playlist',
  oembed: true,
})

/** A public page about no one thing (Home, a list, search): the site's own image. */
export const siteCard = (title: string, description: string, url: string): LinkCard => ({
  title,
  description,
  url,
  image: null,
  type: 'website',
})
