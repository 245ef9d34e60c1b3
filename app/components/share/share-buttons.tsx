import { Button } from '~/components/ui/button'
import { SHARE_NETWORKS, SHARE_POPUP_FEATURES, shareUrl } from './share-links'

/** docs/product/screens.md#share: one button per network, each opening a 600x400 popup. */
export function ShareButtons({ link, text }: { link: string; text: string }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {SHARE_NETWORKS.map((network) => (
        <Button
          key={network}
          type="button"
          variant="secondary"
          onClick={() => {
            const popup = window.open(shareUrl(network, link, text), '_blank', SHARE_POPUP_FEATURES)
            // The network's page gets no handle back to ours.
            if (popup) popup.opener = null
          }}
        >
          {network}
        </Button>
      ))}
    </div>
  )
}
