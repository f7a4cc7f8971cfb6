import { useTranslations } from 'next-intl';
import { currentStep, orderSteps, type SupplyFacts } from '@/core/domain/order-steps';
import { useFormat } from '@/lib/format/use-format';
import { STEP_BADGE as BADGE } from '../ui/step-badge';

/**
 * The supply of a contract as three steps (core/domain/order-steps.ts):
 * ordered, shipped, delivered, each with the day it was done; the delivery's
 * day is the contract's start. Shown on the order page and the contract page.
 */
export function OrderSteps({ facts }: { facts: SupplyFacts }) {
  const t = useTranslations('orders.steps');
  const format = useFormat();
  const steps = orderSteps(facts);
  const current = currentStep(steps);
  return (
    <ol className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6" aria-label={t('title')} data-testid="order-steps">
      {steps.map((step, index) => {
        const state = step.done ? 'done' : step.step === current ? 'current' : 'todo';
        return (
          <li
            key={step.step}
            className="group flex items-center gap-2"
            data-step={step.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span aria-hidden className={BADGE}>
              {step.done ? '✓' : index + 1}
            </span>
            <span className="flex flex-col text-sm leading-tight">
              <span className="font-medium text-ink">{t(step.step)}</span>
              <span className="text-ink-muted">{step.day ? t('doneOn', { date: format.day(step.day) }) : state === 'current' ? t('current') : t('todo')}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
