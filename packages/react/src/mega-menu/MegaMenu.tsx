import {
  type ComponentPropsWithoutRef,
  type ElementType,
  type FocusEvent,
  forwardRef,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useMergedRef } from '../dom/useMergedRef';
import type { MegaMenuItem } from './megaMenuController';
import type { useMegaMenu } from './useMegaMenu';

let panelModule: Promise<typeof import('./MegaMenuPanel')> | undefined;
/** Fetches the panel code once, on the first pointer or focus on any menu. */
const loadPanel = () => {
  panelModule ??= import('./MegaMenuPanel');
  return panelModule;
};
const LazyPanel = lazy(() => loadPanel().then((module) => ({ default: module.MegaMenuPanel })));

export interface MegaMenuClassNames {
  list?: string;
  item?: string;
  trigger?: string;
  panel?: string;
  columns?: string;
  column?: string;
  columnTitle?: string;
  link?: string;
  greyLinks?: string;
  callToAction?: string;
  callToActionImage?: string;
  callToActionTitle?: string;
  callToActionSubtitle?: string;
  callToActionButton?: string;
}

export interface MegaMenuProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  items: MegaMenuItem[];
  /** From `useMegaMenu()`. */
  menu: ReturnType<typeof useMegaMenu>;
  /** The link element, e.g. Next.js `Link` (default `a`). */
  linkAs?: ElementType;
  classNames?: MegaMenuClassNames;
  /**
   * The entries with their panels (columns, grey links, card), when `items` holds only the top entries (`id` and
   * `label`): fetched with the panel code on the first pointer or focus on the menu, so a page need not carry every
   * panel's links. A panel opens once they are in; a failed fetch is tried again on the next pointer or focus.
   */
  loadItems?: () => Promise<MegaMenuItem[]>;
}

/**
 * An unstyled desktop mega-menu following the disclosure navigation pattern: each top entry is a button that
 * opens its panel (hover, click, Enter or Space, ArrowDown moves into it), ArrowLeft/ArrowRight move between
 * entries, Escape closes and returns focus, and Tab out of a panel closes it. Panels hold columns of at most 10
 * links, grey links and an optional call-to-action card. `data-state` is on the nav, every entry and panel. A panel's
 * links are rendered only while it is open, from code fetched on the first pointer or focus on the menu (and, with
 * `loadItems`, from entries fetched then too).
 *
 * @example
 * ```tsx
 * const menu = useMegaMenu({ routeKey: pathname });
 * <MegaMenu items={items} menu={menu} linkAs={Link} aria-label="Main" />
 * ```
 */
export const MegaMenu = forwardRef<HTMLElement, MegaMenuProps>(function MegaMenu(
  { items, menu: { state, controller }, linkAs: Link = 'a', classNames = {}, loadItems, ...props },
  ref,
) {
  const [loadedItems, setLoadedItems] = useState<MegaMenuItem[] | null>(null);
  const itemsRequest = useRef<Promise<unknown> | null>(null);
  const loadPanels = () => {
    void loadPanel();
    if (!loadItems || itemsRequest.current) return;
    itemsRequest.current = loadItems().then(setLoadedItems, (error: unknown) => {
      itemsRequest.current = null;
      console.error('The menu could not load', error);
    });
  };
  const panelItem = (item: MegaMenuItem) => (loadItems ? loadedItems?.find((entry) => entry.id === item.id) : item);
  const id = useId();
  const root = useRef<HTMLElement | null>(null);
  const ownAndForwarded = useMergedRef(root, ref);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = useRef<(HTMLDivElement | null)[]>([]);
  const open = state.openIndex;
  // A menu opened without a pointer or focus on it first (the controller, from outside) still gets its panels.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    if (open >= 0) loadPanels();
  }, [open]);

  useEffect(() => {
    if (open < 0) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) controller.close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, controller]);

  const focusTrigger = (index: number) => {
    const count = items.length;
    triggers.current[(index + count) % count]?.focus();
  };
  const firstLink = (index: number) => panels.current[index]?.querySelector<HTMLElement>('a[href]');
  // ArrowDown asks for the panel's first link, which may arrive after the panel code does.
  const focusWhenShown = useRef(-1);
  const panelShown = (index: number) => {
    if (focusWhenShown.current !== index) return;
    focusWhenShown.current = -1;
    firstLink(index)?.focus();
  };

  const onTriggerKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const next = index + (event.key === 'ArrowRight' ? 1 : -1);
      if (open >= 0) controller.open((next + items.length) % items.length, 'keyboard');
      focusTrigger(next);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      const shown = open === index ? firstLink(index) : null;
      if (shown) shown.focus();
      else focusWhenShown.current = index;
      controller.open(index, 'keyboard');
    } else if (event.key === 'Escape') {
      controller.close();
    }
  };
  const onPanelKey = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      controller.close();
      triggers.current[index]?.focus();
    }
  };
  const onItemBlur = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (controller.getState().openIndex === index && !event.currentTarget.contains(event.relatedTarget as Node | null))
      controller.close();
  };
  return (
    <nav
      {...props}
      ref={ownAndForwarded}
      data-state={open >= 0 ? 'open' : 'closed'}
      data-suppressed={state.suppressed ? '' : undefined}
      onPointerOver={(event) => {
        loadPanels();
        props.onPointerOver?.(event);
      }}
      onFocus={(event) => {
        loadPanels();
        props.onFocus?.(event);
      }}
    >
      <ul className={classNames.list}>
        {items.map((item, index) => {
          const isOpen = open === index;
          const shown = isOpen ? panelItem(item) : undefined;
          const panelId = `${id}-panel-${index}`;
          return (
            <li
              key={item.id}
              className={classNames.item}
              data-state={isOpen ? 'open' : 'closed'}
              onMouseEnter={() => controller.open(index, 'hover')}
              onMouseLeave={() => {
                if (isOpen) controller.close();
              }}
              onBlur={onItemBlur(index)}
            >
              <button
                ref={(node) => {
                  triggers.current[index] = node;
                }}
                type="button"
                className={classNames.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => controller.toggle(index)}
                onKeyDown={onTriggerKey(index)}
              >
                {item.label}
              </button>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from any link inside the panel closes it */}
              <div
                ref={(node) => {
                  panels.current[index] = node;
                }}
                id={panelId}
                className={classNames.panel}
                data-state={isOpen ? 'open' : 'closed'}
                hidden={!isOpen}
                onKeyDown={onPanelKey(index)}
              >
                {shown ? (
                  <Suspense fallback={null}>
                    <LazyPanel
                      item={shown}
                      linkAs={Link}
                      classNames={classNames}
                      onNavigate={() => controller.close()}
                      onShown={() => panelShown(index)}
                    />
                  </Suspense>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
