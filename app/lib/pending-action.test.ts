import { describe, expect, it } from 'vitest'
import {
  formatPendingAction,
  parsePendingAction,
  PENDING_ACTION_TTL_MS,
  pendingActionStep,
  storedPendingAction,
} from './pending-action'

describe('parsePendingAction', () => {
  it('reads a like of a track, a post or a stream, and a follow', () => {
    expect(parsePendingAction('like:track:12')).toEqual({ kind: 'like', contentType: 'track', contentId: 12 })
    expect(parsePendingAction('like:post:3')).toEqual({ kind: 'like', contentType: 'post', contentId: 3 })
    expect(parsePendingAction('like:stream:7')).toEqual({ kind: 'like', contentType: 'stream', contentId: 7 })
    expect(parsePendingAction('follow:5')).toEqual({ kind: 'follow', creatorId: 5 })
  })

  it('reads a repost of a track or a playlist', () => {
    expect(parsePendingAction('repost:track:12')).toEqual({ kind: 'repost', contentType: 'track', contentId: 12 })
    expect(parsePendingAction('repost:playlist:3')).toEqual({ kind: 'repost', contentType: 'playlist', contentId: 3 })
  })

  it('reads back what it wrote', () => {
    for (const text of ['like:track:12', 'like:stream:900', 'repost:playlist:8', 'follow:42'])
      expect(formatPendingAction(parsePendingAction(text)!)).toBe(text)
  })

  it('is null for anything else', () => {
    for (const text of [
      '',
      'like',
      'like:track',
      'like:user:3',
      'like:track:0',
      'like:track:-1',
      'like:track:1.5',
      'like:track:12:3',
      'like:track:012',
      'like:track: 12',
      'follow',
      'follow:',
      'follow:x',
      'follow:5:6',
      'unlike:track:12',
      'unfollow:5',
      'comment:track:1',
      'repost:post:3',
      'repost:track',
    ]) {
      expect(parsePendingAction(text), text).toBeNull()
    }
  })
})

describe('pendingActionStep', () => {
  const like = { kind: 'like', contentType: 'track', contentId: 12 } as const
  const at = 1_800_000_000_000
  const page = '/tracks/12?from=search'
  const stored = storedPendingAction(like, page, at)

  it('does the action back on the page where it was tried, signed in', () => {
    expect(pendingActionStep(stored, page, true, at + 60_000)).toEqual({ step: 'perform', action: like })
  })

  it('keeps it while the visitor signs in, or is back on that page still signed out', () => {
    expect(pendingActionStep(stored, `/auth?redirectTo=${encodeURIComponent(page)}`, false, at)).toEqual({
      step: 'keep',
    })
    expect(pendingActionStep(stored, '/login', true, at)).toEqual({ step: 'keep' })
    expect(pendingActionStep(stored, page, false, at)).toEqual({ step: 'keep' })
  })

  it('forgets it on any other page', () => {
    expect(pendingActionStep(stored, '/tracks/12', true, at)).toEqual({ step: 'forget' })
    expect(pendingActionStep(stored, '/tracks/13?from=search', false, at)).toEqual({ step: 'forget' })
    expect(pendingActionStep(stored, '/authors', true, at)).toEqual({ step: 'forget' })
  })

  it('forgets it once it is too old, or when the clock says it is from the future', () => {
    expect(pendingActionStep(stored, page, true, at + PENDING_ACTION_TTL_MS)).toEqual({ step: 'perform', action: like })
    expect(pendingActionStep(stored, page, true, at + PENDING_ACTION_TTL_MS + 1)).toEqual({ step: 'forget' })
    expect(pendingActionStep(stored, '/auth', false, at + PENDING_ACTION_TTL_MS + 1)).toEqual({ step: 'forget' })
    expect(pendingActionStep(stored, page, true, at - 1)).toEqual({ step: 'forget' })
  })

  it('has nothing to do when nothing is stored, and forgets anything malformed', () => {
    expect(pendingActionStep(null, page, true, at)).toEqual({ step: 'keep' })
    for (const value of [
      '',
      'like:track:12',
      '{',
      'null',
      '5',
      '[]',
      JSON.stringify({ action: 'like:track:12', path: page }),
      JSON.stringify({ action: 'like:user:12', path: page, at }),
      JSON.stringify({ action: 12, path: page, at }),
    ]) {
      expect(pendingActionStep(value, page, true, at), value).toEqual({ step: 'forget' })
    }
  })
})
