import { assertOwner, requireViewer } from '../api/http'
import { findSettings } from '../db/settings'
import type { Reader } from './reader'

/** A user's settings, read by that user alone. */
export async function ownSettings(reader: Reader, userId: number) {
  const user = await requireViewer(reader)
  assertOwner(user, userId, 'settings')
  return findSettings(reader.db, user.id)
}
