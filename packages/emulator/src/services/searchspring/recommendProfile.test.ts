import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shapeDiff } from '../../testing/shapeDiff';
import { PROFILES } from './recommend';
import { recommendProfile } from './recommendProfile';

// The recorded real profile.json (see packages/sdk/test/fixtures/searchspring/README.md).
const recorded = JSON.parse(
  readFileSync(
    new URL('../../../../sdk/test/fixtures/searchspring/recommend-profile-default.json', import.meta.url),
    'utf8',
  ),
);
const profile = (tag?: string) => recommendProfile(new URLSearchParams(tag === undefined ? {} : { tag }));

describe('recommendation profile.json', () => {
  it('has the recorded shape (template parameters are per template, keyed by data)', () => {
    expect(shapeDiff(recorded, profile('trending'), { maps: ['profile.display.templateParameters'] })).toEqual([]);
  });

  it('describes every profile recommend serves, with a title', () => {
    for (const tag of Object.keys(PROFILES)) {
      const { profile: answer } = profile(tag);
      expect(answer.tag).toBe(tag);
      expect(answer.display.templateParameters.title, tag).toMatch(/\w/);
    }
    expect(profile('no result found').profile).toMatchObject({
      placement: 'no-results-page',
      display: { templateParameters: { title: 'Popular right now' } },
    });
    expect(profile('view-cart').profile.display.template.uuid).toBe(profile('view-cart').profile.display.template.uuid);
    expect(profile('view-cart').profile.display.template.uuid).toMatch(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/);
  });

  it('refuses a missing tag (400) and a profile that does not exist (404)', () => {
    expect(() => profile()).toThrow(expect.objectContaining({ status: 400, message: 'tag is required' }));
    expect(() => profile('nope')).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => profile('constructor')).toThrow(expect.objectContaining({ status: 404 }));
  });
});
