/** How many stores a stock check lists at most: the nearest that hold the product. */
export const STOCK_STORES_LIMIT = 5;
/** How many stores 'Find a store near me' lists: the nearest, whatever they hold. */
export const NEAR_STORES_LIMIT = 6;
/**
 * The most a store search may ask for (`/api/stores/stock?limit=`): the back end answers at most this many a search,
 * and checkout's Click & Collect list asks for them all (every store holds Click & Collect orders).
 */
export const MAX_STORES_LIMIT = 15;
