import type { WishlistFormDialogClassNames } from '@bookshop/react';
import styles from './Wishlists.module.css';

/** The wishlist form dialogs' look, shared by the popover's 'Create new wishlist' and the account section's. */
export const formDialogClassNames: WishlistFormDialogClassNames = {
  overlay: styles.overlay,
  title: styles.dialogTitle,
  form: styles.form,
  field: styles.field,
  label: styles.label,
  input: styles.input,
  fieldError: styles.fieldError,
  actions: styles.actions,
  submit: styles.primary,
  cancel: styles.secondary,
};
