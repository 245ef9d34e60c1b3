import { describe, expect, it } from 'vitest'
import { createPlayerReducer, playerReducer, upcomingTrack, type PlayerAction } from './player-reducer'
import { DEFAULT_VOLUME, HISTORY_LIMIT, initialPlayerState, RECENT_PLAYS_LIMIT, type PlayerState } from './player-state'
import { makeTrack } from './player-test-tracks'

const [one, two, three, four, five] = [1, 2, 3, 4, 5].map(makeTrack)

const run = (state: PlayerState, ...actions: PlayerAction[]) => actions.reduce(playerReducer, state)
const playing = (overrides: Partial<PlayerState> = {}): PlayerState => ({
  ...run(initialPlayerState, { type: 'playTrack', track: one, autoplay: true }),
  ...overrides,
})

describe('playTrack', () => {
  it('starts the track from the beginning, un-minimized', () => {
    const state = run({ ...initialPlayerState, isMinimized: true }, { type: 'playTrack', track: one, autoplay: true })
    expect(state).toMatchObject({
      currentTrack: one,
      isPlaying: true,
      currentTime: 0,
      duration: 180,
      isMinimized: false,
      history: [],
    })
    expect(state.seekRequest?.time).toBe(0)
  })

  it('pushes the current track onto the front of history', () => {
    const state = run(
      playing(),
      { type: 'playTrack', track: two, autoplay: true },
      { type: 'playTrack', track: three, autoplay: true },
    )
    expect(state.history).toEqual([two, one])
    expect(state.currentTrack).toEqual(three)
  })

  it('keeps 20 history items in memory', () => {
    const actions = Array.from(
      { length: 25 },
      (_, index): PlayerAction => ({ type: 'playTrack', track: makeTrack(index + 10), autoplay: true }),
    )
    const state = run(playing(), ...actions)
    expect(state.history).toHaveLength(HISTORY_LIMIT)
    expect(state.history[0]).toEqual(makeTrack(33))
  })

  it('loads without sound when autoplay is off', () => {
    expect(run(initialPlayerState, { type: 'playTrack', track: one, autoplay: false })).toMatchObject({
      currentTrack: one,
      isPlaying: false,
    })
  })

  it('counts each start as a new play', () => {
    const first = playing()
    expect(run(first, { type: 'playTrack', track: one, autoplay: true }).playId).toBe(first.playId + 1)
  })
})

describe('playList', () => {
  const list = [one, two, three, four]

  it('plays the chosen track and queues the rest of the list after it, in order', () => {
    const state = run(playing({ currentTrack: four, history: [], queue: [three] }), {
      type: 'playList',
      tracks: list,
      index: 1,
      autoplay: true,
    })
    expect(state).toMatchObject({
      currentTrack: two,
      queue: [three, four],
      history: [four],
      isPlaying: true,
      isMinimized: false,
      currentTime: 0,
    })
  })

  it('queues nothing after the last track of the list', () => {
    expect(run(playing({ queue: [two] }), { type: 'playList', tracks: list, index: 3, autoplay: true })).toMatchObject({
      currentTrack: four,
      queue: [],
    })
  })

  it('shuffles the rest when shuffle is on', () => {
    const state = createPlayerReducer(() => 0)(
      { ...initialPlayerState, isShuffling: true },
      { type: 'playList', tracks: list, index: 0, autoplay: true },
    )
    expect(state).toMatchObject({ currentTrack: one, queue: [three, four, two] })
  })

  it('then Next walks the list', () => {
    const state = run(
      initialPlayerState,
      { type: 'playList', tracks: list, index: 0, autoplay: true },
      { type: 'next' },
      { type: 'ended' },
    )
    expect(state).toMatchObject({ currentTrack: three, queue: [four], history: [two, one] })
  })

  it('respects autoplay and ignores an index outside the list', () => {
    expect(run(initialPlayerState, { type: 'playList', tracks: list, index: 2, autoplay: false })).toMatchObject({
      currentTrack: three,
      isPlaying: false,
    })
    expect(run(initialPlayerState, { type: 'playList', tracks: list, index: 4, autoplay: true })).toBe(
      initialPlayerState,
    )
  })
})

