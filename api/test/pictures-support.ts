import type { PictureStore } from '../src/blob/pictures';

/** A real picture of one pixel for each accepted type, as small as each format allows. */
export const PICTURES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
  jpg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  webp: Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64'),
} as const;

/** The pictures account in memory: what was written, under which container and name, with which type. */
export class MemoryPictures implements PictureStore {
  stored = new Map<string, { content: Buffer; type: string }>();
  async write(container: string, name: string, content: Buffer, type: string, onlyNew: boolean) {
    const key = `${container}/${name}`;
    if (onlyNew && this.stored.has(key)) return false;
    this.stored.set(key, { content, type });
    return true;
  }
  async delete(container: string, name: string) {
    this.stored.delete(`${container}/${name}`);
  }
}
