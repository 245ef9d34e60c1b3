import { z } from 'zod'
import { REPEAT_MODES, SAVED_HISTORY_LIMIT, type PlayerState, type SavedPlayerState } from './player-state'

export const PLAYER_STORAGE_KEY = 'player'
export const VOLUME_STORAGE_KEY = 'player-volume'

const trackSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  artistName: z.string(),
  coverUrl: z.string().nullable(),
  audioUrl: z.string().min(1),
  duration: z.number().nonnegative(),
  waveform: z.array(z.number()).nullable().default(null),
})

const savedStateSchema = z.object({
  currentTrack: trackSchema.nullable(),
  isPlaying: z.boolean(),
  currentTime: z.number().nonnegative(),
  queue: z.array(trackSchema),
  history: z.array(trackSchema).max(SAVED_HISTORY_LIMIT),
  repeatMode: z.enum(REPEAT_MODES),
  isShuffling: z.boolean(),
  isMinimized: z.boolean(),
})

const volumeSchema = z.coerce.number().int().min(0).max(100)

type ReadableStorage = Pick<Storage, 'getItem'>
type WritableStorage = Pick<Storage, 'setItem'>

/** SPEC §8: corrupt saved state is only logged, then ignored. */
export function loadSavedPlayerState(storage: ReadableStorage): SavedPlayerState | null {
  const raw = storage.getItem(PLAYER_STORAGE_KEY)
  if (raw === null) return null
  try {
    return savedStateSchema.parse(JSON.parse(raw))
  } catch (error) {
    console.error('Ignoring corrupt saved player state', error)
    return null
  }
}

export function loadSavedVolume(storage: ReadableStorage): number | null {
  const raw = storage.getItem(VOLUME_STORAGE_KEY)
  if (raw === null) return null
  const volume = volumeSchema.safeParse(raw)
  if (volume.success) return volume.data
  console.error('Ignoring corrupt saved volume', raw)
  return null
}

export function toSavedPlayerState(state: PlayerState): SavedPlayerState {
  const { currentTrack, isPlaying, currentTime, queue, history, repeatMode, isShuffling, isMinimized } = state
  return { currentTrack, isPlaying, currentTime, queue, history: history.slice(0, SAVED_HISTORY_LIMIT), repeatMode, isShuffling, isMinimized }
}

export function savePlayerState(storage: WritableStorage, state: PlayerState) {
  storage.setItem(PLAYER_STORAGE_KEY, JSON.stringify(toSavedPlayerState(state)))
  storage.setItem(VOLUME_STORAGE_KEY, String(state.volume))
}
