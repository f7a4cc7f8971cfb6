import 'server-only';
import compile from 'icu-minify/compile';
import type { Messages } from './dictionary';

// Messages are compiled once on the server (ICU syntax turned into
// icu-minify's compact form) and formatted everywhere, server and browser,
// without the ICU parser: next.config.mjs points 'use-intl/format-message' at
// the format-only formatter, which keeps the parser out of the browser's
// JavaScript. docs/architecture.md, "Messages".

export type CompiledMessages = { [key: string]: ReturnType<typeof compile> | CompiledMessages };

function compileTree(messages: Messages): CompiledMessages {
  const out: CompiledMessages = {};
  for (const [key, value] of Object.entries(messages)) out[key] = typeof value === 'string' ? compile(value) : compileTree(value);
  return out;
}

/** icu-minify builds null-prototype objects, which React cannot hand to a client component: a JSON copy makes them plain. */
export const compileMessages = (messages: Messages): CompiledMessages => JSON.parse(JSON.stringify(compileTree(messages))) as CompiledMessages;

const compiled = new WeakMap<Messages, CompiledMessages>();

/** Compiled once per messages object: the bundled ones for good, a dictionary's merge while its fetch is cached. */
export function compiledOnce(messages: Messages, build: () => Messages = () => messages): CompiledMessages {
  let found = compiled.get(messages);
  if (!found) {
    found = compileMessages(build());
    compiled.set(messages, found);
  }
  return found;
}
