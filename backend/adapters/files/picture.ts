// Uploaded pictures (agency logos, family images): judged by their bytes,
// never their name or declared type. PNG, JPEG and WebP only (an SVG can carry
// scripts, so it is refused rather than trusted), decoded and re-encoded as a
// PNG no larger than the box, so what is stored is a clean picture the server made.
import type Sharp from 'sharp';
import { sniffImageType } from './sniff';

const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp']);
/** Far above any logo; refuses decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface Box {
  width: number;
  height: number;
}

/**
 * sharp is loaded with the first picture, not with the server: it and libvips hold ~18 MB resident (measured in a
 * bare node), for an upload that most processes never see (docs/deploy.md, "Memory").
 */
let sharpLoading: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpLoading ??= import('sharp').then((module) => module.default));

/** The re-encoded PNG, or null when the bytes are no PNG, JPEG or WebP that decodes. */
export async function normalizePicture(bytes: Uint8Array, box: Box): Promise<Uint8Array | null> {
  const type = sniffImageType(bytes);
  if (!type || !ACCEPTED.has(type)) return null;
  const sharp = await loadSharp();
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    return null;
  }
}
