// The providers a refused deal could go to (docs/domain.md, "Credit
// providers"): every active provider with the monthly payment its rate
// factors give the deal (the pricing rules of core/pricing/rules.ts) and what
// keeps the deal from it (its eligibility, an earlier refusal of the same
// data: core/credit/). The detail page lists them; the resubmission takes one.
import { asc, eq } from 'drizzle-orm';
import { dealFingerprint } from '../../core/credit/deal-fingerprint';
import { type IneligibilityReason, ineligibility } from '../../core/credit/eligibility';
import { rulesOf, scoringOf } from '../../core/credit/provider-rules';
import { resubmitBlocks } from '../../core/credit/resubmission';
import { toCents, toEuros } from '../../core/pricing/money';
import { commissionCents, commissionPercentFor, monthlyPayment, sortBands, totalValueCents } from '../../core/pricing/rules';
import type { ProviderOptionSchema } from '../../core/schemas/contracts-answers';
import type { z } from 'zod';
import { loadSystemParameters } from '../credit/parameters';
import type { Database } from '../db/client';
import { agencies, contracts, creditDecisions, creditProviders, rateFactors } from '../db/schema';

export type ProviderOption = z.infer<typeof ProviderOptionSchema> & {
  id: number;
  /** what the contract stores when it goes there */
  priced: { monthlyPayment: number; totalValue: number; commissionAmount: number } | null;
};

/** The deal as its providers see it: amount, duration, the contract's copy of the company, and where it stands. */
async function dealOf(db: Database, contractId: number) {
  const [deal] = await db
    .select({
      providerId: contracts.providerId,
      providerCode: creditProviders.code,
      financedAmount: contracts.financedAmount,
      durationMonths: contracts.durationMonths,
      monthlyPayment: contracts.monthlyPayment,
      company: contracts.company,
      agentCommission: agencies.agentCommission,
      grenkeAgentCommission: agencies.grenkeAgentCommission,
    })
    .from(contracts)
    .innerJoin(agencies, eq(agencies.id, contracts.agencyId))
    .innerJoin(creditProviders, eq(creditProviders.id, contracts.providerId))
    .where(eq(contracts.id, contractId));
  return deal!;
}

export type Deal = Awaited<ReturnType<typeof dealOf>>;

export async function providerOptions(db: Database, contractId: number, today: Date): Promise<{ deal: Deal; options: ProviderOption[] }> {
  const deal = await dealOf(db, contractId);
  const [providers, factors, decisions, params] = await Promise.all([
    db
      .select({ id: creditProviders.id, code: creditProviders.code, name: creditProviders.name })
      .from(creditProviders)
      .where(eq(creditProviders.active, true))
      .orderBy(asc(creditProviders.code)),
    db
      .select({ providerId: rateFactors.providerId, bandMax: rateFactors.bandMax, factor: rateFactors.factor })
      .from(rateFactors)
      .where(eq(rateFactors.durationMonths, deal.durationMonths)),
    db
      .select({ providerCode: creditDecisions.providerCode, outcome: creditDecisions.outcome, fingerprint: creditDecisions.fingerprint })
      .from(creditDecisions)
      .where(eq(creditDecisions.contractId, contractId)),
    loadSystemParameters(db),
  ]);
  const company = deal.company;
  const fingerprint = company ? dealFingerprint({ financedAmount: deal.financedAmount, durationMonths: deal.durationMonths, company }) : '';
  const financed = toCents(deal.financedAmount);
  const options = providers.map((provider): ProviderOption => {
    const rules = rulesOf(provider.code);
    const bands = sortBands(factors.filter((f) => f.providerId === provider.id));
    const payment = bands.length > 0 ? monthlyPayment(bands, financed) : null;
    const reasons: IneligibilityReason[] = [
      ...ineligibility(rules.eligibility, scoringOf(rules, params), deal, today),
      ...(payment ? [] : ['no_rate_factors' as const]),
    ];
    const priced = payment && {
      monthlyPayment: toEuros(payment.monthlyCents),
      totalValue: toEuros(totalValueCents(payment.monthlyCents, deal.durationMonths)),
      commissionAmount: toEuros(commissionCents(financed, commissionPercentFor(provider.code, deal))),
    };
    return {
      ...provider,
      profile: rules.profile,
      current: provider.id === deal.providerId,
      monthlyPayment: priced?.monthlyPayment ?? null,
      totalValue: priced?.totalValue ?? null,
      blocks: resubmitBlocks(provider.code, fingerprint, decisions, reasons),
      priced,
    };
  });
  return { deal, options };
}

/** What the detail answers: the options without what the resubmission stores. */
export const optionsAnswer = (options: readonly ProviderOption[]) =>
  options.map((o) => ({
    code: o.code,
    name: o.name,
    profile: o.profile,
    current: o.current,
    monthlyPayment: o.monthlyPayment,
    totalValue: o.totalValue,
    blocks: o.blocks,
  }));
