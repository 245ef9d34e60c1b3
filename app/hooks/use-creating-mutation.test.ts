import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { withIdempotencyKey } from './use-creating-mutation'

describe('withIdempotencyKey', () => {
  it('sends one key for every attempt of an action and a new key for the next action', async () => {
    const sent: string[] = []
    const mutationFn = withIdempotencyKey(async (name: string, key: string) => {
      sent.push(key)
      // The first attempt of each action fails, as a dropped connection would.
      if (sent.length % 2 === 1) throw new Error('Network error')
      return name
    })
    const observer = new MutationObserver(new QueryClient(), { mutationFn, retry: 1, retryDelay: 0 })

    expect(await observer.mutate('Road trip')).toBe('Road trip')
    expect(await observer.mutate('Road trip')).toBe('Road trip')

    expect(sent).toHaveLength(4)
    expect(sent[1]).toBe(sent[0])
    expect(sent[3]).toBe(sent[2])
    expect(sent[2]).not.toBe(sent[0])
    expect(sent[0]).toMatch(/^[0-9a-f]{32}$/)
  })
})
