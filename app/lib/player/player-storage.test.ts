import { afterEach, describe, expect, it, vi } from 'vitest'
import { playerReducer } from './player-reducer'
import { initialPlayerState } from './player-state'
import {
  loadSavedPlayerState,
  loadSavedVolume,
  PLAYER_STORAGE_KEY,
  savePlayerState,
  VOLUME_STORAGE_KEY,
} from './player-storage'
import { makeTrack } from './player-test-tracks'

function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  }
}

afterEach(() => vi.restoreAllMocks())

describe('player storage', () => {
  it('saves the player under its key with the first 10 history items, and the volume separately', () => {
    const tracks = Array.from({ length: 15 }, (_, index) => makeTrack(index + 1))
    const state = tracks.reduce(
      (current, track) => playerReducer(current, { type: 'playTrack', track, autoplay: true }),
      initialPlayerState,
    )
    const storage = memoryStorage()
    savePlayerState(storage, { ...state, volume: 42, currentTime: 7 })

    const saved = JSON.parse(storage.items.get(PLAYER_STORAGE_KEY)!)
    expect(saved.history).toHaveLength(10)
    expect(saved.history[0]).toEqual(makeTrack(14))
    expect(saved).toMatchObject({ currentTrack: makeTrack(15), currentTime: 7, isPlaying: true })
    // What the radio leaves out is remembered past the saved history.
    expect(saved.recentPlays).toEqual(tracks.map((track) => track.id).reverse())
    expect(saved).not.toHaveProperty('volume')
    expect(storage.items.get(VOLUME_STORAGE_KEY)).toBe('42')
    expect(loadSavedPlayerState(storage)).toEqual(saved)
    expect(loadSavedVolume(storage)).toBe(42)
  })

  it("loads a queue saved with each track's waveform, as the player once kept it, and keeps no waveform", () => {
    const withPeaks = (id: number) => ({ ...makeTrack(id), waveform: [0.1, 1, 0.5] })
    const raw = JSON.stringify({
      ...savedShape(),
      currentTrack: withPeaks(1),
      queue: [withPeaks(2)],
      history: [withPeaks(3)],
    })
    expect(loadSavedPlayerState(memoryStorage({ [PLAYER_STORAGE_KEY]: raw }))).toEqual({
      ...savedShape(),
      currentTrack: makeTrack(1),
      queue: [makeTrack(2)],
      history: [makeTrack(3)],
    })
  })

  it('loads a queue saved before tracks had a stream URL, streaming each original', () => {
    const { streamUrl: _, ...withoutStream } = makeTrack(1)
    const raw = JSON.stringify({ ...savedShape(), currentTrack: withoutStream })
    expect(loadSavedPlayerState(memoryStorage({ [PLAYER_STORAGE_KEY]: raw }))?.currentTrack).toEqual({
      ...makeTrack(1),
      streamUrl: makeTrack(1).audioUrl,
    })
  })

  it('keeps the link secret a private track was opened with, so the player still opens it after a reload', () => {
    const opened = { ...makeTrack(1), linkSecret: 'secret-of-the-link' }
    const raw = JSON.stringify({ ...savedShape(), currentTrack: opened, queue: [makeTrack(2)] })
    const loaded = loadSavedPlayerState(memoryStorage({ [PLAYER_STORAGE_KEY]: raw }))
    expect(loaded?.currentTrack).toEqual(opened)
    expect(loaded?.queue).toEqual([makeTrack(2)])
  })

  it('loads a player saved before it remembered its plays, with none', () => {
    const { recentPlays: _, ...before } = savedShape()
    const raw = JSON.stringify(before)
    expect(loadSavedPlayerState(memoryStorage({ [PLAYER_STORAGE_KEY]: raw }))).toEqual(savedShape())
  })

  it('returns nothing when nothing was saved', () => {
    expect(loadSavedPlayerState(memoryStorage())).toBeNull()
    expect(loadSavedVolume(memoryStorage())).toBeNull()
  })

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ currentTrack: 'x' })],
    ['an unknown repeat mode', JSON.stringify({ ...savedShape(), repeatMode: 'forever' })],
    ['a track without audio', JSON.stringify({ ...savedShape(), currentTrack: { ...makeTrack(1), audioUrl: '' } })],
    ['a play that is not a track id', JSON.stringify({ ...savedShape(), recentPlays: ['one'] })],
  ])('ignores and logs corrupt state: %s', (_, raw) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(loadSavedPlayerState(memoryStorage({ [PLAYER_STORAGE_KEY]: raw }))).toBeNull()
    expect(log).toHaveBeenCalled()
  })

  it.each(['loud', '101', '-1', '7.5'])('ignores a corrupt volume: %s', (raw) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(loadSavedVolume(memoryStorage({ [VOLUME_STORAGE_KEY]: raw }))).toBeNull()
  })
})

function savedShape() {
  return {
    currentTrack: makeTrack(1),
    isPlaying: false,
    currentTime: 0,
    queue: [],
    history: [],
    recentPlays: [],
    repeatMode: 'off',
    isShuffling: false,
    isMinimized: false,
  }
}
