// order status from how many of a contract's product units a
// supplier order covers (docs/domain.md).
import type { OrderStatus } from '../../core/domain/contracts';

export function orderStatusOf(units: number, orderedUnits: number): OrderStatus {
  if (units > 0 && orderedUnits >= units) return 'Ordered';
  return orderedUnits > 0 ? 'PartiallyOrdered' : 'ToOrder';
}
