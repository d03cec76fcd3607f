import http from 'node:http';
import { solveProofOfWork, type ProofOfWorkChallenge } from '@alz/shared/api/proof-of-work';
import { pdfFixture } from '../../tools/fixtures/pdf';
import { readTopology } from '../../tools/serve/config';
import { expect, test } from '../support/test';

// Ordinary request headers through the site's servers to the real api (RFC 9110 §7.6.1,
// §10.1.1): every answer is the api's own, never a 502 from the proxy. Node's http client sends
// them as curl does (`curl -F` with a file over 1 MiB sends Expect: 100-continue).

interface Answer {
  status: number;
  body: string;
}

function send(
  port: number,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const expectContinue = String(headers.Expect ?? '').toLowerCase() === '100-continue';
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { ...(body ? { 'Content-Length': body.length } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    request.on('error', reject);
    if (expectContinue && body) request.on('continue', () => request.end(body));
    else request.end(body);
  });
}

const topology = readTopology(process.env);
const servers = [
  { name: 'the shell', port: topology.shellPort },
  { name: 'a remote (mf-content)', port: topology.remotePorts['mf-content']! },
];
const origin = `http://localhost:${topology.shellPort}`;

/** The anti-forgery cookie and header a page of the site sends with a write. */
async function writeHeaders(port: number): Promise<http.OutgoingHttpHeaders> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/v1/anti-forgery', headers: { Origin: origin } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const { Token } = JSON.parse(Buffer.concat(chunks).toString()) as { Token: string };
          const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0];
          resolve({ Cookie: cookie, RequestVerificationToken: Token, Origin: origin, 'Sec-Fetch-Site': 'same-origin' });
        });
      })
      .on('error', reject);
  });
}

/** A solved proof-of-work challenge, as the form's browser sends it (x-altcha). */
async function proofOfWork(port: number): Promise<string> {
  const answer = await send(port, '/api/v1/altcha/challenge', { headers: { Origin: origin } });
  const proof = await solveProofOfWork(JSON.parse(answer.body) as ProofOfWorkChallenge);
  if (!proof) throw new Error('the challenge could not be solved');
  return proof;
}

/** A regional application (spec 1 §3) with a file of `size` bytes, as the form's FormData sends it. */
async function application(size: number) {
  const form = new FormData();
  const fields: Record<string, string> = {
    Id: '200',
    VacancyType: 'regional',
    FirstName: 'Anna',
    LastName: 'Vries',
    Email: 'proxy-koppen@voorbeeld.nl',
    PhoneNumber: '06-12345678',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const pdf = pdfFixture(size);
  form.append('Attachment', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') ?? '',
  };
}

for (const server of servers) {
  test.describe(`through ${server.name}`, () => {
    for (const [label, headers] of [
      ['Expect: 100-continue', { Expect: '100-continue' }],
      ['Keep-Alive: timeout=5', { 'Keep-Alive': 'timeout=5' }],
      ['Upgrade: h2c', { Upgrade: 'h2c' }],
      ['Connection: Upgrade with Upgrade: h2c', { Connection: 'Upgrade, HTTP2-Settings', Upgrade: 'h2c' }],
    ] as const) {
      test(`a read with ${label} gets the api's answer`, async () => {
        for (const path of ['/api/v1/region/search?query=zwolle', '/health']) {
          const answer = await send(server.port, path, { headers });
          expect(answer.status, `${path}: ${answer.body}`).toBe(200);
        }
      });
    }

    test("a cv of 2 MB + 1 byte gets the api's FileTooBig, with and without Expect", async () => {
      const { body, type } = await application(2_097_153);
      for (const expectHeader of [{}, { Expect: '100-continue' }]) {
        const headers = {
          ...(await writeHeaders(server.port)),
          'x-altcha': await proofOfWork(server.port),
          'Content-Type': type,
          ...expectHeader,
        };
        const answer = await send(server.port, '/api/v1/forms/vacancy/apply/send', { method: 'POST', headers, body });
        expect(answer.status, answer.body).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({ errors: { Attachment: 'FileTooBig' } });
      }
    });

    test('an oversize JSON sign-up gets 413 in JSON, every time', async () => {
      const body = Buffer.from(JSON.stringify({ Email: 'a@voorbeeld.nl', Padding: 'x'.repeat(3 * 1024 * 1024) }));
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const headers = { ...(await writeHeaders(server.port)), 'Content-Type': 'application/json' };
        const answer = await send(server.port, '/api/v1/forms/newsletter/send', { method: 'POST', headers, body });
        expect(answer.status, answer.body).toBe(413);
        expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 413 });
      }
    });
  });
}
