import type { TrackDetail } from '~/lib/queries/types'

/**
 * History kept, plays the radio remembers, restart-versus-previous threshold and default volume
 * (docs/product/limits.md#player).
 */
export const HISTORY_LIMIT = 20
export const SAVED_HISTORY_LIMIT = 10
export const RECENT_PLAYS_LIMIT = 50
export const RESTART_THRESHOLD_SECONDS = 3
export const DEFAULT_VOLUME = 75

export const REPEAT_MODES = ['off', 'all', 'one'] as const
export type RepeatMode = (typeof REPEAT_MODES)[number]

/**
 * What the player keeps of a track: enough to play, show, link and normalise it (the seek bar reads its waveform
 * apart), and the secret of the private link it was opened with, which the player's own reads of it carry
 * (docs/decisions/042-private-links-and-scheduled-releases.md).
 */
export type PlayerTrack = Pick<
  TrackDetail,
  | 'id'
  | 'userId'
  | 'title'
  | 'artistName'
  | 'coverUrl'
  | 'audioUrl'
  | 'streamUrl'
  | 'duration'
  | 'loudnessLufs'
  | 'truePeakDb'
  | 'linkSecret'
>

/** A track as lists and pages hold it: only a track page's own read carries a link's secret. */
export type PlayableTrack = Omit<PlayerTrack, 'linkSecret'> & Partial<Pick<PlayerTrack, 'linkSecret'>>

export const toPlayerTrack = ({
  id,
  userId,
  title,
  artistName,
  coverUrl,
  audioUrl,
  streamUrl,
  duration,
  loudnessLufs,
  truePeakDb,
  linkSecret,
}: PlayableTrack): PlayerTrack => ({
  id,
  userId,
  title,
  artistName,
  coverUrl,
  audioUrl,
  streamUrl,
  duration,
  loudnessLufs,
  truePeakDb,
  linkSecret: linkSecret ?? null,
})

/** A position the audio element must jump to; `id` changes with every request so the same time can be asked twice. */
export interface SeekRequest {
  id: number
  time: number
}

export interface PlayerState {
  currentTrack: PlayerTrack | null
  isPlaying: boolean
  currentTime: number
  duration: number
  queue: PlayerTrack[]
  /** What the radio queued after `queue`, related to the last track (docs/product/rules.md#player); not saved. */
  related: PlayerTrack[]
  /** Most recent first. */
  history: PlayerTrack[]
  /** The ids of the tracks started in this browser, most recent first: the radio never queues them again. */
  recentPlays: number[]
  repeatMode: RepeatMode
  isShuffling: boolean
  isMinimized: boolean
  /** Integer 0–100. */
  volume: number
  muted: boolean
  volumeBeforeMute: number
  seekRequest: SeekRequest | null
  /** Changes each time a track starts from its beginning: one listen for play reporting. */
  playId: number
}

export const initialPlayerState: PlayerState = {
  currentTrack: null,
  isPlaying: false,
  currentTime: 0,
  duration: 0,
  queue: [],
  related: [],
  history: [],
  recentPlays: [],
  repeatMode: 'off',
  isShuffling: false,
  isMinimized: false,
  volume: DEFAULT_VOLUME,
  muted: false,
  volumeBeforeMute: DEFAULT_VOLUME,
  seekRequest: null,
  playId: 0,
}

/** The part of the state kept in browser storage under the player key (volume is kept on its own). */
export type SavedPlayerState = Pick<
  PlayerState,
  | 'currentTrack'
  | 'isPlaying'
  | 'currentTime'
  | 'queue'
  | 'history'
  | 'recentPlays'
  | 'repeatMode'
  | 'isShuffling'
  | 'isMinimized'
>
