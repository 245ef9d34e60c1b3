import type { LucideIcon } from 'lucide-react'

interface StatCardProps {
  label: string
  value: string
  detail?: string
  Icon: LucideIcon
}

export function StatCard({ label, value, detail, Icon }: StatCardProps) {
  return (
    <div role="group" aria-label={label} className="rounded-lg border bg-card p-4">
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <h3>{label}</h3>
        <Icon className="h-4 w-4" aria-hidden />
      </div>
      <p className="mt-2 text-2xl font-bold">{value}</p>
      {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
    </div>
  )
}
