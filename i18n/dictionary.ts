import 'server-only';
import { z } from 'zod';

// The optional locale dictionary: when LOCALE_DICTIONARY_URL is
// set, its messages are fetched (with a timeout, cached for a while) and
// merged over the bundled ones. A bad or missing dictionary leaves the bundled
// messages in force and is logged, never shown.
//
// The URL may hold {locale} (one JSON document per language); without it the
// document is one object keyed by language: { "it": {…}, "en": {…} }.

export type Messages = { [key: string]: string | Messages };

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const EnvSchema = z.object({
  LOCALE_DICTIONARY_URL: optional(z.url({ protocol: /^https?$/ })),
  LOCALE_DICTIONARY_TIMEOUT_MS: optional(z.coerce.number().int().positive()).transform((v) => v ?? 3000),
  LOCALE_DICTIONARY_TTL_SECONDS: optional(z.coerce.number().int().nonnegative()).transform((v) => v ?? 300),
});
export type DictionaryEnv = z.infer<typeof EnvSchema>;

export function parseDictionaryEnv(env: Record<string, string | undefined>): DictionaryEnv | null {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    console.error('[i18n] LOCALE_DICTIONARY_* is invalid; using the bundled messages');
    return null;
  }
  return parsed.data;
}

/** Keeps only nested strings: anything else in a dictionary is dropped, not trusted. */
export function sanitizeMessages(value: unknown, depth = 0): Messages | null {
  if (depth > 8 || value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Messages = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype' || key.includes('.')) continue;
    if (typeof entry === 'string') out[key] = entry;
    else {
      const nested = sanitizeMessages(entry, depth + 1);
      if (nested) out[key] = nested;
    }
  }
  return out;
}

/** The dictionary's strings over the bundled ones; a string never replaces a namespace or the reverse. */
export function mergeMessages(bundled: Messages, overrides: Messages): Messages {
  const out: Messages = { ...bundled };
  for (const [key, value] of Object.entries(overrides)) {
    const base = bundled[key];
    if (typeof value === 'string' && typeof base === 'string') out[key] = value;
    else if (typeof value === 'object' && typeof base === 'object') out[key] = mergeMessages(base, value);
  }
  return out;
}

type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

async function download(settings: DictionaryEnv, locale: string, fetcher: Fetcher): Promise<Messages | null> {
  const template = settings.LOCALE_DICTIONARY_URL!;
  const perLocale = template.includes('{locale}');
  const url = perLocale ? template.replaceAll('{locale}', encodeURIComponent(locale)) : template;
  const response = await fetcher(url, { signal: AbortSignal.timeout(settings.LOCALE_DICTIONARY_TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  const body = (await response.json()) as unknown;
  const messages = sanitizeMessages(perLocale ? body : (body as Record<string, unknown> | null)?.[locale]);
  if (!messages) throw new Error('not an object of messages');
  return messages;
}

interface Entry {
  until: number;
  messages: Promise<Messages | null>;
}

const cache = new Map<string, Entry>();
/** After a failure, wait this long before asking again. */
const RETRY_AFTER_FAILURE_MS = 60_000;

/** The dictionary's messages for a locale, or null (unset, unreachable, malformed). */
export function dictionaryMessages(
  locale: string,
  env: Record<string, string | undefined> = process.env,
  fetcher: Fetcher = fetch,
  now: () => number = Date.now,
): Promise<Messages | null> {
  const settings = env.LOCALE_DICTIONARY_URL ? parseDictionaryEnv(env) : null;
  if (!settings?.LOCALE_DICTIONARY_URL) return Promise.resolve(null);
  const key = `${settings.LOCALE_DICTIONARY_URL}|${locale}`;
  const hit = cache.get(key);
  if (hit && hit.until > now()) return hit.messages;
  const entry: Entry = { until: now() + settings.LOCALE_DICTIONARY_TTL_SECONDS * 1000, messages: Promise.resolve(null) };
  entry.messages = download(settings, locale, fetcher).catch((error: unknown) => {
    // The address may carry a key in its query: name the host only.
    console.error(
      `[i18n] locale dictionary from ${new URL(settings.LOCALE_DICTIONARY_URL!).host} unusable (${(error as Error).message}); using the bundled messages`,
    );
    entry.until = now() + RETRY_AFTER_FAILURE_MS;
    return null;
  });
  cache.set(key, entry);
  return entry.messages;
}

/** Tests start from an empty cache. */
export function clearDictionaryCache(): void {
  cache.clear();
}
