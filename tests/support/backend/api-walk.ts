// The pieces of the OpenAPI walk (tests/backend/openapi-walk.test.ts): the
// document's operations, a request arbitrary per operation (callers, path ids
// good and bad, query and body from the schemas, odd content types, oversized
// bodies) and what an answer must be (declared, never 5xx, errors in shape).
import fc from 'fast-check';
import { bodyLimitFor } from '@/core/http/body-limits';
import { type JsonSchema, type SchemaContext, resolve, schemaArbitrary } from './schema-arbitrary';
import { schemaViolations } from './schema-check';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { required: boolean; types: string[]; schema: JsonSchema };
  declared: Set<number>;
  /** The JSON schema of each status's JSON answer */
  answers: Map<number, JsonSchema>;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const content = operation.requestBody?.content;
      const types = content ? Object.keys(content) : [];
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: content ? { required: operation.requestBody?.required ?? false, types, schema: content[types[0]!]!.schema } : undefined,
        declared: new Set(Object.keys(operation.responses).map(Number)),
        answers: new Map(
          Object.entries(operation.responses).flatMap(([status, response]) => {
            const schema = response.content?.['application/json']?.schema;
            return schema ? [[Number(status), schema] as const] : [];
          }),
        ),
      };
    }),
  );
}

export type Caller = 'superadmin' | 'agent' | 'customer' | 'anonymous' | 'forged';
export const CALLERS: readonly Caller[] = ['superadmin', 'agent', 'customer', 'anonymous', 'forged'];

export interface WalkRequest {
  caller: Caller;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** One path segment: a real id, a plausible one, one out of range, or junk. */
function pathValue(name: string, hints: SchemaContext['hints'], avoid: SchemaContext['avoid'] = {}): fc.Arbitrary<string> {
  const real = (hints[name] ?? []).map(String);
  const avoided = new Set((avoid[name] ?? []).map(String));
  return fc
    .oneof(
      { weight: real.length > 0 ? 6 : 0, arbitrary: real.length > 0 ? fc.constantFrom(...real) : fc.constant('1') },
      { weight: 2, arbitrary: fc.integer({ min: 1, max: 500 }).map(String) },
      { weight: 1, arbitrary: fc.constantFrom('0', '-1', '2147483647', '2147483648', '99999999999', '1e3', '0x1f', '007', ' 2', '2.5', 'NaN', 'null') },
      // '.' and '..' are dot segments: the URL itself drops them and addresses another resource, not this operation.
      { weight: 1, arbitrary: fc.string({ maxLength: 16, unit: 'grapheme' }).filter((text) => text !== '.' && text !== '..') },
    )
    .filter((value) => !avoided.has(value));
}

/** Percent-encodes, keeping what cannot be encoded (a lone surrogate) as bytes that are not UTF-8. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function queryText(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(queryText);
  if (value === null) return [''];
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

const ACCEPT_LANGUAGES = ['it', 'en', 'en-GB,en;q=0.9', 'de', 'xx;q=abc', ''] as const;

const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
];

function bodyArbitrary(operation: Operation, context: SchemaContext): fc.Arbitrary<{ type?: string; body?: string | Uint8Array<ArrayBuffer> }> {
  const { body } = operation;
  if (!body) return fc.constant({});
  const declaredType = body.types[0]!;
  const limit = bodyLimitFor(operation.path);
  const isJson = declaredType.includes('json');
  const value = isJson
    ? schemaArbitrary(body.schema, context).map((v) => JSON.stringify(v) ?? '')
    : fc.oneof(
        fc.uint8Array({ maxLength: 300 }).map((bytes) => new Uint8Array(bytes)),
        fc.string({ maxLength: 200 }).map((rest) => new TextEncoder().encode(`%PDF-1.7\n${rest}\n%%EOF\n`)),
      );
  const payload = fc.oneof(
    { weight: 20, arbitrary: value },
    { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) }, // rarely JSON at all
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ padding: 'x'.repeat(limit) })) }, // over the path's limit
  );
  const type = fc.oneof(
    { weight: 20, arbitrary: fc.constant<string | undefined>(declaredType) },
    { weight: 2, arbitrary: fc.constantFrom<string | undefined>(...OTHER_TYPES) },
    { weight: 1, arbitrary: fc.constant<string | undefined>(undefined) },
  );
  return fc.record({ type, body: payload });
}

export function requestArbitrary(operation: Operation, context: SchemaContext): fc.Arbitrary<WalkRequest> {
  const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const together = context.pathExamples?.[operation.path] ?? [];
  const separate = fc.tuple(...pathNames.map((name) => pathValue(name, context.hints, context.avoid)));
  const values =
    together.length === 0
      ? separate
      : fc.oneof(
          separate,
          fc.constantFrom(...together).map((example) => pathNames.map((name) => example[name] ?? '1')),
        );
  const path = values.map((segments) => {
    let index = 0;
    return operation.path.replace(/\{\w+\}/g, () => encodeSegment(segments[index++]!));
  });
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const query = fc.tuple(
    ...queryParameters.map((p) =>
      fc.option(schemaArbitrary(p.schema ?? {}, context, p.name), { nil: undefined, freq: p.required ? 12 : 2 }).map((value) => [p.name, value] as const),
    ),
    // sometimes a parameter nobody asked for (refused: the document calls the request invalid)
    fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })) }),
  );
  return fc
    .record({
      // mostly signed-in callers, so most calls get past authentication
      caller: fc.oneof({ weight: 3, arbitrary: fc.constantFrom<Caller>('superadmin', 'agent') }, { weight: 2, arbitrary: fc.constantFrom<Caller>(...CALLERS) }),
      path,
      query,
      payload: bodyArbitrary(operation, context),
      language: fc.constantFrom(...ACCEPT_LANGUAGES),
      // mostly a real agency (the routes without one in the path are scoped by it), sometimes none or junk
      agencyHeader: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...(context.hints.agencyId ?? [2]).map(String)) },
        { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
      forwardedFor: fc.option(fc.ipV4(), { nil: undefined }),
    })
    .map(({ caller, path: concretePath, query: queryEntries, payload, language, agencyHeader, forwardedFor }) => {
      const search = new URLSearchParams();
      const extra = queryEntries.at(-1) as readonly [string, string] | undefined;
      for (const entry of queryEntries.slice(0, -1) as (readonly [string, unknown])[]) for (const text of queryText(entry[1])) search.append(entry[0], text);
      if (extra) search.append(extra[0], extra[1]);
      const headers: Record<string, string> = { 'accept-language': language };
      if (payload.type) headers['content-type'] = payload.type;
      if (agencyHeader !== undefined) headers['x-agency-id'] = agencyHeader;
      if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
      const qs = search.toString();
      return { caller, method: operation.method, url: qs ? `${concretePath}?${qs}` : concretePath, headers, body: payload.body };
    });
}

export interface Answer {
  status: number;
  /** the Content-Type header, null when there is none */
  type: string | null;
  text: string;
}

