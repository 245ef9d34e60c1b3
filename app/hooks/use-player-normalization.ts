import { useEffect, useState } from 'react'
import type { AudioPair } from '~/lib/player/audio-pair'
import { normalizationGainDb } from '~/lib/player/normalization-gain'
import { NormalizingGraph } from '~/lib/player/normalizing-graph'
import { upcomingTrack } from '~/lib/player/player-reducer'
import type { PlayerState, PlayerTrack } from '~/lib/player/player-state'
import { usePlayerSetting } from './use-player-setting'

const GESTURES = ['pointerdown', 'keydown'] as const

/**
 * Brings each track to the same loudness while 'Normalize volume' is on (docs/product/rules.md#player): each element
 * of the pair gets the gain of the track it holds, the sounding one the current track's and the waiting one the next
 * track's, so the hand-over between them changes no gain. Returns the gain applied to the current track in dB, null
 * when none is (switched off, or not measured yet).
 */
export function usePlayerNormalization(pair: AudioPair, state: PlayerState): number | null {
  const enabled = usePlayerSetting('normalizeVolume') ?? true
  const [graph] = useState(() => new NormalizingGraph())

  useEffect(() => {
    const connect = () => graph.connect(pair.all)
    const resume = () => graph.resume()
    for (const gesture of GESTURES) window.addEventListener(gesture, connect, { capture: true })
    for (const audio of pair.all) audio.addEventListener('play', resume)
    return () => {
      for (const gesture of GESTURES) window.removeEventListener(gesture, connect, { capture: true })
      for (const audio of pair.all) audio.removeEventListener('play', resume)
    }
  }, [graph, pair])

  const gainOf = (track: PlayerTrack | null) => (enabled && track ? normalizationGainDb(track) : 0)
  const gainsByUrl = new Map<string, number>()
  for (const track of [state.currentTrack, upcomingTrack(state)])
    if (track) gainsByUrl.set(track.streamUrl, gainOf(track))
  // Keyed by what each element holds rather than by which one sounds: a render between the hand-over and the
  // reducer's move to the next track must not give the new sounding element the old track's gain. No dependencies:
  // the waiting element is given its source by another effect (the preload), and setting an unchanged gain is free.
  useEffect(() => {
    for (const audio of pair.all) {
      const gain = gainsByUrl.get(audio.getAttribute('src') ?? '')
      if (gain !== undefined) graph.setGain(audio, gain)
    }
  })

  const { currentTrack } = state
  return enabled && currentTrack && currentTrack.loudnessLufs !== null ? gainOf(currentTrack) : null
}
