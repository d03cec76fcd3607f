import http from 'node:http';
import net from 'node:net';
import { FORM_BODY_LIMIT, JSON_BODY_LIMIT, PICTURE_BODY_LIMIT } from '@alz/shared/http/body-limits';
import { ask } from './testing/ask';
import { site } from './testing/proxied-site';

// The headers and bodies an ordinary client sends, which a proxy must handle as HTTP says
// (RFC 9110 §7.6.1, §10.1.1), and bodies a proxy must not read to the end.

/** A POST that waits for `100 Continue` before it sends its body, as curl -F does past 1 MiB. */
function postExpecting(port: number, path: string, body: Buffer, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; continued: boolean; text: string }>((resolve, reject) => {
    let continued = false;
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'Content-Length': body.length, Expect: '100-continue', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, continued, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('continue', () => {
      continued = true;
      request.end(body);
    });
    request.on('error', reject);
  });
}

/**
 * Sends the head of a request, then `send` bytes of its body (all of `length` unless stalled),
 * and reads the answer straight off the socket: how long it took, and how much was sent.
 */
function rawPost(port: number, { length, send, chunked = false }: { length: number; send: number; chunked?: boolean }) {
  return new Promise<{ head: string; ms: number; sent: number }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ head: answer, ms: Date.now() - started, sent });
    };
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n')) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(
      `POST /api/v1/ping HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        (chunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${length}\r\n\r\n`),
    );
    const block = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!done && sent < send) {
        const part = block.subarray(0, Math.min(block.length, send - sent));
        sent += part.length;
        if (!socket.write(part)) return void socket.once('drain', pump);
      }
    };
    pump();
  });
}

describe('what the api proxy passes on', () => {
  let s: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => (s = await site([], { bodyIdleMs: 700 })));
  afterAll(() => s.stop());
  beforeEach(() => (s.seen.length = 0));

  it('answers 100 Continue itself and passes the upload on, without the Expect header', async () => {
    const upload = Buffer.alloc(FORM_BODY_LIMIT - 1000, 7);
    const answer = await postExpecting(s.port, '/api/v1/ping', upload, {
      'Content-Type': 'multipart/form-data; boundary=x',
    });
    expect([answer.status, answer.continued]).toEqual([200, true]);
    expect(s.seen[0]?.body.equals(upload)).toBe(true);
    expect(s.seen[0]?.headers.expect).toBeUndefined();
  });

  it.each([
    ['Keep-Alive', { 'Keep-Alive': 'timeout=5' }],
    ['Keep-Alive named by Connection', { Connection: 'keep-alive', 'Keep-Alive': 'timeout=5' }],
    ['Upgrade alone', { Upgrade: 'h2c' }],
    ['Upgrade', { Connection: 'Upgrade, HTTP2-Settings', Upgrade: 'h2c', 'HTTP2-Settings': 'AAMAAABkAAQAAP__' }],
    ['TE', { TE: 'trailers' }],
    ['Proxy-Connection', { 'Proxy-Connection': 'keep-alive' }],
  ])('passes a request with %s on, without the hop-by-hop headers', async (_label, headers) => {
    for (const method of ['GET', 'POST']) {
      const answer = await ask(s.port, '/api/v1/ping', method, headers);
      expect(answer.status).toBe(200);
    }
    for (const seen of s.seen) {
      for (const name of ['keep-alive', 'upgrade', 'http2-settings', 'te', 'trailer', 'proxy-connection']) {
        expect(seen.headers[name]).toBeUndefined();
      }
    }
    expect(s.seen).toHaveLength(2);
  });

  it('refuses a JSON body over its limit with 413 in JSON, and never passes it on', async () => {
    const answer = await ask(
      s.port,
      '/api/v1/ping',
      'POST',
      { 'Content-Type': 'application/json' },
      Buffer.alloc(JSON_BODY_LIMIT + 1, 0x20),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ statusCode: 413, message: expect.stringMatching(/te groot/) });
    expect(answer.headers['content-security-policy']).toBeDefined();
    expect(s.seen).toHaveLength(0);
  });

  it("passes a picture for the picker up to its own limit, larger than a form's, and refuses one over it", async () => {
    const url = '/api/v1/picker/pictures/pictures/foto.jpg';
    const picture = await ask(s.port, url, 'PUT', { 'Content-Type': 'image/jpeg' }, Buffer.alloc(FORM_BODY_LIMIT + 1));
    expect(picture.status).toBe(200);
    const tooLarge = await ask(
      s.port,
      url,
      'PUT',
      { 'Content-Type': 'image/jpeg' },
      Buffer.alloc(PICTURE_BODY_LIMIT + 1),
    );
    expect(tooLarge.status).toBe(413);
    expect(s.seen).toHaveLength(1);
  });

  it('lets a client that sends an oversize body without waiting read the 413, without a reset', async () => {
    // The whole request in one write, as a script does that does not wait for an answer; the
    // socket is ended once it is all sent.
    const outcome = await new Promise<{ head: string; error?: string }>((resolve) => {
      const socket = net.connect(s.port, '127.0.0.1');
      let head = '';
      let error: string | undefined;
      socket.on('data', (chunk) => (head += chunk.toString()));
      socket.on('error', (problem: NodeJS.ErrnoException) => (error = problem.code));
      socket.on('close', () => resolve({ head, error }));
      const body = Buffer.alloc(8 * FORM_BODY_LIMIT, 0x20);
      socket.write(
        `POST /api/v1/ping HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body, () => socket.end());
    });
    expect(outcome.error).toBeUndefined();
    expect(outcome.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(s.seen).toHaveLength(0);
  });

  it('refuses a 300 MB body at once, without reading it to the end', async () => {
    const answer = await rawPost(s.port, { length: 300 * 1024 * 1024, send: 300 * 1024 * 1024 });
    expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.ms).toBeLessThan(5_000);
    expect(answer.sent).toBeLessThan(100 * 1024 * 1024);
    expect(s.seen).toHaveLength(0);
  });

  it('answers a body that stops coming with 408', async () => {
    const answer = await rawPost(s.port, { length: 1000, send: 10 });
    expect(answer.head).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.ms).toBeGreaterThanOrEqual(600);
    expect(answer.ms).toBeLessThan(5_000);
  });

  it('asks for the length of a body sent without one (411)', async () => {
    const answer = await rawPost(s.port, { length: 0, send: 0, chunked: true });
    expect(answer.head).toMatch(/^HTTP\/1\.1 411 /);
    expect(s.seen).toHaveLength(0);
  });
});
