// A validator for the site's JSON-LD, written from the schema.org vocabulary (https://schema.org/docs/full.html): the
// types the site states, their parents, and each property with the types its values may have. A node may only use
// properties of its types (or their parents), with values of those types; enumeration members are checked by name.
// On top, what Google's rich results require of each type (https://developers.google.com/search/docs/appearance/
// structured-data): a name, an offer's price and currency, a rating's count, a breadcrumb's position and so on.

type Range = string;

interface TypeDefinition {
  parents: string[];
  properties: Record<string, Range[]>;
}

const TEXT = ['Text'];
const URL_OR_TEXT = ['URL', 'Text'];

/** The part of the vocabulary the site uses, as schema.org defines it. */
export const VOCABULARY: Record<string, TypeDefinition> = {
  Thing: {
    parents: [],
    properties: {
      name: TEXT,
      alternateName: TEXT,
      description: TEXT,
      url: ['URL'],
      image: ['URL', 'ImageObject'],
      sameAs: ['URL'],
      identifier: ['Text', 'URL', 'PropertyValue'],
      potentialAction: ['Action'],
    },
  },
  Intangible: { parents: ['Thing'], properties: {} },
  StructuredValue: { parents: ['Intangible'], properties: {} },
  CreativeWork: {
    parents: ['Thing'],
    properties: {
      author: ['Person', 'Organization'],
      publisher: ['Organization', 'Person'],
      inLanguage: ['Text', 'Language'],
      aggregateRating: ['AggregateRating'],
      offers: ['Offer'],
      datePublished: ['Date', 'DateTime'],
      headline: TEXT,
    },
  },
  Book: {
    parents: ['CreativeWork'],
    properties: { isbn: TEXT, bookFormat: ['BookFormatType'], numberOfPages: ['Integer'], illustrator: ['Person'] },
  },
  MusicPlaylist: { parents: ['CreativeWork'], properties: { numTracks: ['Integer'], track: ['MusicRecording'] } },
  MusicAlbum: { parents: ['MusicPlaylist'], properties: { byArtist: ['MusicGroup', 'Person'] } },
  Movie: { parents: ['CreativeWork'], properties: { actor: ['Person'], director: ['Person'], duration: ['Duration'] } },
  WebSite: { parents: ['CreativeWork'], properties: { issn: TEXT } },
  Product: {
    parents: ['Thing'],
    properties: {
      sku: TEXT,
      gtin13: TEXT,
      mpn: TEXT,
      brand: ['Brand', 'Organization'],
      offers: ['Offer'],
      aggregateRating: ['AggregateRating'],
      review: ['Review'],
      category: ['Text', 'Thing', 'URL'],
      color: TEXT,
    },
  },
  Offer: {
    parents: ['Intangible'],
    properties: {
      price: ['Number', 'Text'],
      priceCurrency: TEXT,
      priceSpecification: ['PriceSpecification'],
      priceValidUntil: ['Date'],
      availability: ['ItemAvailability'],
      itemCondition: ['OfferItemCondition'],
      seller: ['Organization', 'Person'],
    },
  },
  PriceSpecification: {
    parents: ['StructuredValue'],
    properties: {
      price: ['Number', 'Text'],
      priceCurrency: TEXT,
      valueAddedTaxIncluded: ['Boolean'],
      minPrice: ['Number'],
      maxPrice: ['Number'],
    },
  },
  UnitPriceSpecification: {
    parents: ['PriceSpecification'],
    properties: { priceType: ['PriceTypeEnumeration', 'Text'], referenceQuantity: ['QuantitativeValue'] },
  },
  Brand: { parents: ['Intangible'], properties: { logo: ['URL', 'ImageObject'] } },
  Rating: {
    parents: ['Intangible'],
    properties: { ratingValue: ['Number', 'Text'], bestRating: ['Number', 'Text'], worstRating: ['Number', 'Text'] },
  },
  AggregateRating: {
    parents: ['Rating'],
    properties: { ratingCount: ['Integer'], reviewCount: ['Integer'], itemReviewed: ['Thing'] },
  },
  Person: { parents: ['Thing'], properties: { givenName: TEXT, familyName: TEXT } },
  Organization: {
    parents: ['Thing'],
    properties: {
      logo: ['URL', 'ImageObject'],
      contactPoint: ['ContactPoint'],
      address: ['PostalAddress', 'Text'],
      telephone: TEXT,
      email: TEXT,
      parentOrganization: ['Organization'],
      areaServed: ['Text', 'Place'],
    },
  },
  Place: {
    parents: ['Thing'],
    properties: { address: ['PostalAddress', 'Text'], telephone: TEXT, geo: ['GeoCoordinates'] },
  },
  LocalBusiness: {
    parents: ['Organization', 'Place'],
    properties: {
      openingHours: TEXT,
      openingHoursSpecification: ['OpeningHoursSpecification'],
      priceRange: TEXT,
      currenciesAccepted: TEXT,
    },
  },
  Store: { parents: ['LocalBusiness'], properties: {} },
  BookStore: { parents: ['Store'], properties: {} },
  ContactPoint: {
    parents: ['StructuredValue'],
    properties: {
      telephone: TEXT,
      email: TEXT,
      contactType: TEXT,
      areaServed: ['Text', 'Place'],
      availableLanguage: ['Text', 'Language'],
    },
  },
  PostalAddress: {
    parents: ['ContactPoint'],
    properties: {
      streetAddress: TEXT,
      addressLocality: TEXT,
      addressRegion: TEXT,
      postalCode: TEXT,
      addressCountry: ['Text', 'Country'],
      postOfficeBoxNumber: TEXT,
    },
  },
  OpeningHoursSpecification: {
    parents: ['StructuredValue'],
    properties: {
      dayOfWeek: ['DayOfWeek'],
      opens: ['Time'],
      closes: ['Time'],
      validFrom: ['Date', 'DateTime'],
      validThrough: ['Date', 'DateTime'],
    },
  },
  Action: { parents: ['Thing'], properties: { target: ['EntryPoint', 'URL'], object: ['Thing'], agent: ['Person'] } },
  SearchAction: { parents: ['Action'], properties: { query: TEXT } },
  EntryPoint: {
    parents: ['Intangible'],
    properties: { urlTemplate: TEXT, actionPlatform: URL_OR_TEXT, httpMethod: TEXT },
  },
  ItemList: {
    parents: ['Intangible'],
    properties: { itemListElement: ['ListItem', 'Text', 'Thing'], numberOfItems: ['Integer'] },
  },
  BreadcrumbList: { parents: ['ItemList'], properties: {} },
  // `item` is a Thing; a URL in its place names the Thing by its address, as Google's breadcrumb examples do.
  ListItem: { parents: ['Intangible'], properties: { position: ['Integer', 'Text'], item: ['Thing', 'URL'] } },
};

