import { abortAllDurableObjects, env, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInClient } from '../../../tests/support/api'
import {
  historyOf,
  moderatedStream,
  refusals,
  say,
  settled,
  timePasses,
  viewerPage,
} from '../../../tests/support/moderation-test-room'
import { roomOf } from '../room-identity'
import { RoomStorage } from '../room-storage'
import { liveStream, openRoomSocket } from '../../../tests/support/room-test-client'
import type { StreamRoom } from '../stream-room'

describe('StreamRoom: chat moderation', () => {
  it('lets the host delete a message: it leaves every open chat and the stored history', async () => {
    const { streamId, host } = await moderatedStream()
    const page = await viewerPage(streamId)
    const studioViewer = await openRoomSocket(`/ws?streamId=${streamId}`, '', 'http://localhost', '192.0.2.20')
    studioViewer.send('join-stream', { streamId })
    await studioViewer.waitFor('chat-settings')
    const kept = await say(page, streamId, 'nice set', host)
    const id = await say(page, streamId, 'something rude', host)
    expect((await page.waitFor('chat_message', (m) => m.data.message === 'something rude')).data.id).toBe(id)

    host.send('delete-message', { streamId, messageId: id })
    for (const socket of [page, studioViewer, host])
      expect((await socket.waitFor('message-deleted')).data).toEqual({ id })
    expect(await historyOf(streamId)).toEqual(['nice set'])
    expect(kept).not.toBe(id)
    expect(host.messages('error')).toEqual([])
  })

  it('refuses every action from a listener, and nothing changes', async () => {
    const { streamId, host, user: hostUser } = await moderatedStream()
    const visitor = await viewerPage(streamId)
    const { client, user } = await signedInClient({ displayName: 'Not A Mod' })
    const listener = await viewerPage(streamId, { cookie: client.sessionCookie, address: '198.51.100.4' })
    const id = await say(visitor, streamId, 'still here', host)
    const target = { messageId: id }
    const actions: [string, Record<string, unknown>][] = [
      ['delete-message', { messageId: id }],
      ['timeout-chatter', { target, minutes: 10 }],
      ['ban-chatter', { target }],
      ['unban-chatter', { target }],
      ['add-moderator', { userId: user.id }],
      ['remove-moderator', { userId: hostUser.id }],
      ['set-slow-mode', { seconds: 30 }],
      ['set-followers-only', { on: true }],
    ]
    for (const [type, data] of actions) listener.send(type, { streamId, ...data })
    await listener.waitUntil(() => listener.messages('error').length === actions.length, 'eight refusals')
    expect(new Set(listener.messages('error').map((e) => JSON.stringify(e.data)))).toEqual(
      new Set([JSON.stringify({ message: 'Only the host and moderators can moderate this chat', code: 'forbidden' })]),
    )
    await settled(host)
    expect(host.messages('message-deleted')).toEqual([])
    expect(host.messages('chat-settings')).toHaveLength(1)
    expect(await historyOf(streamId)).toEqual(['still here'])
    await say(visitor, streamId, 'and again', host)
    await say(visitor, streamId, 'no slow mode', host)
    expect(refusals(visitor)).toEqual([])
  })

  it('lets a moderator the host names delete and time out, but not name moderators nor touch the host; removed, they are refused', async () => {
    const { streamId, host, user: hostUser } = await moderatedStream()
    const { client, user: mod } = await signedInClient({ displayName: 'Trusted Mod' })
    const modPage = await viewerPage(streamId, { cookie: client.sessionCookie, address: '198.51.100.5' })
    const troll = await viewerPage(streamId, { address: '192.0.2.66' })

    host.send('add-moderator', { streamId, userId: mod.id })
    expect((await modPage.waitFor('chat-settings', (m) => m.data.moderatorIds.length > 0)).data).toEqual({
      slowModeSeconds: 0,
      followersOnly: false,
      moderatorIds: [mod.id],
    })
    const id = await say(troll, streamId, 'spam spam', host)
    modPage.send('delete-message', { streamId, messageId: id })
    await troll.waitFor('message-deleted', (m) => m.data.id === id)
    modPage.send('timeout-chatter', {
      streamId,
      target: { messageId: await say(troll, streamId, 'more spam', host) },
      minutes: 1,
    })
    expect((await troll.waitFor('chat-refused')).data).toMatchObject({
      reason: 'timed-out',
      message: 'You are timed out for 1:00',
    })

    modPage.send('add-moderator', { streamId, userId: 123456 })
    expect((await modPage.waitFor('error')).data).toEqual({
      message: "Only the stream's owner can name moderators",
      code: 'forbidden',
    })
    modPage.send('ban-chatter', { streamId, target: { userId: hostUser.id } })
    await modPage.waitFor('error', (e) => e.data.message === 'The host and moderators cannot be timed out or banned')
    host.send('chat-message', { streamId, message: 'still talking' })
    await modPage.waitFor('chat_message', (m) => m.data.message === 'still talking')

    host.send('remove-moderator', { streamId, userId: mod.id })
    await modPage.waitFor('chat-settings', (m) => m.data.moderatorIds.length === 0)
    modPage.send('set-slow-mode', { streamId, seconds: 60 })
    await modPage.waitFor('error', (e) => e.data.message === 'Only the host and moderators can moderate this chat')
  })

  it("holds a visitor's timeout on every socket from their address and after reconnecting, until it ends by itself", async () => {
    const { streamId, host } = await moderatedStream()
    const first = await viewerPage(streamId, { address: '192.0.2.10' })
    const second = await viewerPage(streamId, { address: '192.0.2.10' })
    const neighbour = await viewerPage(streamId, { address: '192.0.2.11' })
    const id = await say(first, streamId, 'hello', host)

    host.send('timeout-chatter', { streamId, target: { messageId: id }, minutes: 10 })
    for (const socket of [first, second]) {
      const { data } = await socket.waitFor('chat-refused')
      expect(data).toMatchObject({ reason: 'timed-out', message: 'You are timed out for 10:00' })
    }
    second.send('chat', { streamId, message: 'from my other tab' })
    await second.waitUntil(() => refusals(second).length === 2, 'a refusal')
    first.close()
    const reconnected = await viewerPage(streamId, { address: '192.0.2.10' })
    expect(refusals(reconnected)).toEqual([expect.stringMatching(/^You are timed out for (10:00|9:5\d)$/)])
    await say(neighbour, streamId, 'I can still talk', host)
    expect(refusals(neighbour)).toEqual([])

    await timePasses(streamId, 9 * 60_000)
    reconnected.send('chat', { streamId, message: 'let me in' })
    await reconnected.waitFor('chat-refused', (m) => /^You are timed out for (1:00|0:5\d)$/.test(m.data.message))
    await timePasses(streamId, 60_000)
    await say(reconnected, streamId, 'back again', host)
  })

  it('tells a timed-out viewer its end time on the action and on coming back; lifted, that they may chat', async () => {
    const { streamId, host } = await moderatedStream()
    const { client, user } = await signedInClient({ displayName: 'Hothead' })
    const page = await viewerPage(streamId, { cookie: client.sessionCookie, address: '198.51.100.40' })
    const before = Date.now()
    host.send('timeout-chatter', { streamId, target: { userId: user.id }, minutes: 10 })
    const { data: told } = await page.waitFor('chat-refused')
    expect(told).toMatchObject({ reason: 'timed-out', message: 'You are timed out for 10:00' })
    expect(told.until).toBeGreaterThanOrEqual(before + 10 * 60_000)
    expect(told.until).toBeLessThanOrEqual(Date.now() + 10 * 60_000)

    page.close()
    const reloaded = await viewerPage(streamId, { cookie: client.sessionCookie, address: '198.51.100.40' })
    expect(reloaded.messages('chat-refused').map((m) => m.data)).toEqual([
      {
        reason: 'timed-out',
        until: told.until,
        message: expect.stringMatching(/^You are timed out for (10:00|9:5\d)$/),
      },
    ])

    host.send('unban-chatter', { streamId, target: { userId: user.id } })
    expect((await reloaded.waitFor('chat-sanction-lifted')).data).toEqual({})
    const after = await viewerPage(streamId, { cookie: client.sessionCookie, address: '198.51.100.41' })
    expect(refusals(after)).toEqual([])
    await say(reloaded, streamId, 'I will behave', host)
  })

  it("holds a visitor's ban on their IPv6 /64, as plays count them, and not on the next network", async () => {
    const { streamId, host } = await moderatedStream()
    const troll = await viewerPage(streamId, { address: '2001:db8:1:2::5' })
    host.send('ban-chatter', { streamId, target: { messageId: await say(troll, streamId, 'spam', host) } })
    await troll.waitFor('chat-refused')
    const sameLine = await viewerPage(streamId, { address: '2001:db8:1:2:aaaa::9' })
    expect(refusals(sameLine)).toEqual(['You are banned from this chat'])
    const nextNetwork = await viewerPage(streamId, { address: '2001:db8:1:3::5' })
    await say(nextNetwork, streamId, 'hello from next door', host)
    expect(refusals(nextNetwork)).toEqual([])
  })

  it('holds a ban on every tab of a signed-in user and after reconnecting, until the host lifts it', async () => {
    const { streamId, host } = await moderatedStream()
    const { client, user } = await signedInClient({ displayName: 'Troll' })
    const tabs = await Promise.all(
      ['198.51.100.7', '203.0.113.7'].map((address) => viewerPage(streamId, { cookie: client.sessionCookie, address })),
    )
    host.send('ban-chatter', { streamId, target: { userId: user.id } })
    for (const tab of tabs)
      expect((await tab.waitFor('chat-refused')).data).toEqual({
        reason: 'banned',
        until: null,
        message: 'You are banned from this chat',
      })
    tabs[1].send('chat', { streamId, message: 'can you hear me' })
    await tabs[1].waitUntil(() => refusals(tabs[1]).length === 2, 'a refusal')
    const again = await viewerPage(streamId, { cookie: client.sessionCookie, address: '192.0.2.77' })
    expect(refusals(again)).toEqual(['You are banned from this chat'])
    await timePasses(streamId, 24 * 60 * 60_000)
    again.send('chat', { streamId, message: 'a day later' })
    await again.waitUntil(() => refusals(again).length === 2, 'still banned')

    host.send('unban-chatter', { streamId, target: { userId: user.id } })
    await settled(host)
    await say(again, streamId, 'sorry', host)
  })

  it('lets each chatter send one message per slow-mode interval, the host as often as it likes', async () => {
    const { streamId, host } = await moderatedStream()
    const page = await viewerPage(streamId)
    host.send('set-slow-mode', { streamId, seconds: 10 })
    expect((await page.waitFor('chat-settings', (m) => m.data.slowModeSeconds === 10)).data.slowModeSeconds).toBe(10)
    await say(page, streamId, 'one', host)
    page.send('chat', { streamId, message: 'two' })
    expect((await page.waitFor('chat-refused')).data).toMatchObject({
      reason: 'slow-mode',
      message: 'Slow mode: wait 10 s',
    })
    host.send('chat-message', { streamId, message: 'host one' })
    host.send('chat-message', { streamId, message: 'host two' })
    await page.waitFor('chat_message', (m) => m.data.message === 'host two')
    await timePasses(streamId, 10_000)
    await say(page, streamId, 'three', host)

    host.send('set-slow-mode', { streamId, seconds: 0 })
    await page.waitFor('chat-settings', (m) => m.data.slowModeSeconds === 0)
    await say(page, streamId, 'four', host)
    expect(refusals(page)).toEqual(['Slow mode: wait 10 s'])
  })

  it('lets only followers of the host (and moderators) chat while followers-only is on', async () => {
    const { streamId, host, user: hostUser } = await moderatedStream()
    const visitor = await viewerPage(streamId)
    const stranger = await signedInClient({ displayName: 'Stranger' })
    const fan = await signedInClient({ displayName: 'Fan' })
    expect((await fan.client.post('/api/follows', { followedId: hostUser.id })).status).toBe(200)
    const strangerPage = await viewerPage(streamId, { cookie: stranger.client.sessionCookie, address: '198.51.100.8' })
    const fanPage = await viewerPage(streamId, { cookie: fan.client.sessionCookie, address: '198.51.100.9' })

    host.send('set-followers-only', { streamId, on: true })
    await visitor.waitFor('chat-settings', (m) => m.data.followersOnly)
    visitor.send('chat', { streamId, message: 'hi' })
    expect((await visitor.waitFor('chat-refused')).data).toEqual({
      reason: 'followers-only',
      until: null,
      message: 'Followers-only chat: sign in and follow the host to chat',
    })
    strangerPage.send('chat', { streamId, message: 'hi' })
    expect((await strangerPage.waitFor('chat-refused')).data.message).toBe(
      'Followers-only chat: follow the host to chat',
    )
    await say(fanPage, streamId, 'I follow', host)
    host.send('add-moderator', { streamId, userId: stranger.user.id })
    await strangerPage.waitFor('chat-settings', (m) => m.data.moderatorIds.includes(stranger.user.id))
    await say(strangerPage, streamId, 'now a mod', host)

    host.send('set-followers-only', { streamId, on: false })
    await visitor.waitFor('chat-settings', (m) => !m.data.followersOnly)
    await say(visitor, streamId, 'open again', host)
  })

  it('answers not-found for a message that is no longer in the chat', async () => {
    const { streamId, host } = await moderatedStream()
    host.send('ban-chatter', { streamId, target: { messageId: 'gone' } })
    expect((await host.waitFor('error')).data).toEqual({
      message: 'That message is no longer in the chat',
      code: 'not-found',
    })
  })

  it('keeps deletions, timeouts, bans, moderators and settings when workerd evicts the room', async () => {
    const { streamId, host, client: hostClient } = await moderatedStream()
    const { client, user: mod } = await signedInClient({ displayName: 'Night Mod' })
    const visitor = await viewerPage(streamId, { address: '192.0.2.30' })
    const banned = await viewerPage(streamId, { address: '192.0.2.31' })
    const deleted = await say(visitor, streamId, 'delete me', host)
    await say(visitor, streamId, 'keep me', host)
    const bannedId = await say(banned, streamId, 'troll', host)
    const oops = await say(visitor, streamId, 'oops', host)
    host.send('delete-message', { streamId, messageId: deleted })
    host.send('timeout-chatter', { streamId, target: { messageId: oops }, minutes: 60 })
    host.send('ban-chatter', { streamId, target: { messageId: bannedId } })
    host.send('add-moderator', { streamId, userId: mod.id })
    host.send('set-slow-mode', { streamId, seconds: 30 })
    host.send('set-followers-only', { streamId, on: true })
    await visitor.waitFor('chat-settings', (m) => m.data.followersOnly)
    await banned.waitFor('chat-refused')

    await abortAllDurableObjects()

    const studio = await openRoomSocket(`/ws?streamId=${streamId}`, hostClient.sessionCookie)
    studio.send('host-stream', { streamId })
    expect((await studio.waitFor('chat-settings')).data).toEqual({
      slowModeSeconds: 30,
      followersOnly: true,
      moderatorIds: [mod.id],
    })
    expect(await historyOf(streamId)).toEqual(['keep me', 'troll', 'oops'])
    const back = await viewerPage(streamId, { address: '192.0.2.30' })
    expect(refusals(back)).toEqual([expect.stringMatching(/^You are timed out for (1:00:00|59:5\d)$/)])
    const bannedBack = await viewerPage(streamId, { address: '192.0.2.31' })
    expect(refusals(bannedBack)).toEqual(['You are banned from this chat'])
    const modPage = await viewerPage(streamId, { cookie: client.sessionCookie, address: '198.51.100.31' })
    modPage.send('delete-message', { streamId, messageId: bannedId })
    await back.waitFor('message-deleted', (m) => m.data.id === bannedId)
    expect(modPage.messages('error')).toEqual([])
  })

  it("gives a room made before moderation its chat authors' column, keeping its history", async () => {
    const { streamId } = await liveStream()
    const history = await runInDurableObject(roomOf(env, streamId), (_room: StreamRoom, state) => {
      const sql = state.storage.sql
      sql.exec('DROP TABLE chat')
      sql.exec(`CREATE TABLE chat (
        seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL, user_id INTEGER, username TEXT NOT NULL,
        sender_id TEXT NOT NULL, sender_name TEXT, message TEXT NOT NULL, timestamp INTEGER NOT NULL
      )`)
      sql.exec(
        "INSERT INTO chat (id, user_id, username, sender_id, sender_name, message, timestamp) VALUES ('old', 7, 'Old Timer', 's', 'Old Timer', 'from before', 1)",
      )
      const storage = new RoomStorage(sql)
      storage.appendChat({
        id: 'new',
        userId: null,
        username: 'Guest',
        message: 'from after',
        timestamp: 2,
        senderId: 't',
        senderName: null,
        chatter: 'ip:abc',
      })
      return {
        messages: storage.chatHistory().map((m) => m.message),
        old: storage.chatAuthor('old'),
        new: storage.chatAuthor('new'),
      }
    })
    expect(history).toEqual({
      messages: ['from before', 'from after'],
      old: { chatter: null, userId: 7, username: 'Old Timer', senderId: 's' },
      new: { chatter: 'ip:abc', userId: null, username: 'Guest', senderId: 't' },
    })
  })
})
