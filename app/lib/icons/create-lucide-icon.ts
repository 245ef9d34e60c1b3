import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react'

type IconNode = [tag: string, attributes: Record<string, string>][]

interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string
  absoluteStrokeWidth?: boolean
  children?: ReactNode
}

const toKebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

/**
 * lucide-react's createLucideIcon, which vite.config.ts puts in its place. The same SVG, without the nine attributes
 * every icon repeated in the HTML (xmlns, width, height, fill, stroke…), which `.lucide` in app/tailwind.css gives
 * once; a size, colour or stroke width an icon is given stays an attribute of its own, and that CSS steps aside for
 * it. An icon's class and its shapes are made once, when the icon is, not on each render: a page draws dozens.
 */
export default function createLucideIcon(iconName: string, iconNode: IconNode) {
  const iconClass = `lucide lucide-${toKebabCase(iconName)}`
  const shapes = iconNode.map(([tag, attributes]) => createElement(tag, attributes))
  const Icon = forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { size, color, strokeWidth, absoluteStrokeWidth, className, children, ...rest },
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
        className: className ? `${iconClass} ${className}` : iconClass,
        ...rest,
      },
      ...shapes,
      children,
    )
  })
  Icon.displayName = iconName
  return Icon
}
