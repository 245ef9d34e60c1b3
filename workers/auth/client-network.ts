/**
 * The network a client address stands for when counting per client: an IPv4 address itself, an IPv6 address its
 * /64. One subscriber's line is usually given a whole /64, so counting per IPv6 address would let one client pick
 * a fresh address for every request.
 */
export function clientNetwork(address: string): string {
  // IPv4, also when written as an IPv4-mapped IPv6 address (::ffff:192.0.2.1).
  if (address.includes('.')) return address.slice(address.lastIndexOf(':') + 1)
  if (!address.includes(':')) return address
  const [head, tail] = address.toLowerCase().split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0')
  const prefix = [...headGroups, ...zeros, ...tailGroups].slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''))
  return `${prefix.join(':')}::/64`
}

/**
 * The caller's network from the address Cloudflare's edge (or `wrangler dev`) reports in CF-Connecting-IP, or null
 * without one (a deployed Worker always has it). Every per-client count keys by this, never by the raw address.
 */
export function clientNetworkOf(headers: Headers): string | null {
  const address = headers.get('CF-Connecting-IP')
  return address ? clientNetwork(address) : null
}
