import * as z from 'zod/mini';
import { requiredText } from './requiredText';

/**
 * Name fields need at least this many characters (spec A9).
 *
 * @example
 * ```tsx
 * <input name="firstName" required minLength={NAME_MIN_LENGTH} />
 * ```
 */
export const NAME_MIN_LENGTH = 2;

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
