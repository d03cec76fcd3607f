import { apiSend } from '@alz/shared/api/api-client';
import type { AsyncResult } from '@alz/shared';

/** `POST /api/v1/picker/token`: one container-scoped SAS per picker container (issue 17). */
export interface PickerTokens {
  ExpiresOn: string;
  Containers: { Name: string; Url: string; Sas: string }[];
}

export const PICKER_TOKEN_URL = '/api/v1/picker/token';

// A token is asked again this long before it ends, so no upload starts on one about to expire.
const RENEW_BEFORE_MS = 60_000;

let cached: { key: string; tokens: PickerTokens } | null = null;

function parseTokens(body: unknown): PickerTokens {
  const tokens = body as Partial<PickerTokens> | null;
  if (!tokens || typeof tokens.ExpiresOn !== 'string' || !Array.isArray(tokens.Containers)) {
    throw new Error('The picker token answer has no ExpiresOn or Containers');
  }
  return { ExpiresOn: tokens.ExpiresOn, Containers: tokens.Containers };
}

/**
 * The editor's write tokens, asked with their key (PICKER_EDITOR_KEY on the api) and kept until
 * a minute before they end. No key, a wrong key or a read-only site answer `unauthorized`.
 */
export async function getPickerTokens(editorKey: string | null, now = Date.now()): Promise<AsyncResult<PickerTokens>> {
  if (cached && cached.key === (editorKey ?? '') && Date.parse(cached.tokens.ExpiresOn) - RENEW_BEFORE_MS > now) {
    return { kind: 'result', status: 200, value: cached.tokens };
  }
  const headers: Record<string, string> = editorKey ? { Authorization: `Bearer ${editorKey}` } : {};
  const answer = await apiSend(PICKER_TOKEN_URL, { method: 'POST', headers }, { parse: parseTokens });
  cached = answer.kind === 'result' ? { key: editorKey ?? '', tokens: answer.value } : null;
  return answer;
}

/** Forgets the kept tokens (the tests, and a refusal that says they no longer work). */
export function forgetPickerTokens(): void {
  cached = null;
}
