import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useState } from 'react';

/** How a listing lays out its products. */
export type ListingLayout = 'grid' | 'list';

export interface LayoutToggleClassNames {
  button?: string;
  grid?: string;
  list?: string;
}

export interface LayoutToggleProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'defaultValue'> {
  value?: ListingLayout;
  defaultValue?: ListingLayout;
  onValueChange?: (value: ListingLayout) => void;
  /** Button contents (icons); the accessible names stay 'Grid view' and 'List view'. */
  gridIcon?: ReactNode;
  listIcon?: ReactNode;
  classNames?: LayoutToggleClassNames;
}

const LABELS: Record<ListingLayout, string> = { grid: 'Grid view', list: 'List view' };

/**
 * An unstyled grid/list switch: a labelled group of two toggle buttons, the chosen one `aria-pressed` and
 * `data-state="on"`; the root's `data-state` is the current layout. Controlled (`value`) or uncontrolled
 * (`defaultValue`, 'grid' when omitted).
 *
 * @example
 * ```tsx
 * <LayoutToggle value={layout} onValueChange={(next) => router.push(urlWith(next))} />
 * ```
 */
export const LayoutToggle = forwardRef<HTMLDivElement, LayoutToggleProps>(function LayoutToggle(
  { value, defaultValue = 'grid', onValueChange, gridIcon, listIcon, classNames = {}, ...props },
  ref,
) {
  const [uncontrolled, setUncontrolled] = useState<ListingLayout>(defaultValue);
  const current = value ?? uncontrolled;
  const icons: Record<ListingLayout, ReactNode> = { grid: gridIcon, list: listIcon };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar-like pair of toggle buttons, not a form fieldset
    <div role="group" aria-label="Layout" data-state={current} {...props} ref={ref}>
      {(['grid', 'list'] as const).map((layout) => {
        const on = current === layout;
        return (
          <button
            key={layout}
            type="button"
            aria-pressed={on}
            aria-label={LABELS[layout]}
            data-state={on ? 'on' : 'off'}
            className={[classNames.button, classNames[layout]].filter(Boolean).join(' ') || undefined}
            onClick={() => {
              if (on) return;
              if (value === undefined) setUncontrolled(layout);
              onValueChange?.(layout);
            }}
          >
            {icons[layout] ?? LABELS[layout]}
          </button>
        );
      })}
    </div>
  );
});
