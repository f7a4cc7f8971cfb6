// The nginx the BFF bench compares with: a plain reverse proxy, one worker,
// keep-alive to the API, no access log, every file under the bench's directory.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { nginxConfig } from '../../scripts/bench-nginx.mjs';

describe('bench nginx.conf', () => {
  const text: string = nginxConfig({ dir: '/tmp/bench/nginx', listenPort: 4311, upstreamPort: 4310 });

  it('proxies to the API with keep-alive and logs nothing per request', () => {
    expect(text).toContain('server 127.0.0.1:4310;');
    expect(text).toContain('keepalive 32;');
    expect(text).toContain('proxy_http_version 1.1;');
    expect(text).toContain('proxy_set_header Connection "";');
    expect(text).toContain('listen 127.0.0.1:4311;');
    expect(text).toContain('access_log off;');
    expect(text.match(/keepalive_requests 1000000;/g)).toHaveLength(2);
    expect(text).toMatch(/^daemon off;$/m);
    expect(text).toMatch(/^worker_processes 1;$/m);
  });

  it('keeps its pid, logs and temporary files under its own directory', () => {
    const paths = [...text.matchAll(/(?:pid|error_log|_temp_path) (\S+?)[ ;]/g)].map((match) => match[1]);
    expect(paths).toHaveLength(7);
    for (const file of paths) expect(file!.startsWith('/tmp/bench/nginx/')).toBe(true);
  });

  it('names a user only when started as root', () => {
    expect(text).not.toMatch(/^user /m);
    expect(nginxConfig({ dir: '/d', listenPort: 1, upstreamPort: 2, runAsRoot: true })).toMatch(/^user root;$/m);
  });
});
