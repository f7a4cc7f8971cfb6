import 'server-only';
import fs from 'node:fs';
import v8 from 'node:v8';

// The memory bench's view into the server (scripts/bench-memory.mjs): with
// BENCH_DIAGNOSTICS=<file> set at start, the process writes where its memory
// goes into that file every 2 seconds, and at once on SIGUSR2 after a full
// garbage collection when node runs with --expose-gc (the live set, not the
// garbage waiting for collection) into <file>.gc, which the 2-second reports
// cannot overwrite before the bench reads it. No route, no header: nothing a client can
// reach. Unset (the default), this module is never loaded.

export interface MemoryReport {
  at: string;
  /** 'signal': written on SIGUSR2, after a full collection when gc is exposed */
  trigger: 'interval' | 'signal';
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** the embedded database's WebAssembly memory (counted in `external`, not in the JS heap) */
  pgliteWasm: number | undefined;
  /** V8's spaces, by name: used bytes */
  heapSpaces: Record<string, number>;
}

export function startMemoryDiagnostics(file: string, wasmBytes: () => Promise<number | undefined>): void {
  const write = async (trigger: MemoryReport['trigger']) => {
    const usage = process.memoryUsage();
    const report: MemoryReport = {
      at: new Date().toISOString(),
      trigger,
      rss: usage.rss,
      heapUsed: usage.heapUsed,
      heapTotal: usage.heapTotal,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      pgliteWasm: await wasmBytes(),
      heapSpaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size])),
    };
    const target = trigger === 'signal' ? `${file}.gc` : file;
    fs.writeFileSync(`${target}.tmp`, JSON.stringify(report));
    fs.renameSync(`${target}.tmp`, target);
  };
  setInterval(() => void write('interval').catch(() => undefined), 2_000).unref();
  void write('interval').catch(() => undefined);
  process.on('SIGUSR2', () => {
    (globalThis as { gc?: () => void }).gc?.();
    void write('signal').catch(() => undefined);
  });
}
