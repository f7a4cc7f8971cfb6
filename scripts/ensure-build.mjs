// Builds the portal unless .next holds a build newer than every source file,
// so `npm test` after `npm run build` does not build twice.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

function newestSourceMtime() {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.startsWith('tests/') && !file.startsWith('scripts/') && !file.startsWith('.ci/'));
  let newest = 0;
  for (const file of files) {
    try {
      newest = Math.max(newest, fs.statSync(file).mtimeMs);
    } catch {
      // deleted but not yet committed
    }
  }
  return newest;
}

function buildIsFresh() {
  try {
    return fs.statSync('.next/BUILD_ID').mtimeMs > newestSourceMtime();
  } catch {
    return false;
  }
}

if (process.env.FORCE_BUILD !== '1' && buildIsFresh()) {
  console.log('[ensure-build] .next is newer than the sources: using it');
} else {
  const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
