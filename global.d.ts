import type messages from './messages/it.json';
import type { routing } from './i18n/routing';

// Message keys and locales are typed: a missing or misspelt key fails typecheck.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
