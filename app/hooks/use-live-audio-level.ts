import { useEffect, useState } from 'react'

/** SPEC §9: the dB meter spans -60 to 0. */
export const MIN_DB = -60

/** React re-renders at most this often; the canvases draw every frame on their own. */
const UPDATE_MS = 100

/** The signal's RMS level in dB (-60 when silent or without an analyser), sampled every animation frame. */
export function useLiveAudioLevel(analyser: AnalyserNode | null) {
  const [level, setLevel] = useState(MIN_DB)
  useEffect(() => {
    if (!analyser) return setLevel(MIN_DB)
    const samples = new Float32Array(analyser.fftSize)
    let frame = 0
    let lastUpdate = 0
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick)
      if (now - lastUpdate < UPDATE_MS) return
      lastUpdate = now
      analyser.getFloatTimeDomainData(samples)
      let sum = 0
      for (const sample of samples) sum += sample * sample
      const rms = Math.sqrt(sum / samples.length)
      setLevel(Math.max(MIN_DB, Math.min(0, 20 * Math.log10(rms || 1e-9))))
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [analyser])
  return level
}
