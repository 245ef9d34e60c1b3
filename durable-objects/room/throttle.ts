/**
 * Runs `run` at most once per `intervalMs`: at once when the last run is that long ago, otherwise once when the
 * interval is up, however many pokes came meanwhile (a join storm makes a handful of runs, not one per join).
 */
export class Throttle {
  private timer: ReturnType<typeof setTimeout> | null = null
  private lastRunAt = 0

  constructor(
    private readonly intervalMs: number,
    private readonly run: () => void,
  ) {}

  poke(): void {
    if (this.timer) return
    const wait = this.lastRunAt + this.intervalMs - Date.now()
    if (wait <= 0) return this.runNow()
    this.timer = setTimeout(() => {
      this.timer = null
      this.runNow()
    }, wait)
  }

  /** Runs now, and the interval starts again from here. */
  runNow(): void {
    this.lastRunAt = Date.now()
    this.run()
  }
}
