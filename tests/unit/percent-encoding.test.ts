// Which request paths Next.js cannot decode (core/http/percent-encoding.ts):
// those are refused before its router answers them with a 500.
import { describe, expect, it } from 'vitest';
import { isUndecodablePath } from '@/core/http/percent-encoding';

describe('an undecodable path', () => {
  it('is a % without two hex digits, or escaped bytes that are not UTF-8', () => {
    for (const path of [
      '/api/%ff',
      '/contracts/%',
      '/contracts/%g0',
      '/contracts/%2',
      '/customers/%E0%A4%A', // a cut three-byte sequence
      '/products/%C0%80', // an overlong NUL
      '/products/%ed%a0%80', // a UTF-16 surrogate
      '/products/%f4%90%80%80', // past U+10FFFF
      '/products/%80', // a lone continuation byte
      '/tickets/%ff/1',
      '/_next/%FF',
    ]) {
      expect(isUndecodablePath(path), path).toBe(true);
    }
  });

  it('is not a path without escapes, nor one whose escapes decode', () => {
    for (const path of ['/', '/contracts/12', '/api/Agency/2/Contracts', '/a%20b', '/%25ff', '/caf%C3%A9', '/%E2%82%AC', '/%F0%9F%98%80', '/a%2Fb']) {
      expect(isUndecodablePath(path), path).toBe(false);
    }
  });
});
