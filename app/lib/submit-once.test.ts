import { describe, expect, it } from 'vitest'
import { ApiRequestError } from './api-client'
import type { FieldErrors } from './form'
import { submitOnce } from './submit-once'

const loadNameSchema = () => import('../../contracts/playlists').then((contract) => contract.playlistNameSchema)

/** A form's submitter whose sends are held until `answer` settles them, as a slow server would. */
function form() {
  const seen = { pending: [] as boolean[], errors: [] as FieldErrors[], keys: [] as string[] }
  const answers: ((error?: Error) => void)[] = []
  const submit = submitOnce<{ name: string }>({
    pending: (pending) => seen.pending.push(pending),
    errors: (errors) => seen.errors.push(errors),
  })
  const send = (_input: { name: string }, key: string) => {
    seen.keys.push(key)
    return new Promise<void>((resolve, reject) => answers.push((error) => (error ? reject(error) : resolve())))
  }
  const options = { schema: loadNameSchema, send }
  const answer = async (error?: Error) => {
    await expect.poll(() => answers.length).toBeGreaterThan(0)
    answers.shift()!(error)
  }
  return { seen, submit: (values: unknown) => submit(options, values), answer }
}

describe('submitOnce', () => {
  it('sends once for a double click: the second submit, made before the first is answered, is ignored', async () => {
    const { seen, submit, answer } = form()
    const first = submit({ name: 'Road trip' })
    const second = submit({ name: 'Road trip' })
    await answer()
    await Promise.all([first, second])
    expect(seen.keys).toHaveLength(1)
    expect(seen.pending).toEqual([true, false])
  })

  it('gives field errors from the contract schema and sends nothing', async () => {
    const { seen, submit } = form()
    await submit({ name: '' })
    expect(seen.keys).toEqual([])
    expect(seen.errors.at(-1)).toEqual({ name: expect.any(String) })
  })

  it('keeps the key when the server was not reached or failed, and takes a new one after a success', async () => {
    const { seen, submit, answer } = form()
    for (const failure of [new TypeError('Failed to fetch'), new ApiRequestError(503, 'Unavailable')]) {
      const tried = submit({ name: 'Road trip' })
      await answer(failure)
      await tried
    }
    const succeeded = submit({ name: 'Road trip' })
    await answer()
    await succeeded
    const next = submit({ name: 'Road trip' })
    await answer()
    await next
    expect(seen.keys[1]).toBe(seen.keys[0])
    expect(seen.keys[2]).toBe(seen.keys[0])
    expect(seen.keys[3]).not.toBe(seen.keys[0])
    expect(seen.keys[0]).toMatch(/^[0-9a-f]{32}$/)
  })

  it('takes a new key after a refusal, which the server kept: the next submit may send other values', async () => {
    const { seen, submit, answer } = form()
    const refused = submit({ name: 'Taken' })
    await answer(new ApiRequestError(409, 'Already exists'))
    await refused
    const next = submit({ name: 'Other' })
    await answer()
    await next
    expect(seen.keys[1]).not.toBe(seen.keys[0])
  })
})
