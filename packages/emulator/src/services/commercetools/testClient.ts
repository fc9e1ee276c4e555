// Test-only helpers for talking to the emulated commercetools over HTTP; not exported from the package.
import { DEMO_CLIENT } from './oauth/clients';

// biome-ignore lint/suspicious/noExplicitAny: tests read the untyped JSON answers by property
export type Json = any;

const BASIC = `Basic ${Buffer.from(`${DEMO_CLIENT.id}:${DEMO_CLIENT.secret}`).toString('base64')}`;

export interface GraphqlAnswer {
  status: number;
  body: { data?: Record<string, Json> | null; errors?: { message: string; extensions?: Record<string, Json> }[] };
}

/** A small client of one emulator: OAuth flows and GraphQL calls with a token. */
export function commercetoolsTestClient(url: string, projectKey = 'bookshop') {
  const form = async (path: string, params: Record<string, string>, authorization = BASIC) => {
    const response = await fetch(`${url}/commercetools${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    return {
      status: response.status,
      headers: response.headers,
      // Token revocation answers 200 with no body.
      body: JSON.parse((await response.text()) || '{}') as Record<string, Json>,
    };
  };
  const graphql = async (token: string, query: string, variables?: Record<string, unknown>): Promise<GraphqlAnswer> => {
    const response = await fetch(`${url}/commercetools/${projectKey}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphqlAnswer['body'] };
  };
  return {
    form,
    graphql,
    async passwordToken(username: string, password: string): Promise<string> {
      const answer = await form(`/oauth/${projectKey}/customers/token`, { grant_type: 'password', username, password });
      if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
      return answer.body.access_token as string;
    },
    async anonymousToken(): Promise<string> {
      const answer = await form(`/oauth/${projectKey}/anonymous/token`, { grant_type: 'client_credentials' });
      return answer.body.access_token as string;
    },
    async clientToken(): Promise<string> {
      const answer = await form('/oauth/token', { grant_type: 'client_credentials' });
      return answer.body.access_token as string;
    },
  };
}
