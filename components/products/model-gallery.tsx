'use client';

import type { z } from 'zod';
import type { ProductImageSchema as ImageSchema } from '@/core/schemas/content';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

type GalleryImage = z.infer<typeof ImageSchema>;

/** The product's pictures: one large, the others as thumbnails that replace it. */
export function ModelGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const t = useTranslations('products');
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return <div className="flex aspect-square items-center justify-center rounded-lg bg-slate-50 text-sm text-ink-muted">{t('noPicture')}</div>;
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square rounded-lg border border-slate-200 bg-white">
        {/* eslint-disable-next-line @next/next/no-img-element -- pictures from the content service (https or our files); it fills the square, whatever its own size (no layout shift) */}
        <img
          src={shown.url}
          alt={t('pictureOf', { name, index: current + 1, count: images.length })}
          className="absolute inset-0 h-full w-full object-contain p-6"
        />
      </div>
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('gallery')}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-pressed={index === current}
                aria-label={t('showPicture', { index: index + 1 })}
                className={`h-16 w-16 overflow-hidden rounded-md border bg-white p-1 ${index === current ? 'border-primary ring-2 ring-primary' : 'border-slate-200'}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- thumbnails */}
                <img src={image.thumbUrl ?? image.url} alt="" className="h-full w-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
