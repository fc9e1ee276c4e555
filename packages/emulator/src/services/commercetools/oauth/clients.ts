import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** An API client of the project: its credentials and the scopes it may grant. */
export interface ApiClient {
  id: string;
  secret: string;
  scopes: string[];
}

/** The storefront's demo API client, printed at start. */
export const DEMO_CLIENT = { id: 'bookshop-storefront', secret: 'emulator-secret' } as const;

const SCOPE_NAMES = [
  'view_published_products',
  'view_categories',
  'manage_my_profile',
  'manage_my_orders',
  'manage_my_shopping_lists',
  'manage_my_payments',
  'create_anonymous_token',
];

/**
 * An admin API client holding `manage_project`, which commercetools' own examples ask for (the `me` example creates
 * customers and lists products with it); printed at start. The storefront never uses it.
 */
export const ADMIN_CLIENT = { id: 'bookshop-admin', secret: 'emulator-admin-secret' } as const;

/** The project's API clients: the storefront's, and the admin one. */
export function apiClients(projectKey: string): ApiClient[] {
  return [
    { ...DEMO_CLIENT, scopes: SCOPE_NAMES.map((name) => `${name}:${projectKey}`) },
    {
      ...ADMIN_CLIENT,
      scopes: [`manage_project:${projectKey}`, ...SCOPE_NAMES.map((name) => `${name}:${projectKey}`)],
    },
  ];
}

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The client of an HTTP Basic `Authorization` header, or null when it is missing or does not match. */
export function authenticateClient(headers: IncomingHttpHeaders, clients: ApiClient[]): ApiClient | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const id = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  return clients.find((client) => same(client.id, id) && same(client.secret, secret)) ?? null;
}
