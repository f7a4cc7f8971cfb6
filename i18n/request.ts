import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { compiledOnce } from './compiled-messages';
import { dictionaryMessages, mergeMessages, type Messages } from './dictionary';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const bundled = (await import(`../messages/${locale}.json`)).default as Messages;
  // LOCALE_DICTIONARY_URL: remote messages over the bundled ones (i18n/dictionary.ts).
  const remote = await dictionaryMessages(locale);
  return {
    locale,
    // Compiled for the parser-free formatter (i18n/compiled-messages.ts); a dictionary's merge is keyed by its cached fetch.
    messages: remote ? compiledOnce(remote, () => mergeMessages(bundled, remote)) : compiledOnce(bundled),
    timeZone: 'Europe/Rome',
  };
});
