// The embedded default: files under DATA_DIR/files. Writes go to a temporary
// file first and are renamed into place, so a reader (or a second seeding
// process) never sees half a file.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, assertKey } from './storage';

export function localFileStorage(root: string): FileStorage {
  const resolved = path.resolve(root);
  const pathOf = (key: string) => path.join(resolved, ...assertKey(key).split('/'));

  return {
    kind: 'local',
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, body);
      await rename(partial, target);
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}
