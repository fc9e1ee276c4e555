import type { SearchspringOptions } from './searchspringTracking';

/** A GET on the configured Searchspring site: the path and its query (the site id is added) with the call's options. */
export type SearchspringGet = (path: string, query: URLSearchParams, options: SearchspringOptions) => Promise<unknown>;
