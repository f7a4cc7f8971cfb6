// What the server process loads before it needs it costs resident memory for its whole life (docs/deploy.md,
// "Memory"): next.config.mjs must not bring the build plugins' native modules into `next start`, sharp (with
// libvips) must wait for the first picture, Serwist's build tools for the service worker route's handler, and the
// spreadsheet, upload-check ZIP, PDF and mail libraries for the first request that needs them. Each case runs in a
// fresh node and reads its own mappings or the modules it resolved. The database client imports pg for a PostgreSQL
// target only, but the job queue (pg-boss, which requires pg) starts with every server, the embedded default too.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs an ES module script in a fresh node (tsx for TypeScript); the JSON line it prints, parsed (logs aside). */
function inFreshNode(script: string): unknown {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: process.cwd(),
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.split('\n').findLast((line) => line.startsWith('{')) ?? 'null');
}

/** The script's line that prints the native libraries the process has mapped so far. */
const NATIVE_LIBRARIES = `(await import('node:fs')).readFileSync('/proc/self/maps', 'utf8').split('\\n').map((line) => line.split(/\\s+/)[5] ?? '').filter((file) => /\\.node$|\\.so[.\\d]*$/.test(file))`;

describe('next.config.mjs', () => {
  it('gives next start the plain config without loading the build plugins', () => {
    const out = inFreshNode(`
      const config = await (await import('./next.config.mjs')).default('phase-production-server');
      console.log(JSON.stringify({ aliases: Object.keys(config.turbopack.resolveAlias), natives: ${NATIVE_LIBRARIES} }));
    `) as { aliases: string[]; natives: string[] };
    expect(out.aliases).not.toContain('next-intl/config');
    expect(out.natives.filter((file) => /@swc|@parcel|serwist/.test(file))).toEqual([]);
  });

  it('gives the build the next-intl and Serwist plugins', () => {
    const out = inFreshNode(`
      const config = await (await import('./next.config.mjs')).default('phase-production-build');
      console.log(JSON.stringify({ aliases: Object.keys(config.turbopack.resolveAlias), externals: config.serverExternalPackages }));
    `) as { aliases: string[]; externals: string[] };
    expect(out.aliases).toEqual(expect.arrayContaining(['next-intl/config', 'use-intl/format-message']));
    expect(out.externals).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'esbuild']));
  });
});

describe('pictures', () => {
  it('load sharp and libvips with the first picture, not with the module', () => {
    // A 1×1 PNG.
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const out = inFreshNode(`
      const { normalizePicture } = await import('./backend/adapters/files/picture.ts');
      const before = ${NATIVE_LIBRARIES};
      const picture = await normalizePicture(Buffer.from('${png}', 'base64'), { width: 10, height: 10 });
      console.log(JSON.stringify({ before, after: ${NATIVE_LIBRARIES}, bytes: picture?.length ?? 0 }));
    `) as { before: string[]; after: string[]; bytes: number };
    expect(out.before.filter((file) => file.includes('libvips'))).toEqual([]);
    expect(out.after.some((file) => file.includes('libvips'))).toBe(true);
    expect(out.bytes).toBeGreaterThan(0);
  });
});

describe('the service worker route', () => {
  it("imports Serwist's build tools only when its handler runs, and keeps its static route config", () => {
    const out = inFreshNode(`
      const resolved = [];
      (await import('node:module')).registerHooks({ resolve: (specifier, context, next) => (resolved.push(specifier), next(specifier, context)) });
      const route = await import('./app/serwist/[path]/route.ts');
      console.log(JSON.stringify({ serwist: resolved.filter((specifier) => specifier.startsWith('@serwist/')), config: [route.dynamic, route.dynamicParams, route.revalidate] }));
    `) as { serwist: string[]; config: unknown[] };
    expect(out.serwist).toEqual([]);
    expect(out.config).toEqual(['force-static', false, false]);
  });
});

