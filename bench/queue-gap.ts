/**
 * Queue gap: two short tracks queued one after the other (tone.wav, 3.0 s, then tone.ogg, 4.5 s, uploaded by the
 * seeded demo user, so the newest two of its Music tab); timed from the first's `ended` to the next `playing` on any
 * audio element, in a fresh browser context each run, QUEUE_GAP_RUNS times (3); the row is the median. The reference
 * is the same with every audio response held 200 ms, as a listener's network would. Run with
 * `npm run bench:queue-gap` after `npm run build`. Knobs: QUEUE_GAP_RUNS, BENCH_URL (a running server).
 */
import { readFile } from 'node:fs/promises'
import { chromium, type Browser } from '@playwright/test'
import { median, runAlone, type BenchSection } from './report'
import { startBenchServer } from './room-server'
import { signIn } from './sign-in'

const RUNS = Number(process.env.QUEUE_GAP_RUNS ?? 3)
const TARGET_MS = 50
const NETWORK_DELAY_MS = 200
const MEDIA = new URL('../tests/fixtures/media/', import.meta.url)

declare global {
  interface Window {
    benchQueueGap: Promise<number>
  }
}

/** Resolves `benchQueueGap` with the time from the first track's end to the next start of sound. */
function watchQueueGap() {
  window.benchQueueGap = new Promise((resolve) => {
    let endedAt = 0
    // Media events do not bubble, but a capturing listener on the document hears them on the way down.
    document.addEventListener('ended', () => (endedAt ||= performance.now()), { capture: true })
    document.addEventListener('playing', () => endedAt && resolve(performance.now() - endedAt), { capture: true })
  })
}

/** An init script from a function: tsx names inner functions with a `__name` helper the page lacks, so it gets one. */
const initScript = (script: () => void) => ({ content: `var __name = (fn) => fn; (${script.toString()})()` })

/** Signs in as the seeded demo user and publishes the two tracks; the last published plays first. */
async function publishTwoTracks(baseUrl: string) {
  const cookie = await signIn(baseUrl)
  for (const [file, type] of [
    ['tone.ogg', 'audio/ogg'],
    ['tone.wav', 'audio/wav'],
  ]) {
    const form = new FormData()
    form.append('audio', new Blob([await readFile(new URL(file, MEDIA))], { type }), file)
    const upload = await fetch(`${baseUrl}/api/upload/audio`, {
      method: 'POST',
      headers: { Cookie: cookie },
      body: form,
    })
    const { url } = (await upload.json()) as { url: string }
    const track = await fetch(`${baseUrl}/api/tracks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ title: `Queue gap ${file}`, artistName: 'Bench', audioUrl: url }),
    })
    if (!track.ok) throw new Error(`publishing ${file} failed: ${track.status}`)
  }
}

async function queueGap(browser: Browser, baseUrl: string, networkDelayMs: number): Promise<number> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript(initScript(watchQueueGap))
    if (networkDelayMs)
      await context.route(
        (url) => url.pathname.startsWith('/api/media/'),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, networkDelayMs))
          await route.continue()
        },
      )
    const page = await context.newPage()
    await page.goto('/profile/demo')
    await page.waitForLoadState('networkidle')
    await page.getByRole('tab', { name: 'Music' }).click()
    await page.getByRole('button', { name: 'Play Queue gap tone.wav' }).click()
    return await page.evaluate(() => window.benchQueueGap)
  } finally {
    await context.close()
  }
}

const round = (ms: number) => Math.round(ms)
const summary = (gaps: number[]) =>
  `median ${round(median(gaps))} ms (min ${round(Math.min(...gaps))}, max ${round(Math.max(...gaps))}, ${gaps.length} runs)`

export async function run(): Promise<BenchSection> {
  const server = await startBenchServer()
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--autoplay-policy=no-user-gesture-required'],
  })
  try {
    await publishTwoTracks(server.baseUrl)
    const local: number[] = []
    const delayed: number[] = []
    // In turn, so the machine's load falls on both alike.
    for (let index = 0; index < RUNS; index++) {
      local.push(await queueGap(browser, server.baseUrl, 0))
      delayed.push(await queueGap(browser, server.baseUrl, NETWORK_DELAY_MS))
    }
    return {
      section: 'Queue gap',
      rows: [
        {
          measure: `Gap between two queued tracks: the first's 'ended' → the next 'playing' (fresh page each run)`,
          value: summary(local),
          target: `< ${TARGET_MS} ms`,
          reference: `audio answered ${NETWORK_DELAY_MS} ms late: ${summary(delayed)}`,
          pass: median(local) < TARGET_MS && median(delayed) < TARGET_MS,
        },
      ],
      details: { local: local.map(round), delayed: delayed.map(round) },
    }
  } finally {
    await browser.close()
    server.stop()
  }
}

runAlone(import.meta.url, run)
