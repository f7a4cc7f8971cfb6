// npm run test:api-walk: the OpenAPI walk (tests/backend/openapi-walk.test.ts)
// at length. API_WALK_RUNS cases per operation (2,000 here; `npm test` runs
// 300), API_WALK_SEED to replay a run, API_WALK_STATS=1 for the statuses seen
// per operation. TEST_DATABASE_URL set: on PostgreSQL, as the backend suite.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, API_WALK_RUNS: process.env.API_WALK_RUNS ?? '2000' };
const args = ['node_modules/vitest/vitest.mjs', 'run', '--project', 'backend', 'tests/backend/openapi-walk.test.ts'];
process.exit(spawnSync(process.execPath, args, { stdio: 'inherit', env }).status ?? 1);
