// Record ids in paths (core/schemas/params.ts takes them as typed).
import { parseId } from '../../core/ids';
import { ApiError } from './errors';

/** A malformed id names nothing, so it answers 404 like an unknown one. */
export function idOf(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw new ApiError(404, 'not_found');
  return id;
}
