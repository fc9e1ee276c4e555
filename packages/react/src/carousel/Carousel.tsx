import {
  Children,
  type ComponentPropsWithoutRef,
  forwardRef,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { CarouselHeader } from './CarouselHeader';
import { carouselEnds, carouselReveal, carouselSliderOptions, carouselTarget } from './carouselController';
import { useLazySlider } from './useLazySlider';

export interface CarouselClassNames {
  header?: string;
  heading?: string;
  controls?: string;
  previous?: string;
  next?: string;
  viewport?: string;
  slide?: string;
}

export interface CarouselProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The carousel's heading and accessible name, e.g. 'Similar products'. */
  label: string;
  /** Heading level of the label (2 by default). */
  headingLevel?: 2 | 3 | 4;
  /** One child per item. */
  children: ReactNode;
  /** Gap between items in px. */
  spacing?: number;
  classNames?: CarouselClassNames;
}

const viewportWidth = () => (typeof window === 'undefined' ? 0 : window.innerWidth);

/**
 * An unstyled product carousel on keen-slider (spec C9): 6/5/4/3/2/1 items by width, 'Previous' and 'Next'
 * moving 3, 2 or 1 items. A `section` with a heading names the carousel; each item is a group labelled 'n of N'.
 * The server's markup is the whole carousel; keen-slider is fetched when the carousel nears the screen and takes
 * over where the buttons left it. The viewport carries keen-slider's `keen-slider` class and the items
 * `keen-slider__slide`, so the site can size them the same before and after, and the viewport has
 * `data-enhanced` once the slider runs. A button at its end is `aria-disabled`, not `disabled`, so the keyboard focus
 * stays on it; focus moving into a hidden item (Tab) slides it into view.
 *
 * @example
 * ```tsx
 * <Carousel label="Similar products">{products.map((p) => <ProductCard key={p.id} product={p} />)}</Carousel>
 * ```
 */
export const Carousel = forwardRef<HTMLElement, CarouselProps>(function Carousel(
  { label, headingLevel = 2, children, spacing = 16, classNames = {}, ...props },
  ref,
) {
  const id = useId();
  const items = Children.toArray(children);
  const count = items.length;
  const [current, setCurrent] = useState(0);
  // 0 until mounted, so the buttons hydrate as the server rendered them.
  const [width, setWidth] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const slider = useLazySlider(viewport, () => ({
    ...carouselSliderOptions(spacing),
    initial: current,
    created(instance) {
      setCurrent((before) => instance.track.details?.rel ?? before);
      setWidth(viewportWidth());
      setEnhanced(true);
    },
    updated() {
      setWidth(viewportWidth());
    },
    slideChanged(instance) {
      setCurrent((before) => instance.track.details?.rel ?? before);
    },
    destroyed() {
      setEnhanced(false);
    },
  }));
  useEffect(() => setWidth(viewportWidth()), []);
  // keen-slider measures its slides once; a new list of items needs a new measure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the item count is what changes the slides
  useEffect(() => slider.current?.update(), [count, slider]);
  const show = (target: number) => {
    if (target === current) return;
    slider.current?.moveToIdx(target);
    setCurrent(target);
  };
  const ends = carouselEnds({ current, count, width });
  const move = (direction: 1 | -1) => {
    if (direction === 1 ? ends.atEnd : ends.atStart) return;
    show(carouselTarget({ current, count, width: viewportWidth(), direction }));
  };
  const reveal = (index: number) => show(carouselReveal({ current, count, width: viewportWidth(), index }));
  return (
    <section aria-labelledby={`${id}-heading`} aria-roledescription="carousel" {...props} ref={ref}>
      <CarouselHeader
        id={id}
        label={label}
        headingLevel={headingLevel}
        atStart={ends.atStart}
        atEnd={ends.atEnd}
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
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern labels each slide as a group
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: items are positional slides; their own keys live inside
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            className={['keen-slider__slide', classNames.slide].filter(Boolean).join(' ')}
            onFocus={() => reveal(index)}
          >
            {item}
          </div>
        ))}
      </div>
    </section>
  );
});
