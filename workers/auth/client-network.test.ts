import { describe, expect, it } from 'vitest'
import { clientNetwork } from './client-network'

describe('clientNetwork', () => {
  it('keeps an IPv4 address, also an IPv4-mapped one', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7')
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7')
  })

  it('reduces an IPv6 address to its /64, however it is written', () => {
    const network = '2001:db8:0:12::/64'
    for (const address of [
      '2001:db8:0:12::1',
      '2001:DB8:0000:0012:ffff:1:2:3',
      '2001:db8::12:0:0:0:9',
      '2001:0db8:0:12:0::',
    ])
      expect(clientNetwork(address)).toBe(network)
    expect(clientNetwork('2001:db8:0:13::1')).not.toBe(network)
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
  })
})
