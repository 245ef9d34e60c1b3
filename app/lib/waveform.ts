/** How many bars the player and track page draw. */
export const WAVEFORM_PEAKS = 800

/**
 * The loudest sample of each of `count` equal slices across all channels, scaled so the loudest slice is 1
 * (silence stays all zeros). Shorter audio than `count` samples gives one peak per sample.
 */
export function computePeaks(channels: Float32Array[], count = WAVEFORM_PEAKS): number[] {
  const length = channels[0]?.length ?? 0
  const slices = Math.min(count, length)
  const peaks = new Array<number>(slices).fill(0)
  for (let slice = 0; slice < slices; slice++) {
    const start = Math.floor((slice * length) / slices)
    const end = Math.floor(((slice + 1) * length) / slices)
    let peak = 0
    for (const samples of channels) {
      for (let index = start; index < end; index++) peak = Math.max(peak, Math.abs(samples[index]))
    }
    peaks[slice] = peak
  }
  const loudest = Math.max(0, ...peaks)
  return loudest ? peaks.map((peak) => Math.round((peak / loudest) * 1000) / 1000) : peaks
}

/**
 * Peaks (0..1) as at most `count` bars, each the loudest peak of its equal slice, so no peak is lost between bars;
 * fewer peaks than `count` are kept as they are.
 */
export function resamplePeaks(peaks: readonly number[], count: number): number[] {
  const bars = Math.max(0, Math.floor(count))
  if (peaks.length <= bars) return [...peaks]
  return Array.from({ length: bars }, (_, bar) => {
    const end = Math.floor(((bar + 1) * peaks.length) / bars)
    let loudest = 0
    for (let index = Math.floor((bar * peaks.length) / bars); index < end; index++)
      loudest = Math.max(loudest, peaks[index])
    return loudest
  })
}

/** Decodes the chosen file in the browser; null when the browser cannot decode it (the track then has no waveform). */
export async function waveformOf(file: File): Promise<number[] | null> {
  const context = new AudioContext()
  try {
    const audio = await context.decodeAudioData(await file.arrayBuffer())
    return computePeaks(Array.from({ length: audio.numberOfChannels }, (_, channel) => audio.getChannelData(channel)))
  } catch {
    return null
  } finally {
    void context.close()
  }
}

/**
 * The whole second of a track of `duration` seconds at `x` pixels across a waveform `width` pixels wide: 0 at the
 * left edge, the last whole second at the right, and a pointer beyond either edge held at it.
 */
export function secondsAt(x: number, width: number, duration: number): number {
  const last = Math.max(0, Math.floor(duration))
  if (width <= 0) return 0
  return Math.min(last, Math.max(0, Math.floor((x / width) * duration)))
}
