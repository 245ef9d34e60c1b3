import { MoreHorizontal } from 'lucide-react'
import { lazy } from 'react'
import { Button } from '~/components/ui/button'
import { OpenOnDemand } from '~/components/ui/open-on-demand'
import type { ChatModeration } from '~/hooks/use-chat-moderation'
import type { ChatLine } from '~/lib/live/chat-line'
import type { ModerationMenuProps } from './moderation-menu-dropdown'

const loadDropdown = () => import('./moderation-menu-dropdown')
const ModerationMenuDropdown = lazy(loadDropdown)

/**
 * A moderator's menu on a chat message or on a person of the chat; nothing when it would be empty. Its Radix part
 * (moderation-menu-dropdown.tsx) loads when it is first opened.
 */
export function ModerationMenu(props: ModerationMenuProps) {
  if (!props.canDelete && !props.canSanction && !props.moderatorItem) return null
  const trigger = (
    <Button variant="ghost" size="icon" aria-label={props.label} className="h-5 w-5">
      <MoreHorizontal aria-hidden />
    </Button>
  )
  return (
    <OpenOnDemand trigger={trigger} popup="menu" preload={loadDropdown}>
      <ModerationMenuDropdown {...props} trigger={trigger} />
    </OpenOnDemand>
  )
}

/** The host's make/remove item for a signed-in user (null for a visitor, or when the viewer is not the host). */
export function moderatorItemFor(
  userId: number | null | undefined,
  moderatorIds: number[],
  canNameModerators: boolean,
) {
  if (!canNameModerators || userId == null) return null
  return moderatorIds.includes(userId) ? 'remove' : 'make'
}

/** ChatLog's `actions` for someone who may moderate (undefined for everyone else): a menu on others' messages. */
export function moderatorActions(
  moderation: ChatModeration,
  { canModerate, canNameModerators }: { canModerate: boolean; canNameModerators: boolean },
) {
  if (!canModerate) return undefined
  const { moderatorIds } = moderation.settings
  const ModeratorMenu = (line: ChatLine) =>
    line.messageId && !line.own ? (
      <ModerationMenu
        label={`Moderate ${line.author}'s message`}
        canDelete
        canSanction={line.authorUserId == null || !moderatorIds.includes(line.authorUserId)}
        moderatorItem={moderatorItemFor(line.authorUserId, moderatorIds, canNameModerators)}
        onAction={(action) => moderation.act(action, line)}
      />
    ) : null
  return ModeratorMenu
}
