/** Where the drawer's 'Pay an invoice' leads: the invoices page, its payment panel open on arrival. */
export const MAKE_PAYMENT_HASH = '#make-payment';
export const MAKE_PAYMENT_HREF = `/account/invoices${MAKE_PAYMENT_HASH}`;

/**
 * The event that opens the panel of an invoices page already showing: a link to the same page changes only the URL's
 * hash through the router's pushState, which fires no `hashchange`.
 */
export const MAKE_PAYMENT_EVENT = 'bookshop:make-payment';

/** Asks a mounted payment panel to open; on another page nothing listens and the link's hash opens it on arrival. */
export const requestMakePayment = () => window.dispatchEvent(new Event(MAKE_PAYMENT_EVENT));
