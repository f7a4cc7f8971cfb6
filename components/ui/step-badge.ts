/**
 * The round number or tick of a step in a row of steps (the cart's stepper, a
 * contract's supply steps): its look follows the step's `data-state` on the
 * enclosing `group` (done, current, todo).
 */
export const STEP_BADGE =
  'flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold bg-slate-200 text-ink-muted ' +
  'group-data-[state=done]:bg-primary-light group-data-[state=done]:text-primary-dark group-data-[state=current]:bg-primary group-data-[state=current]:text-primary-contrast';
