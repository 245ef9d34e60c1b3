import {
  DEFAULT_VOLUME,
  HISTORY_LIMIT,
  RESTART_THRESHOLD_SECONDS,
  type PlayerState,
  type PlayerTrack,
  type RepeatMode,
  type SavedPlayerState,
} from './player-state'
import { shuffle } from './shuffle'

export type PlayerAction =
  | { type: 'playTrack'; track: PlayerTrack; autoplay: boolean }
  /** Plays `tracks[index]` and queues the rest of the list after it, in list order or shuffled when shuffle is on. */
  | { type: 'playList'; tracks: PlayerTrack[]; index: number; autoplay: boolean }
  /** Turns shuffle on and plays the whole list in a random order. */
  | { type: 'shuffleList'; tracks: PlayerTrack[]; autoplay: boolean }
  | { type: 'togglePlay' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'addToQueue'; track: PlayerTrack }
  | { type: 'playNext'; track: PlayerTrack }
  | { type: 'clearQueue' }
  | { type: 'toggleShuffle' }
  | { type: 'cycleRepeat' }
  | { type: 'toggleMute' }
  | { type: 'setVolume'; volume: number }
  | { type: 'seek'; time: number }
  | { type: 'toggleMinimized' }
  | { type: 'restore'; saved: SavedPlayerState | null; volume: number | null }
  // Reports from the <audio> element, which stays the source of truth.
  | { type: 'timeUpdate'; time: number }
  | { type: 'durationChange'; duration: number }
  | { type: 'playing' }
  | { type: 'paused' }
  | { type: 'ended' }
  | { type: 'error' }

const NEXT_REPEAT_MODE: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'one', one: 'off' }

const clampVolume = (volume: number) => Math.min(100, Math.max(0, Math.round(volume)))

const pushHistory = (history: PlayerTrack[], track: PlayerTrack | null) =>
  track ? [track, ...history].slice(0, HISTORY_LIMIT) : history

function seekTo(state: PlayerState, time: number): PlayerState {
  return { ...state, currentTime: time, seekRequest: { id: (state.seekRequest?.id ?? 0) + 1, time } }
}

function startTrack(state: PlayerState, track: PlayerTrack, isPlaying: boolean): PlayerState {
  return { ...seekTo(state, 0), currentTrack: track, duration: track.duration, isPlaying, playId: state.playId + 1 }
}

/** Playing a track pushes the current one onto history, starts the new one and un-minimizes the player. */
const play = (state: PlayerState, track: PlayerTrack, autoplay: boolean): PlayerState => ({
  ...startTrack(state, track, autoplay),
  history: pushHistory(state.history, state.currentTrack),
  isMinimized: false,
})

const restart = (state: PlayerState, isPlaying: boolean) => ({
  ...seekTo(state, 0),
  isPlaying,
  playId: state.playId + 1,
})

/** The track `next` starts after the current one from the queue (none while repeating one): loaded ahead. */
export const upcomingTrack = (state: PlayerState): PlayerTrack | null =>
  state.repeatMode === 'one' ? null : (state.queue[0] ?? null)

function next(state: PlayerState): PlayerState {
  const [upNext, ...rest] = state.queue
  if (!state.currentTrack) return upNext ? { ...startTrack(state, upNext, true), queue: rest } : state
  if (state.repeatMode === 'one') return restart(state, true)
  if (upNext)
    return { ...startTrack(state, upNext, true), queue: rest, history: pushHistory(state.history, state.currentTrack) }
  if (state.repeatMode === 'all') {
    // The whole listening session again, oldest first, ending with the current track.
    const [first, ...replay] = [state.currentTrack, ...state.history].reverse()
    return { ...startTrack(state, first, true), queue: replay, history: [] }
  }
  return { ...seekTo(state, 0), isPlaying: false }
}

function previous(state: PlayerState): PlayerState {
  if (!state.currentTrack) return state
  const [latest, ...older] = state.history
  if (state.currentTime > RESTART_THRESHOLD_SECONDS || !latest) return restart(state, state.isPlaying)
  return { ...startTrack(state, latest, true), history: older, queue: [state.currentTrack, ...state.queue] }
}

function restore(state: PlayerState, saved: SavedPlayerState | null, volume: number | null): PlayerState {
  const withVolume =
    volume === null
      ? state
      : { ...state, volume: clampVolume(volume), volumeBeforeMute: clampVolume(volume) || DEFAULT_VOLUME }
  if (!saved) return withVolume
  const restored = {
    ...withVolume,
    ...saved,
    isPlaying: Boolean(saved.currentTrack && saved.isPlaying),
    duration: saved.currentTrack?.duration ?? 0,
  }
  return saved.currentTrack ? seekTo(restored, saved.currentTime) : restored
}

/** The player's transitions (docs/product/rules.md#player); `random` orders the queue when shuffle is turned on. */
export function createPlayerReducer(random: () => number = Math.random) {
  return function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
    switch (action.type) {
      case 'playTrack':
        return play(state, action.track, action.autoplay)
      case 'playList': {
        const track = action.tracks[action.index]
        if (!track) return state
        const rest = action.tracks.slice(action.index + 1)
        return { ...play(state, track, action.autoplay), queue: state.isShuffling ? shuffle(rest, random) : rest }
      }
      case 'shuffleList': {
        const [first, ...rest] = shuffle(action.tracks, random)
        return first ? { ...play(state, first, action.autoplay), queue: rest, isShuffling: true } : state
      }
      case 'togglePlay':
        return state.currentTrack ? { ...state, isPlaying: !state.isPlaying } : state
      case 'next':
      case 'ended':
        return next(state)
      case 'previous':
        return previous(state)
      case 'addToQueue':
        return { ...state, queue: [...state.queue, action.track] }
      case 'playNext':
        return { ...state, queue: [action.track, ...state.queue] }
      case 'clearQueue':
        return { ...state, queue: [] }
      case 'toggleShuffle': {
        const isShuffling = !state.isShuffling
        const queue = isShuffling && state.queue.length > 1 ? shuffle(state.queue, random) : state.queue
        return { ...state, isShuffling, queue }
      }
      case 'cycleRepeat':
        return { ...state, repeatMode: NEXT_REPEAT_MODE[state.repeatMode] }
      case 'toggleMute':
        return state.muted
          ? { ...state, muted: false, volume: state.volumeBeforeMute || DEFAULT_VOLUME }
          : { ...state, muted: true, volumeBeforeMute: state.volume, volume: 0 }
      case 'setVolume':
        return { ...state, volume: clampVolume(action.volume), muted: false }
      case 'seek': {
        const upperBound = state.duration > 0 ? state.duration : Infinity
        return state.currentTrack ? seekTo(state, Math.min(upperBound, Math.max(0, action.time))) : state
      }
      case 'toggleMinimized':
        return { ...state, isMinimized: !state.isMinimized }
      case 'restore':
        return restore(state, action.saved, action.volume)
      case 'timeUpdate':
        return { ...state, currentTime: action.time }
      case 'durationChange':
        return Number.isFinite(action.duration) && action.duration > 0 ? { ...state, duration: action.duration } : state
      case 'playing':
        return state.currentTrack ? { ...state, isPlaying: true } : state
      case 'paused':
      case 'error':
        return { ...state, isPlaying: false }
    }
  }
}

export const playerReducer = createPlayerReducer()
