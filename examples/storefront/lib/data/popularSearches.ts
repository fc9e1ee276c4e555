import 'server-only';
import { bookshop } from '../bookshop';

/** How many phrases the empty search offers. */
const PHRASE_COUNT = 6;

/**
 * The phrases shoppers search for most, for the empty search (spec C2's 'most popular search phrases'). A failure
 * is logged and there are no phrases, so the page still renders its message.
 */
export async function popularSearchPhrases(limit = PHRASE_COUNT): Promise<string[]> {
  try {
    return (await bookshop().search.trending({ limit })).map((trend) => trend.query);
  } catch (error) {
    console.error('Could not load popular search phrases', error);
    return [];
  }
}
