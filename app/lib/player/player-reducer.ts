import {
  DEFAULT_VOLUME,
  HISTORY_LIMIT,
  RECENT_PLAYS_LIMIT,
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
  /** The radio's find after `afterTrackId`; left out when another track plays by now. */
  | { type: 'queueRelated'; afterTrackId: number; tracks: PlayerTrack[] }
  | { type: 'dropRelated' }
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

/**
 * Starting a track remembers its play, and takes it out of what the radio queued: the radio never plays a track this
 * browser started in its last 50 plays (docs/product/rules.md#player).
 */
function startTrack(state: PlayerState, track: PlayerTrack, isPlaying: boolean): PlayerState {
  return {
    ...seekTo(state, 0),
    currentTrack: track,
    duration: track.duration,
    isPlaying,
    playId: state.playId + 1,
    related: state.related.filter(({ id }) => id !== track.id),
    recentPlays: [track.id, ...state.recentPlays.filter((id) => id !== track.id)].slice(0, RECENT_PLAYS_LIMIT),
  }
}

/**
 * Playing a track pushes the current one onto history, starts the new one and un-minimizes the player; what the radio
 * found for the old one goes.
 */
const play = (state: PlayerState, track: PlayerTrack, autoplay: boolean): PlayerState => ({
  ...startTrack(state, track, autoplay),
  history: pushHistory(state.history, state.currentTrack),
  related: [],
  isMinimized: false,
})

const restart = (state: PlayerState, isPlaying: boolean) => ({
  ...seekTo(state, 0),
  isPlaying,
  playId: state.playId + 1,
})

/** Repeat all's replay: the whole listening session again, oldest first, ending with the current track. */
const replayOf = ({ currentTrack, history }: PlayerState) => (currentTrack ? [currentTrack, ...history].reverse() : [])

/** Whether the listener's queue or the radio holds a track to play after the current one. */
export const hasQueued = (state: PlayerState) => state.queue.length > 0 || state.related.length > 0

/** The track `next` starts after the current one (none while repeating one): loaded ahead. */
export function upcomingTrack(state: PlayerState): PlayerTrack | null {
  if (state.repeatMode === 'one') return null
  const queued = state.queue[0] ?? state.related[0]
  if (queued) return queued
  return state.repeatMode === 'all' ? (replayOf(state)[0] ?? null) : null
}

function next(state: PlayerState): PlayerState {
  const [upNext, ...rest] = state.queue
  if (!state.currentTrack) return upNext ? { ...startTrack(state, upNext, true), queue: rest } : state
  if (state.repeatMode === 'one') return restart(state, true)
  const history = pushHistory(state.history, state.currentTrack)
  if (upNext) return { ...startTrack(state, upNext, true), queue: rest, history }
  const [relatedNext, ...moreRelated] = state.related
  if (relatedNext) return { ...startTrack(state, relatedNext, true), related: moreRelated, history }
  if (state.repeatMode === 'all') {
    const [first, ...replay] = replayOf(state)
    return { ...startTrack(state, first, true), queue: replay, history: [] }
  }
  return { ...seekTo(state, 0), isPlaying: false }
}

/** Appends the radio's tracks, leaving out any started in this browser's recent plays, in its history or queued. */
function queueRelated(state: PlayerState, afterTrackId: number, tracks: PlayerTrack[]): PlayerState {
  if (state.currentTrack?.id !== afterTrackId) return state
  const known = new Set([
    ...state.recentPlays,
    ...[state.currentTrack, ...state.history, ...state.queue, ...state.related].map((track) => track.id),
  ])
  return { ...state, related: [...state.related, ...tracks.filter((track) => !known.has(track.id))] }
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
        return { ...state, queue: [], related: [] }
      case 'queueRelated':
        return queueRelated(state, action.afterTrackId, action.tracks)
      case 'dropRelated':
        return { ...state, related: [] }
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
