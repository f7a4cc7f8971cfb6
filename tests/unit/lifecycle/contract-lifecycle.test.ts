// The lifecycle (core/lifecycle/): the table written out again on purpose (the
// code must match the design, not itself), checked for every (from, to) pair,
// every role and the system; then every move × its facts × an override.
import { describe, expect, it } from 'vitest';
import { type Holder } from '@/core/capabilities';
import { CONTRACT_STATUSES, type ContractStatus } from '@/core/domain/contracts';
import { type ContractFacts, missingFacts } from '@/core/lifecycle/contract-facts';
import { TRANSITIONS, pathTo, transitionOf, unitsAfter } from '@/core/lifecycle/contract-lifecycle';
import { type Who, decideMove, mayTake, nextMoves } from '@/core/lifecycle/decide-move';
import { ROLES } from '@/core/roles';

const ADMINS = ['superAdministrator', 'administrator'];
const STAFF = ['agency_admin', 'agency', 'capo_area', 'group_manager', 'agent', 'junior_agent'];
const SYSTEM = ['system'];

const EXPECTED: Record<string, string[]> = {
  'draft>created': ADMINS,
  'draft_with_notes>created': ADMINS,
  'draft>draft_with_notes': ADMINS,
  'created>preApprovated': SYSTEM,
  'created>missingDocs': SYSTEM,
  'created>refused': SYSTEM,
  'created>error': SYSTEM,
  'missingDocs>documentationOk': [...SYSTEM, ...STAFF, ...ADMINS],
  'documentationOk>approvated': [...SYSTEM, ...ADMINS],
  'preApprovated>approvated': [...SYSTEM, ...ADMINS],
  'preApprovated>refused': [...SYSTEM, ...ADMINS],
  'approvated>sent': [...STAFF, ...ADMINS],
  'sent>contractAccepted': [...STAFF, ...ADMINS, 'customer'],
  'sent>refusedByCustomer': [...STAFF, ...ADMINS, 'customer'],
  'contractAccepted>inActivation': [...SYSTEM, ...ADMINS],
  // Only through the order page's delivery confirmation, which the permission table gives the superadministrator (orders: docs/domain.md).
  'inActivation>active': ['superAdministrator'],
  'active>closing': [...SYSTEM, ...ADMINS],
  'closing>closed': [...SYSTEM, ...ADMINS],
  'closing>finished': [...SYSTEM, ...ADMINS],
  'error>created': [...STAFF, ...ADMINS],
  // Resubmission to another provider: its own action, which names the provider (docs/domain.md, "Credit providers").
  'refused>created': [...STAFF, ...ADMINS],
};

const whoIs = (actor: string): Who => (actor === 'system' ? { system: true } : { holder: { role: actor as Holder['role'] } });

/** Every fact holds: a shipped, delivered, positively decided contract whose documents were accepted. */
const ALL_FACTS: ContractFacts = {
  creditOutcome: 'preApprovated',
  documents: { requested: ['companySolidity'], accepted: ['companySolidity'] },
  units: [{ serialNumber: 'SN1', ddtNumber: 'D1', ddtDate: '2026-11-01' }],
  deliveryDate: '2026-11-02',
};
import { NO_FACTS } from '../../support/lifecycle-facts';

