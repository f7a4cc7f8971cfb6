// The adapters of the catalogue area, each an embedded default or the real
// service chosen by the environment (docs/architecture.md). createApp builds them once;
// tests pass their own.
import path from 'node:path';
import type { Database } from '../db/client';
import { registryCompanyCredit } from './company-credit/registry';
import { remoteCompanyCredit } from './company-credit/remote';
import type { CompanyCreditLookup } from './company-credit/types';
import { icecatContentSource } from './content/icecat';
import { localContentSource } from './content/local';
import type { ProductContentSource } from './content/types';
import { type AdapterEnv, parseEnv } from '../env';
import { localFileStorage } from './files/local';
import { s3FileStorage } from './files/s3';
import type { FileStorage } from './files/storage';
import { localStorySource } from './stories/local';
import { remoteStorySource } from './stories/remote';
import type { StorySource } from './stories/types';

export interface Adapters {
  files: FileStorage;
  content: ProductContentSource;
  /** the host an /api/Icecat url may name (only its identifiers are read) */
  icecatHost: string;
  stories: StorySource;
  companyCredit: CompanyCreditLookup;
}

/** S3 when S3_* are set, else DATA_DIR/files. */
export function fileStorageFor(env: AdapterEnv, dataDir: string): FileStorage {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return s3FileStorage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return localFileStorage(path.join(dataDir, 'files'));
}

/** The file storage of this process's environment (the seed uses it when not given one). */
export function fileStorageFromEnv(env: Record<string, string | undefined> = process.env): FileStorage {
  return fileStorageFor(parseEnv(env), path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.DATA_DIR || './data'));
}

export function createAdapters(options: { db: Database; dataDir: string; env?: Record<string, string | undefined>; overrides?: Partial<Adapters> }): Adapters {
  const env = parseEnv(options.env ?? process.env);
  const files = options.overrides?.files ?? fileStorageFor(env, options.dataDir);
  const icecat = env.ICECAT_USERNAME && env.ICECAT_API_KEY;
  return {
    files,
    content: icecat
      ? icecatContentSource({ baseUrl: env.ICECAT_BASE_URL, username: env.ICECAT_USERNAME!, apiToken: env.ICECAT_API_KEY! })
      : localContentSource(files),
    icecatHost: new URL(env.ICECAT_BASE_URL).hostname,
    stories: env.VIRTUALLAND_STORIES_URL ? remoteStorySource(env.VIRTUALLAND_STORIES_URL) : localStorySource(),
    companyCredit: env.COMPANY_CREDIT_URL ? remoteCompanyCredit(env.COMPANY_CREDIT_URL, env.COMPANY_CREDIT_API_KEY) : registryCompanyCredit(options.db),
    ...options.overrides,
  };
}

export type { FileStorage } from './files/storage';
export type { ProductContentSource, ProductContent, ContentQuery } from './content/types';
export type { StorySource, Story } from './stories/types';
export type { CompanyCreditLookup, CompanyCreditRecord } from './company-credit/types';
export { UpstreamError } from './http';
