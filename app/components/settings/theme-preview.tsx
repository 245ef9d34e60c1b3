import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Switch } from '~/components/ui/switch'

/** How buttons, a switch, links and badges look in the chosen colour. */
export function ThemePreview() {
  return (
    <section aria-labelledby="theme-preview" className="space-y-4 rounded-lg border bg-background p-4">
      <h3 id="theme-preview" className="font-semibold">
        Preview
      </h3>
      <div className="flex flex-wrap gap-2">
        <Button type="button">Primary Button</Button>
        <Button type="button" variant="secondary">
          Secondary
        </Button>
        <Button type="button" variant="outline">
          Outline
        </Button>
      </div>
      <div className="flex items-center gap-3">
        <Switch id="preview-switch" defaultChecked />
        <label htmlFor="preview-switch" className="text-sm">
          Sample switch
        </label>
      </div>
      <p className="text-sm">
        Links look like{' '}
        <a href="#theme-preview" className="text-link underline-offset-4 hover:underline">
          this sample link
        </a>
        .
      </p>
      <div className="flex flex-wrap gap-2">
        <Badge>New</Badge>
        <Badge variant="secondary">Electronic</Badge>
        <Badge variant="outline">Outline</Badge>
      </div>
    </section>
  )
}