const isJsonType = (type: string | null) => /^application\/json\b/i.test(type ?? '');

/** Why an answer breaks the document's contract, or null when it keeps it: its status, its error shape, a 2xx JSON body against its schema. */
export function contractBreach(operation: Operation, answer: Answer, components: Record<string, JsonSchema>): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (!operation.declared.has(answer.status)) return `answered ${answer.status}, which the document does not declare (${[...operation.declared].join(', ')})`;
  if (answer.status < 400) {
    const schema = operation.answers.get(answer.status);
    if (!schema || !isJsonType(answer.type)) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return `answered ${answer.status} with a body that is not JSON: ${answer.text.slice(0, 200)}`;
    }
    const problems = schemaViolations(body, schema, components);
    return problems.length === 0 ? null : `answered ${answer.status} out of its declared schema: ${problems.join('; ')}`;
  }
  try {
    const parsed = JSON.parse(answer.text) as { errors?: { code?: unknown; message?: unknown }[] };
    const ok =
      Array.isArray(parsed.errors) && parsed.errors.length > 0 && parsed.errors.every((e) => typeof e.code === 'string' && typeof e.message === 'string');
    return ok ? null : `error body out of shape: ${answer.text.slice(0, 200)}`;
  } catch {
    return `error body is not JSON: ${answer.text.slice(0, 200)}`;
  }
}

/**
 * A parameter's text as the document reads it (OpenAPI's form style): a
 * number for a numeric schema when it is written as one, true/false for a
 * boolean, and the repeated values of a query parameter as an array.
 */
