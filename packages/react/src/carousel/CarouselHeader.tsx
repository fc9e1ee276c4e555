import type { CarouselClassNames } from './Carousel';

/**
 * A carousel's heading (its accessible name) with 'Previous' and 'Next' buttons controlling `${id}-viewport`. A
 * button at its end is `aria-disabled`, not `disabled`, so the keyboard focus stays on it. Shared by `Carousel` and
 * `FlyoutCarousel`, which differ only in how far a move goes.
 */
export function CarouselHeader({
  id,
  label,
  headingLevel,
  atStart,
  atEnd,
  onMove,
  classNames = {},
}: {
  id: string;
  label: string;
  headingLevel: 2 | 3 | 4;
  atStart: boolean;
  atEnd: boolean;
  onMove: (direction: 1 | -1) => void;
  classNames?: Omit<CarouselClassNames, 'viewport' | 'slide'>;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames.header}>
      <Heading id={`${id}-heading`} className={classNames.heading}>
        {label}
      </Heading>
      <div className={classNames.controls}>
        <button
          type="button"
          className={classNames.previous}
          aria-controls={`${id}-viewport`}
          aria-label={`Previous: ${label}`}
          aria-disabled={atStart}
          onClick={() => onMove(-1)}
        >
          ‹
        </button>
        <button
          type="button"
          className={classNames.next}
          aria-controls={`${id}-viewport`}
          aria-label={`Next: ${label}`}
          aria-disabled={atEnd}
          onClick={() => onMove(1)}
        >
          ›
        </button>
      </div>
    </div>
  );
}
