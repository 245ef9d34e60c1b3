/**
 * The data centre's cache the Worker fills and purges itself (docs/decisions/040-*). The DOM's CacheStorage, which
 * the browser code brings into the same type-check, has no `default`, and it hides the Workers one.
 */
export const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default