/** Enumerations and their members. */
export const ENUMERATIONS: Record<string, string[]> = {
  ItemAvailability: [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ],
  OfferItemCondition: ['DamagedCondition', 'NewCondition', 'RefurbishedCondition', 'UsedCondition'],
  DayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'PublicHolidays'],
  PriceTypeEnumeration: [
    'InvoicePrice',
    'ListPrice',
    'MinimumAdvertisedPrice',
    'MSRP',
    'SalePrice',
    'SRP',
    'StrikethroughPrice',
  ],
  BookFormatType: ['AudiobookFormat', 'EBook', 'GraphicNovel', 'Hardcover', 'Paperback'],
};

/** What Google's rich results require of a type (each entry: all of these, or one of a list). */
const REQUIRED: Record<string, (string | string[])[]> = {
  Product: ['name', ['offers', 'review', 'aggregateRating']],
  Offer: ['price', 'priceCurrency', 'availability'],
  AggregateRating: ['ratingValue', ['ratingCount', 'reviewCount']],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  Organization: ['name'],
  WebSite: ['name', 'url'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
  LocalBusiness: ['name', 'address'],
  PostalAddress: ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  Person: ['name'],
  Brand: ['name'],
};

const ancestry = (type: string): string[] => {
  const definition = VOCABULARY[type];
  return definition ? [type, ...definition.parents.flatMap(ancestry)] : [];
};

const isA = (type: string, wanted: string) => ancestry(type).includes(wanted);

const PRIMITIVES: Record<string, (value: unknown) => boolean> = {
  Text: (value) => typeof value === 'string',
  URL: (value) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value),
  Number: (value) =>
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)),
  Integer: (value) => Number.isInteger(value),
  Boolean: (value) => typeof value === 'boolean',
  Time: (value) => typeof value === 'string' && /^([01]\d|2[0-4]):[0-5]\d(:[0-5]\d)?$/.test(value),
  Date: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
  DateTime: (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
};

