// Creating a PGlite instance costs ~3 s (initdb); loading a dump of an
// already migrated one costs ~0.6 s. The first test file writes the dump to
// the temp dir, keyed by the migrations and the PGlite version, and every
// other file (and later run) loads it. The handle is migrated again anyway,
// a no-op that also guards against a stale template.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, MIGRATIONS_FOLDER, PGLITE_EXTENSIONS, PGLITE_START_PARAMS, pgliteHandle } from '@/backend/db/client';

function templateFile(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json')));
  for (const name of readdirSync(MIGRATIONS_FOLDER)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(path.join(MIGRATIONS_FOLDER, name)));
  }
  // the journal too: a regenerated migration with the same SQL gets a new timestamp, which the migrator compares
  hash.update(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json')));
  return path.join(tmpdir(), `agency-portal-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

export async function openMigratedPglite(): Promise<DatabaseHandle> {
  const file = templateFile();
  if (existsSync(file)) {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]), extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS });
    const handle = pgliteHandle(client);
    await handle.migrate();
    return handle;
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS });
  const handle = pgliteHandle(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  // Write then rename: a parallel test file never reads a half-written template.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return handle;
}
