import { forwardRef } from 'react'
import { Button, type ButtonProps } from '~/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '~/components/ui/tooltip'
import { cn } from '~/lib/utils'

type PlayerIconButtonProps = Omit<ButtonProps, 'aria-label'> & { label: string }

/** An icon button whose name and tooltip are the same words (docs/product/screens.md#audio-player). */
export const PlayerIconButton = forwardRef<HTMLButtonElement, PlayerIconButtonProps>(
  ({ label, className, variant = 'ghost', ...props }, ref) => (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          ref={ref}
          variant={variant}
          size="icon"
          aria-label={label}
          className={cn('h-8 w-8 shrink-0 md:h-9 md:w-9', className)}
          {...props}
        />
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  ),
)
PlayerIconButton.displayName = 'PlayerIconButton'
