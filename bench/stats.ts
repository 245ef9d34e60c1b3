/** The value below which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], fraction: number): number | null {
  if (sorted.length === 0) return null
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]
}

const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)

export function latencySummary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? null),
  }
}
