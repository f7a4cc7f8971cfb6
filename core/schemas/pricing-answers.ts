// Response bodies and the tax-savings request of the pricing endpoints.
import { z } from 'zod';
import { CONTRACT_TYPES, FINANCING_DURATIONS, GUARANTEE_TIERS } from '../domain/catalogue';
import { SHIPPING_MODES } from '../domain/contracts';
import { MAX_TAXABLE_INCOME } from '../pricing/limits';

const Money = z.number().meta({ description: 'EUR, 2 decimals, VAT excluded' });

const PricedItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  partNumber: z.string(),
  quantity: z.number().int(),
  unitPrice: Money,
  amount: Money,
});
const PricedServiceSchema = z.object({
  serviceId: z.number().int(),
  tier: z.enum(GUARANTEE_TIERS),
  quantity: z.number().int(),
  unitPrice: Money,
  amount: Money,
});

export const PricesAnswerSchema = z
  .object({
    provider: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    contractType: z.enum(CONTRACT_TYPES),
    durationMonths: z.number().int(),
    shippingMode: z.enum(SHIPPING_MODES),
    productUnits: z.number().int(),
    lines: z.array(
      z.object({
        modelId: z.number().int(),
        name: z.string(),
        partNumber: z.string(),
        quantity: z.number().int(),
        unitPrice: Money,
        amount: Money,
        accessories: z.array(PricedItemSchema),
        services: z.array(PricedServiceSchema),
      }),
    ),
    productsAmount: Money,
    accessoriesAmount: Money,
    servicesAmount: Money,
    shippingCost: Money.meta({ description: 'agency shippingUnitCost × product units; 0 for pickup' }),
    financedAmount: Money.meta({ description: 'products + accessories + services + shipping' }),
    rateFactor: z.number().meta({ description: "factor of the financed amount's band" }),
    bandMax: z.number().nullable().meta({ description: 'upper bound of that band; null = the open band' }),
    monthlyPayment: Money.meta({
      description: 'financed × factor, rounded to the cent; just above a band boundary held at the payment of the top of the lower band',
    }),
    totalValue: Money.meta({ description: 'monthlyPayment × durationMonths' }),
    commission: z
      .object({ percent: z.number(), amount: Money })
      .optional()
      .meta({ description: 'Agent commission: present for agency staff and administrators, never for customers' }),
  })
  .meta({ id: 'Prices' });

export const TaxSavingsBodySchema = z
  .object({
    taxableIncome: z.number().min(0).max(MAX_TAXABLE_INCOME).meta({ description: 'Yearly taxable income in EUR', example: 60_000 }),
    monthlyPayment: z.number().min(0).max(10_000_000).meta({ example: 120 }),
    durationMonths: z.number().int().min(1).max(600).default(FINANCING_DURATIONS[1]).meta({ description: 'For the totals over the contract', example: 36 }),
  })
  .meta({ id: 'TaxSavingsBody' });

export const TaxSavingsAnswerSchema = z
  .object({
    taxableIncome: Money,
    averageRatePercent: z.number().meta({ description: 'IRPEF average rate, 2 decimals (60,000 EUR → 30.73)' }),
    grossTax: Money,
    yearlyFees: Money.meta({ description: 'monthlyPayment × 12' }),
    yearlyTaxSaving: Money,
    yearlyNetCost: Money,
    totalFees: Money.meta({ description: 'monthlyPayment × durationMonths' }),
    totalTaxSaving: Money.meta({ description: 'The sum of one saving per tax year, each rounded to the cent' }),
  })
  .meta({ id: 'TaxSavings' });
