// GET /api/files/catalogue/{name}: catalogue pictures from the file storage,
// and the families with their pictures embedded on request.
// The type sent is what the bytes are (sniffed), never what the name says;
// anything that is not an image is not served. Served like every stored file
// (../files/file-answer.ts): an SVG opened on its own runs no script.
import { type ImageType, sniffImageType } from '../adapters/files/sniff';
import type { FileStorage } from '../adapters/files/storage';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { fileUrlOf } from './file-keys';
import { listFamilies } from './queries';

export const CATALOGUE_FILE_NAME = /^[a-z0-9][a-z0-9._-]{0,120}$/;

/** null when the key holds nothing or no image. */
export async function readImage(files: FileStorage, key: string): Promise<{ bytes: Uint8Array; type: ImageType } | null> {
  const bytes = await files.get(key);
  const type = bytes ? sniffImageType(bytes) : null;
  return bytes && type ? { bytes, type } : null;
}

export async function catalogueImage(files: FileStorage, name: string): Promise<{ bytes: Uint8Array; type: ImageType }> {
  const image = CATALOGUE_FILE_NAME.test(name) ? await readImage(files, `catalogue/${name}`) : null;
  if (!image) throw new ApiError(404, 'not_found');
  return image;
}

export function dataUrl(bytes: Uint8Array, type: string): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** The families in display order; `includeImage`: each picture as a data URL (null when missing). */
export async function familiesAnswer(db: Database, files: FileStorage, includeImage: boolean | undefined) {
  const rows = await listFamilies(db);
  return Promise.all(
    rows.map(async (f) => {
      if (!includeImage || !f.imageKey) return { id: f.id, name: f.name, imageUrl: fileUrlOf(f.imageKey), ...(includeImage ? { image: null } : {}) };
      const image = await readImage(files, f.imageKey);
      return { id: f.id, name: f.name, imageUrl: fileUrlOf(f.imageKey), image: image ? dataUrl(image.bytes, image.type) : null };
    }),
  );
}
