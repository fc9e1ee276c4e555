import { execute, GraphQLError, type GraphQLFormattedError, parse, validate } from 'graphql';
import { z } from 'zod';
import { dataExceptionMessage } from '../../../db/dataException';
import { ReplyError } from '../../../http/router';
import { CommercetoolsError } from '../errors';
import type { CommercetoolsContext } from './resolvers';
import { commercetoolsSchema } from './schema';

const request = z.object({
  query: z.string().min(1).max(200_000),
  operationName: z.string().max(256).nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
});

/**
 * A 400 answer: the GraphQL errors as commercetools documents them (release of 2026-01-29: invalid input answers
 * 400 with `data` and `errors[].extensions.code`), with the `ErrorResponse` fields `statusCode`, `message` and
 * `errors[].code` beside them, which commercetools' own ts-client reads into its error (`message`, `code`).
 */
export function badRequestBody(errors: readonly GraphQLFormattedError[], data?: unknown) {
  return {
    statusCode: 400,
    message: errors[0]?.message ?? 'Bad request',
    ...(data === undefined ? {} : { data }),
    // An entry without a code of its own (graphql-js' own errors) takes the generic 'GraphQLError'.
    errors: errors.map((error) => ({ ...error, code: error.extensions?.code ?? 'GraphQLError' })),
  };
}

const requestError = (status: number, message: string, code: string) =>
  new ReplyError(status, message, { body: badRequestBody([{ message, extensions: { code } }]) });

/** Every abstract type the emulator answers carries its concrete type name. */
const typeResolver = (value: unknown) => (value as { __typename?: string } | null)?.__typename;

function format(error: GraphQLError, log: (message: string) => void): GraphQLFormattedError {
  const original = error.originalError;
  const invalid = dataExceptionMessage(original);
  if (invalid) return { ...error.toJSON(), message: invalid, extensions: { code: 'InvalidInput' } };
  if (original && !(original instanceof CommercetoolsError) && !('extensions' in original)) {
    // A defect of the emulator, not of the request: keep the stack in the log, answer the real "General" code.
    log(`commercetools GraphQL resolver failed at ${error.path?.join('.')}: ${original.stack ?? original.message}`);
    return { ...error.toJSON(), message: 'Internal emulator error', extensions: { code: 'General' } };
  }
  return error.toJSON();
}

/**
 * `POST /{projectKey}/graphql`: parses, validates against the real SDL and executes. Syntax and validation errors,
 * and variables or an operation name that cannot be used, answer 400 without `data`; an `InvalidInput` error while
 * running answers 400 with `data` and `errors`; other execution errors answer 200 with `data` and `errors`, as
 * commercetools does.
 */
export async function executeGraphqlRequest(
  body: unknown,
  context: CommercetoolsContext,
  log: (message: string) => void,
) {
  const parsed = request.safeParse(body);
  if (!parsed.success) {
    throw requestError(
      400,
      'The request body must be {"query": string, "variables"?: object, "operationName"?: string}.',
      'InvalidJsonInput',
    );
  }
  const schema = commercetoolsSchema();
  let document: ReturnType<typeof parse>;
  try {
    document = parse(parsed.data.query, { maxTokens: 20_000 });
  } catch (error) {
    // The parser recurses once per nesting level, so thousands of levels end in a RangeError, not a GraphQLError.
    if (!(error instanceof GraphQLError || error instanceof RangeError)) throw error;
    const syntax = error instanceof GraphQLError ? error.toJSON() : { message: 'The query is nested too deeply.' };
    return { status: 400, json: badRequestBody([{ ...syntax, extensions: { code: 'GraphQLParseError' } }]) };
  }
  const invalid = validate(schema, document, undefined, { maxErrors: 20 });
  if (invalid.length) {
    return {
      status: 400,
      json: badRequestBody(
        invalid.map((error) => ({ ...error.toJSON(), extensions: { code: 'GraphQLValidationError' } })),
      ),
    };
  }
  const result = await execute({
    schema,
    document,
    variableValues: parsed.data.variables ?? undefined,
    operationName: parsed.data.operationName ?? undefined,
    contextValue: context,
    typeResolver,
  });
  if (!('data' in result)) {
    // Refused before anything ran: a variable of the wrong type or missing, or an unknown operation name.
    return {
      status: 400,
      json: badRequestBody(
        (result.errors ?? []).map((error) => ({ ...error.toJSON(), extensions: { code: 'InvalidInput' } })),
      ),
    };
  }
  const errors = result.errors?.map((error) => format(error, log)) ?? [];
  // Invalid input found while running (a limit over its cap, a malformed filter or action) is a 400 since
  // commercetools' release of 2026-01-29; other errors (not found, a version conflict) still come with a 200.
  const invalidInput = errors.filter((error) => error.extensions?.code === 'InvalidInput');
  if (invalidInput.length) return { status: 400, json: badRequestBody(errors, result.data) };
  const json: Record<string, unknown> = {};
  if (errors.length) json.errors = errors;
  json.data = result.data;
  return { status: 200, json };
}
