// Where the catalogue keeps its files in the file storage, and the API URL
// that serves a picture. One place, so the seed, the readers and imports agree.
import { slugOf } from './slug';

export const modelImageKey = (partNumber: string) => `catalogue/model-${slugOf(partNumber)}.svg`;
export const familyImageKey = (slug: string) => `catalogue/family-${slug}.svg`;
/** The supplier data sheet /api/s3 answers for a part number. */
export const s3DataKey = (partNumber: string) => `s3data/${slugOf(partNumber)}.json`;
/** Pictures are served by GET /api/files/catalogue/{name}. */
export const fileUrlOf = (key: string | null) => (key ? `/api/files/${key}` : null);
