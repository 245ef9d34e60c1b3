import { Ban, Clock, MoreHorizontal, Shield, ShieldOff, Trash2 } from 'lucide-react'
import { TIMEOUT_MINUTES } from '../../../contracts/plain-values'
import { Button } from '~/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '~/components/ui/dropdown-menu'
import type { ChatModeration, ModerationAction } from '~/hooks/use-chat-moderation'
import type { ChatLine } from './chat-log'

interface ChatMessageMenuProps {
  line: ChatLine
  /** The host names moderators; moderators only delete, time out and ban. */
  canNameModerators: boolean
  authorIsModerator: boolean
  onAction: (action: ModerationAction, line: ChatLine) => void
}

/** A moderator's menu on one chat message. */
export function ChatMessageMenu({ line, canNameModerators, authorIsModerator, onAction }: ChatMessageMenuProps) {
  const act = (action: ModerationAction) => () => onAction(action, line)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Moderate ${line.author}'s message`} className="h-5 w-5">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={act({ kind: 'delete' })}>
          <Trash2 aria-hidden /> Delete message
        </DropdownMenuItem>
        {!authorIsModerator && (
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
        {canNameModerators && line.authorUserId != null && (
          <>
            <DropdownMenuSeparator />
            {authorIsModerator ? (
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

/** ChatLog's `actions` for someone who may moderate (undefined for everyone else): a menu on others' messages. */
export function moderatorActions(moderation: ChatModeration, { canModerate, canNameModerators }: { canModerate: boolean; canNameModerators: boolean }) {
  if (!canModerate) return undefined
  const ModeratorMenu = (line: ChatLine) =>
    line.messageId && !line.own ? (
      <ChatMessageMenu
        line={line}
        canNameModerators={canNameModerators}
        authorIsModerator={line.authorUserId != null && moderation.settings.moderatorIds.includes(line.authorUserId)}
        onAction={moderation.act}
      />
    ) : null
  return ModeratorMenu
}
