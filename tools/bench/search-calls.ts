// The calls of the search bench (tools/bench/search.ts): one GET at a time over a kept-alive
// connection, timed from sending to the last byte, and the check that the answer is one the site reads.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { summarize } from './latency';
import type { CallFigures } from './search-report';

// What a browser asks for, less zstd, which Node 20 cannot decode to check the answers.
export const ACCEPT_ENCODING = 'gzip, deflate, br';
const FAILURES_SHOWN = 5;
const SLOWEST_SHOWN = 5;

interface Answer {
  status: number;
  ms: number;
  body: unknown;
  text: string;
}

const decode = (body: Buffer, encoding: string | undefined): string => {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  return body.toString('utf8');
};

/** One GET on a kept-alive connection, timed from sending to the last byte; decoding comes after. */
export function get(agent: http.Agent, base: string, address: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      `${base}${address}`,
      { agent, headers: { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ms = performance.now() - started;
          const text = decode(Buffer.concat(chunks), response.headers['content-encoding']);
          let body: unknown = null;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: the shape check below reports it.
          }
          resolve({ status: response.statusCode ?? 0, ms, body, text });
        });
      },
    );
    request.on('error', reject);
  });
}

export interface Call {
  kind: string;
  path: string;
}

/**
 * Asks every call in turn. `countOf` reads the number the report shows from a 200 answer (hits,
 * suggestions), or null when the answer is not in the shape the site expects.
 */
export async function measure(
  agent: http.Agent,
  base: string,
  calls: Call[],
  countOf: (body: unknown) => number | null,
) {
  const figures: Pick<CallFigures, 'statuses' | 'failures'> = { statuses: {}, failures: [] };
  // Only answers the site could use are timed: a fast 404 or 500 says nothing about search.
  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  const timed: { path: string; ms: number }[] = [];
  const counts: number[] = [];
  let failed = 0;
  for (const call of calls) {
    const answer = await get(agent, base, call.path);
    figures.statuses[answer.status] = (figures.statuses[answer.status] ?? 0) + 1;
    const count = answer.status === 200 ? countOf(answer.body) : null;
    if (count === null) {
      failed += 1;
      if (figures.failures.length < FAILURES_SHOWN) {
        figures.failures.push({ path: call.path, status: answer.status, body: answer.text.slice(0, 200) });
      }
      continue;
    }
    counts.push(count);
    times.push(answer.ms);
    timed.push({ path: call.path, ms: Math.round(answer.ms * 10) / 10 });
    const ofKind = byKind.get(call.kind) ?? [];
    ofKind.push(answer.ms);
    byKind.set(call.kind, ofKind);
  }
  const latency = summarize(times);
  const kinds = Object.fromEntries(
    [...byKind].sort(([a], [b]) => a.localeCompare(b)).map(([kind, list]) => [kind, summarize(list)]),
  );
  const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  return { figures: { ...figures, asked: calls.length, latency, byKind: kinds, slowest }, counts, failed };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const totalOf = (body: unknown) =>
  isRecord(body) && Number.isInteger(body.Total) && Array.isArray(body.Documents) ? (body.Total as number) : null;
export const suggestionsOf = (body: unknown) =>
  isRecord(body) && Array.isArray(body.Suggestions) ? body.Suggestions.length : null;
