import { z } from 'zod';

/** The storefront's password pattern: at least 6 characters with at least one special character. */
export const newPassword = z
  .string({ error: 'Required' })
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[^A-Za-z0-9]/, 'Password must contain a special character');

// The storefront's email pattern: local@domain with a top-level part of 2+ letters, or an IP literal.
export const email = z
  .string({ error: 'Please enter email' })
  .trim()
  .max(256)
  .regex(/^[^\s@]+@(?:[^\s@]+\.[A-Za-z]{2,}|\[\d{1,3}(?:\.\d{1,3}){3}\])$/, 'Invalid email');
