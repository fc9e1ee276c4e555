import type { GraphQLSchema } from 'graphql';
import { adminResolvers } from './adminResolvers';
import { buildExecutableSchema } from './buildSchema';
import { cartResolvers } from './cartResolvers';
import { categoryResolvers } from './categoryResolvers';
import { customerResolvers } from './customerResolvers';
import { loadCommercetoolsSdl } from './loadSdl';
import { meResolvers } from './meResolvers';
import { productQueryResolvers } from './productQueryResolvers';
import { productResolvers } from './productResolvers';
import { projectResolvers } from './projectResolvers';
import { mergeResolvers } from './resolvers';
import { checkScalarInputs } from './scalars';
import { shoppingListResolvers } from './shoppingListResolvers';
import { signInResolvers } from './signInResolvers';

let schema: GraphQLSchema | undefined;

/** The executable commercetools schema, built once per process from the real SDL. */
export function commercetoolsSchema(): GraphQLSchema {
  schema ??= checkScalarInputs(
    buildExecutableSchema(
      loadCommercetoolsSdl(),
      mergeResolvers(
        meResolvers,
        customerResolvers,
        productResolvers,
        categoryResolvers,
        shoppingListResolvers,
        cartResolvers,
        signInResolvers,
        projectResolvers,
        productQueryResolvers,
        adminResolvers,
      ),
    ),
  );
  return schema;
}
