import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react'

type IconNode = [tag: string, attributes: Record<string, string>][]

interface IconProps extends SVGProps<SVGSVGElement> {
  iconNode: IconNode
  size?: number | string
  absoluteStrokeWidth?: boolean
  children?: ReactNode
}

/**
 * lucide-react's Icon, which vite.config.ts puts in its place: the same icon without the nine attributes every
 * icon repeated in the HTML (xmlns, width, height, fill, stroke…), which `.lucide` in app/tailwind.css gives once.
 * A size, colour or stroke width an icon is given stays an attribute of its own, and that CSS steps aside for it.
 */
const LucideIcon = forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
  { iconNode, size, color, strokeWidth, absoluteStrokeWidth, className, children, ...rest },
  ref,
) {
  const stroke = absoluteStrokeWidth ? (Number(strokeWidth ?? 2) * 24) / Number(size ?? 24) : strokeWidth
  return createElement(
    'svg',
    {
      ref,
      viewBox: '0 0 24 24',
      width: size,
      height: size,
      stroke: color,
      strokeWidth: stroke,
      className: ['lucide', className].filter(Boolean).join(' '),
      ...rest,
    },
    ...iconNode.map(([tag, attributes]) => createElement(tag, attributes)),
    children,
  )
})

export default LucideIcon
