import type { GuaranteeTier } from '../../core/domain/catalogue';
import { type WarrantyOfferBody, WarrantyOfferBodySchema } from '../../core/schemas/tickets';
import { formChecks } from '../validation/form-checks';

// The warranty offer form's checks: a tier chosen, then the API's own body
// schema. Loaded when the form is first checked.

/** What the form holds: the tier chosen ('' for none yet) and the message as typed. */
export interface OfferFormValues {
  toTier: GuaranteeTier | '';
  note: string;
}

export const offerChecks = () =>
  formChecks<OfferFormValues, WarrantyOfferBody>(async ({ toTier, note }) => {
    if (toTier === '') return { issues: [{ path: ['toTier'], message: 'required' }] };
    const result = await WarrantyOfferBodySchema.safeParseAsync({ toTier, note: note.trim() || null });
    if (result.success) return { data: result.data };
    return { issues: result.error.issues.map((issue) => ({ path: [String(issue.path[0])], message: 'invalid_value' })) };
  });
