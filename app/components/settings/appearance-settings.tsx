import { Button } from '~/components/ui/button'
import { ColorPresets } from './color-presets'
import { CustomColorInput } from './custom-color-input'
import { HighContrastToggle } from './high-contrast-toggle'
import { SaveSettingsButton } from './save-settings-button'
import { SettingsCard } from './settings-card'
import { ThemePreview } from './theme-preview'
import type { SettingsEditor } from './use-settings-draft'

export function AppearanceSettings({ editor }: { editor: SettingsEditor }) {
  const { uiColor, highContrastMode } = editor.draft
  return (
    <SettingsCard title="Appearance" description="Pick the color of the app; it changes as you choose.">
      <div className="space-y-3">
        <h3 id="color-theme-label" className="font-semibold">
          Color Theme
        </h3>
        <ColorPresets selected={uiColor} onSelect={(color) => editor.change({ uiColor: color })} />
      </div>
      <div className="space-y-3 rounded-lg border p-4">
        <div className="flex items-center gap-3">
          <span aria-hidden className="h-8 w-8 rounded-full border" style={{ backgroundColor: uiColor }} />
          <p className="text-sm">
            Selected color: <span className="font-mono">{uiColor.toUpperCase()}</span>
          </p>
        </div>
        <CustomColorInput color={uiColor} onChange={(color) => editor.change({ uiColor: color })} />
      </div>
      {!highContrastMode && <ThemePreview />}
      <HighContrastToggle
        enabled={highContrastMode}
        onChange={(enabled) => editor.change({ highContrastMode: enabled })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={editor.reset} disabled={editor.isSaving}>
          Reset to Defaults
        </Button>
        <SaveSettingsButton isSaving={editor.isSaving} onSave={editor.save} />
      </div>
    </SettingsCard>
  )
}
