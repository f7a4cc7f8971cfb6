// Where a server-rendered page sends the browser when the API refused its
// token (SPEC §8): the session is cleared and the login page says why.
import { NextResponse, type NextRequest } from 'next/server';
import { localizedPath } from '@/lib/locale-path';
import { getSession } from '@/lib/session';
import { routing } from '@/i18n/routing';

const REASONS = ['unauthorized', 'expired_session'] as const;

export async function GET(request: NextRequest) {
  const reason = REASONS.find((value) => value === request.nextUrl.searchParams.get('error')) ?? 'unauthorized';
  const requested = request.nextUrl.searchParams.get('locale');
  const locale = routing.locales.find((value) => value === requested) ?? routing.defaultLocale;
  (await getSession()).destroy();
  return NextResponse.redirect(new URL(localizedPath(`/login?error=${reason}`, locale), request.url));
}
