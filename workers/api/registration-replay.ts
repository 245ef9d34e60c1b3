import type { Context } from 'hono'
import type { z } from 'zod'
import type { registerSchema } from '../../contracts/auth'
import { verifyPassword } from '../auth/password'
import { startSession } from '../auth/session'
import { sha256Hex } from '../auth/sha256-hex'
import { findAnswer, keepAnswer } from '../db/idempotency-keys'
import { fail } from './http'
import { DIFFERENT_REQUEST, replay } from './idempotency'
import type { AppEnv } from './types'

/*
 * Registration under an Idempotency-Key (docs/decisions/026-idempotent-creating-calls.md). There is no user to claim
 * the key under before it runs, so the key is kept under the account it made, with its answer; a repeat names that
 * account by its username.
 */

type Registration = z.output<typeof registerSchema>

/** Every field but the password, which is checked against the account's hash rather than kept in a plain digest. */
const fingerprintOf = (input: Registration) =>
  sha256Hex(`POST /api/register\n${JSON.stringify({ ...input, password: undefined })}`)

/**
 * The first answer again, for a repeat of the registration that made `account` under `key`, signed in as the first
 * was; undefined when the key made no such account. Other details or another password under the key are 422.
 */
export async function replayedRegistration(
  c: Context<AppEnv>,
  account: { id: number; passwordHash: string },
  key: string,
  input: Registration,
): Promise<Response | undefined> {
  const db = c.get('db')
  const first = await findAnswer(db, { userId: account.id, key })
  if (!first || first.status === null || first.body === null) return undefined
  const same = first.fingerprint === (await fingerprintOf(input))
  if (!same || !(await verifyPassword(input.password, account.passwordHash))) fail(422, DIFFERENT_REQUEST)
  await startSession(c, db, account.id)
  return replay(c, first.status, first.body)
}

/** Keeps a registration's answer under its key, for a repeat to get again. */
export async function keepRegistration(
  c: Context<AppEnv>,
  userId: number,
  key: string,
  input: Registration,
  body: string,
) {
  await keepAnswer(c.get('db'), { userId, key }, await fingerprintOf(input), 201, body)
}
