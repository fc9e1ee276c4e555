import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LISTING_PARAMS } from '@/lib/listing/listingUrl';
import { FRONT_SECRET_HEADER } from '@/lib/security/pageNonce';
import { FRONT_SECRET_HEADER as SENT_HEADER } from '../../../scripts/lib/front.mjs';

const config = readFileSync(new URL('./nginx.conf', import.meta.url), 'utf8');

describe('front/nginx.conf', () => {
  it("caches listings under exactly the site's listing parameters, so no filter is served from another's copy", () => {
    const known = /"~\^\(\?:\(\?:([a-z_|A-Z]+)\|sort\\\./.exec(config)?.[1];
    expect(new Set(known?.split('|'))).toEqual(new Set(LISTING_PARAMS));
  });

  it('sends the secret in the header the site reads, and strips it from every other request', () => {
    expect(SENT_HEADER.toLowerCase()).toBe(FRONT_SECRET_HEADER);
    expect(config).toContain('proxy_set_header {{secret_header}} {{front_secret}};');
    expect(config).toContain('proxy_set_header {{secret_header}} "";');
  });

  it('round-robins over every instance it is given, and resends only idempotent requests to another', () => {
    expect(config).toMatch(/upstream storefront \{\n\s+zone storefront \w+;\n\{\{upstream_servers\}\}/);
    const retries = config.match(/^\s*proxy_next_upstream\s[^;]*;/gm) ?? [];
    expect(retries).toEqual(['  proxy_next_upstream error timeout;']);
  });
});
