/** How much of a decoder's embedded wasm text names it: its encoding header, which carries a checksum of the wasm. */
export const FINGERPRINT_LENGTH = 21
