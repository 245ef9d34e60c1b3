import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'
import { SaveSettingsButton } from './save-settings-button'
import { SettingsCard } from './settings-card'
import type { SettingsEditor } from './use-settings-draft'

type PlaybackSetting = 'enableAutoplay' | 'normalizeVolume'

function PlaybackSwitch({
  editor,
  setting,
  id,
  label,
  description,
}: {
  editor: SettingsEditor
  setting: PlaybackSetting
  id: string
  label: string
  description: string
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-description`}
        checked={editor.draft[setting]}
        onCheckedChange={(checked) => editor.change({ [setting]: checked })}
      />
    </div>
  )
}

export function PlaybackSettings({ editor }: { editor: SettingsEditor }) {
  return (
    <SettingsCard title="Playback" description="Choose how music and streams start playing.">
      <PlaybackSwitch
        editor={editor}
        setting="enableAutoplay"
        id="autoplay"
        label="Autoplay"
        description="Automatically play tracks and streams when navigating"
      />
      <PlaybackSwitch
        editor={editor}
        setting="normalizeVolume"
        id="normalize-volume"
        label="Normalize volume"
        description="Play every track at the same loudness"
      />
      <SaveSettingsButton isSaving={editor.isSaving} onSave={editor.save} />
    </SettingsCard>
  )
}
