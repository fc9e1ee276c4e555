import { imageLoading } from '@/modules/ui/imageLoading';
import { MISSING_IMAGE } from './missingImage';

/**
 * A product cover, or the missing-image placeholder when there is none; one that fails to load is swapped for the
 * placeholder by the page's one listener (`CoverFallbacks`), so a page of covers hydrates nothing for them. `alt`
 * names it where nothing beside it does (the product page); a card's cover sits by the card's own linked name, so it
 * is decorative there.
 */
export function Cover({
  src,
  alt = '',
  className,
  width = 300,
  height = 450,
  priority = false,
}: {
  src?: string;
  alt?: string;
  className?: string;
  width?: number;
  height?: number;
  priority?: boolean;
}) {
  return (
    // biome-ignore lint/performance/noImgElement: covers come from the catalogue service, not Next's image loader
    <img
      className={className}
      src={src || MISSING_IMAGE}
      alt={alt}
      width={width}
      height={height}
      {...imageLoading(priority)}
      data-cover=""
      // Every card of a page sends this markup in the flight data: a cover that is there carries no state.
      data-state={src ? undefined : 'missing'}
    />
  );
}
