import http from 'node:http';

// A POST whose chunked body is sent 64 KB at a time until the server answers
// (or `total` bytes went out): how much was sent when the answer came shows
// whether the server refused before the end of the body.

export interface ChunkedAnswer {
  status: number;
  /** the error code of a JSON error answer, else undefined */
  code: string | undefined;
  /** bytes written before the answer's head arrived */
  sentWhenAnswered: number;
}

export function postChunked(baseUrl: string, path: string, total: number, headers: Record<string, string> = {}): Promise<ChunkedAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const chunk = Buffer.alloc(64 * 1024, 'x');
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, method: 'POST', path, headers: { origin: baseUrl, 'content-type': 'application/json', ...headers } });
    let sent = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => {
        let code: string | undefined;
        try {
          code = (JSON.parse(body) as { errors?: { code: string }[] }).errors?.[0]?.code;
        } catch {
          code = undefined;
        }
        resolve({ status: response.statusCode ?? 0, code, sentWhenAnswered });
        request.destroy();
      });
    });
    request.on('error', (error) => (answered ? undefined : reject(error)));
    (async () => {
      for (; sent < total && !answered; sent += chunk.length) {
        if (!request.write(chunk)) await new Promise((drained) => request.once('drain', drained));
      }
      if (!answered) request.end();
    })().catch(() => undefined);
  });
}
