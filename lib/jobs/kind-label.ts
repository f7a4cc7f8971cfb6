import { JOB_KINDS, type JobKindKey } from '../../core/schemas/jobs';

// A job kind's name (mail.send) to the key of its words in messages `jobs.kinds`; a kind without words has none
// and the page shows its name alone.

const KEY_OF = new Map<string, JobKindKey>(Object.entries(JOB_KINDS).map(([key, name]) => [name, key as JobKindKey]));

export function jobKindKey(name: string): JobKindKey | undefined {
  return KEY_OF.get(name);
}
