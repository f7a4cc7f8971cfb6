// fast-check arbitraries from the JSON schemas of the API's OpenAPI document:
// values the schema accepts (ids drawn from the seeded data where a field's
// name says which), and, when noisy, the same with some nodes broken (a wrong
// type, a missing required field, an oversized or NUL-bearing string).
import fc from 'fast-check';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  propertyNames?: JsonSchema;
  minProperties?: number;
  maxProperties?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  example?: unknown;
  default?: unknown;
}

export interface SchemaContext {
  /** components.schemas of the document, for $ref */
  components: Record<string, JsonSchema>;
  /** real values by field name (modelId → the seeded models' ids…), mixed in with generated ones */
  hints: Record<string, readonly unknown[]>;
  /** known-good values by component name (Cart, ContractBody…): used as they are, or with one leaf broken */
  examples?: Record<string, readonly unknown[]>;
  /** path values that belong together, by path template (a statistics category with one of its metrics) */
  pathExamples?: Record<string, readonly Record<string, string>[]>;
  /** path values never generated, by parameter name (the walk's own callers' user ids: deactivating one ends its session) */
  avoid?: Record<string, readonly unknown[]>;
  /** break some nodes on purpose */
  noisy: boolean;
}

const MAX_ITEMS = 3;
const MAX_TEXT = 40;

/** Anything a client could send in place of a proper value. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, '', ' ', '\u0000', 'x'.repeat(5000), -1, 0, 2 ** 31, 2 ** 53, 1e308, -0.5, true, [], {}, 'null', '1 OR 1=1', '../../etc/passwd'),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

export function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    current = components[current.$ref.replace('#/components/schemas/', '')] ?? {};
  }
  return current;
}

export function schemaArbitrary(schema: JsonSchema, context: SchemaContext, key = '', depth = 0): fc.Arbitrary<unknown> {
  const generated = cleanArbitrary(resolve(schema, context.components), context, key, depth);
  const examples = context.examples?.[schema.$ref?.replace('#/components/schemas/', '') ?? ''] ?? [];
  const clean =
    examples.length === 0
      ? generated
      : fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...examples) }, { weight: 2, arbitrary: brokenLeaf(examples) }, { weight: 1, arbitrary: generated });
  return context.noisy ? fc.oneof({ weight: 12, arbitrary: clean }, { weight: 1, arbitrary: junkValue }) : clean;
}

/** A known-good value with one leaf replaced by junk, or dropped. */
function brokenLeaf(examples: readonly unknown[]): fc.Arbitrary<unknown> {
  return fc.tuple(fc.constantFrom(...examples), fc.nat(), junkValue, fc.boolean()).map(([example, pick, junk, drop]) => {
    const copy = structuredClone(example);
    const leaves: [Record<string, unknown>, string][] = [];
    const collect = (node: unknown) => {
      if (node === null || typeof node !== 'object') return;
      for (const [name, value] of Object.entries(node)) {
        leaves.push([node as Record<string, unknown>, name]);
        collect(value);
      }
    };
    collect(copy);
    if (leaves.length === 0) return junk;
    const [parent, name] = leaves[pick % leaves.length]!;
    if (drop && !Array.isArray(parent)) delete parent[name];
    else parent[name] = junk;
    return copy;
  });
}

function cleanArbitrary(schema: JsonSchema, context: SchemaContext, key: string, depth: number): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  const hint = context.hints[key];
  const base = shapeArbitrary(schema, context, key, depth);
  const withExample = schema.example === undefined ? base : fc.oneof(fc.constant(schema.example), base);
  return hint && hint.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hint) }, { weight: 1, arbitrary: withExample }) : withExample;
}

function shapeArbitrary(schema: JsonSchema, context: SchemaContext, key: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => schemaArbitrary(alternative, context, key, depth + 1)));
  if (schema.allOf) return shapeArbitrary(mergeAll(schema.allOf, context.components), context, key, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, context, depth)));
}

function mergeAll(parts: JsonSchema[], components: Record<string, JsonSchema>): JsonSchema {
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of parts.map((p) => resolve(p, components))) {
    Object.assign(merged.properties!, part.properties);
    merged.required!.push(...(part.required ?? []));
    if (!part.properties) Object.assign(merged, { ...part, properties: merged.properties, required: merged.required });
  }
  return merged;
}

function typedArbitrary(type: string, schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: lowest(schema, 1, -1_000_000), max: highest(schema, 1, 1_000_000) });
    case 'number': {
      const min = lowest(schema, 0.01, -1_000_000);
      const max = highest(schema, 0.01, 1_000_000);
      return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
    }
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(schemaArbitrary(schema.items ?? {}, context, '', depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, context, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function lowest(schema: JsonSchema, step: number, fallback: number): number {
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + step;
  return Math.max(schema.minimum ?? fallback, -Number.MAX_SAFE_INTEGER);
}

function highest(schema: JsonSchema, step: number, fallback: number): number {
  if (schema.exclusiveMaximum !== undefined) return schema.exclusiveMaximum - step;
  return Math.min(schema.maximum ?? fallback, Number.MAX_SAFE_INTEGER);
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? MAX_TEXT;
  const minLength = schema.minLength ?? 0;
  // Stretched or cut to the length bounds (a filter would spin on a short pattern with a long minimum);
  // the result may then miss the pattern, which is only more input for the walk.
  const fitted = (text: string) => (text.length === 0 ? text : text.repeat(Math.ceil(minLength / text.length) || 1).slice(0, maxLength));
  if (schema.format === 'date')
    return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern) {
    const matching = patternArbitrary(schema.pattern);
    if (matching) return matching.map(fitted);
  }
  const length = { minLength, maxLength: Math.max(minLength, Math.min(maxLength, MAX_TEXT)) };
  return fc.oneof({ weight: 4, arbitrary: fc.string(length) }, { weight: 1, arbitrary: fc.string({ ...length, unit: 'grapheme' }) });
}

/** Strings matching the pattern; fast-check cannot build some (lookaheads): the password rule is met by hand. */
function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
  if (pattern.startsWith('^(?=')) {
    return fc
      .string({ minLength: 4, maxLength: 20 })
      .map((rest) => `Aa1!${rest}`)
      .filter((text) => new RegExp(pattern).test(text));
  }
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return null;
  }
}

function objectArbitrary(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, schemaArbitrary(property, context, name, depth + 1)]));
  const required = (schema.required ?? []).filter((name) => name in properties);
  const complete = fc.record(record, { requiredKeys: required });
  if (!context.noisy) return complete;
  // noisy: sometimes a required field goes missing, or a field nobody asked for comes along
  return fc.oneof(
    { weight: 8, arbitrary: complete },
    { weight: 1, arbitrary: fc.record(record, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(complete, fc.dictionary(fc.string({ maxLength: 8 }), junkValue, { maxKeys: 2 }))
        .map(([value, extra]) => ({ ...extra, ...(value as object) })),
    },
  );
}
