// the agency named after the brand gets its own logo and the
// dark-yellow palette; everyone else the default (primary cyan).

export const BRAND_AGENCY = 'nikon';

export type Theme = 'default' | 'nikon';

export function themeFor(agencyName: string | null | undefined): Theme {
  return agencyName?.trim().toLowerCase() === BRAND_AGENCY ? 'nikon' : 'default';
}

export function logoFor(theme: Theme): { src: string; alt: string } {
  return theme === 'nikon' ? { src: '/logo-nikon.svg', alt: 'Nikon' } : { src: '/logo.svg', alt: 'SmartCom' };
}
