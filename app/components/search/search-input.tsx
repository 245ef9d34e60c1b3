import { Search } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Input } from '~/components/ui/input'
import { cn } from '~/lib/utils'

/** A search box behind a magnifier icon: `className` places the box, every other prop goes to the input. */
export function SearchInput({ className, ...inputProps }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input type="search" className="pl-9" {...inputProps} />
    </div>
  )
}
