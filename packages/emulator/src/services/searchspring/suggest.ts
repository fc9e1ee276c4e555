import { z } from 'zod';
import { ReplyError } from '../../http/router';
import { queryWords } from './conditions';
import type { SearchContext } from './runSearch';

const params = z.object({
  siteId: z.string({ error: 'siteId is required' }).min(1, 'siteId is required'),
  // `query` is what Searchspring's own client sends; `q` is accepted too.
  query: z.string().max(256).optional(),
  q: z.string().max(256).optional(),
  language: z.string().optional(),
  suggestionCount: z
    .string()
    .regex(/^\d{1,3}$/, 'suggestionCount must be a whole number')
    .optional(),
  disableSpellCorrection: z.enum(['true', 'false']).optional(),
  // The spelling snap-client sends.
  disableSpellCorrect: z.enum(['true', 'false']).optional(),
});

/**
 * `/api/suggest/query?query=…` (or `q`): completes the last word of the query from the catalogue's vocabulary (`suggested` with its
 * `completed` tokens, `alternatives`), and spell-corrects a query whose last word completes to nothing
 * (`corrected-query`), as the raw suggest response does.
 */
export async function suggest(context: SearchContext, search: URLSearchParams, siteIds: readonly string[]) {
  const parsed = params.safeParse(Object.fromEntries(search));
  if (!parsed.success) throw new ReplyError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
  const { siteId } = parsed.data;
  const q = parsed.data.query ?? parsed.data.q ?? '';
  const noCorrection = (parsed.data.disableSpellCorrection ?? parsed.data.disableSpellCorrect) === 'true';
  if (!siteIds.includes(siteId)) throw new ReplyError(404, `Unknown siteId ${siteId}`);
  const count = Math.min(Number(parsed.data.suggestionCount ?? 4), 20);
  const vocabulary = await context.vocabulary();
  let words: string[] = queryWords(q);
  let corrected: string | undefined;
  const last = words.at(-1);
  if (last && !vocabulary.complete(last, 1).length && !noCorrection) {
    const fixed = words.map((word) => vocabulary.correct(word) ?? word);
    if (fixed.join(' ') !== words.join(' ')) {
      corrected = fixed.join(' ');
      words = fixed;
    }
  }
  const prefix = words.slice(0, -1);
  const completions = vocabulary.complete(words.at(-1) ?? '', count + 1);
  const first = completions[0];
  const phrase = (word: string) => [...prefix, word].join(' ');
  return {
    query: q,
    ...(corrected ? { 'corrected-query': corrected } : {}),
    ...(first
      ? {
          suggested: {
            text: phrase(first.word),
            type: first.word === words.at(-1) ? 'exact' : 'completed',
            source: 'name',
            completed: completions.map((completion) => ({
              token: completion.word,
              query: phrase(completion.word),
              type: 'completed',
            })),
          },
        }
      : {}),
    alternatives: completions
      .slice(1)
      .map((completion) => ({ text: phrase(completion.word), popularity: completion.count })),
  };
}
