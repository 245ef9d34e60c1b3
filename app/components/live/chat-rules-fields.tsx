import { SLOW_MODE_SECONDS } from '../../../contracts/plain-values'
import { Label } from '~/components/ui/label'
import { ChoiceSelect } from '~/components/ui/choice-select'
import { Switch } from '~/components/ui/switch'
import type { ChatModeration } from '~/hooks/use-chat-moderation'

/** The host's chat switches: slow mode (seconds between one chatter's messages) and followers-only chat. */
export function ChatRulesFields({ moderation }: { moderation: ChatModeration }) {
  const { slowModeSeconds, followersOnly } = moderation.settings
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="slow-mode">Slow mode</Label>
        <ChoiceSelect
          id="slow-mode"
          value={String(slowModeSeconds)}
          onValueChange={(value) => moderation.setSlowMode(Number(value))}
          choices={SLOW_MODE_SECONDS.map((seconds) => ({
            value: String(seconds),
            label: seconds ? `One message per ${seconds} s` : 'Off',
          }))}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="followers-only">Followers-only chat</Label>
        <Switch id="followers-only" checked={followersOnly} onCheckedChange={moderation.setFollowersOnly} />
      </div>
    </div>
  )
}
