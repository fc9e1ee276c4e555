import * as z from 'zod/mini';
import { NAME_MIN_LENGTH } from './fieldLimits';
import { requiredText } from './requiredText';

const nameField = () => requiredText('Required').check(z.minLength(NAME_MIN_LENGTH, { error: 'Too Short!' }));

/**
 * The Name editor (spec A5): title, first name and surname, each trimmed, required ('Required') and at least
 * 2 characters ('Too Short!').
 *
 * @example
 * ```ts
 * nameSchema.safeParse({ title: 'Mr', firstName: 'J', lastName: '' }).error?.issues.map((issue) => issue.message);
 * // ['Too Short!', 'Required']
 * ```
 */
export const nameSchema = z.object({ title: nameField(), firstName: nameField(), lastName: nameField() });

/** The Name editor's values. */
export type NameInput = z.infer<typeof nameSchema>;
