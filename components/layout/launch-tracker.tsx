'use client';

import { useEffect } from 'react';

// Counts the launch (lib/client/launch-count.ts), with code that loads after the page, not with it.
export function LaunchTracker() {
  useEffect(() => {
    import('@/lib/client/launch-count').then(
      ({ recordLaunch }) => {
        try {
          recordLaunch(localStorage, sessionStorage, () => crypto.randomUUID());
        } catch {
          // Storage can be disabled (private mode, policies): the portal works without it.
        }
      },
      () => {}, // not loadable (offline, a new deployment): the next page counts this launch
    );
  }, []);
  return null;
}
