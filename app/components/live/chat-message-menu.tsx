import { Ban, Clock, MoreHorizontal, Shield, ShieldOff, Trash2 } from 'lucide-react'
import { TIMEOUT_MINUTES } from '../../../contracts/plain-values'
import { Button } from '~/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '~/components/ui/dropdown-menu'
import type { ChatModeration, ModerationAction } from '~/hooks/use-chat-moderation'
import type { ChatLine } from './chat-log'

interface ModerationMenuProps {
  /** The trigger's accessible name, e.g. "Moderate Ada's message". */
  label: string
  /** Only a message can be deleted. */
  canDelete: boolean
  /** The host and moderators cannot be timed out or banned. */
  canSanction: boolean
  /** The host's item for a signed-in user; null for moderators and visitors. */
  moderatorItem: 'make' | 'remove' | null
  onAction: (action: ModerationAction) => void
}

/** A moderator's menu on a chat message or on a person of the chat; nothing when it would be empty. */
export function ModerationMenu({ label, canDelete, canSanction, moderatorItem, onAction }: ModerationMenuProps) {
  if (!canDelete && !canSanction && !moderatorItem) return null
  const act = (action: ModerationAction) => () => onAction(action)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="h-5 w-5">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {canDelete && (
          <DropdownMenuItem onSelect={act({ kind: 'delete' })}>
            <Trash2 aria-hidden /> Delete message
          </DropdownMenuItem>
        )}
        {canSanction && (
          <>
            {TIMEOUT_MINUTES.map((minutes) => (
              <DropdownMenuItem key={minutes} onSelect={act({ kind: 'timeout', minutes })}>
                <Clock aria-hidden /> Timeout {minutes} min
              </DropdownMenuItem>
            ))}
            <DropdownMenuItem onSelect={act({ kind: 'ban' })}>
              <Ban aria-hidden /> Ban
            </DropdownMenuItem>
          </>
        )}
        {moderatorItem && (
          <>
            {(canDelete || canSanction) && <DropdownMenuSeparator />}
            {moderatorItem === 'remove' ? (
              <DropdownMenuItem onSelect={act({ kind: 'remove-moderator' })}>
                <ShieldOff aria-hidden /> Remove moderator
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={act({ kind: 'make-moderator' })}>
                <Shield aria-hidden /> Make moderator
              </DropdownMenuItem>
            )}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** The host's make/remove item for a signed-in user (null for a visitor, or when the viewer is not the host). */
export function moderatorItemFor(userId: number | null | undefined, moderatorIds: number[], canNameModerators: boolean) {
  if (!canNameModerators || userId == null) return null
  return moderatorIds.includes(userId) ? 'remove' : 'make'
}

/** ChatLog's `actions` for someone who may moderate (undefined for everyone else): a menu on others' messages. */
export function moderatorActions(moderation: ChatModeration, { canModerate, canNameModerators }: { canModerate: boolean; canNameModerators: boolean }) {
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
