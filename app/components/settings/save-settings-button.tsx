import { Button } from '~/components/ui/button'

export function SaveSettingsButton({ isSaving, onSave }: { isSaving: boolean; onSave: () => void }) {
  return (
    <Button type="button" onClick={onSave} disabled={isSaving}>
      {isSaving ? 'Saving...' : 'Save Settings'}
    </Button>
  )
}
