import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { media, openInteractive, registerUser, uniqueName } from './support'

const uploadForm = (page: Page) => page.getByRole('form', { name: 'Upload track' })
async function tracksOf(page: Page, userId: number) {
  const tracks = (await (await page.request.get(`/api/tracks/user/${userId}`)).json()) as { title: string }[]
  return tracks.map(({ title }) => title)
}

/** What the server answers when the fixture is uploaded as this kind: its refusal message. */
async function serverRefusal(page: Page, kind: 'audio' | 'image', name: string) {
  const response = await page.request.post(`/api/upload/${kind}`, {
    multipart: { [kind]: { name, mimeType: 'application/octet-stream', buffer: await readFile(media(name)) } },
  })
  expect(response.status()).toBeGreaterThanOrEqual(400)
  expect(response.status()).toBeLessThan(500)
  return ((await response.json()) as { message: string }).message
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test.describe('the upload form', () => {
  // Real uploads, decoded in the browser, on a busy machine.
  test.slow()

  test('leaving during an upload asks first: Stay keeps uploading, Leave cancels it, nothing published', async ({
    page,
  }) => {
    const user = await registerUser(page, 'Restless Uploader')
    await openInteractive(page, '/')
    await page.getByRole('link', { name: 'Upload Track' }).first().click()
    await expect(page).toHaveURL('/upload-track')
    const form = uploadForm(page)
    await form.getByLabel('Title').fill(uniqueName('Left '))
    await form.getByLabel('Audio File', { exact: true }).setInputFiles(media('tone.wav'))

    // tone.wav (265 KB) at 8 KB/s: the upload is in flight for half a minute.
    const network = await page.context().newCDPSession(page)
    await network.send('Network.enable')
    const throttle = (uploadThroughput: number) =>
      network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      })
    await throttle(8 * 1024)
    await form.getByRole('button', { name: 'Upload Track' }).click()
    const uploading = form.getByRole('button', { name: 'Uploading...' })
    await expect(uploading).toBeDisabled()

    // Closing (or reloading) the tab gets the browser's question; dismissing it keeps the page.
    const unloadQuestion = page.waitForEvent('dialog')
    await page.close({ runBeforeUnload: true })
    const question = await unloadQuestion
    expect(question.type()).toBe('beforeunload')
    await question.dismiss()
    await expect(uploading).toBeDisabled()

    const leaveDialog = page.getByRole('alertdialog', { name: 'Upload in progress. Leave and cancel it?' })
    await page.goBack()
    await expect(leaveDialog).toBeVisible()
    await expect(page).toHaveURL('/upload-track')
    await leaveDialog.getByRole('button', { name: 'Stay' }).click()
    await expect(leaveDialog).toBeHidden()
    await expect(page).toHaveURL('/upload-track')
    await expect(uploading).toBeDisabled()
    await expect(form.getByText('Uploading audio')).toBeVisible()

    const aborted = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/upload/audio'))
    await page.goBack()
    await leaveDialog.getByRole('button', { name: 'Leave' }).click()
    await expect(page).toHaveURL('/')
    await aborted
    await throttle(-1)
    // Long enough for an upload that carried on to reach the server, now unthrottled, and publish a track.
    await page.waitForTimeout(3000)
    await expect(page).toHaveURL('/')
    expect(await tracksOf(page, user.id)).toEqual([])
  })

  test("a picked file the server would refuse is named at once, in the server's words, and is not sent", async ({
    page,
  }) => {
    await registerUser(page)
    const refusalsOf = async (kind: 'audio' | 'image', names: string[]) => {
      const messages = await Promise.all(names.map((name) => serverRefusal(page, kind, name)))
      return Object.fromEntries(names.map((name, i) => [name, messages[i]]))
    }
    const refusals = {
      audio: await refusalsOf('audio', ['not-audio.mp3', 'empty.mp3', 'text.jpg']),
      image: await refusalsOf('image', ['svg-script.svg', 'text.jpg']),
    }
    await openInteractive(page, '/upload-track')
    const form = uploadForm(page)
    await form.getByLabel('Title').fill('Never sent')
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(new URL(request.url()).pathname)
    })
    const upload = form.getByRole('button', { name: 'Upload Track' })
    const audio = form.getByLabel('Audio File', { exact: true })
    const cover = form.getByLabel('Cover Image (Optional)', { exact: true })

    for (const [name, message] of Object.entries(refusals.audio)) {
      await audio.setInputFiles(media(name))
      await expect(form.getByText(message, { exact: true })).toBeVisible()
      await expect(audio).toHaveAccessibleDescription(new RegExp(`${escaped(message)}$`))
      await expect(upload).toBeDisabled()
    }
    await audio.setInputFiles(media('tone.mp3'))
    await expect(form.getByRole('alert')).toHaveCount(0)
    await expect(upload).toBeEnabled()

    for (const [name, message] of Object.entries(refusals.image)) {
      await cover.setInputFiles(media(name))
      await expect(form.getByText(message, { exact: true })).toBeVisible()
      await expect(cover).toHaveAccessibleDescription(new RegExp(`${escaped(message)}$`))
      await expect(upload).toBeDisabled()
    }
    await cover.setInputFiles(media('cover.png'))
    await expect(form.getByRole('alert')).toHaveCount(0)
    await expect(upload).toBeEnabled()

    // A dropped file is judged the same way.
    const dropped = await page.evaluateHandle(
      async (base64) => {
        const transfer = new DataTransfer()
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
        transfer.items.add(new File([bytes], 'not-audio.mp3', { type: 'audio/mpeg' }))
        return transfer
      },
      (await readFile(media('not-audio.mp3'))).toString('base64'),
    )
    await form.locator('label[for="audioFile"]').dispatchEvent('drop', { dataTransfer: dropped })
    await expect(form.getByText('not-audio.mp3')).toBeVisible()
    await expect(form.getByText(refusals.audio['not-audio.mp3'], { exact: true })).toBeVisible()
    await expect(upload).toBeDisabled()

    // So is one larger than the limit that its hint names ('MAX. 50MB'), however it starts.
    const tooLong = await page.evaluateHandle(() => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(56 * 1024 * 1024)], 'long.wav', { type: 'audio/wav' }))
      return transfer
    })
    await form.locator('label[for="audioFile"]').dispatchEvent('drop', { dataTransfer: tooLong })
    await expect(form.getByText('long.wav')).toBeVisible()
    await expect(form.getByText('Audio files must be 50 MB or smaller', { exact: true })).toBeVisible()
    await expect(upload).toBeDisabled()
    expect(sent).toEqual([])
  })
})
