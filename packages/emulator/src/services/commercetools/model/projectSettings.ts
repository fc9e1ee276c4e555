import type { Database, Queryable } from '../../../db/database';
import { CommercetoolsError, invalidInput } from '../errors';
import { checkVersion } from './versioned';

/**
 * The project's settings as the REST `Project` answers them; the GraphQL `project` reads the same (one store). Its
 * name and version live in `project_settings` (the name changes through `POST /{projectKey}`); the rest is fixed.
 */
export async function projectSettings(q: Queryable, projectKey: string) {
  const { rows } = await q.query<{ name: string; version: number }>(
    'SELECT name, version FROM project_settings WHERE key = $1',
    [projectKey],
  );
  const stored = rows[0] ?? { name: projectKey, version: 1 };
  return {
    key: projectKey,
    name: stored.name,
    countries: ['AU', 'NZ'],
    currencies: ['AUD', 'NZD'],
    languages: ['en-AU', 'en-NZ', 'en'],
    createdAt: '2020-01-01T00:00:00.000Z',
    messages: { enabled: false, deleteDaysAfterCreation: 15 },
    carts: { countryTaxRateFallbackEnabled: false, deleteDaysAfterLastModification: 90 },
    shoppingLists: { deleteDaysAfterLastModification: 360 },
    searchIndexing: { products: { status: 'Deactivated' } },
    version: stored.version,
  };
}

/**
 * `POST /{projectKey}` (`{ version, actions }`): `changeName` (1 to 256 characters); the project's other settings are
 * fixed in the emulator, so their actions answer `NotImplemented`. A stale version is commercetools'
 * `ConcurrentModification` (409, `currentVersion`).
 */
export async function updateProject(
  db: Database,
  projectKey: string,
  version: number,
  actions: Record<string, unknown>[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO project_settings (key, name) VALUES ($1, $1) ON CONFLICT (key) DO NOTHING', [
      projectKey,
    ]);
    const { rows } = await tx.query<{ name: string; version: number }>(
      'SELECT name, version FROM project_settings WHERE key = $1 FOR UPDATE',
      [projectKey],
    );
    const current = rows[0] as { name: string; version: number };
    checkVersion(projectKey, version, current.version);
    let name = current.name;
    for (const action of actions) {
      const [[kind, fields]] = Object.entries(action) as [[string, Record<string, unknown>]];
      if (kind !== 'changeName')
        throw new CommercetoolsError(
          'NotImplemented',
          `The project update action '${kind}' is not implemented by the emulator`,
        );
      if (typeof fields.name !== 'string' || !fields.name.trim() || fields.name.length > 256)
        throw invalidInput("changeName: 'name' must be text of 1 to 256 characters.");
      name = fields.name;
    }
    if (!actions.length) return;
    await tx.query(
      'UPDATE project_settings SET name = $2, version = version + 1, last_modified_at = now() WHERE key = $1',
      [projectKey, name],
    );
  });
}
