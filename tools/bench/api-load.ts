// Throughput of the api's public reads under load (autocannon on loopback, straight to the api's
// port, no proxy), next to a bare Fastify route in a process of its own as the machine's ceiling.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import getPort from 'get-port';
import { stopOnCleanup } from './cleanup';

export const connections = 20;

/**
 * The calls the site makes, at the addresses its code builds them: the shell's node by alias
 * (@alz/shared `nodeUrl`), its main menu (`get-menu.ts`), the range activity listing
 * (`get-closest-activities.ts`, a place and the 15 km it starts with), the vacancy list's
 * first search (`searchQuery`: page 0, six a page), the same with a word and a place (the text
 * and place filters, which grow with the number of vacancies), the search page
 * (`search-site.ts`) and the news list's search (`search-news.ts`).
 */
export const apiTargets = [
  { id: 'page-by-alias', label: 'page by alias', path: '/api/drupal/dementie/wat-is-dementie' },
  { id: 'main-menu', label: 'main menu', path: '/api/drupal/api/menu_items/main' },
  {
    id: 'activities-closest',
    label: 'activities closest',
    path: '/api/v1/region/activities/closest?query=Utrecht&radius=15&page=0',
  },
  { id: 'vacancy-search', label: 'vacancy search', path: '/api/v1/region/vacancies/search?page=0&pageSize=6' },
  {
    id: 'vacancy-search-text-place',
    label: 'vacancy search, word and place',
    path: '/api/v1/region/vacancies/search?query=wandelmaatje&address=Utrecht&page=0&pageSize=6',
  },
  { id: 'site-search', label: 'site search', path: '/api/v1/es/search?query=dementie&contentType=alle' },
  { id: 'news-search', label: 'news search', path: '/api/v1/es/news/search?query=dementie&page=0' },
] as const;

/** The bare Fastify route measured after the calls, the machine's ceiling. */
export const ceiling = { id: 'fastify-hello', label: 'bare Fastify "hello" (ceiling)' } as const;

/** Every id loadApi measures, in its order. */
export const loadOrder: readonly string[] = [...apiTargets.map((target) => target.id), ceiling.id];

// What Chromium asks for: the api compresses larger answers (and pays for it) when asked.
const acceptEncoding = 'gzip, deflate, br, zstd';

export interface LoadResult {
  id: string;
  label: string;
  url: string;
  /** Size of one answer's body before compression, from a single call before the load. */
  answerBytes: number;
  /** The answer's Content-Encoding for a browser's Accept-Encoding ('none' when uncompressed). */
  encoding: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function load(id: string, label: string, url: string, seconds: number): Promise<LoadResult> {
  // One call first: a target that does not answer 200 would measure an error page.
  const answer = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
  const body = await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}, not 200: nothing to measure`);
  console.log(`Load: ${label}, ${connections} connections, ${seconds} s`);
  const result = await autocannon({
    url,
    connections,
    headers: { 'accept-encoding': acceptEncoding },
    duration: seconds,
    warmup: { connections, duration: Math.min(2, seconds) },
  });
  return {
    id,
    label,
    url,
    answerBytes: body.byteLength,
    encoding: answer.headers.get('content-encoding') ?? 'none',
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Starts hello-server.ts on a free port and resolves once it listens. */
async function startHello(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await getPort({ host: '127.0.0.1' });
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'hello-server.ts'), String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = stopOnCleanup(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The hello server ended before it listened (exit ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/hello`, stop };
}

export interface LoadFailure {
  id: string;
  label: string;
  url: string;
  error: string;
}

/** Each api target, then the hello route, one after the other for `seconds` each. */
export async function loadApi(
  apiUrl: string,
  seconds: number,
): Promise<{ results: LoadResult[]; failures: LoadFailure[] }> {
  const results: LoadResult[] = [];
  const failures: LoadFailure[] = [];
  const measure = async (id: string, label: string, url: string) => {
    try {
      results.push(await load(id, label, url, seconds));
    } catch (error) {
      failures.push({ id, label, url, error: error instanceof Error ? error.message : String(error) });
      console.error(`  not measured: ${failures.at(-1)?.error}`);
    }
  };
  for (const target of apiTargets) await measure(target.id, target.label, apiUrl + target.path);
  const hello = await startHello();
  try {
    await measure(ceiling.id, ceiling.label, hello.url);
  } finally {
    await hello.stop();
  }
  return { results, failures };
}
