// File storage: the local default and the S3 implementation against a tiny
// fake S3 that checks every SigV4 signature; content sniffing; key safety.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStorage } from '@/backend/adapters/files/local';
import { s3FileStorage } from '@/backend/adapters/files/s3';
import { sign, sha256Hex } from '@/backend/adapters/files/sigv4';
import { sniffImageType } from '@/backend/adapters/files/sniff';
import { type FileStorage, isValidKey, memoryFileStorage } from '@/backend/adapters/files/storage';
import { startLocalServer } from '../../../support/backend/local-server';

const bytes = (text: string) => new TextEncoder().encode(text);

function contract(name: string, make: () => FileStorage) {
  describe(`${name} file storage`, () => {
    it('stores and reads back bytes, and reports what exists', async () => {
      const files = make();
      expect(await files.get('catalogue/a.svg')).toBeNull();
      expect(await files.exists('catalogue/a.svg')).toBe(false);
      await files.put('catalogue/a.svg', bytes('<svg/>'), 'image/svg+xml');
      expect(new TextDecoder().decode((await files.get('catalogue/a.svg'))!)).toBe('<svg/>');
      expect(await files.exists('catalogue/a.svg')).toBe(true);
      await files.put('catalogue/a.svg', bytes('<svg></svg>'), 'image/svg+xml');
      expect((await files.get('catalogue/a.svg'))!.byteLength).toBe(11);
    });

    it('refuses keys that could leave its root', async () => {
      const files = make();
      for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '', 'a\\b', '.hidden']) {
        await expect(files.get(key), key).rejects.toThrow(/invalid storage key/);
        await expect(files.put(key, bytes('x'), 'text/plain'), key).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

describe('storage keys', () => {
  it('accept relative paths of safe characters only', () => {
    expect(isValidKey('catalogue/model-mye73ql-a.svg')).toBe(true);
    expect(isValidKey('content/icecat-1.it.json')).toBe(true);
    expect(isValidKey('a/./b')).toBe(false);
    expect(isValidKey('a/%2e%2e/b')).toBe(false);
  });
});

contract('memory', memoryFileStorage);

const root = mkdtempSync(path.join(tmpdir(), 'portal-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
contract('local', () => localFileStorage(path.join(root, String(Math.random()))));

describe('SigV4', () => {
  it("matches AWS's published GET Object example", () => {
    const signed = sign(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(signed.stringToSign.split('\n')[3]).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed.headers).not.toHaveProperty('host');
  });
});

describe('S3 file storage against a fake S3', () => {
  const credentials = { accessKeyId: 'test-key', secretAccessKey: 'test-secret', region: 'eu-south-1' };
  const objects = new Map<string, Buffer>();
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  let rejected = 0;

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      // Recompute the signature from what arrived: a wrong one is refused like S3 does.
      const signedNames = /SignedHeaders=([^,]+)/.exec(String(req.headers.authorization))?.[1]?.split(';') ?? [];
      const headers = Object.fromEntries(
        signedNames.filter((n) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n)).map((n) => [n, String(req.headers[n])]),
      );
      const expected = sign(
        { method: req.method, url: new URL(req.url.pathname, `http://${req.headers.host}`), headers, payloadHash: sha256Hex(req.body) },
        credentials,
        new Date(String(req.headers['x-amz-date']).replace(/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/, '$1-$2-$3T$4:$5:$6Z')),
      );
      if (req.headers.authorization !== expected.authorization || req.headers['x-amz-content-sha256'] !== sha256Hex(req.body)) {
        rejected += 1;
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = req.url.pathname;
      if (req.method === 'PUT') {
        objects.set(key, req.body);
        res.writeHead(200).end();
      } else if (!objects.has(key)) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
      } else if (req.method === 'HEAD') {
        res.writeHead(200, { 'content-length': String(objects.get(key)!.length) }).end();
      } else {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end(objects.get(key));
      }
    });
  });
  afterAll(() => server.close());

  const storage = () => s3FileStorage({ endpoint: server.url, bucket: 'portal-files', ...credentials, forcePathStyle: true });

  contract('S3', storage);

  it('signs every request, sends the content type and uses path-style addresses', async () => {
    rejected = 0;
    await storage().put('catalogue/p.png', new Uint8Array([1, 2, 3]), 'image/png');
    const put = server.requests.at(-1)!;
    expect(put.url.pathname).toBe('/portal-files/catalogue/p.png');
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-south-1\/s3\/aws4_request, ?SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,/,
    );
    expect(rejected).toBe(0);
  });

  it('fails loudly on a refused signature instead of answering "missing"', async () => {
    const wrong = s3FileStorage({ endpoint: server.url, bucket: 'portal-files', ...credentials, secretAccessKey: 'nope', forcePathStyle: true });
    await expect(wrong.get('catalogue/p.png')).rejects.toThrow(/403/);
  });

  it('addresses the bucket as a host name when path style is off', async () => {
    const seen: string[] = [];
    const virtual = s3FileStorage({
      endpoint: 'https://s3.eu-south-1.amazonaws.com',
      bucket: 'portal-files',
      ...credentials,
      forcePathStyle: false,
      fetch: async (input) => {
        seen.push(String(input));
        return new Response(null, { status: 404 });
      },
    });
    expect(await virtual.get('catalogue/x.svg')).toBeNull();
    expect(seen).toEqual(['https://portal-files.s3.eu-south-1.amazonaws.com/catalogue/x.svg']);
  });
});

describe('image sniffing', () => {
  it('recognises images by their bytes', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes('\uFEFF<?xml version="1.0"?>\n<!-- x --><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
  });

  it('refuses anything else, whatever it claims', () => {
    expect(sniffImageType(bytes('<html><svg></svg></html>'))).toBeNull();
    expect(sniffImageType(bytes('{"svg": true}'))).toBeNull();
    expect(sniffImageType(new Uint8Array([]))).toBeNull();
  });
});
