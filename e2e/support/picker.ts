import { BlobServiceClient } from '@azure/storage-blob';
import { PICTURE_SIZE_CODES, sizedPicturesContainer } from '@alz/shared/media/picture-containers';
import { azuriteConnectionString } from '../../tools/stack';
import type { Page } from './test';

// The picker's end-to-end tests look into blob storage itself, through the Blob API with the
// emulator's account (as the api would), to see what the picker wrote and deleted.

export const pickerOrigin = () => `http://localhost:${process.env.PICKER_PORT}`;
export const cmsDemo = () => `${pickerOrigin()}/cms-demo.html`;

export const blobService = () =>
  BlobServiceClient.fromConnectionString(azuriteConnectionString(Number(process.env.BLOB_PORT)));

export async function blobNames(container: string, prefix?: string): Promise<string[]> {
  const names: string[] = [];
  for await (const blob of blobService().getContainerClient(container).listBlobsFlat({ prefix })) names.push(blob.name);
  return names;
}

/** Every sized copy of `base` (the original's name without extension), by container. */
export async function sizedCopies(base: string): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    PICTURE_SIZE_CODES.map(async (code) => {
      const container = sizedPicturesContainer(code);
      return [container, await blobNames(container, `${base}-`)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** A real PNG of the given size, drawn by the browser. */
export async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#dcecf2';
      context.fillRect(0, 0, w!, h!);
      context.fillStyle = '#5b2a86';
      context.fillRect(w! / 4, h! / 4, w! / 2, h! / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Types the editor's key into the CMS demo page, as a signed-in editor's CMS would set it. */
export async function enterEditorKey(page: Page, key = process.env.E2E_PICKER_EDITOR_KEY!): Promise<void> {
  await page.getByLabel('Sleutel voor de beeldbank').fill(key);
}
