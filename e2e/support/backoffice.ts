import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { azureApplicationFiles } from '@alz/api/application-files';
import { APPLICATIONS_ACCOUNT, localConnectionString, type StoredApplication } from '@alz/api/testing';

/** An address only this test uses, so tests running side by side never see each other's rows. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@voorbeeld.nl`;

function authorization() {
  const token = process.env.E2E_BACKOFFICE_TOKEN;
  if (!token) throw new Error('E2E_BACKOFFICE_TOKEN is not set: the global setup gives the api one.');
  return { Authorization: `Bearer ${token}` };
}

/** The applications stored for an address, newest first, read through the shell's /api proxy. */
export async function storedApplications(request: APIRequestContext, email: string): Promise<StoredApplication[]> {
  const response = await request.get('/api/v1/backoffice/applications', {
    params: { email },
    headers: authorization(),
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  return (await response.json()) as StoredApplication[];
}

/** The attachment's bytes as the back office serves them. */
export async function downloadAttachment(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/v1/backoffice/applications/${id}/attachment`, {
    headers: authorization(),
  });
  expect(response.status()).toBe(200);
  return { headers: response.headers(), body: await response.body() };
}

/** The blob itself, straight from the emulator the stack runs for this test run. */
export async function blobContent(blobName: string): Promise<Buffer | null> {
  const connection =
    process.env.APPLICATIONS_STORAGE_CONNECTION_STRING ??
    localConnectionString(APPLICATIONS_ACCOUNT, Number(process.env.BLOB_PORT));
  const file = await azureApplicationFiles(connection).read(blobName);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.content) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
