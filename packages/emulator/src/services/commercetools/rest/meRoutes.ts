import type { Database } from '../../../db/database';
import { ReplyError, type RequestContext, type Router } from '../../../http/router';
import { restErrorBody } from '../errors';
import { customerJson } from '../model/customerJson';
import { myCustomer, updateMyCustomer } from '../model/myCustomer';
import { projectSettings, updateProject } from '../model/projectSettings';
import type { Json } from '../model/restJson';
import { requireScope } from '../oauth/requireScope';
import type { Session } from '../oauth/tokenStore';
import { readUpdate, restAnswer } from './restShape';

/**
 * REST action fields as the model's GraphQL input: `setCustomField` takes the value itself over REST, and escaped
 * JSON text over GraphQL (`"\"Male\""`).
 */
function customerAction(action: Json): Json {
  const [[name, fields]] = Object.entries(action) as [[string, Json]];
  if (name === 'setCustomField' && fields.value !== undefined) {
    return { [name]: { ...fields, value: JSON.stringify(fields.value) } };
  }
  return action;
}

/**
 * The project (`GET /{projectKey}`, and `POST /{projectKey}` with `manage_project`: see `updateProject`) and the
 * signed-in customer over REST: `GET /{projectKey}/me` and `POST /me`
 * (`{ version, actions }`, the actions `updateMyCustomer` takes), on the model the GraphQL resolvers use. A stale
 * version is a 409 `ConcurrentModification` with `currentVersion`; an anonymous token has no customer (404).
 */
export function registerMeRoutes(
  router: Router,
  db: Database,
  projectKey: string,
  authenticate: (context: RequestContext) => Promise<Session>,
): void {
  router.get('/:projectKey', async (context) => {
    await authenticate(context);
    return { json: await projectSettings(db, projectKey) };
  });

  router.post('/:projectKey', async (context) => {
    const session = await authenticate(context);
    await restAnswer(async () => {
      requireScope(session, projectKey, []);
      const { version, actions } = readUpdate(context.body);
      await updateProject(db, projectKey, version, actions);
    });
    return { json: await projectSettings(db, projectKey) };
  });

  router.get('/:projectKey/me', async (context) => {
    const session = await authenticate(context);
    const customer = await restAnswer(() => myCustomer(db, session));
    if (!customer) {
      const message = 'This token belongs to no customer: sign in with the password flow.';
      throw new ReplyError(404, message, { body: restErrorBody(404, 'ResourceNotFound', message) });
    }
    return { json: customerJson(customer) };
  });

  router.post('/:projectKey/me', async (context) => {
    const { version, actions } = await restAnswer(async () => readUpdate(context.body));
    const converted = actions.map(customerAction);
    const session = await authenticate(context);
    const updated = await restAnswer(() => updateMyCustomer(db, session, version, converted));
    return { json: customerJson(updated) };
  });
}
