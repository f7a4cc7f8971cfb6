import type { useTranslations } from 'next-intl';
import type { PortalFormat } from '@/lib/format/portal-format';
import { errorTextOf } from '@/lib/client/use-error-text';
import { failureOf, goToLoginAfter401 } from '@/lib/client/portal-fetch';

// What a StreamDownload does once clicked, loaded then rather than with the page.

const fileNameOf = (disposition: string | null, fallback: string) => disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;

function save(blob: Blob, file: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: file });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Streams `url` into a file saved as the API names it (else `fallbackName`), telling the bytes received as they
 * come: the file's name once saved, or the API's refusal in words. A network failure or an abort throws.
 */
export async function streamToFile(
  url: string,
  {
    signal,
    fallbackName,
    onReceived,
    errors,
    format,
  }: {
    signal: AbortSignal;
    fallbackName: string;
    onReceived: (bytes: number) => void;
    errors: ReturnType<typeof useTranslations<'errors'>>;
    format: PortalFormat;
  },
): Promise<{ file: string } | { failure: string }> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok || !response.body) {
    if (response.status === 401) goToLoginAfter401();
    return { failure: errorTextOf(errors, format)(await failureOf(response)) };
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onReceived(received);
  }
  const file = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  save(new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }), file);
  return { file };
}
