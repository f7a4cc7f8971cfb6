import { useFormatter } from 'next-intl';
import { useMemo } from 'react';
import { portalFormat, type PortalFormat } from './portal-format';

/**
 * The portal's formatter in a component (server or client). Stable while the
 * locale is: tables build their columns from it, and new columns would remount
 * every cell (a link that had the focus would lose it).
 */
export function useFormat(): PortalFormat {
  const formatter = useFormatter();
  return useMemo(() => portalFormat(formatter), [formatter]);
}
