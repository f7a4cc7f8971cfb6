// The company behind the portal, as shown in the footer of every page.
// Edit here: one place for contacts and social links.

export const COMPANY = {
  name: 'SmartCom System S.r.l.',
  address: 'Via Roma 1, 20121 Milano (MI)',
  vatNumber: '01234567897',
  email: 'info@smartcomsystem.example',
  phone: '+39 02 0000 0000',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
  ],
} as const;

export const PRIVACY_FILE_PATH = '/api/smartComSystem/PrivacyFile';
