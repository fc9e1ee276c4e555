/**
 * The id of the listing's `h1`, which is focusable from script (`tabIndex={-1}`): after a page link the keyboard focus
 * moves there. Kept out of the client modules so the server's screen reads it as a plain string.
 */
export const LISTING_HEADING_ID = 'listing-heading';
