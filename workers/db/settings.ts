import { eq } from 'drizzle-orm'
import type { UserSettings as UserSettingsJson } from '../../contracts/settings'
import type { Db } from './client'
import { userSettings, type UserSettings } from './schema'

export type SettingsChanges = Partial<
  Pick<UserSettings, 'uiColor' | 'enableAutoplay' | 'normalizeVolume' | 'defaultSortType' | 'highContrastMode'>
>

const toSettingsJson = (row: UserSettings): UserSettingsJson => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

const selectSettings = (db: Db, userId: number) =>
  db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1)

/** Registration creates the row; an account without one gets the defaults on first read. */
export async function findSettings(db: Db, userId: number): Promise<UserSettingsJson> {
  const [existing] = await selectSettings(db, userId)
  if (existing) return toSettingsJson(existing)
  const [, [created]] = await db.batch([
    db.insert(userSettings).values({ userId }).onConflictDoNothing(),
    selectSettings(db, userId),
  ])
  return toSettingsJson(created)
}

/** Writes the changes over the stored settings, or over the defaults when the row is missing. */
export async function saveSettings(db: Db, userId: number, changes: SettingsChanges): Promise<UserSettingsJson> {
  const [row] = await db
    .insert(userSettings)
    .values({ ...changes, userId })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...changes, updatedAt: new Date() } })
    .returning()
  return toSettingsJson(row)
}
