/**
 * The id of the `<script type="application/json">` element in which the shell's server puts the
 * remote map into every rendered index.html (tools/serve/index-page.ts, and the nginx image's
 * docker/nginx/write-remotes-json.sh), so the page needs no `/remotes.json` round trip first.
 */
export const REMOTE_MAP_ELEMENT_ID = 'alz-remote-map';
