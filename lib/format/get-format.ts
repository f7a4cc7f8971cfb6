import { getFormatter } from 'next-intl/server';
import { portalFormat, type PortalFormat } from './portal-format';

/** The portal's formatter in an async server component. */
export async function getFormat(): Promise<PortalFormat> {
  return portalFormat(await getFormatter());
}
