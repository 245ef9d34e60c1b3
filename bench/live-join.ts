import { chromium, type Browser } from '@playwright/test'
import { runAlone, type BenchSection } from './report'
import { startBenchServer } from './room-server'
import { CHROMIUM_ARGS, goLive, initScript, summary } from './video-glass'

/**
 * Joining a live stream: a host goes live with picture and a steady tone, then viewers open /stream/{id} one after
 * another, each in a fresh context, and each is timed from its page's first contentful paint to the first sound (the
 * page's analyser, the one its meters read, hears the tone above -40 dB) and to the first frame its <video> shows
 * (requestVideoFrameCallback). Targets: sound p50 ≤ 1 s and p90 ≤ 1.5 s, picture p50 ≤ 1.5 s.
 */

const VIEWERS = Number(process.env.LIVE_JOIN_VIEWERS ?? 10)
const SOUND_P50_MS = 1000
const SOUND_P90_MS = 1500
const PICTURE_P50_MS = 1500
/** -40 dBFS as a sample's amplitude. */
const HEARD_ABOVE = 0.01
/** Let the stream run a little before the first viewer, as a real audience would find it. */
const SETTLE_MS = 3000
const JOIN_TIMEOUT_MS = 30_000

interface Join {
  soundMs: number
  pictureMs: number
}

declare global {
  interface Window {
    benchJoin: Promise<Join>
  }
}

/** Resolves `benchJoin` once the page has both heard the tone and shown a frame, each timed from its first paint. */
function watchJoin(heardAbove: number) {
  const firstPaint = new Promise<number>((resolve) =>
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0]
      if (paint) resolve(paint.startTime)
    }).observe({ type: 'paint', buffered: true }),
  )
  const heard = new Promise<number>((resolve) => {
    const createAnalyser = AudioContext.prototype.createAnalyser
    AudioContext.prototype.createAnalyser = function (this: AudioContext) {
      const analyser = createAnalyser.call(this)
      const samples = new Float32Array(analyser.fftSize)
      const listen = setInterval(() => {
        analyser.getFloatTimeDomainData(samples)
        if (!samples.some((sample) => Math.abs(sample) > heardAbove)) return
        clearInterval(listen)
        resolve(performance.now())
      }, 2)
      return analyser
    }
  })
  const shown = new Promise<number>((resolve) => {
    const watch = () => {
      const video = document.querySelector<HTMLVideoElement>('video[aria-label="Live video"]')
      if (!video) return setTimeout(watch, 20)
      video.requestVideoFrameCallback((_now, frame) => resolve(frame.expectedDisplayTime))
    }
    watch()
  })
  window.benchJoin = Promise.all([firstPaint, heard, shown]).then(([paint, sound, picture]) => ({
    soundMs: sound - paint,
    pictureMs: picture - paint,
  }))
}

async function join(browser: Browser, baseUrl: string, streamId: number): Promise<Join> {
  const context = await browser.newContext({ baseURL: baseUrl })
  try {
    await context.addInitScript(initScript(watchJoin, HEARD_ABOVE))
    const page = await context.newPage()
    await page.goto(`/stream/${streamId}`)
    return await page.evaluate(
      (timeout) =>
        Promise.race([
          window.benchJoin,
          new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('no sound or picture')), timeout)),
        ]),
      JOIN_TIMEOUT_MS,
    )
  } finally {
    await context.close()
  }
}

export async function run(): Promise<BenchSection> {
  const server = await startBenchServer()
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  try {
    const { host, streamId } = await goLive(browser, server.baseUrl, { steadyTone: true })
    await host.waitForTimeout(SETTLE_MS)
    const joins: Join[] = []
    for (let index = 0; index < VIEWERS; index++) joins.push(await join(browser, server.baseUrl, streamId))
    const sound = summary(joins.map((timed) => timed.soundMs))
    const picture = summary(joins.map((timed) => timed.pictureMs))
    return {
      section: 'Joining a live stream',
      rows: [
        {
          measure: 'Joining a live stream: first paint of /stream/{id} → the analyser hears the tone',
          value: `p50 ${sound.p50} ms, p90 ${sound.p90} ms (${sound.count} viewers)`,
          target: 'p50 ≤ 1 s, p90 ≤ 1.5 s',
          pass: sound.p50 <= SOUND_P50_MS && sound.p90 <= SOUND_P90_MS,
        },
        {
          measure: 'Joining a live stream: first paint of /stream/{id} → first frame shown',
          value: `p50 ${picture.p50} ms, p90 ${picture.p90} ms (${picture.count} viewers)`,
          target: 'p50 ≤ 1.5 s',
          pass: picture.p50 <= PICTURE_P50_MS,
        },
      ],
      details: { joins },
    }
  } finally {
    await browser.close()
    server.stop()
  }
}

runAlone(import.meta.url, run)
