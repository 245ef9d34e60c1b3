/**
 * First play: a visitor opens the home page, waits until it has loaded, and clicks the first card's Play button.
 * Timed from that click to the moment the audio element has reported `playing` and its `currentTime` has moved on,
 * in a fresh browser context each run (no cache, no audio yet), FIRST_PLAY_RUNS times (5); the row is the median.
 * Run with `npm run bench:first-play` after `npm run build`. Knobs: FIRST_PLAY_RUNS, BENCH_URL (a running server).
 */
import { chromium, type Browser } from '@playwright/test'
import { median, runAlone, type BenchSection } from './report'
import { startBenchServer } from './room-server'

const RUNS = Number(process.env.FIRST_PLAY_RUNS ?? 5)
const TARGET_MS = 300
const PAGE = '/'

interface FirstPlay {
  clickToPlayingMs: number
  clickToSoundMs: number
}

declare global {
  interface Window {
    benchFirstPlay: Promise<FirstPlay>
  }
}

/** Resolves `benchFirstPlay` once the audio plays and its time advances, both timed from the first click. */
function watchFirstPlay() {
  let clickedAt = 0
  window.benchFirstPlay = new Promise((resolve) => {
    document.addEventListener('click', () => (clickedAt ||= performance.now()), { capture: true })
    // Media events do not bubble, but a capturing listener on the document hears them on the way down.
    document.addEventListener(
      'playing',
      (event) => {
        const audio = event.target as HTMLAudioElement
        const playingAt = performance.now()
        const startedFrom = audio.currentTime
        const poll = () => {
          if (audio.currentTime <= startedFrom) return setTimeout(poll, 2)
          resolve({ clickToPlayingMs: playingAt - clickedAt, clickToSoundMs: performance.now() - clickedAt })
        }
        poll()
      },
      { capture: true, once: true },
    )
  })
}

/** An init script from a function: tsx names inner functions with a `__name` helper the page lacks, so it gets one. */
const initScript = (script: () => void) => ({ content: `var __name = (fn) => fn; (${script.toString()})()` })

async function firstPlay(browser: Browser, baseUrl: string): Promise<FirstPlay> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript(initScript(watchFirstPlay))
    const page = await context.newPage()
    await page.goto(PAGE)
    await page.waitForLoadState('networkidle')
    await page
      .getByRole('button', { name: /^Play / })
      .first()
      .click()
    return await page.evaluate(() => window.benchFirstPlay)
  } finally {
    await context.close()
  }
}

const round = (ms: number) => Math.round(ms)

export async function run(): Promise<BenchSection> {
  const server = await startBenchServer()
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  try {
    const runs: FirstPlay[] = []
    for (let index = 0; index < RUNS; index++) runs.push(await firstPlay(browser, server.baseUrl))
    const sound = runs.map((entry) => entry.clickToSoundMs)
    const playing = median(runs.map((entry) => entry.clickToPlayingMs))
    return {
      section: 'First play',
      rows: [
        {
          measure: `Click Play on a loaded ${PAGE} → audio playing with its time advancing (fresh page each run)`,
          value: `median ${round(median(sound))} ms (min ${round(Math.min(...sound))}, max ${round(Math.max(...sound))}, ${runs.length} runs)`,
          target: `≤ ${TARGET_MS} ms`,
          reference: `click → 'playing' event: median ${round(playing)} ms`,
          pass: median(sound) <= TARGET_MS,
        },
      ],
      details: {
        page: PAGE,
        runs: runs.map((entry) => ({
          clickToPlayingMs: round(entry.clickToPlayingMs),
          clickToSoundMs: round(entry.clickToSoundMs),
        })),
      },
    }
  } finally {
    await browser.close()
    server.stop()
  }
}

runAlone(import.meta.url, run)
