import 'server-only';
import { headers } from 'next/headers';
import { KIOSK_HEADER } from './kioskMode';

/** Whether this page is rendered for an in-store kiosk (decided by the proxy). */
export async function isKiosk(): Promise<boolean> {
  return (await headers()).get(KIOSK_HEADER) === '1';
}
