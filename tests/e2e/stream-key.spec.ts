import { expect, test } from '@playwright/test'
import { endStream, goLive } from './live-support'
import { expectToast, registerUser } from './support'

test.describe.configure({ timeout: 90_000 })

test('the studio masks the stream key while live, shows it on demand and copies the real key', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await registerUser(page, 'Key Keeper')
  const streamId = await goLive(page)
  const { streamKey } = (await (await page.request.get(`/api/streams/${streamId}/key`)).json()) as { streamKey: string }
  expect(streamKey).toMatch(/^sk_/)

  const field = page.getByLabel('Stream Key')
  await expect(field).toHaveValue(streamKey)
  await expect(field).toHaveAttribute('type', 'password')
  expect(await page.locator('body').innerText()).not.toContain(streamKey)

  await page.getByRole('button', { name: 'Show' }).click()
  await expect(field).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Hide' }).click()
  await expect(field).toHaveAttribute('type', 'password')

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expectToast(page, 'Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(streamKey)
  await expect(field).toHaveAttribute('type', 'password')
  await endStream(page)
})

test('the studio gives broadcasting software its command, with the key only when shown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await registerUser(page, 'Encoder Owner')
  const streamId = await goLive(page)
  const { streamKey } = (await (await page.request.get(`/api/streams/${streamId}/key`)).json()) as { streamKey: string }
  const ingestAddress = new URL(`/ingest/${streamKey}`, page.url()).href

  const command = page.getByLabel('Broadcasting software')
  await expect(command).toHaveValue(/-f webm -cluster_time_limit 1000 \\\n +-method POST \S+\/ingest\/STREAM_KEY$/)
  expect(await page.locator('body').innerText()).not.toContain(streamKey)

  await page.getByRole('button', { name: 'Show' }).click()
  await expect(command).toHaveValue(new RegExp(`-method POST ${ingestAddress}$`))

  await page.getByRole('button', { name: 'Hide' }).click()
  await page.getByRole('button', { name: 'Copy command' }).click()
  await expectToast(page, 'Copied')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^ffmpeg -re -i INPUT -c:a libopus /)
  expect(copied.endsWith(`-method POST ${ingestAddress}`)).toBe(true)
  await endStream(page)
})
