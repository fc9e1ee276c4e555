/**
 * The project's settings, fixed in the emulator, as the REST `Project` answers them; the GraphQL `project` reads the
 * same (the two APIs never disagree about the project).
 */
export function projectSettings(projectKey: string) {
  return {
    key: projectKey,
    name: projectKey,
    countries: ['AU', 'NZ'],
    currencies: ['AUD', 'NZD'],
    languages: ['en-AU', 'en-NZ', 'en'],
    createdAt: '2020-01-01T00:00:00.000Z',
    messages: { enabled: false, deleteDaysAfterCreation: 15 },
    carts: { countryTaxRateFallbackEnabled: false, deleteDaysAfterLastModification: 90 },
    shoppingLists: { deleteDaysAfterLastModification: 360 },
    searchIndexing: { products: { status: 'Deactivated' } },
    version: 1,
  };
}
