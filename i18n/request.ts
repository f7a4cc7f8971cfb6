import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
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
    messages: remote ? mergeMessages(bundled, remote) : bundled,
    timeZone: 'Europe/Rome',
  };
});
