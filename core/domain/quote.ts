// How a new quote starts: the contract terms the agent may change later. The
// open quote's schema takes them as its defaults, and a quote whose products
// were all removed starts again from them when the next product comes in, so
// an abandoned quote's terms (a 'Noleggio flex', say) never carry over.
import { FINANCING_DURATIONS } from './catalogue';

export const NEW_QUOTE_TERMS = {
  providerCode: 'GRENKE',
  contractType: 'purchase',
  durationMonths: FINANCING_DURATIONS[1],
  shippingMode: 'registeredOffice',
} as const;
