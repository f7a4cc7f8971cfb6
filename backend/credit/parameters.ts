// The tunables (docs/domain.md) from system_parameters (seeded by migration 0001;
// admins may change them). Read per use, so a change applies at once.
import type { Database } from '../db/client';
import { systemParameters } from '../db/schema';

export interface SystemParameters {
  archiveRefusedContractDays: number;
  archivedDraftContractDays: number;
  scoreKO: number;
  scoreProviderSC: number;
  activityMinMonths: number;
  endOfTermNoticeDays: number;
  endOfTermReminder1Days: number;
  endOfTermReminder2Days: number;
  endOfTermReminder3Days: number;
  endOfTermResidualPercent: number;
}

/** The values migration 0001 installs; used only should a row have been deleted. */
export const DEFAULT_PARAMETERS: SystemParameters = {
  archiveRefusedContractDays: 30,
  archivedDraftContractDays: 60,
  scoreKO: 40,
  scoreProviderSC: 70,
  activityMinMonths: 24,
  // migration end-of-term
  endOfTermNoticeDays: 90,
  endOfTermReminder1Days: 60,
  endOfTermReminder2Days: 30,
  endOfTermReminder3Days: 7,
  endOfTermResidualPercent: 20,
};

export async function loadSystemParameters(db: Database): Promise<SystemParameters> {
  const rows = await db.select({ key: systemParameters.key, value: systemParameters.value }).from(systemParameters);
  const values = { ...DEFAULT_PARAMETERS };
  for (const row of rows) {
    if (row.key in values) values[row.key as keyof SystemParameters] = Number(row.value);
  }
  return values;
}
