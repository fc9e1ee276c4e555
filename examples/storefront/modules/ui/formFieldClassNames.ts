import fieldStyles from './Field.module.css';

/** The site's field look (`Field.module.css`) under the names @bookshop/react's forms give their parts. */
export const formFieldClassNames = {
  field: fieldStyles.root,
  label: fieldStyles.label,
  input: fieldStyles.control,
  fieldError: fieldStyles.error,
};
