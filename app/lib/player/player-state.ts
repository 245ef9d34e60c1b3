import type { Track } from '~/lib/queries/types'

/** History kept, restart-versus-previous threshold and default volume (docs/product/limits.md#player). */
export const HISTORY_LIMIT = 20
export const SAVED_HISTORY_LIMIT = 10
export const RESTART_THRESHOLD_SECONDS = 3
export const DEFAULT_VOLUME = 75

export const REPEAT_MODES = ['off', 'all', 'one'] as const
export type RepeatMode = (typeof REPEAT_MODES)[number]

/**
 * What the player keeps of a track: enough to play, show, link and normalise it (the seek bar reads its waveform
 * apart).
 */
export type PlayerTrack = Pick<
  Track,
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
>

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
}: PlayerTrack): PlayerTrack => ({
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
  'currentTrack' | 'isPlaying' | 'currentTime' | 'queue' | 'history' | 'repeatMode' | 'isShuffling' | 'isMinimized'
>
