import { describe, expect, it } from 'vitest';
import {
  AuthError,
  BookshopError,
  ConcurrentModificationError,
  GraphQLResponseError,
  HttpError,
  ValidationError,
} from './errors';

describe('error family', () => {
  it('keeps server codes and every subclass is a BookshopError', () => {
    const http = new HttpError('Not found', 404, 'ResourceNotFound', { message: 'x' });
    const gql = new GraphQLResponseError('bad', 'InvalidInput', [{ message: 'bad' }]);
    const cm = new ConcurrentModificationError('stale', 7);
    const auth = new AuthError('Incorrect email or password', 'invalid_customer_account_credentials');
    const invalid = new ValidationError('Invalid config', [{ path: ['searchspring', 'siteId'], message: 'Required' }]);
    for (const error of [http, gql, cm, auth, invalid]) {
      expect(error).toBeInstanceOf(BookshopError);
      expect(error).toBeInstanceOf(Error);
    }
    expect([http.status, http.code, http.name]).toEqual([404, 'ResourceNotFound', 'HttpError']);
    expect([gql.code, gql.name]).toEqual(['InvalidInput', 'GraphQLResponseError']);
    expect([cm.code, cm.currentVersion]).toEqual(['ConcurrentModification', 7]);
    expect(auth.message).toBe('Incorrect email or password');
    expect(invalid.issues[0]?.path).toEqual(['searchspring', 'siteId']);
  });
});
