// Streamed request bodies for size-limit tests: made on demand, chunk by
// chunk, counting how much the reader pulled; and the peak RSS while a call runs.

/** `total` bytes in `chunk`-byte pieces, made only when pulled (the bytes of `content`, else 'x'). */
export function countingStream(total: number, chunk: number, content?: Uint8Array) {
  const filler = new Uint8Array(chunk).fill(0x78);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const size = Math.min(chunk, total - pulled);
      controller.enqueue(content ? content.slice(pulled, pulled + size) : filler.slice(0, size));
      pulled += size;
    },
  });
  return { stream, pulled: () => pulled };
}

/** Runs `call`, sampling the resident set size every few milliseconds; growth is peak minus the start. */
export async function peakRssGrowth<T>(call: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 2);
  try {
    const result = await call();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growth: peak - start };
  } finally {
    clearInterval(timer);
  }
}

export const MB = 1024 * 1024;
export const CHUNK = 64 * 1024;
/** The portal's own origin in these tests: plain HTTP, no trusted proxy. */
export const PORTAL_ORIGIN = 'http://portal.test';

/** A same-origin JSON POST to the portal whose body is a stream. */
export function streamedPost(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request(PORTAL_ORIGIN + path, {
    method: 'POST',
    headers: { host: 'portal.test', origin: PORTAL_ORIGIN, 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}
