import * as z from 'zod/mini';
import { type BookshopConfigData, type BookshopConfigInput, configDataGuard } from './config';

/**
 * The zod schema of the configuration's data; every service section is optional so an app configures only what it
 * calls. It is strict, as is each section: a misspelt or unknown key is an error, not a setting silently ignored. The
 * runtime dependencies (`fetch`, `logger`, `tokenStore`, `now`, `currencyRateStore`) are not data, so this schema
 * refuses them: validate what `createBookshop` takes with {@link resolveConfig}, which checks both.
 *
 * It runs the same checks as `createBookshop` (the SDK's own wire guards), so an app that imports it pays for zod
 * and the clients do not.
 *
 * @example
 * ```ts
 * const checked = bookshopConfigSchema.safeParse(JSON.parse(await readFile('bookshop.json', 'utf8')));
 * if (!checked.success) console.error(checked.error.issues);
 * ```
 */
export const bookshopConfigSchema = z.pipe(
  z.unknown(),
  z.transform((value, context) => {
    const issues: { path: (string | number)[]; message: string }[] = [];
    const parsed = configDataGuard.run(value, [], issues);
    for (const { path, message } of issues) context.issues.push({ code: 'custom', message, path, input: value });
    return parsed;
  }),
) as unknown as z.ZodMiniType<BookshopConfigData, BookshopConfigInput>;