describe('who may take each move', () => {
  it('knows every status', () => expect(CONTRACT_STATUSES).toHaveLength(17));

  for (const from of CONTRACT_STATUSES) {
    for (const to of CONTRACT_STATUSES) {
      const allowed = EXPECTED[`${from}>${to}`] ?? [];
      it(`${from} → ${to}: ${allowed.length ? allowed.join(', ') : 'nobody'}`, () => {
        const transition = transitionOf(from, to);
        expect(transition !== undefined).toBe(allowed.length > 0);
        for (const actor of [...ROLES, 'system']) {
          const verdict = decideMove(from, to, whoIs(actor), ALL_FACTS);
          expect(verdict.ok, `${actor}`).toBe(allowed.includes(actor));
          if (transition) expect(mayTake(transition, whoIs(actor)), actor).toBe(allowed.includes(actor));
        }
      });
    }
  }

  it('lets a junior agent approve nothing', () => {
    expect(decideMove('draft', 'created', whoIs('junior_agent'), ALL_FACTS)).toEqual({ ok: false, reason: 'forbidden' });
    expect(decideMove('preApprovated', 'approvated', whoIs('junior_agent'), ALL_FACTS)).toEqual({ ok: false, reason: 'forbidden' });
  });

  it('keeps the resubmission out of the status menu: only its action names the provider', () => {
    expect(decideMove('refused', 'created', whoIs('agent'), ALL_FACTS)).toMatchObject({ ok: true });
    expect(nextMoves('refused', { role: 'agent' }, ALL_FACTS)).toEqual([]);
    expect(nextMoves('refused', { role: 'superAdministrator' }, ALL_FACTS)).toEqual([]);
  });

  it('answers wrong_status for a move the table does not have, before asking who moves', () => {
    expect(decideMove('active', 'draft', whoIs('superAdministrator'), ALL_FACTS, 'any reason')).toEqual({ ok: false, reason: 'wrong_status' });
  });
});

describe('the facts each move needs', () => {
  const REQUIRED: Record<string, string[]> = {
    'missingDocs>documentationOk': ['documents_not_accepted'],
    'documentationOk>approvated': ['credit_not_positive'],
    'preApprovated>approvated': ['credit_not_positive'],
    'contractAccepted>inActivation': ['contract_without_units'],
    'inActivation>active': ['contract_without_units', 'delivery_not_confirmed'],
  };

  for (const t of TRANSITIONS) {
    const key = `${t.from}>${t.to}`;
    const expected = REQUIRED[key] ?? [];
    it(`${key} needs ${expected.join(', ') || 'nothing'}; an override with a reason steps past it`, () => {
      const mover = t.by.includes('system') ? whoIs('system') : whoIs(EXPECTED[key]!.find((r) => r !== 'system')!);
      const bare = decideMove(t.from, t.to, mover, NO_FACTS);
      if (expected.length === 0) {
        expect(bare.ok).toBe(true);
        return;
      }
      expect(bare).toMatchObject({ ok: false, reason: 'missing_facts' });
      expect(bare.ok === false && bare.reason === 'missing_facts' && bare.missing.map((m) => m.code)).toEqual(expected);
      expect(decideMove(t.from, t.to, mover, ALL_FACTS)).toMatchObject({ ok: true, overridden: [] });
      if (mover.system) return;
      // The override: only its capability (superAdministrator), only with a written reason.
      const superAdmin = whoIs('superAdministrator');
      if (mayTake(t, superAdmin)) {
        expect(decideMove(t.from, t.to, superAdmin, NO_FACTS)).toMatchObject({ ok: false, reason: 'missing_facts', overridable: true });
        expect(decideMove(t.from, t.to, superAdmin, NO_FACTS, '   ')).toMatchObject({ ok: false, reason: 'missing_facts' });
        const overridden = decideMove(t.from, t.to, superAdmin, NO_FACTS, 'Consegna verificata al telefono');
        expect(overridden.ok && overridden.overridden.map((m) => m.code)).toEqual(expected);
      }
      for (const role of ROLES.filter((r) => r !== 'superAdministrator')) {
        if (!mayTake(t, whoIs(role))) continue;
        expect(decideMove(t.from, t.to, whoIs(role), NO_FACTS), role).toMatchObject({ ok: false, reason: 'missing_facts', overridable: false });
        expect(decideMove(t.from, t.to, whoIs(role), NO_FACTS, 'Vorrei forzare'), role).toEqual({ ok: false, reason: 'override_forbidden' });
      }
    });
  }

  it('names the units that lack a serial or a DDT, with how many', () => {
    const units = [
      { serialNumber: 'SN1', ddtNumber: null, ddtDate: null },
      { serialNumber: null, ddtNumber: 'D2', ddtDate: '2026-11-01' },
      { serialNumber: null, ddtNumber: 'D3', ddtDate: null },
    ];
    expect(missingFacts(['unitsShipped'], { ...NO_FACTS, units })).toEqual([
      { code: 'units_without_serial', count: 2 },
      { code: 'units_without_ddt', count: 2 },
    ]);
  });

  it('counts a refusal or an error as no positive decision, and missing documents as one (their own fact follows)', () => {
    for (const [outcome, positive] of [
      ['preApprovated', true],
      ['missingDocs', true],
      ['refused', false],
      ['error', false],
      [null, false],
    ] as const) {
      expect(missingFacts(['positiveCredit'], { ...NO_FACTS, creditOutcome: outcome }).length === 0, String(outcome)).toBe(positive);
    }
  });

  it('keeps the documents open until every one asked for is accepted; a request without a list stays open', () => {
    const docs = (requested: string[], accepted: string[]) => missingFacts(['documentsAccepted'], { ...NO_FACTS, documents: { requested, accepted } });
    expect(docs(['companySolidity', 'employees'], ['employees'])).toEqual([{ code: 'documents_not_accepted', count: 1 }]);
    expect(docs(['companySolidity', 'employees'], ['employees', 'companySolidity'])).toEqual([]);
    expect(docs([], [])).toEqual([{ code: 'documents_not_accepted', count: 1 }]);
  });
});

