import type { ReplyError } from '../../http/router';
import type { ContentType, SchemaField } from './contentTypes';
import { contentstackError } from './errors';

/** An entry as the Content Management API received it, checked against its content type's schema. */
export interface EntryInput {
  title: string;
  url: string | null;
  /** The schema's other fields; fields outside the schema are not stored. */
  fields: Record<string, unknown>;
  tags: string[];
  /** The text fields' values, for the content search. */
  searchText: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/** What one value of each field kind must look like (a `multiple` field holds a list of them). */
const VALID: Record<SchemaField['data_type'], (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  isodate: (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
  link: (value) => isObject(value) && optionalText(value.title) && optionalText(value.href),
  reference: (value) => isObject(value) && typeof value.uid === 'string' && optionalText(value._content_type_uid),
  group: isObject,
  json: isObject,
  file: isObject,
};

/** Contentstack's deepest field nesting (groups in groups, JSON) is far below this; deeper input is refused. */
const MAX_NESTING = 32;

/** Whether a value nests objects or lists deeper than `limit`; walked with a stack, so no input can overflow it. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (!current || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

const FAILURE = {
  create: { code: 119, message: 'Entry creation failed. Please enter valid data.' },
  update: { code: 121, message: 'Entry update failed. Please enter valid data.' },
} as const;

function fieldProblem(field: SchemaField, value: unknown): string | undefined {
  const missing = value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
  if (missing) return field.mandatory ? 'is a required field.' : undefined;
  if (nestsDeeperThan(value, MAX_NESTING)) return `is nested more than ${MAX_NESTING} levels deep.`;
  const valid = VALID[field.data_type];
  const ok = field.multiple ? Array.isArray(value) && value.every(valid) : valid(value);
  return ok ? undefined : 'is not valid.';
}

/**
 * Reads a Content Management API write, `{ "entry": { … } }`, for a content type: mandatory fields present (the
 * title always), each field of the kind its schema says, `tags` a list of strings. Problems are answered as
 * Contentstack does, 422 with `errors` keyed by field uid; system fields (`uid`, `_version`, …) are ignored.
 */
export function readEntryInput(body: unknown, type: ContentType, action: keyof typeof FAILURE): EntryInput {
  const fail = (errors: Record<string, string[]>): ReplyError =>
    contentstackError(422, FAILURE[action].code, FAILURE[action].message, errors);
  const entry = isObject(body) ? body.entry : undefined;
  if (!isObject(entry)) throw fail({ entry: ['is a required field.'] });
  const errors: Record<string, string[]> = {};
  const fields: Record<string, unknown> = {};
  for (const field of type.schema) {
    const value = entry[field.uid];
    const problem = fieldProblem(field, value);
    if (problem) errors[field.uid] = [problem];
    else if (value !== undefined && value !== null) fields[field.uid] = value;
  }
  const tags = entry.tags ?? [];
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) errors.tags = ['is not valid.'];
  if (Object.keys(errors).length) throw fail(errors);
  const { title, url = null, ...rest } = fields;
  return {
    title: title as string,
    url: url as string | null,
    fields: rest,
    tags: tags as string[],
    searchText: Object.values(rest)
      .filter((value) => typeof value === 'string')
      .join(' '),
  };
}
