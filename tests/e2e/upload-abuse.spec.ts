import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { fromOwnAddress, media, registerUser } from './support'

const MB = 1024 * 1024
const TOO_LARGE = { message: 'Audio files must be 50 MB or smaller' }

/** A form whose audio part (a real WAV, then silence) makes the body `size` bytes: past the 50 MB limit. */
async function oversizedForm(size: number) {
  const head = Buffer.from('--x\r\nContent-Disposition: form-data; name="audio"; filename="long.wav"\r\n\r\n')
  const body = Buffer.alloc(size)
  head.copy(body)
  ;(await readFile(media('tone.wav'))).copy(body, head.length)
  return body
}

/**
 * Against `wrangler dev`, as a browser sends it: the Worker refuses the upload long before the client has sent it
 * all. The refusal must reach the client as JSON, and the server must go on answering (ADR 010).
 */
test.describe('a refused oversized upload', () => {
  test.describe.configure({ timeout: 120_000 })

  test('with a Content-Length is answered 413 and the server answers the next calls', async ({ page }) => {
    await registerUser(page)
    const body = await oversizedForm(70 * MB)
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await page.request.post('/api/upload/audio', {
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
        data: body,
      })
      expect(refused.status()).toBe(413)
      expect(await refused.json()).toEqual(TOO_LARGE)
      const next = await page.request.post('/api/login', {
        data: { username: 'demo', password: 'demo1234' },
        headers: fromOwnAddress(),
      })
      expect(next.status()).toBe(200)
      expect((await page.request.get('/api/health', { timeout: 10_000 })).status()).toBe(200)
    }
  })

  test('streamed without a Content-Length is answered 413 and the server answers the next calls', async ({
    page,
    baseURL,
  }) => {
    await registerUser(page)
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ')
    const body = await oversizedForm(70 * MB)
    for (let attempt = 0; attempt < 3; attempt++) {
      // Playwright's request client sends only whole bodies; Node's fetch streams this one chunked.
      const chunks = Array.from({ length: body.length / MB }, (_, i) => body.subarray(i * MB, (i + 1) * MB))
      const refused = await fetch(`${baseURL}/api/upload/audio`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=x' },
        body: new ReadableStream({
          pull: (controller) => (chunks.length ? controller.enqueue(chunks.shift()!) : controller.close()),
        }),
        duplex: 'half',
      } as RequestInit)
      expect(refused.status).toBe(413)
      expect(await refused.json()).toEqual(TOO_LARGE)
      const next = await fetch(`${baseURL}/api/user`, {
        headers: { Cookie: cookie },
        signal: AbortSignal.timeout(10_000),
      })
      expect(next.status).toBe(200)
      expect((await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(10_000) })).status).toBe(200)
    }
  })
})
