import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REMOTE_MAP_ELEMENT_ID } from '@alz/shared/federation/remote-map-element';
import { inlineRemoteMap, renderShellIndex } from './index-page';
import { readPageInputs } from './page-inputs';
import { startStaticServer } from './static-server';
import { ask } from './testing/ask';

const template = '<html><head><title>Alzheimer Nederland</title></head><body><div id="root"></div></body></html>';
const remotes = {
  mf_content: 'http://localhost:3001/remoteEntry.js',
  mf_search: 'https://cdn.example.org/s/remoteEntry.js',
};

/** The text of the remote map element, read as the shell's client would find it. */
function remoteMapOf(html: string): string | undefined {
  return new RegExp(`<script type="application/json" id="${REMOTE_MAP_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
}

describe('inlineRemoteMap', () => {
  it('puts the remote map into the head as JSON', () => {
    const html = inlineRemoteMap(template, remotes);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(JSON.parse(remoteMapOf(head) ?? '')).toEqual(remotes);
  });

  it('writes every "<" escaped, so no address can end the element or start a comment', () => {
    const hostile = { mf_content: 'http://x/</script><script>alert(1)</script><!--', mf_search: "$& $'" };
    const html = inlineRemoteMap(template, hostile);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(remoteMapOf(html) ?? '')).toEqual(hostile);
  });
});

describe('renderShellIndex', () => {
  it('adds the preload hints of the visited path to the head when it knows the remotes, as nginx does not', () => {
    const inputs = readPageInputs({});
    const hinted = renderShellIndex(inputs, remotes, () => undefined)(template, { path: '/' });
    const head = hinted.slice(0, hinted.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/api/drupal/api/homepage" as="fetch" crossorigin="anonymous">');
    expect(head).toContain('<link rel="preload" href="http://localhost:3001/remoteEntry.js" as="script">');
    expect(renderShellIndex(inputs, remotes)(template, { path: '/' })).not.toContain('rel="preload"');
  });

  it('adds the page inputs to the body, escaped and exactly as configured', () => {
    const inputs = readPageInputs({ BRAND: 'dem', SENTRY_DSN: 'https://k@o1.example.org/1?a="b"&c=$&' });
    const html = renderShellIndex(inputs, remotes)(template, { path: '/' });
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain('<input type="hidden" id="brand" value="dem" />');
    expect(body).toContain(
      '<input type="hidden" id="sentry-dsn" value="https://k@o1.example.org/1?a=&quot;b&quot;&amp;c=$&amp;" />',
    );
    expect(remoteMapOf(html)).toBeDefined();
    expect(html).not.toContain('__RequestVerificationToken');
  });
});

describe("the shell's page as served", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-shell-page-'));
  fs.writeFileSync(path.join(root, 'index.html'), template);
  const serve = (frontProxies: string[]) =>
    startStaticServer({
      root,
      port: 0,
      pageHeaders: {},
      frontProxies,
      renderIndex: renderShellIndex(readPageInputs({}), remotes),
    });
  const stop = (server: http.Server) => new Promise((resolve) => server.close(resolve));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('carries the remote map, the page inputs and a token matching its cookie', async () => {
    const server = await serve([]);
    const answer = await ask((server.address() as AddressInfo).port, '/regios/utrecht');
    await stop(server);
    expect(JSON.parse(remoteMapOf(answer.text) ?? '')).toEqual(remotes);
    expect(answer.text).toContain('<input type="hidden" id="brand" value="alz" />');
    const token = /id="__RequestVerificationToken" value="([\w-]+)"/.exec(answer.text)?.[1];
    expect(answer.headers['set-cookie']).toEqual([
      `__RequestVerificationToken=${token}; Path=/; SameSite=Strict; HttpOnly`,
    ]);
  });

  it('sets a Secure cookie when a trusted front proxy says the visitor came over https, and only then', async () => {
    for (const [trusted, secure] of [
      [['127.0.0.1'], true],
      [[], false],
    ] as const) {
      const server = await serve([...trusted]);
      const answer = await ask((server.address() as AddressInfo).port, '/', 'GET', { 'X-Forwarded-Proto': 'https' });
      await stop(server);
      const cookie = answer.headers['set-cookie']?.[0] ?? '';
      expect(cookie).toMatch(/^__RequestVerificationToken=[\w-]+; Path=\/; SameSite=Strict; HttpOnly/);
      expect(cookie.endsWith('; Secure')).toBe(secure);
    }
  });
});
