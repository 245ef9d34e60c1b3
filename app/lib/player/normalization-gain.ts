import type { PlayerTrack } from './player-state'

/** The loudness every track is brought to, and the true peak no gain lifts it above (docs/product/rules.md#player). */
export const TARGET_LUFS = -14
export const TRUE_PEAK_CEILING_DB = -1
/** What the meter reads for silence (docs/product/api.md): nothing there to bring up. */
const SILENCE_LUFS = -70

/**
 * The gain in dB that brings a track to TARGET_LUFS, lowered so its true peak stays at or under TRUE_PEAK_CEILING_DB;
 * 0 (unity) for a track not measured yet or measured as silence.
 */
export function normalizationGainDb({ loudnessLufs, truePeakDb }: Pick<PlayerTrack, 'loudnessLufs' | 'truePeakDb'>) {
  if (loudnessLufs === null || loudnessLufs <= SILENCE_LUFS) return 0
  const toTarget = TARGET_LUFS - loudnessLufs
  return truePeakDb === null ? toTarget : Math.min(toTarget, TRUE_PEAK_CEILING_DB - truePeakDb)
}

/** A gain in dB as the factor a GainNode multiplies by. */
export const linearGain = (db: number) => 10 ** (db / 20)

/** A gain as the player shows it, to a tenth of a dB with its sign: '−4.2 dB', '+6.0 dB', '0.0 dB'. */
export function formatGainDb(db: number) {
  const tenths = Math.round(db * 10)
  const sign = tenths > 0 ? '+' : tenths < 0 ? '−' : ''
  return `${sign}${(Math.abs(tenths) / 10).toFixed(1)} dB`
}
