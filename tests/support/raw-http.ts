// One HTTP/1.1 exchange over a plain socket, for requests fetch refuses to
// send (TRACE, the asterisk form, a GET with a body). Send `Connection: close`.
import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function rawHttp(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const bytes = Buffer.concat(chunks);
      const headEnd = bytes.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = bytes
        .subarray(0, headEnd === -1 ? bytes.length : headEnd)
        .toString('latin1')
        .split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const body = headEnd === -1 ? Buffer.alloc(0) : bytes.subarray(headEnd + 4);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: unchunk(body, headers).toString('utf8') });
    });
  });
}

/** The body of a chunked answer without its size lines (sizes count bytes, so this works on bytes). */
function unchunk(body: Buffer, headers: Record<string, string>): Buffer {
  if (headers['transfer-encoding'] !== 'chunked') return body;
  const parts: Buffer[] = [];
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
}
