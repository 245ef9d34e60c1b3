import { Ban, Clock, Shield, ShieldOff, Trash2 } from 'lucide-react'
import type { ReactElement } from 'react'
import { TIMEOUT_MINUTES } from '../../../contracts/plain-values'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import type { ModerationAction } from '~/hooks/use-chat-moderation'

export interface ModerationMenuProps {
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

/**
 * The moderation menu's Radix part, loaded and mounted open by chat-message-menu.tsx the first time its trigger is
 * used.
 */
export default function ModerationMenuDropdown({
  canDelete,
  canSanction,
  moderatorItem,
  onAction,
  trigger,
}: ModerationMenuProps & { trigger: ReactElement }) {
  const act = (action: ModerationAction) => () => onAction(action)
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
