import type { MegaMenuItem } from '@bookshop/react';
import { answerValue, callRoute } from '../http/callRoute';

let request: Promise<MegaMenuItem[]> | undefined;

/**
 * The mega-menu's entries with their panels (`GET /api/navigation/menu`), fetched once per page life for the desktop
 * menu and the drawer together, from the HTTP cache when the route allows. A failure rejects with a
 * `RouteCallError` and is asked again next time.
 */
export function menuEntries(): Promise<MegaMenuItem[]> {
  request ??= callRoute<MegaMenuItem[]>('/api/navigation/menu', { cache: 'default' }).then((answer) => {
    if (!answer.ok) request = undefined;
    return answerValue(answer);
  });
  return request;
}
