import * as z from 'zod/mini';

/**
 * The choices of the Gender select, stored as the customer's `gender` custom field.
 *
 * @example
 * ```ts
 * GENDERS.map((gender) => ({ value: gender, label: gender }));
 * ```
 */
export const GENDERS = ['Male', 'Female'] as const;

/**
 * The Gender select (spec A5): 'Male' or 'Female'; anything else, or nothing, is 'Please select gender'.
 *
 * @example
 * ```ts
 * genderSchema.parse('Female');                      // 'Female'
 * genderSchema.safeParse('').error?.issues[0]?.message; // 'Please select gender'
 * ```
 */
export const genderSchema = z.enum(GENDERS, { error: 'Please select gender' });
