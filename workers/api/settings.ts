import { Hono } from 'hono'
import { idParams } from '../../contracts/common'
import { updateSettingsSchema } from '../../contracts/settings'
import { saveSettings } from '../db/settings'
import { ownSettings } from '../reads/settings'
import { assertActingUser, assertOwner, requireUser, validate } from './http'
import type { AppEnv } from './types'

const userIdParams = idParams('userId')

export const settingsRouter = new Hono<AppEnv>()
  .get('/user-settings/:userId', validate('param', userIdParams), async (c) =>
    c.json(await ownSettings(c.get('reader'), c.req.valid('param').userId)),
  )
  .patch(
    '/user-settings/:userId',
    validate('param', userIdParams),
    validate('json', updateSettingsSchema),
    async (c) => {
      const user = await requireUser(c)
      assertOwner(user, c.req.valid('param').userId, 'settings')
      const { userId, ...changes } = c.req.valid('json')
      assertActingUser(user, userId)
      return c.json(await saveSettings(c.get('db'), user.id, changes))
    },
  )
