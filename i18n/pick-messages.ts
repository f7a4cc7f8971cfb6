// A part of the messages tree: the namespaces (or dotted paths) a client
// boundary reads. Kept once per messages object and scope, so a page render
// allocates nothing for it.

type Tree = { [key: string]: unknown };

/** What sits at a dotted path ('contracts.status') of a messages tree, or undefined. */
export function messageAt(tree: unknown, dotted: string): unknown {
  let node = tree;
  for (const key of dotted.split('.')) node = node !== null && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Tree)[key] : undefined;
  return node;
}

/** The messages under the given paths ('cart', 'contracts.status'), in their places in the tree; paths missing in the messages are left out. */
export function pickMessages<T extends Tree>(messages: T, paths: readonly string[]): Tree {
  const picked: Tree = {};
  // A path inside another one listed adds nothing (and must not write into the shared subtree).
  const outermost = paths.filter((path) => !paths.some((other) => path.startsWith(`${other}.`)));
  for (const dotted of outermost) {
    const from = messageAt(messages, dotted);
    if (from === undefined) continue;
    const keys = dotted.split('.');
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
