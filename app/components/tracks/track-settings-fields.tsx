import type { Visibility } from '../../../contracts/tracks'
import { FileDropZone, IMAGE_FILES } from '~/components/upload/file-drop-zone'
import { GenreSelect } from '~/components/upload/genre-select'
import { SettingSwitch } from './setting-switch'

/** What an uploader sets beside the title, as typed: 'none' for no genre. */
export interface TrackSettings {
  genre: string
  allowDownload: boolean
  isPrivate: boolean
}

export const visibilityOf = (settings: TrackSettings): Visibility => (settings.isPrivate ? 'private' : 'public')

interface TrackSettingsFieldsProps {
  settings: TrackSettings
  onChange: (settings: TrackSettings) => void
  cover: File | null
  onCover: (file: File | null) => void
  coverError?: string
  /** Told apart from another form's fields on the same page. */
  idPrefix?: string
  disabled?: boolean
}

/** Genre, cover, downloads and privacy: the fields uploading a track and editing one share. */
export function TrackSettingsFields({
  settings,
  onChange,
  cover,
  onCover,
  coverError,
  idPrefix = '',
  disabled,
}: TrackSettingsFieldsProps) {
  const set = (changes: Partial<TrackSettings>) => onChange({ ...settings, ...changes })
  return (
    <>
      <GenreSelect
        id={`${idPrefix}genre`}
        value={settings.genre}
        onChange={(genre) => set({ genre })}
        disabled={disabled}
      />
      <FileDropZone
        id={`${idPrefix}coverFile`}
        label="Cover Image (Optional)"
        {...IMAGE_FILES}
        file={cover}
        onFile={onCover}
        error={coverError}
        disabled={disabled}
      />
      <SettingSwitch
        label="Allow downloads"
        checked={settings.allowDownload}
        onCheckedChange={(allowDownload) => set({ allowDownload })}
        disabled={disabled}
      />
      <SettingSwitch
        label="Private"
        checked={settings.isPrivate}
        onCheckedChange={(isPrivate) => set({ isPrivate })}
        disabled={disabled}
      />
    </>
  )
}
