// `npm run backend`: the API on its own port, for several portal instances
// sharing one API and one PostgreSQL (docs/architecture.md).
import { serve } from '@hono/node-server';
import { createServerAnsweringAsterisk } from './http/asterisk-form';
import { loadConfig } from './config';
import { closeBackend, handleApiRequest, warmUpBackend } from './index';

async function main() {
  const config = loadConfig();
  await warmUpBackend();
  const fetch = (request: Request, env: unknown) => handleApiRequest(request, env);
  const server = serve({ fetch, port: config.port, createServer: createServerAnsweringAsterisk }, (info) => {
    console.info(`[backend] listening on http://localhost:${info.port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`);
  });

  const stop = (signal: NodeJS.Signals) => {
    console.info(`[backend] ${signal}: shutting down`);
    server.close();
    closeBackend().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
