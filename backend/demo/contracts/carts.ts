// Plausible carts for the seeds, priced by the real rules: one to three
// models (cameras favoured at Nikon), one guarantee tier per line, an
// accessory now and then (never with Noleggio flex), and the shipping modes,
// several destinations when there are enough units. A cart a rule refuses is
// simplified (accessories dropped) before giving up.
import type { ContractType, GuaranteeTier } from '../../../core/domain/catalogue';
import type { ShippingMode } from '../../../core/domain/contracts';
import type { Cart } from '../../../core/schemas/pricing';
import type { PricedCart } from '../../../core/pricing/compute';
import type { DestinationInput } from '../../contracts/rows';
import { type SeedCatalogue, type SeedModel, priceSeedCart } from './catalogue';
import { type Random, between, pick } from './random';

const TIERS: readonly GuaranteeTier[] = ['SILVER', 'GOLD', 'PLATINUM'];
const DURATIONS = [24, 36, 48, 60];
const SITES = [
  { address: 'Via Torino 21', postalCode: '20123', town: 'Milano', province: 'MI' },
  { address: 'Corso Buenos Aires 54', postalCode: '20124', town: 'Milano', province: 'MI' },
  { address: 'Via Nazionale 184', postalCode: '00184', town: 'Roma', province: 'RM' },
  { address: 'Via Garibaldi 7', postalCode: '10122', town: 'Torino', province: 'TO' },
  { address: 'Via XX Settembre 33', postalCode: '24122', town: 'Bergamo', province: 'BG' },
  { address: 'Piazza Maggiore 2', postalCode: '40124', town: 'Bologna', province: 'BO' },
];
const CONTACTS = ['Ufficio acquisti', 'Magazzino', 'Reception', 'Sede operativa'];

export interface SeedAgency {
  id: number;
  name: string;
  shippingMaxUnits: number;
}

export interface SeededCart {
  priced: PricedCart;
  destinations: DestinationInput[];
}

function destinationsFor(random: Random, units: number, min: number): DestinationInput[] {
  const first = Math.max(min, Math.floor(units / 2));
  return [first, units - first].map((n, i) => ({
    units: n,
    contactName: pick(random, CONTACTS),
    phone: `02${between(random, 1_000_000, 9_999_999)}`,
    ...SITES[(i + between(random, 0, 5)) % SITES.length]!,
  }));
}

/** Size limits: the demo shows fuller carts, the large generated set keeps them small. */
export interface CartSize {
  maxLines: number;
  maxQuantity: number;
}

export function seedCart(
  catalogue: SeedCatalogue,
  agency: SeedAgency,
  random: Random,
  type: ContractType = pick(random, ['purchase', 'plus', 'flex'] as const),
  size: CartSize = { maxLines: 3, maxQuantity: 4 },
): SeededCart {
  const eligible = catalogue.models.filter((m) => type !== 'flex' || m.flexEligible);
  const cameras = eligible.filter((m) => m.category === 'camera');
  const pool = agency.name === 'Nikon' && cameras.length > 0 && random() < 0.7 ? cameras : eligible;
  const chosen = new Map<number, SeedModel>();
  const lineCount = between(random, 1, size.maxLines);
  while (chosen.size < Math.min(lineCount, pool.length)) {
    const model = pick(random, pool);
    chosen.set(model.id, model);
  }
  const durationMonths = pick(random, DURATIONS);
  const providerCode = pick(random, catalogue.providers);
  const lines = [...chosen.values()].map((model) => {
    const quantity = between(random, 1, size.maxQuantity);
    const accessory =
      type !== 'flex' && model.accessoryIds.length > 0 && random() < 0.4 ? [{ accessoryId: pick(random, model.accessoryIds), quantity: 1 }] : [];
    return { modelId: model.id, quantity, durationMonths, accessories: accessory, services: [{ tier: pick(random, TIERS), quantity }] };
  });
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  let mode: ShippingMode = pick(random, ['registeredOffice', 'pickup', 'multipleDestinations'] as const);
  if (mode === 'multipleDestinations' && units < 2 * agency.shippingMaxUnits) mode = 'registeredOffice';
  const destinations = mode === 'multipleDestinations' ? destinationsFor(random, units, agency.shippingMaxUnits) : [];
  const cart: Cart = { providerCode, contractType: type, lines, shipping: { mode, destinations } };

  const priced =
    priceSeedCart(catalogue, agency.id, cart) ?? priceSeedCart(catalogue, agency.id, { ...cart, lines: lines.map((l) => ({ ...l, accessories: [] })) });
  if (!priced) throw new Error(`seed cart refused by the pricing rules: ${JSON.stringify(cart)}`);
  return { priced, destinations };
}
