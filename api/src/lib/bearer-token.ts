import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A check of an `Authorization: Bearer <secret>` header against a configured secret. Compares in
 * constant time: hashing first makes the lengths equal and hides the real one.
 */
export function bearerCheck(secret: string): (authorization: string | undefined) => boolean {
  const expected = digest(secret);
  return (authorization) => {
    const [scheme, given, ...rest] = (authorization ?? '').trim().split(/\s+/);
    return (
      scheme?.toLowerCase() === 'bearer' && !!given && rest.length === 0 && timingSafeEqual(digest(given), expected)
    );
  };
}
