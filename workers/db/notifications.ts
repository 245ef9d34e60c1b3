import { and, count, desc, eq, inArray, isNull, ne, not, notExists, sql } from 'drizzle-orm'
import type { PageQuery } from '../../contracts/common'
import type { FanOutMessage, Notification } from '../../contracts/notifications'
import type { Db } from './client'
import { listedTrack } from './listed'
import { follows, notifications, tracks, users } from './schema'

const selectNotifications = (db: Db) =>
  db
    .select({
      id: notifications.id,
      type: notifications.type,
      targetType: notifications.targetType,
      targetId: notifications.targetId,
      subject: notifications.subject,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      actor: {
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        profileImageUrl: users.profileImageUrl,
      },
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))

type NotificationRow = Awaited<ReturnType<typeof selectNotifications>>[number]

/** The entry's words and link, from its row: the actor's name is today's, the title the one it had then. */
function describe(row: NotificationRow): Pick<Notification, 'text' | 'targetUrl'> {
  const name = row.actor.displayName
  switch (row.type) {
    case 'follow':
      return { text: `${name} followed you`, targetUrl: `/profile/${row.actor.username}` }
    case 'live':
      return { text: `${name} is live: ${row.subject}`, targetUrl: `/stream/${row.targetId}` }
    case 'upload':
      return { text: `${name} published ${row.subject}`, targetUrl: `/track/${row.targetId}` }
    case 'comment':
      return { text: `${name} commented on ${row.subject}`, targetUrl: `/${row.targetType}/${row.targetId}` }
  }
}

const toNotificationJson = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  actor: row.actor,
  ...describe(row),
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
})

/** The entry's track, when it is private and not the recipient's own: to them it does not exist. */
const hiddenTarget = (db: Db) =>
  db
    .select({ id: tracks.id })
    .from(tracks)
    .where(
      and(
        eq(notifications.targetType, 'track'),
        eq(tracks.id, notifications.targetId),
        not(listedTrack),
        ne(tracks.userId, notifications.userId),
      ),
    )

export async function listNotifications(db: Db, userId: number, { limit, offset }: PageQuery): Promise<Notification[]> {
  const rows = await selectNotifications(db)
    .where(and(eq(notifications.userId, userId), notExists(hiddenTarget(db))))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset)
  return rows.map(toNotificationJson)
}

const unread = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.readAt))

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(unread(userId), notExists(hiddenTarget(db))))
  return row.count
}

/** Marks the user's own entries read: those named (ids of others match nothing), or all of them. */
export async function markRead(db: Db, userId: number, ids?: number[]): Promise<void> {
  const where = ids ? and(unread(userId), inArray(notifications.id, ids)) : unread(userId)
  await db.update(notifications).set({ readAt: new Date() }).where(where)
}

/** A new follower; a second follow while the first entry is unread adds nothing (a partial unique index). */
export async function notifyFollow(
  db: Db,
  { followerId, followedId }: { followerId: number; followedId: number },
): Promise<void> {
  await db
    .insert(notifications)
    .values({ userId: followedId, actorId: followerId, type: 'follow' })
    .onConflictDoNothing()
}

export interface NewComment {
  actorId: number
  /** The owner of the track or post, who is told unless they wrote the comment. */
  ownerId: number
  contentType: 'track' | 'post'
  contentId: number
  /** The track's or post's title. */
  title: string
}

/** For the comments API: tells the owner of the track or post that someone else commented on it. */
export async function notifyComment(db: Db, comment: NewComment): Promise<void> {
  if (comment.actorId === comment.ownerId) return
  await db.insert(notifications).values({
    userId: comment.ownerId,
    actorId: comment.actorId,
    type: 'comment',
    targetType: comment.contentType,
    targetId: comment.contentId,
    subject: comment.title,
  })
}

const targetTypeOf = { live: 'stream', upload: 'track' } as const

/**
 * One row per follower of the actor in a single set-based statement, however many followers there are. Running the
 * same message twice adds nothing (notifications_event_unique).
 */
export async function fanOutToFollowers(db: Db, { type, actorId, targetId, subject }: FanOutMessage): Promise<void> {
  await db.run(sql`
    insert into ${notifications} (user_id, actor_id, type, target_type, target_id, subject)
    select ${follows.followerId}, ${actorId}, ${type}, ${targetTypeOf[type]}, ${targetId}, ${subject}
    from ${follows}
    where ${follows.followedId} = ${actorId} and ${follows.followerId} <> ${actorId}
    on conflict do nothing`)
}
