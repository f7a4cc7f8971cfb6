import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { answerOddRequests } from './bff/odd-requests';
import { stampPeers } from './bff/peer-stamp';
import { portalEnv } from './env';
import { sessionOptions } from './session';

// At server start (not during `next build`): a bad environment or a DATA_DIR
// held by another process stops the start with a clear message, instead of
// failing on the first request.
export async function startPortal(): Promise<void> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  answerOddRequests();
  try {
    // Each request's client address and scheme, from its socket (lib/bff/peer-stamp.ts).
    stampPeers();
    sessionOptions();
    await answerApiEarlyWhenBuilt();
    const inProcess = !portalEnv().API_BASE_URL;
    if (inProcess) {
      const { warmUpBackend } = await import('@/backend');
      await warmUpBackend();
    }
    // The memory bench only (scripts/bench-memory.mjs): where the memory goes, into a file.
    const diagnostics = process.env.BENCH_DIAGNOSTICS;
    if (diagnostics) {
      const { startMemoryDiagnostics } = await import('./memory-diagnostics');
      startMemoryDiagnostics(diagnostics, async () => (inProcess ? (await import('@/backend')).backendWasmBytes() : undefined));
    }
  } catch (error) {
    console.error(`\n[portal] cannot start: ${(error as Error).message}\n`);
    process.exit(1);
  }
}

/**
 * `next start` only (the route handler serves /api under `next dev`, and with
 * BFF_EARLY=off): /api calls answered before Next.js's router, with the
 * headers the build's own rules give (lib/bff/early-api.ts).
 */
async function answerApiEarlyWhenBuilt(): Promise<void> {
  if (process.env.NODE_ENV !== 'production' || portalEnv().BFF_EARLY === 'off') return;
  const { readBuildAnswer } = await import('./bff/next-build-answer');
  // The build in the working directory, where `npm start` runs `next start` (started as `next start <dir>`
  // from elsewhere, it finds none and leaves /api to Next.js).
  const build = readBuildAnswer(path.join(process.cwd(), '.next'));
  if (typeof build === 'string') {
    console.warn(`[portal] /api calls go through Next.js's router: ${build}`);
    return;
  }
  const { answerApiEarly } = await import('./bff/early-api');
  answerApiEarly(build);
}
