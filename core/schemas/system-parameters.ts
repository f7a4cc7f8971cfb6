// The system parameters page's API (/api/SystemParameters): the tunables, each
// an integer within its range; a change applies to the next quote and the next
// archiving run (they are read on each use).
import { z } from 'zod';
import { PARAMETER_RANGES, type ParameterKey } from '../domain/system-parameters';
import { AuditTrailSchema } from './audit';

const DESCRIPTIONS: Record<ParameterKey, string> = {
  archiveRefusedContractDays: 'Days after which a refused contract is archived',
  archivedDraftContractDays: 'Days after which an untouched draft is archived',
  scoreKO: 'A credit score below it is refused',
  scoreProviderSC: 'A credit score from it up is pre-approved',
  activityMinMonths: 'A company younger than this many months is refused',
  endOfTermNoticeDays: "Days before a contract's end by which notice is due",
  endOfTermReminder1Days: 'First e-mail reminder, days before the notice deadline (0: off)',
  endOfTermReminder2Days: 'Second e-mail reminder, days before the notice deadline (0: off)',
  endOfTermReminder3Days: 'Third e-mail reminder, days before the notice deadline (0: off)',
  endOfTermResidualPercent: "An extension is priced on this share of the contract's financed amount",
};

const field = (key: ParameterKey) =>
  z
    .number()
    .int()
    .min(PARAMETER_RANGES[key].min)
    .max(PARAMETER_RANGES[key].max)
    .meta({ description: `${DESCRIPTIONS[key]} (${PARAMETER_RANGES[key].min}–${PARAMETER_RANGES[key].max})` });

const fields = {
  archiveRefusedContractDays: field('archiveRefusedContractDays'),
  archivedDraftContractDays: field('archivedDraftContractDays'),
  scoreKO: field('scoreKO'),
  scoreProviderSC: field('scoreProviderSC'),
  activityMinMonths: field('activityMinMonths'),
  endOfTermNoticeDays: field('endOfTermNoticeDays'),
  endOfTermReminder1Days: field('endOfTermReminder1Days'),
  endOfTermReminder2Days: field('endOfTermReminder2Days'),
  endOfTermReminder3Days: field('endOfTermReminder3Days'),
  endOfTermResidualPercent: field('endOfTermResidualPercent'),
};

export const SystemParametersSchema = z.object({ ...fields, history: AuditTrailSchema }).meta({ id: 'SystemParameters' });

export const SystemParametersUpdateSchema = z
  .strictObject(fields)
  .partial()
  .meta({ id: 'SystemParametersUpdate', description: 'Any of the values; scoreKO may not exceed scoreProviderSC' });
