// nginx as a plain reverse proxy in front of the standalone API, for the BFF
// bench to compare with: one worker, keep-alive to the API, no access log,
// every file it writes under the bench's own directory.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The nginx.conf text (pure, tests/unit/bench-nginx.test.ts). */
export function nginxConfig({ dir, listenPort, upstreamPort, workers = 1, runAsRoot = false }) {
  const at = (name) => path.join(dir, name);
  return `# written by scripts/bench-nginx.mjs
${runAsRoot ? 'user root;\n' : ''}daemon off;
worker_processes ${workers};
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  # nginx closes a connection after 1,000 requests by default: autocannon counts that as an error.
  keepalive_requests 1000000;
  client_body_temp_path ${at('client_body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  upstream api {
    server 127.0.0.1:${upstreamPort};
    keepalive 32;
    keepalive_requests 1000000;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`;
}

/** The nginx binary, installed with apt-get (Debian's nginx-light) when missing; null when it cannot be had. */
export function ensureNginx() {
  const found = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate)) ?? null;
  if (found()) return found();
  console.log('[bench] nginx is missing: apt-get install -y nginx-light');
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    install();
  }
  return found();
}

/** Writes the configuration into dir; the arguments that start nginx on it in the foreground. */
export function nginxArgs(options) {
  fs.mkdirSync(options.dir, { recursive: true });
  const file = path.join(options.dir, 'nginx.conf');
  fs.writeFileSync(file, nginxConfig(options));
  return ['-p', options.dir, '-c', file, '-e', path.join(options.dir, 'error.log')];
}
