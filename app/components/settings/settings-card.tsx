import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card'

/** One tab's panel: a titled card (the tab's h2 under the page's h1). */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">{children}</CardContent>
    </Card>
  )
}
