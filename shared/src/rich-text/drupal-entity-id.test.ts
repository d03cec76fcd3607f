import { parseDrupalEntityId } from './drupal-entity-id';

describe('parseDrupalEntityId', () => {
  it('reads type:number', () => {
    expect(parseDrupalEntityId('node:12')).toEqual({ type: 'node', id: 12 });
  });

  it.each(['node', 'node:', 'node:12:3', 'node:abc', ':12', 'node:1.5', ''])('rejects "%s"', (value) => {
    expect(() => parseDrupalEntityId(value)).toThrow(`${value} could not be parsed to a DrupalEntityId`);
  });
});
