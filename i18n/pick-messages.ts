// A part of the messages tree: the namespaces (or dotted paths) a client
// boundary reads. Kept once per messages object and scope, so a page render
// allocates nothing for it.

type Tree = { [key: string]: unknown };

/** The messages under the given paths ('cart', 'contracts.status'), in their places in the tree; paths missing in the messages are left out. */
export function pickMessages<T extends Tree>(messages: T, paths: readonly string[]): Tree {
  const picked: Tree = {};
  // A path inside another one listed adds nothing (and must not write into the shared subtree).
  const outermost = paths.filter((path) => !paths.some((other) => path.startsWith(`${other}.`)));
  for (const dotted of outermost) {
    const keys = dotted.split('.');
    let from: unknown = messages;
    for (const key of keys) from = from !== null && typeof from === 'object' && Object.hasOwn(from, key) ? (from as Tree)[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) {
      if (typeof into[key] !== 'object' || into[key] === null) into[key] = {};
      into = into[key] as Tree;
    }
    into[keys.at(-1)!] = from;
  }
  return picked;
}

const picks = new WeakMap<object, Map<string, Tree>>();

/** pickMessages, remembered per messages object and scope name. */
export function pickOnce<T extends Tree>(messages: T, scope: string, paths: readonly string[]): Tree {
  let byScope = picks.get(messages);
  if (!byScope) picks.set(messages, (byScope = new Map()));
  let found = byScope.get(scope);
  if (!found) byScope.set(scope, (found = pickMessages(messages, paths)));
  return found;
}
