// the transition table, written out again on purpose (the code must
// match the design, not itself) and checked for every (from, to) pair and
// every actor: 17 × 17 pairs × 10 actors.
import { describe, expect, it } from 'vitest';
import { type TransitionActor, canTransition, isTransition, nextStatuses, pathTo, unitStatusFor } from '@/backend/contracts/transitions';
import { CONTRACT_STATUSES, type ContractStatus } from '@/core/domain/contracts';
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
  'missingDocs>documentationOk': [...STAFF, ...ADMINS],
  'documentationOk>approvated': [...SYSTEM, ...ADMINS],
  'preApprovated>approvated': [...SYSTEM, ...ADMINS],
  'preApprovated>refused': [...SYSTEM, ...ADMINS],
  'approvated>sent': [...STAFF, ...ADMINS],
  'sent>contractAccepted': [...STAFF, ...ADMINS, 'customer'],
  'sent>refusedByCustomer': [...STAFF, ...ADMINS, 'customer'],
  'contractAccepted>inActivation': [...SYSTEM, ...ADMINS],
  'inActivation>active': [...SYSTEM, ...ADMINS],
  'active>closing': [...SYSTEM, ...ADMINS],
  'closing>closed': [...SYSTEM, ...ADMINS],
  'closing>finished': [...SYSTEM, ...ADMINS],
  'error>created': [...STAFF, ...ADMINS],
};

const ACTORS: TransitionActor[] = [...ROLES, 'system'];

describe('canTransition', () => {
  it('knows every status', () => {
    expect(CONTRACT_STATUSES).toHaveLength(17);
  });

  for (const from of CONTRACT_STATUSES) {
    for (const to of CONTRACT_STATUSES) {
      const allowed = EXPECTED[`${from}>${to}`] ?? [];
      it(`${from} → ${to}: ${allowed.length ? allowed.join(', ') : 'nobody'}`, () => {
        for (const actor of ACTORS) expect(canTransition(from, to, actor), `${actor}`).toBe(allowed.includes(actor));
        expect(isTransition(from, to)).toBe(allowed.length > 0);
      });
    }
  }

  it('lets a junior agent approve nothing', () => {
    expect(canTransition('draft', 'created', 'junior_agent')).toBe(false);
    expect(canTransition('preApprovated', 'approvated', 'junior_agent')).toBe(false);
  });

  it('lists the next statuses an actor may pick', () => {
    expect(nextStatuses('sent', 'customer').sort()).toEqual(['contractAccepted', 'refusedByCustomer']);
    expect(nextStatuses('created', 'administrator')).toEqual([]);
    expect(nextStatuses('closed', 'superAdministrator')).toEqual([]);
  });
});

describe('pathTo', () => {
  it('reaches every status through allowed moves from where contracts start', () => {
    for (const status of CONTRACT_STATUSES) {
      const path = pathTo(status);
      expect(path.at(-1)).toBe(status);
      expect(['draft', 'created']).toContain(path[0]);
      for (let i = 1; i < path.length; i += 1) expect(isTransition(path[i - 1]!, path[i]!), `${path[i - 1]} → ${path[i]}`).toBe(true);
    }
  });

  it('takes the shortest way', () => {
    expect(pathTo('created')).toEqual(['created']);
    expect(pathTo('draft_with_notes')).toEqual(['draft', 'draft_with_notes']);
    expect(pathTo('finished')).toEqual(['created', 'preApprovated', 'approvated', 'sent', 'contractAccepted', 'inActivation', 'active', 'closing', 'finished']);
  });
});

describe('unitStatusFor', () => {
  it('moves the product units along with the contract', () => {
    const expected: Partial<Record<ContractStatus, string>> = {
      created: 'created',
      contractAccepted: 'shipmentPreparation',
      inActivation: 'inActivation',
      active: 'active',
      closing: 'closing',
      closed: 'closed',
      finished: 'finished',
    };
    for (const status of CONTRACT_STATUSES) expect(unitStatusFor(status)).toBe(expected[status] ?? null);
  });
});
