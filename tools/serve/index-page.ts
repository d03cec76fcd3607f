import { REMOTE_MAP_ELEMENT_ID } from '@alz/shared/federation/remote-map-element';
import { addPageInputs, type PageInputs } from './page-inputs';
import type { KnownType } from './learned-types';
import { preloadLinks, type RemoteManifest } from './preload-hints';

/** What a visit to `path` asked for: the rendered page may differ per path (preload hints). */
export interface Visit {
  path: string;
}

/**
 * Renders index.html for one visit. The same visit must give the same page: its hash is the
 * page's ETag. What differs per answer (the anti-forgery token) is added after it.
 */
export type RenderIndex = (html: string, visit: Visit) => string;

/**
 * The remote map as an inert JSON element. Every `<` is written `\u003c` (still the same JSON),
 * so no value can close the element or open a comment.
 */
export function remoteMapScript(remotes: Record<string, string>): string {
  const json = JSON.stringify(remotes).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${REMOTE_MAP_ELEMENT_ID}">${json}</script>`;
}

/** Puts the remote map into the page's head, so the shell reads it without a round trip. */
export function inlineRemoteMap(html: string, remotes: Record<string, string>): string {
  return html.replace('</head>', () => `${remoteMapScript(remotes)}</head>`);
}

/**
 * The shell's index.html for a visit: the remote map in the head, the page inputs in the body,
 * and, with `manifestOf`, preload hints for what the visited path will need (preload-hints.ts;
 * nginx writes the page without them), by the path's type once `typeOf` knows it.
 */
export function renderShellIndex(
  inputs: PageInputs,
  remotes: Record<string, string>,
  manifestOf?: (remote: string) => RemoteManifest | undefined,
  typeOf?: (path: string) => KnownType | undefined,
): RenderIndex {
  return (html, visit) => {
    const hinted = manifestOf
      ? html.replace('</head>', () => `${preloadLinks(visit.path, remotes, manifestOf, typeOf)}</head>`)
      : html;
    return addPageInputs(inlineRemoteMap(hinted, remotes), inputs);
  };
}
