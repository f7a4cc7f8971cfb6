// A JSON Schema checker for what the API's OpenAPI 3.1 document uses ($ref,
// type, enum, const, properties, required, additionalProperties, items,
// anyOf/oneOf/allOf/not, numeric bounds and steps, length and size bounds,
// pattern, property names, the date formats),
// so the walk can hold answers and requests to the document. Lengths count
// characters (code points), as JSON Schema does; patterns run as ECMAScript
// regular expressions without flags, as zod wrote them.
import { type JsonSchema, resolve } from './schema-arbitrary';

type Components = Record<string, JsonSchema>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

function isRealDay(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The decimal places of a number as written (1.25 → 2, 8.8e-18 → 19). */
function decimalsOf(n: number): number {
  const [mantissa, exponent] = n.toString().split('e');
  return Math.max(0, (mantissa!.split('.')[1] ?? '').length - Number(exponent ?? 0));
}

/**
 * A multiple of a decimal step, counted in its decimals as zod counts them: 3.5
 * is a multiple of 0.01, 8.8e-18 is not (a tolerance around zero would call it
 * one, and the document and the validator would seem to disagree).
 */
function isMultipleOf(value: number, step: number): boolean {
  const places = Math.max(decimalsOf(value), decimalsOf(step));
  if (places > 15) return false;
  return Math.round(value * 10 ** places) % Math.round(step * 10 ** places) === 0;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  if (type === 'number') return actual === 'number' || actual === 'integer';
  return actual === type;
}

const show = (value: unknown) => (JSON.stringify(value) ?? String(value)).slice(0, 80);

/** Why `value` breaks `schema`: one line per violation (at most a few), empty when it conforms. */
export function schemaViolations(value: unknown, schema: JsonSchema, components: Components, at = '$'): string[] {
  const s = resolve(schema, components);
  const problems: string[] = [];
  const fail = (reason: string) => problems.push(`${at}: ${reason} (got ${show(value)})`);

  if (s.const !== undefined && JSON.stringify(value) !== JSON.stringify(s.const)) fail(`not ${show(s.const)}`);
  if (s.enum && !s.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) fail(`not one of ${show(s.enum)}`);
  if (s.allOf) for (const part of s.allOf) problems.push(...schemaViolations(value, part, components, at));
  if (s.anyOf && !s.anyOf.some((part) => schemaViolations(value, part, components, at).length === 0)) {
    fail(`matches no alternative: ${s.anyOf.map((part) => schemaViolations(value, part, components, at)[0]).join(' | ')}`);
  }
  if (s.oneOf) {
    const matching = s.oneOf.filter((part) => schemaViolations(value, part, components, at).length === 0).length;
    if (matching !== 1) fail(`matches ${matching} of oneOf's alternatives`);
  }
  if (s.not && schemaViolations(value, s.not, components, at).length === 0) fail(`matches what it must not: ${show(s.not)}`);
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  if (types.length > 0 && !types.some((type) => hasType(value, type))) {
    fail(`not of type ${types.join(' or ')}`);
    return problems;
  }

  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail('not a finite number');
    if (s.minimum !== undefined && value < s.minimum) fail(`below ${s.minimum}`);
    if (s.maximum !== undefined && value > s.maximum) fail(`above ${s.maximum}`);
    if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) fail(`not above ${s.exclusiveMinimum}`);
    if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum) fail(`not below ${s.exclusiveMaximum}`);
    if (s.multipleOf !== undefined && !isMultipleOf(value, s.multipleOf)) fail(`not a multiple of ${s.multipleOf}`);
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (s.minLength !== undefined && length < s.minLength) fail(`shorter than ${s.minLength}`);
    if (s.maxLength !== undefined && length > s.maxLength) fail(`longer than ${s.maxLength}`);
    if (s.pattern !== undefined && !new RegExp(s.pattern).test(value)) fail(`does not match ${s.pattern}`);
    if (s.format === 'date' && !isRealDay(value)) fail('not a calendar day');
    if (s.format === 'date-time' && !(DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)))) fail('not a date-time');
    if (s.format === 'uuid' && !UUID.test(value)) fail('not a UUID');
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) fail(`fewer than ${s.minItems} items`);
    if (s.maxItems !== undefined && value.length > s.maxItems) fail(`more than ${s.maxItems} items`);
    if (s.items) value.forEach((item, index) => problems.push(...schemaViolations(item, s.items!, components, `${at}[${index}]`)));
  }
  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    const properties = s.properties ?? {};
    for (const name of s.required ?? []) if (!(name in record)) problems.push(`${at}.${name}: required but missing`);
    const count = Object.keys(record).length;
    if (s.minProperties !== undefined && count < s.minProperties) fail(`fewer than ${s.minProperties} properties`);
    if (s.maxProperties !== undefined && count > s.maxProperties) fail(`more than ${s.maxProperties} properties`);
    if (s.propertyNames)
      for (const name of Object.keys(record)) problems.push(...schemaViolations(name, s.propertyNames, components, `${at}[${JSON.stringify(name)}]`));
    for (const [name, property] of Object.entries(record)) {
      const declared = properties[name];
      if (declared) problems.push(...schemaViolations(property, declared, components, `${at}.${name}`));
      else if (s.additionalProperties === false) problems.push(`${at}.${name}: not declared`);
      else if (typeof s.additionalProperties === 'object') problems.push(...schemaViolations(property, s.additionalProperties, components, `${at}.${name}`));
    }
  }
  return problems.slice(0, 5);
}
