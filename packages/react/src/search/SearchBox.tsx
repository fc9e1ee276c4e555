import { SEARCH_QUERY_MAX_LENGTH } from '@bookshop/sdk/rules';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { useMergedRef } from '../dom/useMergedRef';
import { useTypedBeforeHydration } from '../dom/useTypedBeforeHydration';
import { type AutocompleteOption, optionsOf, searchHref } from './autocompleteController';
import type { useAutocomplete } from './useAutocomplete';

export interface SearchBoxClassNames {
  form?: string;
  input?: string;
  clear?: string;
  submit?: string;
  dropdown?: string;
  section?: string;
  heading?: string;
  option?: string;
  optionImage?: string;
  optionDetail?: string;
  spinner?: string;
  empty?: string;
}

export interface SearchBoxProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** From `useAutocomplete()`. */
  autocomplete: ReturnType<typeof useAutocomplete>;
  /** Follows a link the box chose (Enter, a click on an option): usually the router's `push`. */
  onNavigate: (href: string) => void;
  placeholder?: string;
  label?: string;
  classNames?: SearchBoxClassNames;
  /** Rendered when a finished search found nothing; the 'No Results' link follows it. */
  emptyState?: ReactNode;
}

const SECTIONS: { key: 'suggestions' | 'products' | 'content'; title: string }[] = [
  { key: 'suggestions', title: 'Suggestions' },
  { key: 'products', title: 'Products' },
  { key: 'content', title: 'Articles and authors' },
];

/**
 * An unstyled search box with an autocomplete dropdown, following the ARIA combobox pattern: arrow keys move
 * through the options (kept in view), Enter opens the highlighted one or the results page, Escape, outside clicks and
 * focus leaving the box close it; 'Clear search' keeps the focus in the box.
 * `data-state` on the root is `open` or `closed`.
 *
 * @example
 * ```tsx
 * const autocomplete = useAutocomplete({ load, resetKey: pathname });
 * <SearchBox autocomplete={autocomplete} onNavigate={router.push} classNames={styles} />
 * ```
 */
export const SearchBox = forwardRef<HTMLDivElement, SearchBoxProps>(function SearchBox(
  {
    autocomplete: { state, controller },
    onNavigate,
    placeholder = 'Search for Title, Keywords or ISBN',
    label = 'Search',
    classNames = {},
    emptyState,
    ...props
  },
  ref,
) {
  const id = useId();
  const root = useRef<HTMLDivElement | null>(null);
  const ownAndForwarded = useMergedRef(root, ref);
  const form = useRef<HTMLFormElement | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  useTypedBeforeHydration(form, ({ q }) => {
    if (!q) return;
    controller.setQuery(q);
    // A shopper who has moved on while the scripts loaded keeps the text, without a dropdown opening under them.
    if (document.activeElement !== input.current) controller.close();
  });
  const options = optionsOf(state.data);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const active = state.open ? options[state.activeIndex] : undefined;

  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) controller.close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.open, controller]);
  // The highlighted option stays in view as the arrow keys move through a list taller than the dropdown.
  const activeId = active ? optionId(state.activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  // Tabbing out would leave the dropdown open over whatever has the focus next: focus leaving the box closes it, as a
  // click outside does. A press inside it (an option, the dropdown's scrollbar) may move the focus nowhere in
  // particular, so focus lost during a press is left to the click.
  useEffect(() => {
    const element = root.current;
    if (!element || !state.open) return;
    let pressing = false;
    const released = () => {
      pressing = false;
    };
    const onPress = () => {
      pressing = true;
      // A touch that turns into a scroll of the dropdown ends in pointercancel, not pointerup.
      document.addEventListener('pointerup', released, { once: true });
      document.addEventListener('pointercancel', released, { once: true });
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!pressing && !element.contains(event.relatedTarget as Node | null)) controller.close();
    };
    element.addEventListener('pointerdown', onPress);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('pointerdown', onPress);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerup', released);
      document.removeEventListener('pointercancel', released);
    };
  }, [state.open, controller]);

  const go = (href: string | null) => {
    if (href) onNavigate(href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      controller.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      // A search input clears itself on Escape; here Escape closes the dropdown and keeps the text.
      event.preventDefault();
      controller.close();
    }
  };
  const finished = state.status === 'done' || state.status === 'error';
  let index = 0;
  return (
    <div {...props} ref={ownAndForwarded} data-state={state.open ? 'open' : 'closed'}>
      {/* Before hydration (or without JavaScript) the form submits natively, to the same results page. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a search form is the ARIA search landmark pattern; <search> is too new for our browser range */}
      <form
        ref={form}
        role="search"
        action="/search"
        className={classNames.form}
        onSubmit={(event) => {
          event.preventDefault();
          go(controller.submit());
        }}
      >
        <input
          ref={input}
          type="search"
          name="q"
          role="combobox"
          aria-label={label}
          aria-expanded={state.open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={placeholder}
          className={classNames.input}
          value={state.query}
          onChange={(event) => controller.setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {state.query ? (
          <button
            type="button"
            className={classNames.clear}
            aria-label="Clear search"
            onClick={() => {
              controller.reset();
              // The button goes with the text: the focus stays where the shopper types the next search.
              input.current?.focus();
            }}
          >
            ×
          </button>
        ) : null}
        <button type="submit" className={classNames.submit}>
          Search
        </button>
      </form>
      {/* Not a tab stop of its own when it scrolls: its options are reached with the arrow keys. */}
      <div hidden={!state.open} className={classNames.dropdown} tabIndex={-1}>
        {state.status === 'loading' ? (
          <div role="status" className={classNames.spinner}>
            Searching…
          </div>
        ) : null}
        <div id={listId} role="listbox" aria-label="Search suggestions">
          {SECTIONS.map(({ key, title }) => {
            const items = state.data[key];
            if (!items.length || state.status === 'loading') return null;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a listbox may only group options with role="group", not fieldsets
              <div key={key} role="group" aria-label={title} className={classNames.section}>
                <div className={classNames.heading} aria-hidden="true">
                  {title}
                </div>
                {items.map((option: AutocompleteOption) => {
                  const position = index++;
                  return (
                    <a
                      key={`${option.kind}-${option.id}`}
                      id={optionId(position)}
                      role="option"
                      aria-selected={position === state.activeIndex}
                      data-kind={option.kind}
                      href={option.href}
                      className={classNames.option}
                      tabIndex={-1}
                      onClick={(event) => {
                        event.preventDefault();
                        controller.close();
                        onNavigate(option.href);
                      }}
                    >
                      {option.imageUrl ? (
                        <img src={option.imageUrl} alt="" width={40} height={60} className={classNames.optionImage} />
                      ) : null}
                      <span>{option.label}</span>
                      {option.detail ? <span className={classNames.optionDetail}>{option.detail}</span> : null}
                    </a>
                  );
                })}
              </div>
            );
          })}
        </div>
        {finished && options.length === 0 ? (
          <div className={classNames.empty}>
            {emptyState}
            <a href={searchHref(state.query) ?? '/search'}>No Results</a>
          </div>
        ) : null}
      </div>
    </div>
  );
});
