/**
 * A close code fit to send or pass on: 1005 (none given), 1006 (dropped) and 1015 (TLS failed) only describe a close.
 */
export const sendableCloseCode = (code: number) => (code === 1005 || code === 1006 || code === 1015 ? 1000 : code)
