import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpError } from '../../lib/http-error';
import { isStorableText } from '../../lib/storable-text';

type Part = 'querystring' | 'params' | 'body';

/** Where the first value no route can use sits (`querystring/page`), and what is wrong with it. */
function firstUnfitValue(part: Part, input: unknown): { at: string; number: boolean } | null {
  // A loop, not recursion: a deeply nested JSON body must not overflow the stack.
  const pending: [string, unknown][] = [[part, input]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [at, value] = next;
    if (typeof value === 'number' && !Number.isFinite(value)) return { at, number: true };
    if (typeof value === 'string' && !isStorableText(value)) return { at, number: false };
    if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return { at: `${at}/…`, number: false };
        pending.push([`${at}/${key}`, item]);
      }
    }
  }
  return null;
}

/**
 * After validation, every query, path and JSON body value is one a route can use. Ajv turns a
 * query string "Infinity" or "1e309" into Infinity for an integer schema and then skips
 * `minimum` and `maximum`, which it only checks on finite numbers; PostgreSQL then fails on it.
 * NUL and lone surrogates cannot be stored (lib/storable-text). A text body (the error reports)
 * is its route's to check.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', async (request: FastifyRequest) => {
      const inputs: [Part, unknown][] = [
        ['querystring', request.query],
        ['params', request.params],
        ['body', typeof request.body === 'string' ? null : request.body],
      ];
      for (const [part, input] of inputs) {
        const unfit = firstUnfitValue(part, input);
        if (unfit?.number) throw httpError(400, `${unfit.at} moet een eindig getal zijn.`);
        if (unfit) throw httpError(400, `${unfit.at} bevat ongeldige tekens (NUL of een losse surrogaat).`);
      }
    });
  },
  { name: 'input-check' },
);
