import { Progress } from '~/components/ui/progress'

/** One file's upload: a labelled bar with its percentage. */
export function UploadProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span aria-hidden>{percent}%</span>
      </div>
      <Progress value={percent} aria-label={label} />
    </div>
  )
}
