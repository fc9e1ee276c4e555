import { Children, type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId, useRef, useState } from 'react';
import { CarouselHeader } from '../carousel/CarouselHeader';
import { useLazySlider } from '../carousel/useLazySlider';
import { FLYOUT_CAROUSEL_PER_VIEW, flyoutCarouselStep } from './flyoutCarouselController';

export interface FlyoutCarouselClassNames {
  header?: string;
  heading?: string;
  controls?: string;
  previous?: string;
  next?: string;
  viewport?: string;
  slide?: string;
}

export interface FlyoutCarouselProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The carousel's heading and accessible name, e.g. 'You may also like'. */
  label: string;
  /** Heading level of the label (3 by default: under a dialog's title). */
  headingLevel?: 2 | 3 | 4;
  /** One child per item. */
  children: ReactNode;
  /** Gap between items in px. */
  spacing?: number;
  classNames?: FlyoutCarouselClassNames;
}

/**
 * An unstyled carousel that shows {@link FLYOUT_CAROUSEL_PER_VIEW} item at a time, for narrow places such as the
 * added-to-basket flyout, on keen-slider (fetched when the carousel nears the screen). A `section` named by its
 * heading; 'Previous' and 'Next' buttons (`aria-disabled` at the ends, so the focus stays on them); each item is a
 * group labelled 'n of N', and the item not shown is `inert`, so Tab never lands in a hidden item. The viewport has
 * `data-enhanced` once the slider runs.
 *
 * @example
 * ```tsx
 * <FlyoutCarousel label="You may also like">{products.map((p) => <MiniCard key={p.sku} product={p} />)}</FlyoutCarousel>
 * ```
 */
export const FlyoutCarousel = forwardRef<HTMLElement, FlyoutCarouselProps>(function FlyoutCarousel(
  { label, headingLevel = 3, children, spacing = 0, classNames = {}, ...props },
  ref,
) {
  const id = useId();
  const items = Children.toArray(children);
  const count = items.length;
  const [current, setCurrent] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const slider = useLazySlider(viewport, () => ({
    slides: { perView: FLYOUT_CAROUSEL_PER_VIEW, spacing },
    initial: current,
    created() {
      setEnhanced(true);
    },
    slideChanged(instance) {
      setCurrent((before) => instance.track.details?.rel ?? before);
    },
    destroyed() {
      setEnhanced(false);
    },
  }));
  const { atStart, atEnd } = flyoutCarouselStep({ current, count, direction: 0 });
  const move = (direction: 1 | -1) => {
    const { index } = flyoutCarouselStep({ current, count, direction });
    if (index === current) return;
    slider.current?.moveToIdx(index);
    setCurrent(index);
  };
  return (
    <section aria-labelledby={`${id}-heading`} aria-roledescription="carousel" {...props} ref={ref}>
      <CarouselHeader
        id={id}
        label={label}
        headingLevel={headingLevel}
        atStart={atStart}
        atEnd={atEnd}
        onMove={move}
        classNames={classNames}
      />
      <div
        id={`${id}-viewport`}
        ref={viewport}
        aria-live="polite"
        data-enhanced={enhanced ? '' : undefined}
        className={['keen-slider', classNames.viewport].filter(Boolean).join(' ')}
      >
        {items.map((item, index) => {
          const shown = index >= current && index < current + FLYOUT_CAROUSEL_PER_VIEW;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern labels each slide as a group
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: items are positional slides; their own keys live inside
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={shown ? undefined : true}
              inert={!shown}
              data-state={shown ? 'active' : 'inactive'}
              className={['keen-slider__slide', classNames.slide].filter(Boolean).join(' ')}
            >
              {item}
            </div>
          );
        })}
      </div>
    </section>
  );
});
