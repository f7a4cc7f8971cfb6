// Backend-for-frontend: every browser call to /api/* goes through forwardToApi.
import { answerOptions, forwardToApi } from '@/lib/bff/forward';

export const dynamic = 'force-dynamic';

export const GET = forwardToApi;
export const HEAD = forwardToApi;
export const POST = forwardToApi;
export const PUT = forwardToApi;
export const PATCH = forwardToApi;
export const DELETE = forwardToApi;
export const OPTIONS = answerOptions;