describe('shuffleList', () => {
  it('turns shuffle on and plays the whole list in a random order', () => {
    const state = createPlayerReducer(() => 0)(playing({ queue: [four] }), {
      type: 'shuffleList',
      tracks: [one, two, three, four],
      autoplay: true,
    })
    expect(state).toMatchObject({
      isShuffling: true,
      currentTrack: two,
      queue: [three, four, one],
      history: [one],
      isPlaying: true,
    })
  })

  it('does nothing with an empty list', () => {
    expect(run(initialPlayerState, { type: 'shuffleList', tracks: [], autoplay: true })).toBe(initialPlayerState)
  })
})

describe('play and pause', () => {
  it('toggles only when a track exists', () => {
    expect(run(initialPlayerState, { type: 'togglePlay' })).toBe(initialPlayerState)
    expect(run(playing(), { type: 'togglePlay' }).isPlaying).toBe(false)
    expect(run(playing(), { type: 'togglePlay' }, { type: 'togglePlay' }).isPlaying).toBe(true)
  })

  it('follows the element: playing, paused, error', () => {
    expect(run(initialPlayerState, { type: 'playing' }).isPlaying).toBe(false)
    expect(run(playing({ isPlaying: false }), { type: 'playing' }).isPlaying).toBe(true)
    expect(run(playing(), { type: 'paused' }).isPlaying).toBe(false)
    expect(run(playing(), { type: 'error' }).isPlaying).toBe(false)
  })

  it('records time and a usable duration', () => {
    const state = run(playing(), { type: 'timeUpdate', time: 12.5 }, { type: 'durationChange', duration: 17.25 })
    expect(state).toMatchObject({ currentTime: 12.5, duration: 17.25 })
    expect(run(state, { type: 'durationChange', duration: Infinity }).duration).toBe(17.25)
    expect(run(state, { type: 'durationChange', duration: NaN }).duration).toBe(17.25)
  })
})

describe('next', () => {
  it('restarts the current track with repeat one', () => {
    const before = playing({ repeatMode: 'one', currentTime: 90, queue: [two], isPlaying: false })
    const state = run(before, { type: 'next' })
    expect(state).toMatchObject({ currentTrack: one, currentTime: 0, isPlaying: true, queue: [two] })
    expect(state.seekRequest).toEqual({ id: before.seekRequest!.id + 1, time: 0 })
    expect(state.playId).toBe(before.playId + 1)
  })

  it('takes the first queue item and puts the current track in history', () => {
    const state = run(playing({ queue: [two, three], currentTime: 50 }), { type: 'next' })
    expect(state).toMatchObject({ currentTrack: two, queue: [three], history: [one], currentTime: 0, isPlaying: true })
  })

  it('replays from history with repeat all when the queue is empty', () => {
    const state = run(playing({ repeatMode: 'all', currentTrack: three, history: [two, one] }), { type: 'next' })
    expect(state).toMatchObject({ currentTrack: one, queue: [two, three], history: [], isPlaying: true })
  })

  it('replays the only track with repeat all and no history', () => {
    const state = run(playing({ repeatMode: 'all', currentTime: 170 }), { type: 'next' })
    expect(state).toMatchObject({ currentTrack: one, queue: [], currentTime: 0, isPlaying: true })
  })

  it('otherwise stops and rewinds', () => {
    const before = playing({ currentTime: 120 })
    const state = run(before, { type: 'next' })
    expect(state).toMatchObject({ currentTrack: one, isPlaying: false, currentTime: 0 })
    expect(state.seekRequest?.time).toBe(0)
  })

  it('starts the queue when nothing is loaded, and does nothing without one', () => {
    expect(run({ ...initialPlayerState, queue: [two, three] }, { type: 'next' })).toMatchObject({
      currentTrack: two,
      queue: [three],
      history: [],
    })
    expect(run(initialPlayerState, { type: 'next' })).toBe(initialPlayerState)
  })

  it('is what happens when a track ends', () => {
    expect(run(playing({ queue: [two] }), { type: 'ended' })).toMatchObject({ currentTrack: two, history: [one] })
    expect(run(playing(), { type: 'ended' })).toMatchObject({ isPlaying: false, currentTime: 0 })
  })
})

