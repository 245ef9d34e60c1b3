import { Loader2 } from 'lucide-react'

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-12">
      <Loader2 className="h-8 w-8 animate-spin text-muted-foreground" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  )
}
