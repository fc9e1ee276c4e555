import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** How close to the screen a carousel comes before its slider code is fetched. */
export const SLIDER_PRELOAD_MARGIN = '300px';

/**
 * Turns the element into a keen-slider once it comes within `SLIDER_PRELOAD_MARGIN` of the screen, fetching
 * keen-slider only then, so a page ships its carousels as plain markup and no slider code for the first paint.
 * `options` is read when the slider is created (pass `initial` there to keep a move made before). Without
 * IntersectionObserver the slider is created at once.
 *
 * @example
 * ```ts
 * const slider = useLazySlider(viewportRef, () => ({ ...carouselSliderOptions(16), initial: current }));
 * slider.current?.moveToIdx(3);
 * ```
 */
export function useLazySlider<T extends HTMLElement>(
  element: RefObject<T | null>,
  options: () => KeenSliderOptions,
): RefObject<KeenSliderInstance | null> {
  const slider = useRef<KeenSliderInstance | null>(null);
  const latestOptions = useRef(options);
  useEffect(() => {
    latestOptions.current = options;
  });
  const [near, setNear] = useState(false);

  useEffect(() => {
    const node = element.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: SLIDER_PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, near]);

  useEffect(() => {
    if (!near) return;
    let instance: KeenSliderInstance | undefined;
    let cancelled = false;
    import('keen-slider')
      .then((module) => {
        if (cancelled || !element.current) return;
        // Node's import() of keen-slider's CommonJS build (the CJS build of this package) nests it once more.
        const loaded = module.default as typeof module.default & { default?: typeof module.default };
        const KeenSlider = loaded.default ?? loaded;
        instance = new KeenSlider(element.current, latestOptions.current());
        slider.current = instance;
      })
      // Without its script the carousel stays what the server sent: every slide in the markup, in order.
      .catch((error: unknown) => console.error('The carousel could not load its slider.', error));
    return () => {
      cancelled = true;
      instance?.destroy();
      slider.current = null;
    };
  }, [element, near]);

  return slider;
}
