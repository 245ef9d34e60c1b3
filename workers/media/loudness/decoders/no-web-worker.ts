/**
 * Stands in for @eshaz/web-worker, which the audio decoders import for their web-worker variants (unused here) and
 * whose browser build reads a global `Worker` that workerd lacks. Aliased in wrangler.toml and vitest.config.ts.
 */
export default class NoWebWorker {
  constructor() {
    throw new Error('the audio decoders run without web workers in the Worker')
  }
}
