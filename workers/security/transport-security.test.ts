import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

describe('Strict-Transport-Security', () => {
  it('is sent with every answer over https: pages, API calls and assets alike', async () => {
    for (const path of ['/', '/api/health', '/api/tracks/999999', '/favicon.svg']) {
      const response = await SELF.fetch(`https://soundwave.example${path}`)
      await response.arrayBuffer()
      expect(response.headers.get('Strict-Transport-Security'), path).toBe('max-age=63072000; includeSubDomains')
    }
  })

  it('is not sent over plain http, where it would mean nothing', async () => {
    const response = await SELF.fetch('http://localhost/api/health')
    await response.arrayBuffer()
    expect(response.headers.get('Strict-Transport-Security')).toBeNull()
  })
})
