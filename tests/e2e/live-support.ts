import { expect, type Page } from '@playwright/test'
import { expectToast } from './support'

/** The fake-device host goes live in the studio and returns its stream id (from the Share card). */
export async function goLive(page: Page) {
  await page.goto('/go-live')
  await expect(page.getByRole('heading', { name: 'Go Live', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Camera On' })).toBeVisible()
  await page.getByRole('button', { name: 'Start Streaming' }).click()
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible()
  const streamId = Number(await page.getByTestId('stream-id').textContent())
  expect(streamId).toBeGreaterThan(0)
  return streamId
}

export async function endStream(page: Page) {
  await page.getByRole('button', { name: 'End Stream' }).click()
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to end this live stream?')
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Stream' }).click()
  await expectToast(page, 'Stream ended', 'Your live stream has been ended successfully')
  await expect(page.getByRole('button', { name: 'Start Streaming' })).toBeVisible()
}
