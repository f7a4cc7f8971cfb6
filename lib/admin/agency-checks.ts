import type { z } from 'zod';
import { AgencyCreateBodySchema } from '../../core/schemas/agencies';
import { type FieldIssue, formChecks } from '../validation/form-checks';

// The agency form's checks: the API's own body schema over what the form
// holds (euros become cents). Loaded when the form is first checked: zod stays
// out of the page's first load.

/** What the form holds: amounts as DecimalField gives them (null blank, NaN unreadable), the units as typed. */
export interface AgencyFormValues {
  name: string;
  shippingUnitCost: number | null;
  shippingMaxUnits: string;
  agentCommission: number | null;
  grenkeAgentCommission: number | null;
}

/** A form field refused; each field has one message (the form words it). */
const fieldOf = (path: readonly PropertyKey[]) => (path[0] === 'shippingUnitCostCents' ? 'shippingUnitCost' : String(path[0]));

export const agencyChecks = formChecks<AgencyFormValues, z.output<typeof AgencyCreateBodySchema>>(async (values) => {
  const units = values.shippingMaxUnits.trim();
  const body = {
    name: values.name,
    shippingUnitCostCents: values.shippingUnitCost === null ? Number.NaN : Math.round(values.shippingUnitCost * 100),
    shippingMaxUnits: /^\d{1,4}$/.test(units) ? Number(units) : Number.NaN,
    agentCommission: values.agentCommission ?? Number.NaN,
    grenkeAgentCommission: values.grenkeAgentCommission ?? Number.NaN,
  };
  const result = await AgencyCreateBodySchema.safeParseAsync(body);
  if (result.success) return { data: result.data };
  return { issues: result.error.issues.map((issue): FieldIssue => ({ path: [fieldOf(issue.path)], message: 'invalid' })) };
});
