import { describe, expect, it } from 'vitest';
import { currentStep, orderSteps } from '@/core/domain/order-steps';

const unit = (orderId: number | null, serialNumber: string | null = null, ddtDate: string | null = null) => ({ orderId, serialNumber, ddtDate });
const orders = [
  { id: 1, orderDate: '2026-03-02' },
  { id: 2, orderDate: '2026-03-09' },
];

describe('the supply steps of a contract', () => {
  it('starts with ordering while a unit has no supplier order', () => {
    const steps = orderSteps({ units: [unit(1), unit(null)], orders, startDate: null });
    expect(steps.map((s) => [s.step, s.done, s.day])).toEqual([
      ['ordered', false, null],
      ['shipped', false, null],
      ['delivered', false, null],
    ]);
    expect(currentStep(steps)).toBe('ordered');
  });

  it('dates each step by the last of its units: the latest order, then the latest DDT', () => {
    const steps = orderSteps({ units: [unit(2, 'SN1', '2026-03-12'), unit(1, 'SN2', '2026-03-20')], orders, startDate: null });
    expect(steps.map((s) => [s.step, s.done, s.day])).toEqual([
      ['ordered', true, '2026-03-09'],
      ['shipped', true, '2026-03-20'],
      ['delivered', false, null],
    ]);
    expect(currentStep(steps)).toBe('delivered');
  });

  it('is not shipped while a unit lacks its serial number or its DDT', () => {
    const steps = orderSteps({ units: [unit(1, 'SN1', '2026-03-12'), unit(1, null, '2026-03-12'), unit(1, 'SN3', null)], orders, startDate: null });
    expect(steps[1]).toEqual({ step: 'shipped', done: false, day: null });
    expect(currentStep(steps)).toBe('shipped');
  });

  it('ends with the delivery day, and no step is current after it', () => {
    const steps = orderSteps({ units: [unit(1, 'SN1', '2026-03-12')], orders, startDate: '2026-03-15' });
    expect(steps[2]).toEqual({ step: 'delivered', done: true, day: '2026-03-15' });
    expect(currentStep(steps)).toBeNull();
  });

  it('counts nothing as ordered or shipped for a contract without units', () => {
    const steps = orderSteps({ units: [], orders: [], startDate: null });
    expect(steps.map((s) => s.done)).toEqual([false, false, false]);
  });
});
