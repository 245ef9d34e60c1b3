import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import type { TrackDetail } from '../../contracts/tracks'
import { expectToast, media, registerUser, uniqueName } from './support'

test.describe.configure({ timeout: 90_000 })

/** A track of the page's user made of `file`, once the media queue has measured its loudness. */
async function measuredTrack(page: Page, file: string, mimeType: string) {
  const audio = await page.request.post('/api/upload/audio', {
    multipart: { audio: { name: file, mimeType, buffer: await readFile(media(file)) } },
  })
  const { url } = (await audio.json()) as { url: string }
  const created = await page.request.post('/api/tracks', {
    data: { title: uniqueName(`Normalize ${file} `), artistName: 'Fixture Artist', audioUrl: url },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as TrackDetail
  let track: TrackDetail | undefined
  await expect
    .poll(
      async () => {
        track = (await (await page.request.get(`/api/tracks/${id}`)).json()) as TrackDetail
        return track.loudnessLufs
      },
      { timeout: 30_000 },
    )
    .not.toBeNull()
  return track!
}

/**
 * docs/product/rules.md#player: to -14 LUFS, lowered so the true peak stays at or under -1 dBTP, shown to a tenth of
 * a dB with its sign.
 */
function shownGain({ loudnessLufs, truePeakDb }: TrackDetail) {
  const gain = Math.min(-14 - loudnessLufs!, -1 - truePeakDb!)
  const tenths = Math.round(gain * 10)
  return `Normalized ${tenths > 0 ? '+' : '−'}${(Math.abs(tenths) / 10).toFixed(1)} dB`
}

test('each track plays at the gain that brings it to -14 LUFS, and none once Normalize volume is off', async ({
  page,
}) => {
  const user = await registerUser(page, 'Loudness Creator')
  // quiet.flac reads about -31.8 LUFS, tone.mp3 about -7.1 LUFS (tests/fixtures/media/MANIFEST.md, ffmpeg).
  const quiet = await measuredTrack(page, 'quiet.flac', 'audio/flac')
  const loud = await measuredTrack(page, 'tone.mp3', 'audio/mpeg')
  expect(shownGain(quiet)).toMatch(/^Normalized \+1[78]\.\d dB$/)
  expect(shownGain(loud)).toMatch(/^Normalized −[67]\.\d dB$/)

  await page.goto(`/profile/${user.username}`)
  await page.getByRole('tab', { name: 'Music' }).click()
  const music = page.getByRole('tabpanel', { name: 'Music' })
  const bar = page.getByRole('region', { name: 'Audio player' })

  await music.getByRole('button', { name: `Play ${quiet.title}` }).click()
  await expect(bar.getByRole('link', { name: quiet.title, exact: true })).toBeVisible()
  await expect(bar.getByText(shownGain(quiet))).toBeVisible()

  await music.getByRole('button', { name: `Play ${loud.title}` }).click()
  await expect(bar.getByRole('link', { name: loud.title, exact: true })).toBeVisible()
  await expect(bar.getByText(shownGain(loud))).toBeVisible()

  await page.goto('/settings')
  await page.getByRole('tab', { name: 'Playback' }).click()
  const normalize = page.getByRole('switch', { name: 'Normalize volume' })
  await expect(page.getByText('Play every track at the same loudness')).toBeVisible()
  await expect(normalize).toBeChecked()
  await expect(bar.getByText(shownGain(loud))).toBeVisible()
  await normalize.click()
  await page.getByRole('tabpanel', { name: 'Playback' }).getByRole('button', { name: 'Save Settings' }).click()
  await expectToast(page, 'Settings Updated')
  await expect(bar.getByText(/^Normalized/)).toHaveCount(0)

  await page.reload()
  await page.getByRole('tab', { name: 'Playback' }).click()
  await expect(page.getByRole('switch', { name: 'Normalize volume' })).not.toBeChecked()
  await expect(bar.getByRole('link', { name: loud.title, exact: true })).toBeVisible()
  await expect(bar.getByText(/^Normalized/)).toHaveCount(0)
})
