// The steps of a contract's supply, as the order and contract pages show them
// (docs/domain.md, Orders): every unit ordered from a supplier, every unit
// shipped (serial number and DDT), and the delivery confirmed, which starts
// the contract. Each step is done or not, with the day it was done.

export type OrderStepName = 'ordered' | 'shipped' | 'delivered';

export interface OrderStep {
  step: OrderStepName;
  done: boolean;
  /** the day the step was completed (the last order, the last DDT, the delivery); null while not done */
  day: string | null;
}

export interface SupplyFacts {
  units: readonly { orderId: number | null; serialNumber: string | null; ddtDate: string | null }[];
  orders: readonly { id: number; orderDate: string }[];
  /** the confirmed delivery day */
  startDate: string | null;
}

const latest = (days: (string | null)[]): string | null =>
  days.reduce<string | null>((last, day) => (day !== null && (last === null || day > last) ? day : last), null);

export function orderSteps({ units, orders, startDate }: SupplyFacts): OrderStep[] {
  const some = units.length > 0;
  const ordered = some && units.every((unit) => unit.orderId !== null);
  const shipped = some && units.every((unit) => unit.serialNumber !== null && unit.ddtDate !== null);
  const orderDay = new Map(orders.map((order) => [order.id, order.orderDate]));
  return [
    { step: 'ordered', done: ordered, day: ordered ? latest(units.map((unit) => orderDay.get(unit.orderId!) ?? null)) : null },
    { step: 'shipped', done: shipped, day: shipped ? latest(units.map((unit) => unit.ddtDate)) : null },
    // A delivery confirmed stands on its own: a contract activated before the portal recorded its units still started then.
    { step: 'delivered', done: startDate !== null, day: startDate },
  ];
}

/** The first step still to do (the page marks it as the current one); null once all are done. */
export const currentStep = (steps: readonly OrderStep[]): OrderStepName | null => steps.find((step) => !step.done)?.step ?? null;