describe('previous', () => {
  it('restarts the track after more than 3 seconds', () => {
    const state = run(playing({ currentTime: 3.5, history: [two] }), { type: 'previous' })
    expect(state).toMatchObject({ currentTrack: one, currentTime: 0, history: [two], isPlaying: true })
    expect(state.seekRequest?.time).toBe(0)
  })

  it('goes to the latest history item within 3 seconds, the current track first in the queue', () => {
    const state = run(playing({ currentTime: 3, history: [two, three], queue: [four] }), { type: 'previous' })
    expect(state).toMatchObject({ currentTrack: two, history: [three], queue: [one, four], currentTime: 0 })
  })

  it('restarts the track when there is no history', () => {
    const state = run(playing({ currentTime: 1, isPlaying: false }), { type: 'previous' })
    expect(state).toMatchObject({ currentTrack: one, currentTime: 0, isPlaying: false })
  })

  it('does nothing without a track', () => {
    expect(run(initialPlayerState, { type: 'previous' })).toBe(initialPlayerState)
  })

  it('walks back and forth through a queue', () => {
    const state = run(playing({ queue: [two, three] }), { type: 'next' }, { type: 'next' }, { type: 'previous' })
    expect(state).toMatchObject({ currentTrack: two, history: [one], queue: [three] })
  })
})

describe('queue', () => {
  it('adds to the end, to the front, and clears', () => {
    const added = run(
      playing(),
      { type: 'addToQueue', track: two },
      { type: 'addToQueue', track: three },
      { type: 'playNext', track: four },
    )
    expect(added.queue).toEqual([four, two, three])
    expect(run(added, { type: 'clearQueue' }).queue).toEqual([])
  })
})

describe('shuffle', () => {
  const reverseOrder = createPlayerReducer(() => 0)

  it('shuffles a queue of more than one item when turned on', () => {
    const state = reverseOrder(playing({ queue: [two, three, four] }), { type: 'toggleShuffle' })
    expect(state.isShuffling).toBe(true)
    expect(state.queue).toEqual([three, four, two])
    expect(new Set(state.queue)).toEqual(new Set([two, three, four]))
  })

  it('leaves a queue of 0 or 1 items alone', () => {
    expect(reverseOrder(playing(), { type: 'toggleShuffle' })).toMatchObject({ isShuffling: true, queue: [] })
    expect(reverseOrder(playing({ queue: [two] }), { type: 'toggleShuffle' })).toMatchObject({
      isShuffling: true,
      queue: [two],
    })
  })

  it('toggles off without reordering', () => {
    const state = reverseOrder(playing({ queue: [two, three], isShuffling: true }), { type: 'toggleShuffle' })
    expect(state).toMatchObject({ isShuffling: false, queue: [two, three] })
  })
})

describe('repeat', () => {
  it('cycles off, all, one, off', () => {
    const modes = [1, 2, 3].map(
      (count) => run(initialPlayerState, ...Array<PlayerAction>(count).fill({ type: 'cycleRepeat' })).repeatMode,
    )
    expect(modes).toEqual(['all', 'one', 'off'])
  })
})

