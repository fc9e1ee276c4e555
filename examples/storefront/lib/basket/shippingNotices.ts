import type { BasketView } from './basketView';

/** A special shipping method's notice, as the content settings hold it (`shipping_notices`). */
export interface ShippingNotice {
  shipping_method_key: string;
  notice: string;
}

/**
 * The basket with each line's shipping notice (spec A9: a line carrying a particular shipping method key shows a
 * special notice in the flyout): the managed content's text for the line's key; a key the content has no notice for,
 * or a blank notice, shows none.
 */
export function withShippingNotices(view: BasketView, notices: readonly ShippingNotice[]): BasketView {
  const byKey = new Map(
    notices.filter((entry) => entry.notice.trim()).map((entry) => [entry.shipping_method_key, entry.notice.trim()]),
  );
  if (!byKey.size || !view.lines.some((line) => line.shippingMethodKey)) return view;
  return {
    ...view,
    lines: view.lines.map((line) => {
      const notice = line.shippingMethodKey ? byKey.get(line.shippingMethodKey) : undefined;
      return notice ? { ...line, shippingNotice: notice } : line;
    }),
  };
}
