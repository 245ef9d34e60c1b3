import {
  RECENT_PLAYS_LIMIT,
  REPEAT_MODES,
  SAVED_HISTORY_LIMIT,
  type PlayerState,
  type PlayerTrack,
  type SavedPlayerState,
} from './player-state'

export const PLAYER_STORAGE_KEY = 'player'
export const VOLUME_STORAGE_KEY = 'player-volume'

// Hand-written checks rather than zod: this runs on every page, and zod would be the biggest module in the browser.
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const isInteger = (value: unknown): value is number => Number.isInteger(value)
const isNonNegative = (value: unknown): value is number => isNumber(value) && value >= 0
const isString = (value: unknown): value is string => typeof value === 'string'
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isUrl = (url: unknown): url is string => isString(url) && url.length > 0

const isRepeatMode = (value: unknown): value is SavedPlayerState['repeatMode'] => REPEAT_MODES.includes(value as never)

function check<T>(value: unknown, isValid: (value: unknown) => value is T, what: string): T {
  if (!isValid(value)) throw new Error(`${what} is not valid`)
  return value
}

/** Reads only the fields it keeps, so a queue saved with more (a waveform, as the player once kept) still loads. */
function readTrack(value: unknown): PlayerTrack {
  const track = check(value, isRecord, 'a track')
  return {
    id: check(track.id, isInteger, 'a track id'),
    userId: check(track.userId, isInteger, 'a track user id'),
    title: check(track.title, isString, 'a title'),
    artistName: check(track.artistName, isString, 'an artist name'),
    coverUrl: track.coverUrl === null ? null : check(track.coverUrl, isString, 'a cover URL'),
    audioUrl: check(track.audioUrl, isUrl, 'an audio URL'),
    // Queues saved before tracks had a stream URL stream their original.
    streamUrl:
      track.streamUrl === undefined ? (track.audioUrl as string) : check(track.streamUrl, isUrl, 'a stream URL'),
    duration: check(track.duration, isNonNegative, 'a duration'),
    // Saved before tracks carried their loudness: played at unity gain, as a track not measured yet.
    loudnessLufs: track.loudnessLufs == null ? null : check(track.loudnessLufs, isNumber, 'a loudness'),
    truePeakDb: track.truePeakDb == null ? null : check(track.truePeakDb, isNumber, 'a true peak'),
    linkSecret: track.linkSecret == null ? null : check(track.linkSecret, isString, 'a link secret'),
  }
}

function readTracks(value: unknown, max = Infinity): PlayerTrack[] {
  if (!Array.isArray(value) || value.length > max) throw new Error('a track list is not valid')
  return value.map(readTrack)
}

/** Ids of recent plays; saved before the player kept them: none. */
function readRecentPlays(value: unknown): number[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || value.length > RECENT_PLAYS_LIMIT) throw new Error('the recent plays are not valid')
  return value.map((id) => check(id, isInteger, 'a track id'))
}

function readSavedState(value: unknown): SavedPlayerState {
  const saved = check(value, isRecord, 'the saved player')
  return {
    currentTrack: saved.currentTrack === null ? null : readTrack(saved.currentTrack),
    isPlaying: check(saved.isPlaying, isBoolean, 'isPlaying'),
    currentTime: check(saved.currentTime, isNonNegative, 'currentTime'),
    queue: readTracks(saved.queue),
    history: readTracks(saved.history, SAVED_HISTORY_LIMIT),
    recentPlays: readRecentPlays(saved.recentPlays),
    repeatMode: check(saved.repeatMode, isRepeatMode, 'repeatMode'),
    isShuffling: check(saved.isShuffling, isBoolean, 'isShuffling'),
    isMinimized: check(saved.isMinimized, isBoolean, 'isMinimized'),
  }
}

type ReadableStorage = Pick<Storage, 'getItem'>
type WritableStorage = Pick<Storage, 'setItem'>

/** Corrupt saved state is only logged, then ignored. */
export function loadSavedPlayerState(storage: ReadableStorage): SavedPlayerState | null {
  const raw = storage.getItem(PLAYER_STORAGE_KEY)
  if (raw === null) return null
  try {
    return readSavedState(JSON.parse(raw))
  } catch (error) {
    console.error('Ignoring corrupt saved player state', error)
    return null
  }
}

export function loadSavedVolume(storage: ReadableStorage): number | null {
  const raw = storage.getItem(VOLUME_STORAGE_KEY)
  if (raw === null) return null
  const volume = Number(raw)
  if (Number.isInteger(volume) && volume >= 0 && volume <= 100) return volume
  console.error('Ignoring corrupt saved volume', raw)
  return null
}

export function toSavedPlayerState(state: PlayerState): SavedPlayerState {
  const { currentTrack, isPlaying, currentTime, queue, history, recentPlays, repeatMode, isShuffling, isMinimized } =
    state
  return {
    currentTrack,
    isPlaying,
    currentTime,
    queue,
    history: history.slice(0, SAVED_HISTORY_LIMIT),
    recentPlays,
    repeatMode,
    isShuffling,
    isMinimized,
  }
}

export function savePlayerState(storage: WritableStorage, state: PlayerState) {
  storage.setItem(PLAYER_STORAGE_KEY, JSON.stringify(toSavedPlayerState(state)))
  storage.setItem(VOLUME_STORAGE_KEY, String(state.volume))
}
