import { assertOwner, readAsViewer } from '../api/http'
import { findSettings } from '../db/settings'
import type { Reader } from './reader'

/** A user's settings, read by that user alone. */
export const ownSettings = (reader: Reader, userId: number) =>
  readAsViewer(reader, async (viewerId) => {
    assertOwner({ id: viewerId }, userId, 'settings')
    return findSettings(reader.db, viewerId)
  })
