import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isConnectionError } from '../src/db/connection-error';

describe('isConnectionError', () => {
  it('knows a database that cannot be reached from a query that is wrong', () => {
    for (const error of [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
    ]) {
      assert.equal(isConnectionError(error), true, String(error));
    }
    for (const error of [
      Object.assign(new Error('syntax error at or near "FROM"'), { code: '42601' }),
      Object.assign(new Error('duplicate key value'), { code: '23505' }),
      new Error('anything else'),
      null,
      'Connection terminated',
    ]) {
      assert.equal(isConnectionError(error), false, String(error));
    }
  });
});
