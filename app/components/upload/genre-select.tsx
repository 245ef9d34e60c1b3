import { useQuery } from '@tanstack/react-query'
import { Label } from '~/components/ui/label'
import { ChoiceSelect } from '~/components/ui/choice-select'
import { channelQueries } from '~/lib/queries/channels'

interface GenreSelectProps {
  id?: string
  /** A genre's name, or 'none'. */
  value: string
  onChange: (genre: string) => void
  disabled?: boolean
}

/** The track's genre, chosen from the genres list or None: the upload form's and the edit dialog's select. */
export function GenreSelect({ id = 'genre', value, onChange, disabled }: GenreSelectProps) {
  const genres = useQuery(channelQueries.genres())
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Genre</Label>
      <ChoiceSelect
        id={id}
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        placeholder="Select a genre"
        choices={[
          { value: 'none', label: 'None' },
          ...(genres.data ?? []).map((option) => ({ value: option.name, label: option.name })),
        ]}
      />
    </div>
  )
}
