// Which failures mean "the database is unreachable" (the API answers 503 with Retry-After) and which stay 500s,
// and what the log says during an outage: one line at its start, a reminder a minute, one line at its end.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { OUTAGE_REMINDER_MS, createOutageLog } from '@/backend/db/outage-log';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnreachableReason } from '@/backend/db/unreachable';
import { ApiError } from '@/backend/http/errors';

/** A server error as node-postgres parses it. */
function serverError(code: string, message = 'server says no'): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** A socket error as Node raises it. */
function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect', address: '127.0.0.1', port: 5432 });
}

/** How Drizzle hands a driver's failure on. */
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('databaseUnreachableReason', () => {
  it.each([
    ['connection refused', socketError('ECONNREFUSED'), 'ECONNREFUSED'],
    ['connection reset', socketError('ECONNRESET'), 'ECONNRESET'],
    ['host unreachable', socketError('EHOSTUNREACH'), 'EHOSTUNREACH'],
    ['unknown host', socketError('ENOTFOUND'), 'ENOTFOUND'],
    ['administrator shutdown (pg_ctl stop)', serverError('57P01', 'terminating connection due to administrator command'), '57P01'],
    ['crash shutdown', serverError('57P02'), '57P02'],
    ['starting up or shutting down', serverError('57P03', 'the database system is starting up'), '57P03'],
    ['too many connections', serverError('53300'), '53300'],
    ['connection failure (class 08)', serverError('08006'), '08006'],
    ['protocol violation (class 08)', serverError('08P01'), '08P01'],
    ['server gone mid-query', new Error('Connection terminated unexpectedly'), 'Connection terminated unexpectedly'],
    ["the pool's connect timeout", new Error('timeout exceeded when trying to connect'), 'timeout exceeded when trying to connect'],
    [
      "the client's connect timeout",
      new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }),
      'Connection terminated due to connection timeout',
    ],
    [
      'a broken client reused',
      new Error('Client has encountered a connection error and is not queryable'),
      'Client has encountered a connection error and is not queryable',
    ],
  ])('recognises %s, also behind Drizzle', (_name, error, reason) => {
    expect(databaseUnreachableReason(error)).toBe(reason);
    expect(databaseUnreachableReason(wrapped(error))).toBe(reason);
  });

  it('looks into the errors of an AggregateError (a host name with several addresses)', () => {
    const error = new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')], 'connect failed');
    expect(databaseUnreachableReason(error)).toBe('ECONNREFUSED');
    expect(databaseUnreachableReason(wrapped(error))).toBe('ECONNREFUSED');
  });

  it.each([
    ['a unique violation', wrapped(serverError('23505', 'duplicate key value'))],
    ['a syntax error', wrapped(serverError('42601'))],
    ['a serialization failure', wrapped(serverError('40001'))],
    ['a dropped database (57P04: no restart brings it back)', wrapped(serverError('57P04'))],
    ['a client ended on purpose', new Error('Connection terminated')],
    ['a pool closed on shutdown', new Error('Client was closed and is not queryable')],
    ['an API error', new ApiError(409, 'quote_changed')],
    ['a plain failure', new Error('relation "secret_table" does not exist')],
    ['a code-like message', new Error('ECONNREFUSED')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
    ['undefined', undefined],
  ])('leaves %s to the 500 path', (_name, error) => {
    expect(databaseUnreachableReason(error)).toBeNull();
  });

  it('stops on a cycle of causes', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    (first as { cause?: unknown }).cause = second;
    expect(databaseUnreachableReason(first)).toBeNull();
  });
});

describe('the outage log', () => {
  function logged() {
    let clock = 1_000_000;
    const lines: { level: 'warn' | 'info'; text: string }[] = [];
    const log = createOutageLog(() => clock, {
      warn: (text: string) => lines.push({ level: 'warn', text }),
      info: (text: string) => lines.push({ level: 'info', text }),
    });
    return { log, lines, advance: (ms: number) => (clock += ms) };
  }

  it('says one line when the outage starts, however many requests meet it', () => {
    const { log, lines, advance } = logged();
    for (let i = 0; i < 50; i += 1) {
      log.unreachable('ECONNREFUSED');
      advance(100);
    }
    expect(lines).toEqual([
      {
        level: 'warn',
        text: `[backend] database unreachable (ECONNREFUSED): answering 503 with Retry-After ${DATABASE_RETRY_AFTER_SECONDS} s until it answers again`,
      },
    ]);
  });

  it('reminds at most once a minute with the answers since the last line, and says when it is back', () => {
    const { log, lines, advance } = logged();
    log.unreachable('57P01', false); // the pool's idle client: no request answered
    advance(OUTAGE_REMINDER_MS - 1);
    log.unreachable('ECONNREFUSED');
    log.unreachable('ECONNREFUSED');
    expect(lines).toHaveLength(1);
    advance(1);
    log.unreachable('ECONNREFUSED');
    expect(lines.at(-1)).toEqual({ level: 'warn', text: '[backend] database still unreachable (ECONNREFUSED) after 60 s: 3 answers 503 since the last line' });
    advance(30_000);
    log.reachable();
    expect(lines.at(-1)).toEqual({ level: 'info', text: '[backend] database reachable again after 90 s (3 answers 503)' });
    log.reachable();
    expect(lines).toHaveLength(3);
    // The next outage has its own first line.
    log.unreachable('57P03');
    expect(lines.at(-1)!.text).toMatch(/^\[backend\] database unreachable \(57P03\)/);
  });

  it('says nothing when connections succeed with no outage', () => {
    const { log, lines } = logged();
    log.reachable();
    expect(lines).toEqual([]);
  });
});
