import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { PickerTokenIssuer } from '../../blob/picker-tokens';
import { bearerCheck } from '../../lib/bearer-token';
import { errorBody } from '../../lib/http-error';
import { pickerTokenResponse } from '../../schemas/picker';

export interface PickerTokenOptions {
  /** PICKER_EDITOR_KEY; without one the picker is read-only everywhere. */
  editorKey: string | null;
  /** Null when blob storage is reached without an account key, so nothing can be signed. */
  issue: PickerTokenIssuer | null;
}

// `code` lets the picker tell "read-only here" from "wrong key" (both show "Niet bevoegd…").
export const PICKER_READ_ONLY_CODE = 'picker-read-only';
export const PICKER_UNAUTHORIZED_CODE = 'picker-unauthorized';

/**
 * Issue 17: the public /blobstorage/ path only reads, so editors write with tokens from here.
 * A POST, so the anti-forgery check and the strict write limits apply (plugins on onRoute):
 * another site's page cannot have an editor's browser fetch a token, nor guess keys quickly.
 */
const pickerToken: FastifyPluginAsyncJsonSchemaToTs<{ Options: PickerTokenOptions }> = async (
  app,
  { editorKey, issue },
) => {
  const authorized = editorKey ? bearerCheck(editorKey) : null;

  app.post('/picker/token', { schema: { response: pickerTokenResponse } }, async (request, reply) => {
    // The tokens are keys for 15 minutes: no cache, proxy or back button keeps them.
    reply.header('Cache-Control', 'no-store');
    if (!authorized) {
      return reply
        .code(403)
        .send(errorBody(403, 'De beeldbank kan hier alleen worden bekeken.', PICKER_READ_ONLY_CODE));
    }
    if (!authorized(request.headers.authorization)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="picker"')
        .send(errorBody(401, 'Geef een geldige sleutel voor de beeldbank mee.', PICKER_UNAUTHORIZED_CODE));
    }
    if (!issue) {
      request.log.error('picker tokens need an account key in AZURE_STORAGE_CONNECTION_STRING');
      return reply
        .code(503)
        .send(errorBody(503, 'De beeldbank kan nu niet worden bewerkt. Probeer het later opnieuw.'));
    }
    return issue();
  });
};

export default pickerToken;
