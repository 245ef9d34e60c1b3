import { useQuery } from '@tanstack/react-query'
import { Label } from '~/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select'
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
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id}>
          <SelectValue placeholder="Select a genre" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="none">None</SelectItem>
          {genres.data?.map((option) => (
            <SelectItem key={option.id} value={option.name}>
              {option.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
