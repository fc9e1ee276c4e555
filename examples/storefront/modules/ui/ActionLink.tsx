'use client';

import { type AnchorHTMLAttributes, forwardRef, type KeyboardEvent, type MouseEvent } from 'react';

export interface ActionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'target'> {
  /** The id of what the link opens or acts on (an editor, a form): its in-page address. */
  targetId: string;
  /** What the link does in place of the jump. */
  onAction(): void;
  /** While true the link says so (`aria-disabled`) and does nothing: a link has no `disabled`. */
  busy?: boolean;
}

/**
 * An in-page link that acts where it stands (the spec's Edit, Close, 'Delete address' and manual-entry links):
 * role `link` with its visible text, reached by Tab, activated by a click, Enter or Space (it acts like a button, so
 * Space must not scroll the page). It never jumps to `#targetId`; the address is there so the link has one.
 *
 * @example
 * ```tsx
 * <ActionLink targetId={editorId} aria-label="Edit Phone" onAction={() => setEditing('phone')}>Edit</ActionLink>
 * ```
 */
export const ActionLink = forwardRef<HTMLAnchorElement, ActionLinkProps>(function ActionLink(
  { targetId, onAction, busy = false, onKeyDown, children, ...props },
  ref,
) {
  const act = () => {
    if (!busy) onAction();
  };
  return (
    <a
      ref={ref}
      href={`#${targetId}`}
      aria-disabled={busy || undefined}
      data-state={busy ? 'busy' : 'idle'}
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        act();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || (event.key !== 'Enter' && event.key !== ' ')) return;
        // Handled here rather than left to the browser's Enter-to-click, so Enter and Space behave alike, and a key
        // held down acts once.
        event.preventDefault();
        if (!event.repeat) act();
      }}
    >
      {children}
    </a>
  );
});
