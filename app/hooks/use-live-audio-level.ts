import { useEffect, useState } from 'react'

/** The dB meter spans -60 to 0. */
export const MIN_DB = -60

/** React re-renders at most this often; the canvases draw every frame on their own. */
const UPDATE_MS = 100
/** Meter ballistics: a peak shows at once and then falls this fast, so short sounds stay readable. */
const FALL_DB_PER_SECOND = 30

const rmsDb = (samples: Float32Array) => {
  let sum = 0
  for (const sample of samples) sum += sample * sample
  return Math.max(MIN_DB, Math.min(0, 20 * Math.log10(Math.sqrt(sum / samples.length) || 1e-9)))
}

/**
 * The signal's level in dB (-60 when silent or without an analyser): the RMS of every animation frame, the loudest
 * since the last render shown, falling back gently. Reading only at render time would miss most short sounds.
 */
export function useLiveAudioLevel(analyser: AnalyserNode | null) {
  const [level, setLevel] = useState(MIN_DB)
  useEffect(() => {
    if (!analyser) return setLevel(MIN_DB)
    const samples = new Float32Array(analyser.fftSize)
    let frame = 0
    let lastUpdate = 0
    let shown = MIN_DB
    let loudest = MIN_DB
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick)
      analyser.getFloatTimeDomainData(samples)
      loudest = Math.max(loudest, rmsDb(samples))
      if (now - lastUpdate < UPDATE_MS) return
      const fallen = shown - (FALL_DB_PER_SECOND * (now - lastUpdate)) / 1000
      shown = Math.max(MIN_DB, loudest, fallen)
      lastUpdate = now
      loudest = MIN_DB
      setLevel(shown)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [analyser])
  return level
}
