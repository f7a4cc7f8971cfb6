import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { routeOddRequests } from '../bff/odd-requests';
import { stampPeers } from '../bff/peer-stamp';
import { portalEnv } from './env';
import { sessionOptions } from './session';

// At server start (not during `next build`): a bad environment or a DATA_DIR
// held by another process stops the start with a clear message, instead of
// failing on the first request.
export async function startPortal(): Promise<void> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  routeOddRequests();
  try {
    // Each request's client address and scheme, from its socket (lib/bff/peer-stamp.ts).
    stampPeers();
    sessionOptions();
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
