import { trackSorts as SORT_TYPES, type TrackSort as SortType } from '../../../contracts/plain-values'
import { Label } from '~/components/ui/label'
import { RadioGroup, RadioGroupItem } from '~/components/ui/radio-group'
import { SaveSettingsButton } from './save-settings-button'
import { SettingsCard } from './settings-card'
import type { SettingsEditor } from './use-settings-draft'

const SORT_LABELS: Record<SortType, { label: string; hint: string }> = {
  recent: { label: 'Recent', hint: 'Newest uploads first' },
  popular: { label: 'Popular', hint: 'Most played first' },
  trending: { label: 'Trending', hint: 'Most played and liked in the last 7 days' },
}

export function ContentSettings({ editor }: { editor: SettingsEditor }) {
  return (
    <SettingsCard title="Content" description="Choose how lists of tracks are ordered.">
      <div className="space-y-3">
        <p id="sort-order-label" className="text-sm font-medium">
          Default sort order
        </p>
        <RadioGroup
          aria-labelledby="sort-order-label"
          value={editor.draft.defaultSortType}
          onValueChange={(value) => editor.change({ defaultSortType: value as SortType })}
        >
          {SORT_TYPES.map((sort) => (
            <div key={sort} className="flex items-start gap-3 rounded-md border p-3">
              <RadioGroupItem
                id={`sort-${sort}`}
                value={sort}
                aria-describedby={`sort-${sort}-hint`}
                className="mt-0.5"
              />
              <div className="space-y-1">
                <Label htmlFor={`sort-${sort}`}>{SORT_LABELS[sort].label}</Label>
                <p id={`sort-${sort}-hint`} className="text-sm text-muted-foreground">
                  {SORT_LABELS[sort].hint}
                </p>
              </div>
            </div>
          ))}
        </RadioGroup>
      </div>
      <SaveSettingsButton isSaving={editor.isSaving} onSave={editor.save} />
    </SettingsCard>
  )
}