describe('volume', () => {
  it('starts at 75 and takes integers from 0 to 100', () => {
    expect(initialPlayerState.volume).toBe(DEFAULT_VOLUME)
    expect(run(initialPlayerState, { type: 'setVolume', volume: 42.6 }).volume).toBe(43)
    expect(run(initialPlayerState, { type: 'setVolume', volume: 150 }).volume).toBe(100)
    expect(run(initialPlayerState, { type: 'setVolume', volume: -5 }).volume).toBe(0)
  })

  it('mutes to 0 and restores the previous volume', () => {
    const muted = run(initialPlayerState, { type: 'setVolume', volume: 40 }, { type: 'toggleMute' })
    expect(muted).toMatchObject({ muted: true, volume: 0, volumeBeforeMute: 40 })
    expect(run(muted, { type: 'toggleMute' })).toMatchObject({ muted: false, volume: 40 })
  })

  it('unmutes to the default when the volume was already 0', () => {
    const state = run(
      initialPlayerState,
      { type: 'setVolume', volume: 0 },
      { type: 'toggleMute' },
      { type: 'toggleMute' },
    )
    expect(state.volume).toBe(DEFAULT_VOLUME)
  })

  it('moving the volume unmutes', () => {
    expect(run(initialPlayerState, { type: 'toggleMute' }, { type: 'setVolume', volume: 30 })).toMatchObject({
      muted: false,
      volume: 30,
    })
  })
})

describe('seek and views', () => {
  it('seeks within the track', () => {
    const state = run(playing(), { type: 'seek', time: 42 })
    expect(state).toMatchObject({ currentTime: 42, seekRequest: { time: 42 } })
    expect(run(state, { type: 'seek', time: 999 }).currentTime).toBe(180)
    expect(run(state, { type: 'seek', time: -4 }).currentTime).toBe(0)
    expect(run(initialPlayerState, { type: 'seek', time: 4 })).toBe(initialPlayerState)
  })

  it('toggles between full and minimized', () => {
    expect(run(initialPlayerState, { type: 'toggleMinimized' }).isMinimized).toBe(true)
    expect(run(initialPlayerState, { type: 'toggleMinimized' }, { type: 'toggleMinimized' }).isMinimized).toBe(false)
  })
})

describe('restore', () => {
  const saved = {
    currentTrack: two,
    isPlaying: true,
    currentTime: 8.5,
    queue: [three],
    history: [one],
    recentPlays: [2, 1],
    repeatMode: 'all' as const,
    isShuffling: true,
    isMinimized: true,
  }

  it('restores the saved state and resumes at the saved time', () => {
    const state = run(initialPlayerState, { type: 'restore', saved, volume: 30 })
    expect(state).toMatchObject({ ...saved, volume: 30, duration: 180, seekRequest: { time: 8.5 } })
  })

  it('keeps a paused track paused', () => {
    expect(
      run(initialPlayerState, { type: 'restore', saved: { ...saved, isPlaying: false }, volume: null }),
    ).toMatchObject({
      isPlaying: false,
      volume: DEFAULT_VOLUME,
    })
  })

  it('never plays without a track', () => {
    const state = run(initialPlayerState, { type: 'restore', saved: { ...saved, currentTrack: null }, volume: null })
    expect(state).toMatchObject({ isPlaying: false, seekRequest: null })
  })

  it('keeps the defaults when nothing was saved', () => {
    expect(run(initialPlayerState, { type: 'restore', saved: null, volume: null })).toEqual(initialPlayerState)
  })
})

describe('upcomingTrack', () => {
  it('is the head of the queue, which ending the current track starts', () => {
    const state = playing({ queue: [two, three] })
    expect(upcomingTrack(state)).toEqual(two)
    expect(run(state, { type: 'ended' }).currentTrack).toEqual(upcomingTrack(state))
  })

  it('is none while repeating one track or with nothing queued', () => {
    expect(upcomingTrack(playing({ queue: [two], repeatMode: 'one' }))).toBeNull()
    expect(upcomingTrack(playing())).toBeNull()
  })

  it('is the first related track once the queue is empty, which ending the current track starts', () => {
    const state = playing({ related: [three, four] })
    expect(upcomingTrack(state)).toEqual(three)
    expect(run(state, { type: 'ended' }).currentTrack).toEqual(three)
  })

  it('is where repeat all starts over, which ending the last track starts', () => {
    const state = playing({ repeatMode: 'all', currentTrack: three, history: [two, one] })
    expect(upcomingTrack(state)).toEqual(one)
    expect(run(state, { type: 'ended' }).currentTrack).toEqual(one)
    expect(upcomingTrack(playing({ repeatMode: 'all' }))).toEqual(one)
  })
})