describe('nextMoves', () => {
  it('lists what a person may pick, each with the facts it still lacks', () => {
    expect(
      nextMoves('sent', { role: 'customer' }, NO_FACTS)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['contractAccepted', 'refusedByCustomer']);
    expect(nextMoves('created', { role: 'administrator' }, ALL_FACTS)).toEqual([]);
    expect(nextMoves('inActivation', { role: 'superAdministrator' }, NO_FACTS)).toEqual([
      { to: 'active', missing: [{ code: 'contract_without_units' }, { code: 'delivery_not_confirmed' }] },
    ]);
    expect(nextMoves('inActivation', { role: 'administrator' }, ALL_FACTS)).toEqual([]);
  });
});

describe('pathTo and the units along it', () => {
  it('reaches every status through the table from where contracts start', () => {
    for (const status of CONTRACT_STATUSES) {
      const path = pathTo(status);
      expect(path.at(-1)).toBe(status);
      expect(['draft', 'created']).toContain(path[0]);
      for (let i = 1; i < path.length; i += 1) expect(transitionOf(path[i - 1]!, path[i]!), `${path[i - 1]} → ${path[i]}`).toBeDefined();
    }
  });

  it('takes the shortest way', () => {
    expect(pathTo('created')).toEqual(['created']);
    expect(pathTo('draft_with_notes')).toEqual(['draft', 'draft_with_notes']);
    expect(pathTo('finished')).toEqual(['created', 'preApprovated', 'approvated', 'sent', 'contractAccepted', 'inActivation', 'active', 'closing', 'finished']);
  });

  it('moves the product units along with the contract', () => {
    const expected: Partial<Record<ContractStatus, string>> = {
      created: 'created',
      preApprovated: 'created',
      approvated: 'created',
      sent: 'created',
      contractAccepted: 'shipmentPreparation',
      inActivation: 'inActivation',
      active: 'active',
      closing: 'closing',
      closed: 'closed',
      finished: 'finished',
    };
    for (const status of [
      'draft',
      'created',
      'preApprovated',
      'approvated',
      'sent',
      'contractAccepted',
      'inActivation',
      'active',
      'closing',
      'closed',
      'finished',
    ] as const) {
      expect(unitsAfter(pathTo(status)), status).toBe(expected[status] ?? 'none');
    }
  });
});
