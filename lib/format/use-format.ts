import { useFormatter } from 'next-intl';
import { portalFormat, type PortalFormat } from './portal-format';

/** The portal's formatter in a component (server or client). */
export function useFormat(): PortalFormat {
  return portalFormat(useFormatter());
}
