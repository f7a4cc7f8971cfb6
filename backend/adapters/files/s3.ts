// S3-compatible file storage (AWS S3, MinIO, Ceph, R2…) over fetch with
// SigV4: GET, PUT and HEAD of single objects are all the portal needs.
import { type FileStorage, assertKey } from './storage';
import { type SigV4Credentials, sha256Hex, sign, uriEncode } from './sigv4';

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

export class S3Error extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'S3Error';
  }
}

export function s3FileStorage(options: S3Options): FileStorage {
  const { fetch: doFetch = fetch, now = () => new Date(), timeoutMs = 10_000 } = options;
  const credentials: SigV4Credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, region: options.region };
  const base = new URL(options.endpoint);

  const urlOf = (key: string) => {
    const path = uriEncode(assertKey(key), true);
    const url = new URL(base);
    if (options.forcePathStyle) {
      url.pathname = `${base.pathname.replace(/\/$/, '')}/${options.bucket}/${path}`;
    } else {
      url.hostname = `${options.bucket}.${base.hostname}`;
      url.pathname = `${base.pathname.replace(/\/$/, '')}/${path}`;
    }
    return url;
  };

  async function send(method: 'GET' | 'PUT' | 'HEAD', key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    const url = urlOf(key);
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    const signed = sign({ method, url, headers, payloadHash: sha256Hex(body ?? '') }, credentials, now());
    try {
      return await doFetch(url, {
        method,
        headers: signed.headers,
        body: body as BodyInit | undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new S3Error(`S3 ${method} ${key}: ${(error as Error).message}`);
    }
  }

  return {
    kind: 's3',
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new S3Error(`S3 GET ${key} answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async put(key, body, contentType) {
      const response = await send('PUT', key, body, contentType);
      if (!response.ok) throw new S3Error(`S3 PUT ${key} answered ${response.status}`);
    },
    async exists(key) {
      const response = await send('HEAD', key);
      if (response.status === 404) return false;
      if (!response.ok) throw new S3Error(`S3 HEAD ${key} answered ${response.status}`);
      return true;
    },
  };
}
