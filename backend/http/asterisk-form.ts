// `OPTIONS * HTTP/1.1` asks what the server as a whole supports; no path is
// named, so it never reaches the app (the Node adapter can build no URL from
// it). Answered here: 204 with the methods the API takes, and 400 in the
// error shape for any other method sent with `*`.
import { type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse, createServer } from 'node:http';
import { errorItems } from './errors';
import { localeFromAcceptLanguage } from '../i18n';

/** Every method some route of the API takes. */
export const API_METHODS = 'DELETE, GET, HEAD, OPTIONS, POST, PUT';

export function answerAsteriskForm(listener: RequestListener): RequestListener {
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (incoming.url !== '*') return listener(incoming, outgoing);
    incoming.resume(); // a body, if any, is discarded
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, { Allow: API_METHODS }).end();
      return;
    }
    const locale = localeFromAcceptLanguage(incoming.headers['accept-language']);
    const body = JSON.stringify({ errors: errorItems([{ code: 'validation_failed' }], locale) });
    outgoing.writeHead(400, { 'Content-Type': 'application/json; charset=UTF-8', 'Content-Length': Buffer.byteLength(body) }).end(body);
  };
}

/** node:http's createServer with the asterisk form answered first (the `createServer` option of serve). */
export const createServerAnsweringAsterisk = ((options: ServerOptions, listener: RequestListener) =>
  createServer(options, answerAsteriskForm(listener))) as unknown as typeof createServer;
