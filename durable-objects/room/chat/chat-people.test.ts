import { abortAllDurableObjects, env, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { ChatPeople } from '../../../contracts/room-moderation'
import { signedInClient } from '../../../tests/support/api'
import { CHAT_PEOPLE_PUSH_INTERVAL_MS } from './chat-people'
import {
  moderatedStream,
  refusals,
  say,
  settled,
  timePasses,
  viewerPage,
} from '../../../tests/support/moderation-test-room'
import { roomOf } from '../room-identity'
import { openRoomSocket, type RoomTestSocket } from '../../../tests/support/room-test-client'
import type { SocketAttachment } from '../socket-registry'
import { StreamRoom } from '../stream-room'

const latestPeople = (socket: RoomTestSocket): ChatPeople | undefined => socket.messages('chat-people').at(-1)?.data

/** Waits (through the push interval) until the last list the socket got matches. */
async function peopleWhen(
  socket: RoomTestSocket,
  matches: (people: ChatPeople) => boolean,
  what: string,
): Promise<ChatPeople> {
  const deadline = Date.now() + CHAT_PEOPLE_PUSH_INTERVAL_MS + 3000
  while (Date.now() < deadline) {
    const people = latestPeople(socket)
    if (people && matches(people)) return people
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no chat-people with ${what}; last: ${JSON.stringify(latestPeople(socket))}`)
}

/** Asks the room for the list and returns its answer. */
async function askPeople(socket: RoomTestSocket, streamId: number): Promise<ChatPeople> {
  const before = socket.messages('chat-people').length
  socket.send('get-chat-people', { streamId })
  await socket.waitUntil(() => socket.messages('chat-people').length > before, 'chat-people')
  return latestPeople(socket)!
}

const names = (people: { name: string }[]) => people.map((person) => person.name)

describe('StreamRoom: the chat people list', () => {
  it('shows the host who is watching, the moderators and the sanctions, as they change', async () => {
    const { streamId, host } = await moderatedStream()
    expect(await askPeople(host, streamId)).toEqual({
      viewers: [],
      moreViewers: 0,
      guests: 0,
      moderators: [],
      sanctions: [],
    })

    const ada = await signedInClient({ displayName: 'Ada Viewer' })
    const bo = await signedInClient({ displayName: 'Bo Viewer' })
    const adaTabs = await Promise.all(
      ['198.51.100.1', '198.51.100.2'].map((address) =>
        viewerPage(streamId, { cookie: ada.client.sessionCookie, address }),
      ),
    )
    const boPage = await viewerPage(streamId, { cookie: bo.client.sessionCookie, address: '198.51.100.3' })
    const guest = await viewerPage(streamId, { address: '192.0.2.40' })
    await viewerPage(streamId, { address: '192.0.2.40' })
    const people = await peopleWhen(host, (p) => p.viewers.length === 2 && p.guests === 1, 'two viewers and a guest')
    expect(people.viewers).toEqual([
      { userId: ada.user.id, name: 'Ada Viewer' },
      { userId: bo.user.id, name: 'Bo Viewer' },
    ])

    const guestMessage = await say(guest, streamId, 'spam', host)
    const guestSocketId = await guest.id()
    host.send('ban-chatter', { streamId, target: { messageId: guestMessage } })
    host.send('timeout-chatter', { streamId, target: { userId: ada.user.id }, minutes: 10 })
    host.send('add-moderator', { streamId, userId: bo.user.id })
    const sanctioned = await peopleWhen(
      host,
      (p) => p.sanctions.length === 2 && p.moderators.length === 1,
      'two sanctions and a moderator',
    )
    expect(sanctioned.moderators).toEqual([{ userId: bo.user.id, name: 'Bo Viewer' }])
    const ban = sanctioned.sanctions.find((sanction) => sanction.userId === null)!
    const timeout = sanctioned.sanctions.find((sanction) => sanction.userId === ada.user.id)!
    expect(ban).toMatchObject({ userId: null, name: `Guest ${guestSocketId.slice(0, 4)}`, until: null })
    expect(timeout).toMatchObject({ userId: ada.user.id, name: 'Ada Viewer' })
    expect(timeout.until! - Date.now()).toBeGreaterThan(9 * 60_000)

    for (const tab of adaTabs) tab.close()
    await peopleWhen(host, (p) => names(p.viewers).join() === 'Bo Viewer', 'Ada gone')

    host.send('unban-chatter', { streamId, target: { sanctionId: ban.id } })
    await peopleWhen(host, (p) => p.sanctions.length === 1, 'the guest unbanned')
    await say(guest, streamId, 'sorry', host)

    await timePasses(streamId, 10 * 60_000)
    expect((await askPeople(host, streamId)).sanctions).toEqual([])
    expect(refusals(boPage)).toEqual([])
  })

  it('refuses the list to listeners and to a moderator once removed; a moderator gets it, its pushes, and may unban', async () => {
    const { streamId, host } = await moderatedStream()
    const listener = await signedInClient({ displayName: 'Just Listening' })
    const mod = await signedInClient({ displayName: 'Kind Mod' })
    const listenerPage = await viewerPage(streamId, { cookie: listener.client.sessionCookie, address: '198.51.100.10' })
    const visitor = await viewerPage(streamId, { address: '192.0.2.50' })
    const modPage = await viewerPage(streamId, { cookie: mod.client.sessionCookie, address: '198.51.100.11' })

    for (const page of [listenerPage, visitor, modPage]) {
      page.send('get-chat-people', { streamId })
      expect((await page.waitFor('error')).data).toEqual({
        message: 'Only the host and moderators can moderate this chat',
        code: 'forbidden',
      })
    }

    host.send('add-moderator', { streamId, userId: mod.user.id })
    await peopleWhen(modPage, (p) => p.moderators.length === 1, 'the moderator listed')
    modPage.send('timeout-chatter', {
      streamId,
      target: { messageId: await say(visitor, streamId, 'rude', host) },
      minutes: 1,
    })
    const { sanctions } = await peopleWhen(modPage, (p) => p.sanctions.length === 1, 'the timeout')
    modPage.send('unban-chatter', { streamId, target: { sanctionId: sanctions[0].id } })
    await peopleWhen(host, (p) => p.sanctions.length === 0 && p.moderators.length === 1, 'the timeout lifted')
    await say(visitor, streamId, 'better now', host)

    host.send('remove-moderator', { streamId, userId: mod.user.id })
    await modPage.waitFor('chat-settings', (m) => m.data.moderatorIds.length === 0)
    const listsBefore = modPage.messages('chat-people').length
    modPage.send('get-chat-people', { streamId })
    await modPage.waitUntil(() => modPage.messages('error').length === 2, 'a refusal')
    await viewerPage(streamId, { address: '192.0.2.51' })
    await peopleWhen(host, (p) => p.guests === 2, 'a second guest')
    await settled(modPage)
    expect(modPage.messages('chat-people')).toHaveLength(listsBefore)
    expect(listenerPage.messages('chat-people')).toEqual([])
  })

  it('answers not-found for an unknown user or a sanction already lifted', async () => {
    const { streamId, host } = await moderatedStream()
    host.send('add-moderator', { streamId, userId: 987654 })
    expect((await host.waitFor('error')).data).toEqual({ message: 'That user does not exist', code: 'not-found' })
    host.send('unban-chatter', { streamId, target: { sanctionId: 'no-such-sanction' } })
    await host.waitFor('error', (e) => e.data.message === 'That person is no longer timed out or banned')
    expect((await askPeople(host, streamId)).moderators).toEqual([])
  })

  it('sends a join storm as a few lists, not one per join', async () => {
    const { streamId, host } = await moderatedStream()
    await askPeople(host, streamId)
    const before = host.messages('chat-people').length
    const started = Date.now()
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => viewerPage(streamId, { address: `192.0.2.${100 + index}` })),
    )
    const took = Date.now() - started
    await peopleWhen(host, (p) => p.guests === 20, 'twenty guests')
    const pushes = host.messages('chat-people').length - before
    expect(pushes).toBeLessThanOrEqual(Math.ceil(took / CHAT_PEOPLE_PUSH_INTERVAL_MS) + 2)
  })

  it('keeps the moderators and sanctions with their names when workerd evicts the room; presence comes back with the sockets', async () => {
    const { streamId, host, client: hostClient } = await moderatedStream()
    const mod = await signedInClient({ displayName: 'Night Mod' })
    const troll = await signedInClient({ displayName: 'Night Troll' })
    const trollPage = await viewerPage(streamId, { cookie: troll.client.sessionCookie, address: '198.51.100.20' })
    host.send('add-moderator', { streamId, userId: mod.user.id })
    host.send('ban-chatter', { streamId, target: { messageId: await say(trollPage, streamId, 'troll', host) } })
    const before = await peopleWhen(
      host,
      (p) => p.sanctions.length === 1 && p.moderators.length === 1,
      'the ban and the moderator',
    )
    expect(before.viewers).toEqual([{ userId: troll.user.id, name: 'Night Troll' }])

    await abortAllDurableObjects()

    const studio = await openRoomSocket(`/ws?streamId=${streamId}`, hostClient.sessionCookie)
    studio.send('host-stream', { streamId })
    await studio.waitFor('chat-settings')
    const after = await askPeople(studio, streamId)
    expect(after).toEqual({ ...before, viewers: [], guests: 0 })
    await viewerPage(streamId, { cookie: mod.client.sessionCookie, address: '198.51.100.21' })
    expect((await peopleWhen(studio, (p) => p.viewers.length === 1, 'the moderator back')).viewers).toEqual([
      { userId: mod.user.id, name: 'Night Mod' },
    ])
  })

  it('lists the same people when a new instance wakes on the same storage and sockets, as after hibernation', async () => {
    const { streamId, host } = await moderatedStream()
    const fan = await signedInClient({ displayName: 'Sleepy Fan' })
    await viewerPage(streamId, { cookie: fan.client.sessionCookie, address: '198.51.100.30' })
    const guest = await viewerPage(streamId, { address: '192.0.2.60' })
    host.send('ban-chatter', { streamId, target: { messageId: await say(guest, streamId, 'zzz', host) } })
    const before = await peopleWhen(
      host,
      (p) => p.sanctions.length === 1 && p.viewers.length === 1 && p.guests === 1,
      'the fan, the guest and the ban',
    )
    const lists = host.messages('chat-people').length

    await runInDurableObject(roomOf(env, streamId), async (_asleep: StreamRoom, state) => {
      const woken = new StreamRoom(state, env)
      const studio = state
        .getWebSockets('chat')
        .find((socket) => (socket.deserializeAttachment() as SocketAttachment).role === 'host')!
      await woken.webSocketMessage(studio, JSON.stringify({ type: 'get-chat-people', data: { streamId } }))
    })
    await host.waitUntil(() => host.messages('chat-people').length > lists, "the woken room's list")
    expect(latestPeople(host)).toEqual(before)
  })
})