const typesOf = (node: Record<string, unknown>): string[] =>
  [node['@type']].flat().filter((type) => type !== undefined) as string[];

/** The problems of one JSON-LD node and everything in it; none for a valid node. */
export function validateJsonLd(node: unknown, path = '$'): string[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [`${path}: not a JSON-LD object`];
  const record = node as Record<string, unknown>;
  if (path === '$' && record['@context'] !== 'https://schema.org')
    return [`${path}: @context is not https://schema.org`];
  const types = typesOf(record);
  if (!types.length) {
    // A reference to a thing stated elsewhere.
    const keys = Object.keys(record);
    return keys.length === 1 && keys[0] === '@id' && typeof record['@id'] === 'string' ? [] : [`${path}: no @type`];
  }
  const problems: string[] = [];
  for (const type of types) if (!VOCABULARY[type]) problems.push(`${path}: unknown type ${type}`);
  if (problems.length) return problems;
  const all = types.flatMap(ancestry);
  for (const [key, value] of Object.entries(record)) {
    if (key === '@context' || key === '@type') continue;
    if (key === '@id') {
      if (typeof value !== 'string' || !PRIMITIVES.URL?.(value.replace(/#.*$/, '')))
        problems.push(`${path}.@id: not a URL`);
      continue;
    }
    // An action's `{property}-input` describes an input for one of its properties (schema.org's potential actions).
    const property = key.endsWith('-input') && all.includes('Action') ? key.slice(0, -'-input'.length) : key;
    const ranges = all.flatMap((type) => VOCABULARY[type]?.properties[property] ?? []);
    if (!ranges.length) {
      problems.push(`${path}: ${types.join('/')} has no property ${key}`);
      continue;
    }
    if (property !== key) {
      if (typeof value !== 'string' || !/^(required )?name=\w+$/.test(value))
        problems.push(`${path}.${key}: not an input`);
      continue;
    }
    [value].flat().forEach((item, index) => {
      const at = Array.isArray(value) ? `${path}.${key}[${index}]` : `${path}.${key}`;
      problems.push(...validateValue(item, ranges, at));
    });
  }
  for (const type of all) {
    for (const rule of REQUIRED[type] ?? []) {
      const options = [rule].flat();
      if (!options.some((name) => record[name] !== undefined && record[name] !== '')) {
        problems.push(`${path}: ${type} needs ${options.join(' or ')}`);
      }
    }
  }
  return problems;
}

function validateValue(value: unknown, ranges: Range[], path: string): string[] {
  for (const range of ranges) {
    if (PRIMITIVES[range]?.(value)) return [];
    const members = ENUMERATIONS[range];
    if (members && typeof value === 'string' && members.some((member) => value === `https://schema.org/${member}`)) {
      return [];
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const types = typesOf(value as Record<string, unknown>);
    const fits = types.length
      ? types.some((type) => ranges.some((range) => VOCABULARY[range] && isA(type, range)))
      : ranges.some((range) => VOCABULARY[range]);
    if (!fits) return [`${path}: ${types.join('/') || 'a reference'} is not ${ranges.join(' or ')}`];
    return validateJsonLd(value, path);
  }
  return [`${path}: ${JSON.stringify(value)} is not ${ranges.join(' or ')}`];
}
