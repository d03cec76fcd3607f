import fs from 'node:fs';
import path from 'node:path';
import { frameSources, newsletterOrigin, pageCsp, pageHeaders, type PagePolicy } from './security-headers';

const repoRoot = path.resolve(__dirname, '../..');

const policy: PagePolicy = {
  remoteOrigins: ['http://localhost:3001', 'https://cdn.example.org', 'http://localhost:3001'],
  embedOrigins: [],
  frameAncestors: [],
  devBuild: false,
};

/** The sources of one directive of a policy. */
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('pageCsp', () => {
  it('runs scripts from the site and its remotes only, never inline or evaluated', () => {
    const csp = pageCsp(policy);
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'http://localhost:3001',
      'https://cdn.example.org',
      newsletterOrigin,
    ]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining(['http://localhost:3001', 'https://cdn.example.org']),
    );
  });

  it('allows eval for a development build only', () => {
    expect(directive(pageCsp({ ...policy, devBuild: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('locks down plugins, the base address, form targets and framing', () => {
    const csp = pageCsp(policy);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'", newsletterOrigin]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(pageCsp({ ...policy, frameAncestors: ['https://cms.example.org'] }), 'frame-ancestors')).toEqual([
      "'self'",
      'https://cms.example.org',
    ]);
  });

  it('frames the known players and embed services, and the configured extra ones', () => {
    const frames = directive(pageCsp({ ...policy, embedOrigins: ['https://podcast.example.org'] }), 'frame-src');
    expect(frames).toEqual([...frameSources, 'https://podcast.example.org']);
  });

  it('covers every player and embed host the front end builds a frame address for', () => {
    const files = [
      'shared/src/media/video-url.ts',
      'mf-content/src/features/pages/quiz-model.ts',
      'mf-content/src/lib/blocks/iframe/to-iframe.ts',
    ].map((file) => fs.readFileSync(path.join(repoRoot, file), 'utf8'));
    const hosts = files.flatMap((source) => [
      // Frame addresses built from a template: `https://host/embed/${id}`.
      ...[...source.matchAll(/`https:\/\/([a-z0-9.-]+)\//g)].map((m) => m[1]!),
      // Domains an address is recognised by: onDomain(host, 'x') and the quiz hosts.
      ...[...source.matchAll(/onDomain\(host, '([a-z0-9.-]+)'\)/g)].map((m) => `www.${m[1]!}`),
      ...[...(source.match(/QUIZ_HOSTS = \[([^\]]*)\]/)?.[1] ?? '').matchAll(/'([a-z0-9.-]+)'/g)].map((m) => m[1]!),
    ]);
    expect(hosts.length).toBeGreaterThan(5);
    const allowed = (host: string) =>
      frameSources.some((source) => {
        const pattern = source.replace('https://', '');
        return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
      });
    expect(hosts.filter((host) => !allowed(host))).toEqual([]);
  });
});

describe('pageHeaders', () => {
  it('sends HSTS, nosniff, the referrer and permissions policies and COOP with the CSP', () => {
    expect(pageHeaders(policy)).toEqual({
      'Content-Security-Policy': pageCsp(policy),
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy':
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    });
  });
});
