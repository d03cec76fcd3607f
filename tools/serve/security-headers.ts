import { PERMISSIONS_POLICY } from '@alz/shared/security/permissions-policy';
import { FORM_SCRIPT_BASE_URL } from '@alz/shared/newsletter/newsletter-script';

// The security headers of every answer our servers give (ARCHITECTURE.md, "Security"). The
// nginx images write the same values from docker/nginx/write-security-headers.sh;
// security-headers.test.ts runs that script and compares, so the two cannot drift apart.

export type Headers = Record<string, string>;

/** Sent with every answer: pages, files, JSON, errors and what the proxies pass on. */
export const commonHeaders: Headers = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * For everything that is not one of our HTML pages: blobs, scripts, JSON, error texts. Opened on
 * its own (an uploaded SVG, say), such a file runs no script and cannot be framed.
 */
export const resourceCsp = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** The players and embed services the site frames (shared/src/ui/video-player.tsx, mf-content's blocks). */
export const frameSources = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://start-player.npo.nl',
  'https://riddle.com',
  'https://*.riddle.com',
  'https://interacty.me',
  'https://*.interacty.me',
  'https://*.spotify.com',
];

/** The mailing provider whose script renders the newsletter sign-up form, and receives its post. */
export const newsletterOrigin = new URL(FORM_SCRIPT_BASE_URL).origin;

export interface PagePolicy {
  /** Origins of the remotes' manifests (from the remote map): their scripts run in the page. */
  remoteOrigins: readonly string[];
  /** Further https origins the iframe block may show (EMBED_ORIGINS). */
  embedOrigins: readonly string[];
  /** Who may frame the page; empty for nobody (FRAME_ANCESTORS, the picker only). */
  frameAncestors: readonly string[];
  /** Development builds evaluate their modules with eval (webpack's eval source maps). */
  devBuild: boolean;
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** The Content-Security-Policy of our HTML pages: no inline or evaluated script in production. */
export function pageCsp(policy: PagePolicy): string {
  const remotes = unique(policy.remoteOrigins);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, newsletterOrigin, ...(policy.devBuild ? ["'unsafe-eval'"] : [])]],
    // CSS files come from the shell and the remotes (loaded with their chunks); 'unsafe-inline' is
    // for the first-paint <style> in index.html, style attributes and development builds.
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes, newsletterOrigin]],
    ['img-src', ["'self'", 'data:', 'blob:', newsletterOrigin]],
    // The federation runtime fetches each remote's mf-manifest.json.
    ['connect-src', unique(["'self'", ...remotes, newsletterOrigin])],
    ['font-src', ["'self'"]],
    ['frame-src', unique([...frameSources, ...policy.embedOrigins])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", newsletterOrigin]],
    ['frame-ancestors', policy.frameAncestors.length > 0 ? ["'self'", ...policy.frameAncestors] : ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Headers of one of our HTML pages (the shell's, a remote's stand-alone page, the offline pages). */
export function pageHeaders(policy: PagePolicy): Headers {
  return {
    ...commonHeaders,
    'Content-Security-Policy': pageCsp(policy),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Headers of every other answer of our own (files, JSON documents, 404 and 405 texts). */
export const resourceHeaders: Headers = { ...commonHeaders, 'Content-Security-Policy': resourceCsp };

/**
 * Headers of every blob answer. `same-origin`: only the site's own pages show its blobs, so
 * another site cannot embed them as if they were its own.
 */
export const blobHeaders: Headers = { ...resourceHeaders, 'Cross-Origin-Resource-Policy': 'same-origin' };

/** Added to the api's answers where the api sent none of its own (its helmet sends most). */
export const apiFallbackHeaders: Headers = {
  ...commonHeaders,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};
