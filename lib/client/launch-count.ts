// an app-run-id (a UUID generated once) and an app-launch-count that
// rises once per launch (per browser session), both in localStorage.
export const RUN_ID_KEY = 'app-run-id';
export const LAUNCH_COUNT_KEY = 'app-launch-count';
const COUNTED_KEY = 'app-launch-counted';

export function recordLaunch(local: Storage, session: Storage, newId: () => string): void {
  if (!local.getItem(RUN_ID_KEY)) local.setItem(RUN_ID_KEY, newId());
  if (session.getItem(COUNTED_KEY)) return;
  const count = Number.parseInt(local.getItem(LAUNCH_COUNT_KEY) ?? '0', 10);
  local.setItem(LAUNCH_COUNT_KEY, String((Number.isFinite(count) ? count : 0) + 1));
  session.setItem(COUNTED_KEY, '1');
}
