// Reads a request body while it arrives, never past a limit: a declared
// Content-Length over it is refused before reading, a chunked body is counted
// and reading stops at the first chunk past it. The unread rest is left to the
// server (Node discards it after the answer), so the 413 still reaches the client.

export const TOO_LARGE = 'too-large';

/** The body's bytes, null when the request has none (GET, HEAD), or TOO_LARGE. */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null | typeof TOO_LARGE> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return null;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return TOO_LARGE;

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return TOO_LARGE;
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
