import { type WishlistInput, wishlistSchema } from '@bookshop/sdk/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';

export interface WishlistFormDialogClassNames {
  overlay?: string;
  title?: string;
  form?: string;
  field?: string;
  label?: string;
  input?: string;
  fieldError?: string;
  actions?: string;
  submit?: string;
  cancel?: string;
}

export interface WishlistFormDialogProps
  extends Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'title' | 'onSubmit' | 'children'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the values (trimmed, name present). A rejection keeps the dialog open for another try. */
  onSubmit: (values: WishlistInput) => Promise<unknown>;
  /** The dialog's heading and accessible name ('Create new wishlist' by default). */
  title?: ReactNode;
  /** The values the form opens with (a rename opens with the current name). */
  defaultValues?: Partial<WishlistInput>;
  /** Shows the description field (default); a rename asks for the name only. */
  withDescription?: boolean;
  labels?: { name?: ReactNode; description?: ReactNode; submit?: ReactNode; saving?: ReactNode; cancel?: ReactNode };
  classNames?: WishlistFormDialogClassNames;
}

/**
 * An unstyled modal form for a wishlist (spec A2, A5) on Radix Dialog and react-hook-form with the SDK's
 * `wishlistSchema`: Name (required: 'Required') and an optional Description; Create and Cancel. The dialog closes
 * once `onSubmit` resolves, and stays open (values kept) when it rejects. `data-state` is set on the content.
 *
 * @example
 * ```tsx
 * <WishlistFormDialog open={open} onOpenChange={setOpen} onSubmit={(values) => create(values)} />
 * ```
 */
export const WishlistFormDialog = forwardRef<HTMLDivElement, WishlistFormDialogProps>(function WishlistFormDialog(
  {
    open,
    onOpenChange,
    onSubmit,
    title = 'Create new wishlist',
    defaultValues,
    withDescription = true,
    labels = {},
    classNames = {},
    ...props
  },
  ref,
) {
  const id = useId();
  // Radix gives the focus back to a Dialog.Trigger; opened by code (from a popover, a list's button) there is none,
  // so it goes back to where it was when the dialog opened, unless the caller says otherwise.
  const returnTo = useRef<Element | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WishlistInput>({
    resolver: zodResolver(wishlistSchema),
    defaultValues: { name: '', description: '', ...defaultValues },
  });
  // Each opening starts from the given values, not from what was typed into the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the form
  useEffect(() => {
    if (open) reset({ name: '', description: '', ...defaultValues });
  }, [open]);
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch {
      // The caller has said what went wrong; the shopper's text stays for another try.
    }
  });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={classNames.overlay} />
        <Dialog.Content
          ref={ref}
          aria-describedby={undefined}
          {...props}
          onOpenAutoFocus={(event) => {
            returnTo.current = document.activeElement;
            props.onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            props.onCloseAutoFocus?.(event);
            const previous = returnTo.current;
            if (event.defaultPrevented || !(previous instanceof HTMLElement) || !previous.isConnected) return;
            event.preventDefault();
            previous.focus({ preventScroll: true });
          }}
        >
          <Dialog.Title className={classNames.title}>{title}</Dialog.Title>
          <form className={classNames.form} onSubmit={submit} noValidate>
            <div className={classNames.field}>
              <label htmlFor={`${id}-name`} className={classNames.label}>
                {labels.name ?? 'Name'}
              </label>
              <input
                id={`${id}-name`}
                className={classNames.input}
                autoComplete="off"
                maxLength={100}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? `${id}-name-error` : undefined}
                aria-required
                {...register('name')}
              />
              {errors.name ? (
                <p id={`${id}-name-error`} className={classNames.fieldError} role="alert">
                  {errors.name.message}
                </p>
              ) : null}
            </div>
            {withDescription ? (
              <div className={classNames.field}>
                <label htmlFor={`${id}-description`} className={classNames.label}>
                  {labels.description ?? 'Description (optional)'}
                </label>
                <textarea
                  id={`${id}-description`}
                  className={classNames.input}
                  rows={3}
                  maxLength={500}
                  {...register('description')}
                />
              </div>
            ) : null}
            <div className={classNames.actions}>
              <button type="submit" className={classNames.submit} aria-busy={isSubmitting} disabled={isSubmitting}>
                {isSubmitting ? (labels.saving ?? 'Saving…') : (labels.submit ?? 'Create')}
              </button>
              <Dialog.Close type="button" className={classNames.cancel}>
                {labels.cancel ?? 'Cancel'}
              </Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
