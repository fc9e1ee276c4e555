import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReplyError } from '../../http/router';
import { CONTENT_TYPES } from './contentTypes';
import { readEntryInput } from './entryInput';

const type = (uid: string) => CONTENT_TYPES.find((candidate) => candidate.uid === uid) as (typeof CONTENT_TYPES)[0];

describe('readEntryInput', () => {
  it('keeps title and url apart, stores schema fields only, and collects the text for search', () => {
    const input = readEntryInput(
      {
        entry: {
          title: 'Blog',
          url: '/blog/x',
          summary: 'Short',
          body: '<p>Long</p>',
          published_date: '2024-05-01',
          author: [{ uid: 'blt1', _content_type_uid: 'author_page' }],
          _version: 9,
          tags: ['news'],
        },
      },
      type('blog_post'),
      'create',
    );
    expect(input).toEqual({
      title: 'Blog',
      url: '/blog/x',
      fields: {
        summary: 'Short',
        body: '<p>Long</p>',
        published_date: '2024-05-01',
        author: [{ uid: 'blt1', _content_type_uid: 'author_page' }],
      },
      tags: ['news'],
      searchText: 'Short <p>Long</p> 2024-05-01',
    });
  });

  it('checks each field against its kind and multiplicity', () => {
    const problems = (entry: Record<string, unknown>) => {
      try {
        readEntryInput({ entry: { title: 'T', ...entry } }, type('store'), 'update');
        return {};
      } catch (error) {
        return (error as ReplyError).options.body;
      }
    };
    expect(problems({ slug: 's', store_id: '1', hours: { day: 'Mon' }, services: ['a', 2] })).toEqual({
      error_message: 'Entry update failed. Please enter valid data.',
      error_code: 121,
      errors: { hours: ['is not valid.'], services: ['is not valid.'] },
    });
    expect(problems({ slug: 's', store_id: '1', hours: [{ day: 'Mon' }], services: [] })).toEqual({});
  });

  it('refuses a field nested more than 32 levels deep, however deep, without overflowing the stack', () => {
    const nest = (levels: number) => {
      let value: Record<string, unknown> = { day: 'Mon' };
      for (let level = 1; level < levels; level++) value = { a: value };
      return value;
    };
    const problems = (hours: unknown) => {
      try {
        readEntryInput({ entry: { title: 'T', slug: 's', store_id: '1', hours: [hours] } }, type('store'), 'create');
        return undefined;
      } catch (error) {
        return ((error as ReplyError).options.body as { errors: unknown }).errors;
      }
    };
    expect(problems(nest(31))).toBeUndefined();
    for (const levels of [32, 100_000]) {
      expect(problems(nest(levels))).toEqual({ hours: ['is nested more than 32 levels deep.'] });
    }
  });

  it('answers any body with an input or a 422, never another failure', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTENT_TYPES),
        fc.jsonValue(),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (t, body, entry) => {
          for (const candidate of [body, { entry }, { entry: { ...entry, title: 'T' } }]) {
            try {
              readEntryInput(candidate, t, 'create');
            } catch (error) {
              expect(error).toBeInstanceOf(ReplyError);
              expect((error as ReplyError).status).toBe(422);
            }
          }
        },
      ),
    );
  });
});
