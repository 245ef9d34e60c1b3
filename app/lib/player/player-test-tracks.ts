import type { PlayerTrack } from './player-state'

/** Tracks for the player's unit tests. */
export const makeTrack = (id: number): PlayerTrack => ({
  id,
  userId: 100 + id,
  title: `Track ${id}`,
  artistName: `Artist ${id}`,
  coverUrl: null,
  audioUrl: `/media/audio-${id}.wav`,
  streamUrl: `/media/audio-${id}.mp3`,
  duration: 180,
  loudnessLufs: null,
  truePeakDb: null,
  linkSecret: null,
})
