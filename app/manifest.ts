import type { MetadataRoute } from 'next';
import it from '@/messages/it.json';

// The web app manifest (/manifest.webmanifest), in the default language; the
// icons are drawn by scripts/generate-icons.mjs.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: it.metadata.title,
    short_name: it.common.appName,
    description: it.metadata.description,
    lang: 'it',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0e7490',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
