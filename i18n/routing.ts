import { defineRouting } from 'next-intl/routing';

// Unprefixed paths (/products, /login …) are the Italian pages; /en/… the English ones.
export const routing = defineRouting({
  locales: ['it', 'en'],
  defaultLocale: 'it',
  localePrefix: 'as-needed',
});

export type Locale = (typeof routing.locales)[number];
