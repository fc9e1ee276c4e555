/** One result of the content feed search. */
export interface ContentSearchHit {
  uid: string;
  name: string;
  url: string;
  type: string;
}

/**
 * The help-centre link from content search results (spec C7): the help-centre articles only, preferring a URL
 * containing `/general-faq`, else the first article; `undefined` when there is none.
 *
 * @example
 * ```ts
 * pickHelpCentreUrl([
 *   { uid: 'a', name: 'Orders', url: '/help/faq/orders', type: 'help_center_article' },
 *   { uid: 'b', name: 'General FAQ', url: '/help/faq/general-faq', type: 'help_center_article' },
 * ]); // '/help/faq/general-faq'
 * ```
 */
export function pickHelpCentreUrl(results: readonly ContentSearchHit[]): string | undefined {
  const articles = results.filter((result) => result.type === 'help_center_article' && result.url);
  return (articles.find((article) => article.url.includes('/general-faq')) ?? articles[0])?.url;
}
