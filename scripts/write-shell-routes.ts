// Writes lib/navigation/shell-routes.generated.ts, the secured shell's light copy of the route table for the
// browser (title and go-back button), from lib/navigation/routes.ts: `npx tsx scripts/write-shell-routes.ts`
// after a change to the table (tests/unit/shell.test.ts fails while the copy is out of date).
import fs from 'node:fs';
import { shellRoutesOf } from '../lib/navigation/routes';

const FILE = 'lib/navigation/shell-routes.generated.ts';

const rows = shellRoutesOf().map((row) => `  [${row.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(', ')}],`);

fs.writeFileSync(
  FILE,
  `// Generated from lib/navigation/routes.ts by scripts/write-shell-routes.ts: do not edit. The pages of the secured shell
// with what the browser needs of them (the whole table, with roles and guards, stays on the server).
import type { ShellRoute } from './routes';

export const SHELL_ROUTES: readonly ShellRoute[] = [
${rows.join('\n')}
];
`,
);
console.log(`${FILE}: ${rows.length} routes`);
