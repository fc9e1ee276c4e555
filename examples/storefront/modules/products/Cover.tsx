'use client';

import { useEffect, useRef, useState } from 'react';
import { imageLoading } from '@/modules/ui/imageLoading';

/** Where a cover that is missing or fails to load falls back to (spec C8). */
export const MISSING_IMAGE = '/images/missing-image.svg';

/**
 * A product cover that swaps to the missing-image placeholder when there is none or it fails to load. `alt` names
 * it where nothing beside it does (the product page); a card's cover sits by the card's own linked name, so it is
 * decorative there.
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
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A cover that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const element = image.current;
    if (src && element?.complete && element.currentSrc && element.naturalWidth === 0) setFailed(true);
  }, [src]);
  const shown = !src || failed ? MISSING_IMAGE : src;
  return (
    // biome-ignore lint/performance/noImgElement: covers come from the catalogue service, not Next's image loader
    <img
      ref={image}
      className={className}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      {...imageLoading(priority)}
      data-state={shown === MISSING_IMAGE ? 'missing' : 'loaded'}
      onError={() => setFailed(true)}
    />
  );
}
