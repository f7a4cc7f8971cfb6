// How the cart steps show the rules' issues (lib/cart/rules.ts finds them):
// by line, once each, and the accessories' share for the warning. Light, so
// the page has it at once while the rules themselves load after it.
import type { RuleViolation } from '@/core/error-codes';
import type { CatalogueInfo, OpenQuote } from './types';

/** Issues about one line (field lines.N…), and those about the whole cart (field lines). */
export function issuesOfLine(issues: readonly RuleViolation[], index: number): RuleViolation[] {
  return issues.filter((issue) => issue.field === `lines.${index}` || issue.field?.startsWith(`lines.${index}.`));
}

/**
 * What a line's card shows of its issues: the quantity's, the services'
 * count, and the others; a line at quantity 0 also has its services and
 * accessories at 0, and one message says it.
 */
export function lineIssuesShown(issues: readonly RuleViolation[]) {
  const quantityIssue = issues.find((issue) => issue.field?.endsWith('.quantity') && !issue.field.includes('accessories') && !issue.field.includes('services'));
  const servicesIssue = issues.find((issue) => issue.code === 'services_mismatch');
  const otherIssues = issues.filter((issue) => issue !== quantityIssue && issue !== servicesIssue && !(quantityIssue && issue.code === quantityIssue.code));
  return { quantityIssue, servicesIssue, otherIssues };
}

/** Every message the step shows, once: the cart-wide ones, then each line's. The blocker's count and the price panel read it. */
export function issuesShown(issues: readonly RuleViolation[], lineCount: number): RuleViolation[] {
  const lines = Array.from({ length: lineCount }, (_, index) => {
    const { quantityIssue, servicesIssue, otherIssues } = lineIssuesShown(issuesOfLine(issues, index));
    return [quantityIssue, servicesIssue, ...otherIssues].filter((issue): issue is RuleViolation => issue !== undefined);
  });
  return [...cartWideIssues(issues), ...lines.flat()];
}

export function cartWideIssues(issues: readonly RuleViolation[]): RuleViolation[] {
  return issues.filter((issue) => issue.field === 'lines' || issue.field === undefined);
}

/** The accessories' share of the goods, in percent with one decimal (for the warning's detail). */
export function accessoriesPercent(quote: OpenQuote, info: CatalogueInfo): number | null {
  let goods = 0;
  let accessories = 0;
  for (const line of quote.lines) {
    const model = info.models[line.modelId];
    if (!model) return null;
    goods += model.listPrice * line.quantity;
    for (const a of line.accessories) accessories += (info.accessories[line.modelId]?.find((x) => x.id === a.accessoryId)?.price ?? 0) * a.quantity;
    for (const s of line.services) goods += (info.services[line.modelId]?.find((x) => x.tier === s.tier)?.price ?? 0) * s.quantity;
  }
  goods += accessories;
  return goods > 0 ? Math.round((accessories / goods) * 1000) / 10 : 0;
}
