/** What a diagnostic call answered: its status line and body as text, or why it never got an answer. */
export type RawCallResult = { status: number; statusText: string; body: string } | { error: string }

/** Calls an API path the way every client call does (docs/product/rules.md#client-calls) but keeps any answer. */
export async function rawCall(path: string): Promise<RawCallResult> {
  try {
    const response = await fetch(path, {
      credentials: 'include',
      headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' },
    })
    const text = await response.text()
    let body = text
    try {
      body = JSON.stringify(JSON.parse(text), null, 2)
    } catch {
      // not JSON: shown as it came
    }
    return { status: response.status, statusText: response.statusText, body }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}