describe('the radio', () => {
  const found: PlayerAction = { type: 'queueRelated', afterTrackId: 1, tracks: [two, three] }

  it('queues related tracks after the listener’s queue, which plays first', () => {
    const state = run(playing({ queue: [four] }), found)
    expect(state).toMatchObject({ queue: [four], related: [two, three] })
    expect(run(state, { type: 'ended' })).toMatchObject({ currentTrack: four, related: [two, three] })
  })

  it('plays the related tracks in order when the queue runs out, each going to history', () => {
    const state = run(playing(), found, { type: 'ended' })
    expect(state).toMatchObject({ currentTrack: two, related: [three], history: [one], isPlaying: true })
    expect(run(state, { type: 'next' })).toMatchObject({ currentTrack: three, related: [], history: [two, one] })
  })

  it('appends what it finds next after the newest track to what is left', () => {
    const state = run(playing(), found, { type: 'ended' }, { type: 'queueRelated', afterTrackId: 2, tracks: [five] })
    expect(state.related).toEqual([three, five])
  })

  it('leaves out the current track and those heard or queued already', () => {
    const state = run(playing({ history: [two], queue: [four] }), {
      type: 'queueRelated',
      afterTrackId: 1,
      tracks: [one, two, three, four, five],
    })
    expect(state.related).toEqual([three, five])
  })

  it('never queues a track this browser started in its last 50 plays, long gone from history', () => {
    const started = Array.from({ length: RECENT_PLAYS_LIMIT }, (_, index) => makeTrack(10 + index))
    const heard = run(
      initialPlayerState,
      ...started.map((track): PlayerAction => ({ type: 'playTrack', track, autoplay: true })),
    )
    expect(heard.history).toHaveLength(HISTORY_LIMIT)
    const find = (state: PlayerState) =>
      run(state, { type: 'queueRelated', afterTrackId: state.currentTrack!.id, tracks: [...started, five] }).related
    expect(find(heard)).toEqual([five])
    // One more play, and the oldest of the 50 may come again.
    const later = run(heard, { type: 'playTrack', track: four, autoplay: true })
    expect(later.recentPlays).toHaveLength(RECENT_PLAYS_LIMIT)
    expect(find(later)).toEqual([started[0], five])
  })

  it('takes a track out of what it queued once it plays from the queue, so it does not come again', () => {
    const state = run(playing(), found, { type: 'addToQueue', track: two }, { type: 'ended' })
    expect(state).toMatchObject({ currentTrack: two, queue: [], related: [three] })
    expect(run(state, { type: 'ended' }).currentTrack).toEqual(three)
    expect(run(state, { type: 'ended' }, { type: 'ended' })).toMatchObject({ currentTrack: three, isPlaying: false })
  })

  it('drops a find for a track no longer playing', () => {
    const state = run(playing(), { type: 'playTrack', track: four, autoplay: true }, found)
    expect(state.related).toEqual([])
  })

  it('is cleared with the queue, dropped on its own, and dropped when the listener plays something else', () => {
    const state = run(playing({ queue: [four] }), found)
    expect(run(state, { type: 'clearQueue' })).toMatchObject({ queue: [], related: [] })
    expect(run(state, { type: 'dropRelated' })).toMatchObject({ queue: [four], related: [] })
    expect(run(state, { type: 'playTrack', track: five, autoplay: true }).related).toEqual([])
    expect(run(state, { type: 'playList', tracks: [five, two], index: 0, autoplay: true }).related).toEqual([])
  })

  it('stops at the end without related tracks, as with autoplay off', () => {
    expect(run(playing(), { type: 'ended' })).toMatchObject({ currentTrack: one, isPlaying: false, currentTime: 0 })
  })
})
