// File storage (docs/architecture.md): local DATA_DIR/files by default, an S3-compatible
// bucket when configured. Keys are relative paths of safe characters, checked
// here once, so neither implementation can be walked out of its root.

export interface FileStorage {
  readonly kind: 'local' | 's3' | 'memory';
  /** null when the key holds nothing */
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.split('/').some((part) => part === '.' || part === '..');
}

export function assertKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** In memory: tests and tools that must not touch the disk. */
export function memoryFileStorage(): FileStorage {
  const files = new Map<string, Uint8Array>();
  return {
    kind: 'memory',
    async get(key) {
      return files.get(assertKey(key)) ?? null;
    },
    async put(key, body) {
      files.set(assertKey(key), body);
    },
    async exists(key) {
      return files.has(assertKey(key));
    },
  };
}
