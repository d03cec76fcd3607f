import { hashTarget } from './hash-target';

it('reads the target from an address hash', () => {
  expect(hashTarget('#nieuws')).toBe('nieuws');
  expect(hashTarget('#caf%C3%A9')).toBe('café');
  expect(hashTarget('#100%')).toBe('100%');
  expect(hashTarget('')).toBeNull();
  expect(hashTarget('#')).toBeNull();
});
