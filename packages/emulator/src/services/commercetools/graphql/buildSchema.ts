import { buildSchema, type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';
import { CommercetoolsError } from '../errors';
import type { CommercetoolsContext, ResolverMap } from './resolvers';

/**
 * Plain data types: every field is either present on the source object or genuinely null, so a missing key means
 * null rather than "not implemented".
 */
const DATA_TYPES = new Set([
  'Address',
  'LocalizedString',
  'Money',
  'Reference',
  'KeyReference',
  'Initiator',
  'ProductSearchVariantAvailability',
  'ProductVariantAvailability',
  'DimensionsProductSearch',
  'Dimensions',
]);

/**
 * graphql-js answers null for a field nobody resolves. That would hide gaps in the emulator, so a field neither
 * resolved explicitly nor present on its source object raises a clear error instead.
 */
function guardedDefault(typeName: string): GraphQLFieldResolver<unknown, CommercetoolsContext> {
  const data = DATA_TYPES.has(typeName);
  return (source, _args, _context, info) => {
    const record = source as Record<string, unknown> | null;
    if (record && Object.hasOwn(record, info.fieldName)) return record[info.fieldName];
    if (data) return null;
    throw new CommercetoolsError(
      'NotImplemented',
      `The field ${typeName}.${info.fieldName} is not implemented by the emulator`,
    );
  };
}

/** Builds the executable schema from the real SDL: explicit resolvers where given, the guard everywhere else. */
export function buildExecutableSchema(sdl: string, resolvers: ResolverMap): GraphQLSchema {
  const schema = buildSchema(sdl, { assumeValidSDL: true });
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const own = resolvers[type.name] ?? {};
    for (const field of Object.values(type.getFields())) {
      field.resolve =
        (own[field.name] as GraphQLFieldResolver<unknown, unknown> | undefined) ?? guardedDefault(type.name);
    }
  }
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`Resolvers for ${typeName}, which is not an object type of the SDL`);
    for (const fieldName of Object.keys(fields)) {
      if (!type.getFields()[fieldName]) throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`);
    }
  }
  return schema;
}
