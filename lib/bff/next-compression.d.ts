// Next.js's own copy of the `compression` middleware, which it applies to every
// answer (router-server); the BFF's early path applies the same one.
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  export default function compression(): Middleware;
}