function parameterValid(texts: string[], schema: JsonSchema, components: Record<string, JsonSchema>): boolean {
  const typed = (text: string): unknown[] => {
    const candidates: unknown[] = [text];
    // a number is written as JavaScript writes it: 2, not 02, 2.0 or 2e0
    if (text !== '' && String(Number(text)) === text) candidates.push(Number(text));
    if (text === 'true' || text === 'false') candidates.push(text === 'true');
    return candidates;
  };
  const single = texts.length === 1 ? typed(texts[0]!) : [];
  const combinations = (index: number): unknown[][] =>
    index === texts.length ? [[]] : typed(texts[index]!).flatMap((head) => combinations(index + 1).map((rest) => [head, ...rest]));
  const arrays = texts.length <= 4 ? combinations(0) : [texts];
  return [...single, ...arrays].some((candidate) => schemaViolations(candidate, schema, components).length === 0);
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Whether the document calls a request valid: its path parameters, its query
 * (no parameter the operation does not declare: the API refuses those) and its
 * JSON body of a declared type meet their schemas. Bodies of other declared
 * types (pictures, PDF, workbooks) are bytes the document does not describe:
 * valid as far as the document goes; a form body is not judged (null).
 */
export function documentCallsValid(operation: Operation, request: WalkRequest, components: Record<string, JsonSchema>): boolean | null {
  const url = new URL(request.url, 'http://api.test');
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const templateSegments = operation.path.split('/');
  const segments = url.pathname.split('/');
  if (segments.length !== templateSegments.length) return false;
  const parameters = new Map(operation.parameters.map((p) => [`${p.in}:${p.name}`, p]));
  for (const [index, template] of templateSegments.entries()) {
    const name = /^\{(\w+)\}$/.exec(template)?.[1];
    if (!name) continue;
    const text = decoded(segments[index]!);
    const declared = parameters.get(`path:${name}`);
    if (text === null || !declared || !names.includes(name) || !parameterValid([text], declared.schema ?? {}, components)) return false;
  }
  const query = new Map<string, string[]>();
  for (const [name, value] of url.searchParams) query.set(name, [...(query.get(name) ?? []), value]);
  for (const [name, texts] of query) {
    const declared = parameters.get(`query:${name}`);
    if (!declared || !parameterValid(texts, declared.schema ?? {}, components)) return false;
  }
  for (const parameter of operation.parameters) if (parameter.in === 'query' && parameter.required && !query.has(parameter.name)) return false;

  const { body } = operation;
  const hasBody = request.body !== undefined && (typeof request.body === 'string' ? request.body.length > 0 : request.body.byteLength > 0);
  if (!body) return !hasBody;
  const type = request.headers['content-type'];
  if (!hasBody && !type) return !body.required;
  const essence = type?.split(';')[0]!.trim().toLowerCase();
  if (!essence || !body.types.includes(essence)) return false;
  if (essence.startsWith('multipart/') || essence.includes('form-urlencoded')) return null;
  if (!essence.includes('json')) return true;
  try {
    const text = typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
    return schemaViolations(JSON.parse(text), body.schema, components).length === 0;
  } catch {
    return false;
  }
}

/**
 * The methods the document serves at a concrete path, as Allow lists them:
 * those of the templates that match it with path values of their parameters'
 * type and pattern (ids are digits; a value out of bounds, too long, is still
 * that operation's to refuse), and of these the most specific, where a fixed
 * segment wins over a parameter from the left (/api/Agency/BusinessTypes is
 * not /api/Agency/{agencyId}).
 */
export function documentedAllow(doc: OpenApiDocument, concretePath: string): string {
  const segments = concretePath.split('/');
  const matching: { literals: string; methods: string[] }[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    const templateSegments = template.split('/');
    if (templateSegments.length !== segments.length) continue;
    const methods = Object.entries(operations)
      .filter(([, operation]) =>
        templateSegments.every((part, index) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return part === segments[index];
          const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
          const shape = { ...resolve(parameter?.schema ?? {}, doc.components.schemas) };
          for (const bound of ['maxLength', 'minLength', 'maximum', 'minimum'] as const) delete shape[bound];
          const text = decoded(segments[index]!);
          return text !== null && parameterValid([text], shape, doc.components.schemas);
        }),
      )
      .map(([method]) => method.toUpperCase());
    if (methods.length > 0) matching.push({ literals: templateSegments.map((part) => (part.startsWith('{') ? '0' : '1')).join(''), methods });
  }
  const mostSpecific = matching
    .map((m) => m.literals)
    .sort()
    .at(-1);
  const methods = new Set(matching.filter((m) => m.literals === mostSpecific).flatMap((m) => m.methods));
  if (methods.size === 0) return '';
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  return [...methods].sort().join(', ');
}
