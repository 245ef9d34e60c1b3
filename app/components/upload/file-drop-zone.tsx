import { UploadCloud } from 'lucide-react'
import { useState, type DragEvent } from 'react'
import { cn } from '~/lib/utils'

/** What an image field takes and says (JPG, PNG, WebP, GIF, at most 5MB): `<FileDropZone {...IMAGE_FILES} />`. */
export const IMAGE_FILES = {
  accept: 'image/jpeg,image/png,image/webp,image/gif',
  hint: 'JPG, PNG, WebP or GIF (MAX. 5MB)',
} as const

interface FileDropZoneProps {
  id: string
  label: string
  accept: string
  hint: string
  file: File | null
  onFile: (file: File | null) => void
  error?: string
  disabled?: boolean
}

/** A file field that takes a click (the zone is the input's label) or a dropped file. */
export function FileDropZone({ id, label, accept, hint, file, onFile, error, disabled }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false)
  const errorId = `${id}-error`
  const hintId = `${id}-hint`

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    if (!disabled) onFile(event.dataTransfer.files[0] ?? null)
  }

  return (
    <div className="space-y-2">
      <span className="text-sm font-medium" id={`${id}-label`}>
        {label}
      </span>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-muted/50',
          dragging && 'border-primary bg-muted/50',
          error && 'border-destructive',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <UploadCloud className="h-8 w-8 text-muted-foreground" aria-hidden />
        <span>{file ? file.name : 'Click to upload or drag and drop'}</span>
        <span id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </span>
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          className="sr-only"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
        />
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
