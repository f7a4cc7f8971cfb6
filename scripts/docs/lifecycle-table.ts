// Renders the lifecycle (core/lifecycle/contract-lifecycle.ts) as the Markdown
// table docs/domain.md carries between its `lifecycle` markers. The docs test
// (tests/unit/lifecycle/docs-table.test.ts) fails when they differ;
// `sh scripts/node24.sh tsx scripts/docs/lifecycle-table.ts --write` rewrites the block.
import { readFileSync, writeFileSync } from 'node:fs';
import { CAPABILITIES } from '../../core/capabilities';
import { TRANSITIONS, type Effect, type Precondition } from '../../core/lifecycle/contract-lifecycle';

export const START = '<!-- lifecycle:start (generated from core/lifecycle/contract-lifecycle.ts) -->';
export const END = '<!-- lifecycle:end -->';

const NEEDS: Record<Precondition, string> = {
  positiveCredit: 'a positive credit decision',
  documentsAccepted: 'the documents asked for, supplied and accepted',
  unitsShipped: "every unit's serial number and DDT",
  deliveryConfirmed: 'the delivery confirmation (its day)',
};
const DOES: Record<Effect, string> = {
  creditEvaluation: 'the credit provider evaluates it',
  reviewNotes: 'the note becomes the review notes',
  startDate: 'the delivery day becomes the start date',
  closingDate: 'the closing date is set',
  providerChange: 'the contract goes to the provider the resubmission names, repriced (resubmit action only)',
  closeReplaced: 'the contract an upgrade replaces closes',
};

function who(mover: string): string {
  if (mover === 'system') return 'the system';
  const entry = CAPABILITIES.find((c) => c.name === mover)!;
  return `\`${mover}\` (${entry.roles.join(', ')})`;
}

export function lifecycleTable(): string {
  const rows = TRANSITIONS.map((t) =>
    [
      t.from,
      t.to,
      t.by.map(who).join('; '),
      t.requires.map((p) => NEEDS[p]).join('; ') || '—',
      [...t.effects.map((e) => DOES[e]), ...(t.units ? [`units → ${t.units}`] : [])].join('; ') || '—',
    ].join(' | '),
  );
  return [START, '| From | To | Who moves it | Needs | Effects |', '| --- | --- | --- | --- | --- |', ...rows.map((r) => `| ${r} |`), END].join('\n');
}

export function withTable(doc: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0) throw new Error('docs/domain.md has no lifecycle markers');
  return doc.slice(0, start) + lifecycleTable() + doc.slice(end + END.length);
}

if (process.argv.includes('--write')) {
  const file = new URL('../../docs/domain.md', import.meta.url);
  writeFileSync(file, withTable(readFileSync(file, 'utf8')));
}