// Each case starts a fresh node and imports the backend (and here a PGlite): seconds, more on a loaded machine.
describe('the backend', { timeout: 60_000 }, () => {
  it('imports the spreadsheet, ZIP, PDF and mail libraries with their first use, not with the app', () => {
    const out = inFreshNode(`
      const resolved = new Set();
      (await import('node:module')).registerHooks({ resolve: (specifier, context, next) => {
        const result = next(specifier, context);
        const library = /node_modules\\/(@cj-tech-master\\/excelts|yauzl|pdf-lib|nodemailer)\\//.exec(result.url);
        if (library) resolved.add(library[1]);
        return result;
      } });
      const seen = () => [...resolved].sort();
      // What next start loads for the in-process API (lib/upstream.ts, lib/server/server-start.ts).
      await import('./backend/index.ts');
      const atStart = seen();
      await (await import('./backend/spreadsheets/stream-writer.ts')).streamedWorkbook();
      const { workbookParts, zipOf } = await import('./tests/support/fixtures/zip.ts');
      await (await import('./backend/spreadsheets/xlsx-guard.ts')).checkXlsx(zipOf(workbookParts()));
      const pdf = await (await import('./backend/privacy/default-pdf.ts')).generatePrivacyPdf();
      const outbox = (await import('node:fs')).mkdtempSync((await import('node:path')).join((await import('node:os')).tmpdir(), 'footprint-mail-'));
      const mailer = (await import('./backend/mail/mailer.ts')).outboxMailer(outbox, 'portal@example.com');
      console.info = () => {};
      await mailer.send({ to: 'someone@example.com', subject: 'hello', text: 'hello', html: '<p>hello</p>' });
      const mails = (await import('node:fs')).readdirSync(outbox).length;
      (await import('node:fs')).rmSync(outbox, { recursive: true });
      console.log(JSON.stringify({ atStart, afterUse: seen(), pdfBytes: pdf.length, mails }));
    `) as { atStart: string[]; afterUse: string[]; pdfBytes: number; mails: number };
    expect(out.atStart).toEqual([]);
    // The same hook sees each library once a request needs it.
    expect(out.afterUse).toEqual(['@cj-tech-master/excelts', 'nodemailer', 'pdf-lib', 'yauzl']);
    expect(out.pdfBytes).toBeGreaterThan(1000);
    expect(out.mails).toBe(1);
  });

  it('imports pg in the database client for a PostgreSQL target only; the job queue brings it to every server', () => {
    const out = inFreshNode(`
      const resolved = new Set();
      (await import('node:module')).registerHooks({ resolve: (specifier, context, next) => {
        const result = next(specifier, context);
        if (/node_modules\\/pg\\//.test(result.url)) resolved.add('pg');
        return result;
      } });
      const { openDatabase } = await import('./backend/db/client.ts');
      const embedded = await openDatabase({ kind: 'pglite', dataDir: null });
      const [{ one }] = (await embedded.db.execute('select 1 as one')).rows;
      await embedded.close();
      const withEmbedded = [...resolved];
      // A pool connects on its first query: opening one needs no server.
      const postgres = await openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
      await postgres.close();
      const withPostgres = [...resolved];
      resolved.clear();
      // What backend/index.ts starts with the database, on both: pg-boss requires pg (docs/deploy.md, "Memory").
      await import('./backend/jobs/pg-boss-queue.ts');
      console.log(JSON.stringify({ one, withEmbedded, withPostgres, kind: postgres.kind, withQueue: [...resolved] }));
    `) as { one: number; withEmbedded: string[]; withPostgres: string[]; kind: string; withQueue: string[] };
    expect(out.one).toBe(1);
    expect(out.withEmbedded).toEqual([]);
    expect(out.withPostgres).toEqual(['pg']);
    expect(out.kind).toBe('postgres');
    expect(out.withQueue).toEqual(['pg']);
  });
});
