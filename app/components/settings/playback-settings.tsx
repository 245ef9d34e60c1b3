import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'
import { SaveSettingsButton } from './save-settings-button'
import { SettingsCard } from './settings-card'
import type { SettingsEditor } from './use-settings-draft'

export function PlaybackSettings({ editor }: { editor: SettingsEditor }) {
  return (
    <SettingsCard title="Playback" description="Choose how music and streams start playing.">
      <div className="flex items-center justify-between gap-4">
        <div className="space-y-1">
          <Label htmlFor="autoplay">Autoplay</Label>
          <p id="autoplay-description" className="text-sm text-muted-foreground">
            Automatically play tracks and streams when navigating
          </p>
        </div>
        <Switch
          id="autoplay"
          aria-describedby="autoplay-description"
          checked={editor.draft.enableAutoplay}
          onCheckedChange={(enableAutoplay) => editor.change({ enableAutoplay })}
        />
      </div>
      <SaveSettingsButton isSaving={editor.isSaving} onSave={editor.save} />
    </SettingsCard>
  )
}
