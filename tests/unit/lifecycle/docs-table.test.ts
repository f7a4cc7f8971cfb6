// docs/domain.md carries the lifecycle as one table, generated from the machine
// (scripts/docs/lifecycle-table.ts): the documentation cannot drift from the code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '@/core/capabilities';
import { TRANSITIONS } from '@/core/lifecycle/contract-lifecycle';
import { END, START, lifecycleTable, withTable } from '../../../scripts/docs/lifecycle-table';

const doc = readFileSync('docs/domain.md', 'utf8');

describe('the lifecycle in docs/domain.md', () => {
  it('is the table the machine renders (regenerate: sh scripts/node24.sh tsx scripts/docs/lifecycle-table.ts --write)', () => {
    expect(doc.slice(doc.indexOf(START), doc.indexOf(END) + END.length)).toBe(lifecycleTable());
    expect(withTable(doc)).toBe(doc);
  });

  it('has a row per move, naming who takes it with the roles that hold the capability', () => {
    const table = lifecycleTable();
    expect(table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| From') && !line.startsWith('| ---'))).toHaveLength(
      TRANSITIONS.length,
    );
    const override = CAPABILITIES.find((c) => c.name === 'orders.delivery.confirm')!;
    expect(table).toContain(`| inActivation | active | \`orders.delivery.confirm\` (${override.roles.join(', ')}) |`);
  });
});
