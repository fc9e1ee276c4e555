import { type ComponentPropsWithoutRef, type ElementType, forwardRef, type MouseEvent } from 'react';
import { paginationParts } from './paginationController';

export interface PaginationClassNames {
  list?: string;
  item?: string;
  link?: string;
  current?: string;
  gap?: string;
  previous?: string;
  next?: string;
}

export interface PaginationProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  current: number;
  total: number;
  hrefFor: (page: number) => string;
  /** The compact bar of small screens. */
  mobile?: boolean;
  /** The element links render as, e.g. Next's `Link`; a plain `a` by default. */
  linkAs?: ElementType;
  /** Called when a page link is followed; call `event.preventDefault()` to navigate yourself. */
  onPageChange?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  classNames?: PaginationClassNames;
  /** The accessible name of the navigation landmark. */
  label?: string;
}

/**
 * An unstyled pagination bar: a `nav` landmark with a list of real links ('Previous', the pages, 'Next'), the
 * current page marked `aria-current="page"` and `data-state="current"`, gaps as '…' hidden from screen readers.
 * Renders nothing for a single page.
 *
 * @example
 * ```tsx
 * <Pagination current={2} total={9} hrefFor={(page) => `/search?q=grace&currentPage=${page}`} linkAs={Link} />
 * ```
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    current,
    total,
    hrefFor,
    mobile,
    linkAs: Link = 'a',
    onPageChange,
    classNames = {},
    label = 'Pagination',
    ...props
  },
  ref,
) {
  const parts = paginationParts({ current, total, mobile, hrefFor });
  if (!parts.length) return null;
  return (
    <nav aria-label={label} data-mobile={mobile ? '' : undefined} {...props} ref={ref}>
      <ul className={classNames.list}>
        {parts.map((part) => {
          if (part.type === 'gap') {
            return (
              <li key={part.key} className={classNames.item} aria-hidden="true">
                <span className={classNames.gap}>…</span>
              </li>
            );
          }
          const text = part.type === 'page' ? String(part.page) : part.type === 'previous' ? 'Previous' : 'Next';
          const name = part.type === 'page' ? `Page ${part.page}` : `${text} page`;
          const partClass = part.type === 'page' ? classNames.link : classNames[part.type];
          if (!part.href) {
            return (
              <li key={part.type} className={classNames.item}>
                <span className={partClass} aria-disabled="true" data-state="disabled">
                  {text}
                </span>
              </li>
            );
          }
          const current = part.type === 'page' && part.current;
          return (
            <li key={part.type === 'page' ? part.page : part.type} className={classNames.item}>
              <Link
                href={part.href}
                aria-label={name}
                aria-current={current ? 'page' : undefined}
                data-state={current ? 'current' : undefined}
                rel={part.type === 'previous' ? 'prev' : part.type === 'next' ? 'next' : undefined}
                className={[partClass, current ? classNames.current : undefined].filter(Boolean).join(' ') || undefined}
                onClick={
                  onPageChange ? (event: MouseEvent<HTMLAnchorElement>) => onPageChange(part.page, event) : undefined
                }
              >
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
