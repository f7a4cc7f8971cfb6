// Does a PDF carry active content: something a reader runs, launches, sends or
// unpacks by itself? The portal serves uploaded PDFs to other people (the
// public privacy notice, ticket attachments), so a PDF that holds any is
// refused, whatever it would do in a given reader.
//
// Read by bytes, not through a PDF library: readers are lenient and find
// objects a strict parser skips (inside other streams' data, after a broken
// cross-reference table), so every name anywhere in the file counts. Names
// are compared decoded (`/J#61vaScript` is `/JavaScript`), and object streams
// (PDF 1.5+, where most dictionaries sit compressed) are inflated and read the
// same way. An object stream the check cannot read, or an encrypted file, is
// refused too: what cannot be read cannot be vouched for.
import { inflateSync } from 'node:zlib';

export type ActiveContentKind =
  'javascript' | 'launch' | 'external_action' | 'embedded_file' | 'rich_media' | 'xfa' | 'automatic_action' | 'encrypted' | 'unreadable_object_stream';

export interface ActiveContent {
  kind: ActiveContentKind;
  /** the name that gave it away, decoded, e.g. "JavaScript" */
  name: string;
}

/** Refused wherever they appear as a name (a key or a value): none has a use in a notice, a receipt or a photo. */
const REFUSED = new Map<string, ActiveContentKind>([
  // the type of a JavaScript action, and the document's tree of scripts run on opening it
  ['JavaScript', 'javascript'],
  // scripts of 3D annotations, run when the model loads
  ['OnInstantiate', 'javascript'],
  // starts a program or opens a file on the reader's computer
  ['Launch', 'launch'],
  // sends the form's fields to an address
  ['SubmitForm', 'external_action'],
  // reads a file from the reader's disk into the form
  ['ImportData', 'external_action'],
  // opens another file, local or on a network share (which leaks Windows credentials)
  ['GoToR', 'external_action'],
  // opens a PDF carried inside this one
  ['GoToE', 'embedded_file'],
  // files carried inside the PDF (a program, another PDF), as a document's list or an annotation
  ['EmbeddedFile', 'embedded_file'],
  ['EmbeddedFiles', 'embedded_file'],
  ['FileAttachment', 'embedded_file'],
  // players with their own code: Flash, 3D and video annotations, media renditions (which may hold scripts), movies
  ['RichMedia', 'rich_media'],
  ['RichMediaExecute', 'rich_media'],
  ['Rendition', 'rich_media'],
  ['Movie', 'rich_media'],
  // XML forms, which run their own scripts
  ['XFA', 'xfa'],
  // an encrypted file's strings and streams (object streams included) cannot be read
  ['Encrypt', 'encrypted'],
]);

/**
 * Short keys refused where a value of their kind follows, and outside the
 * data of streams: bytes like `/JS(` turn up by chance in a compressed
 * picture (about once in 200 files of 10 MB). A JavaScript action hidden in
 * stream data still names its type, /JavaScript, which is looked for there too.
 */
const REFUSED_KEYS = new Map<string, { kind: ActiveContentKind; value: RegExp }>([
  // the script of a JavaScript or Rendition action: a string or a reference to a stream
  ['JS', { kind: 'javascript', value: /^[(<0-9]/ }],
  // actions run by events (a page opens, a field gets the focus, the document closes), without a click
  ['AA', { kind: 'automatic_action', value: /^[<0-9]/ }],
]);

/** Decoded bytes of object streams, in all: far above any real file's, a stop for deflate bombs. */
export const MAX_DECODED_BYTES = 32 * 1024 * 1024;
const MAX_OBJECT_STREAMS = 10_000;

const WHITESPACE = /[\0\t\n\f\r ]/;
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
/** A name where the text says one starts (sticky). */
const NAME_HERE = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/y;
/** `12 0 obj`; tried only where a run of digits starts, so a file of digits costs linear time. */
const OBJECT = /(?<![0-9])(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+obj(?![A-Za-z0-9])/g;

/** `#xx` escapes decoded, in either case (readers take both). */
export function decodeName(raw: string): string {
  return raw.includes('#') ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;
}

/** Past whitespace and comments. */
function skipSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length) {
    if (WHITESPACE.test(text[i]!)) i += 1;
    else if (text[i] === '%') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i += 1;
    } else break;
  }
  return i;
}

/** Past one value (dictionary, array, string, name, number or keyword); iterative, so no nesting overflows the stack. */
function skipValue(text: string, at: number): number {
  let i = skipSpace(text, at);
  let depth = 0;
  do {
    i = skipSpace(text, i);
    if (i >= text.length) return text.length;
    const c = text[i]!;
    if (text.startsWith('<<', i) || c === '[') {
      depth += 1;
      i += c === '[' ? 1 : 2;
    } else if (text.startsWith('>>', i) || c === ']') {
      depth = Math.max(0, depth - 1);
      i += c === ']' ? 1 : 2;
    } else if (c === '(') {
      let nesting = 0;
      for (; i < text.length; i += 1) {
        if (text[i] === '\\') i += 1;
        else if (text[i] === '(') nesting += 1;
        else if (text[i] === ')' && --nesting === 0) break;
      }
      i += 1;
    } else if (c === '<') {
      const end = text.indexOf('>', i);
      i = end < 0 ? text.length : end + 1;
    } else if (c === '/') {
      NAME_HERE.lastIndex = i;
      i += NAME_HERE.exec(text)![0].length;
    } else {
      const start = i;
      while (i < text.length && !WHITESPACE.test(text[i]!) && !'()<>[]{}/%'.includes(text[i]!)) i += 1;
      if (i === start) i += 1; // a stray delimiter
    }
  } while (depth > 0);
  return i;
}

/** The keys of the dictionary at `at` (`<<`), each with where its value starts, and where the dictionary ends. */
function readDictionary(text: string, at: number): { keys: Map<string, number>; end: number } {
  const keys = new Map<string, number>();
  let i = at + 2;
  for (;;) {
    i = skipSpace(text, i);
    if (i >= text.length) return { keys, end: text.length };
    if (text.startsWith('>>', i)) return { keys, end: i + 2 };
    if (text[i] === '/') {
      NAME_HERE.lastIndex = i;
      const match = NAME_HERE.exec(text)!;
      const key = decodeName(match[1]!);
      const valueAt = skipSpace(text, i + match[0].length);
      if (!keys.has(key)) keys.set(key, valueAt);
      i = text.startsWith('>>', valueAt) ? valueAt : skipValue(text, valueAt);
    } else i = skipValue(text, i);
  }
}

function nameAt(text: string, at: number): string | null {
  NAME_HERE.lastIndex = at;
  const match = NAME_HERE.exec(text);
  return match ? decodeName(match[1]!) : null;
}
/** A written-out integer, not the start of a reference (`12 0 R`). */
const integerAt = (text: string, at: number) => {
  const match = /^\d+(?![0-9])(?![\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+R)/.exec(text.slice(at, at + 64));
  return match ? Number(match[0]) : null;
};
const referenceAt = (text: string, at: number) => /^(\d+)[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+R/.exec(text.slice(at, at + 64))?.[1] ?? null;

/** Where each object's value starts, by number (every occurrence: an update may redefine one). */
type Objects = Map<string, { text: string; at: number }[]>;

function remember(objects: Objects, number: string, text: string, at: number) {
  const list = objects.get(number) ?? [];
  list.push({ text, at });
  objects.set(number, list);
}

class Unreadable extends Error {}

/** The names of a stream's filters, or null when they are not written out (a reference). */
function filtersOf(text: string, keys: Map<string, number>): string[] | null {
  const at = keys.get('Filter');
  if (at === undefined || text.startsWith('null', at)) return [];
  if (text[at] === '/') return [nameAt(text, at)!];
  if (text[at] !== '[') return null;
  const end = skipValue(text, at);
  const names = text.slice(at + 1, end - 1).match(NAME) ?? [];
  return names.map((name) => decodeName(name.slice(1)));
}

/** A decoding step other than plain inflating (a PNG or TIFF predictor) scrambles names: not read, so refused. */
function hasPredictor(text: string, keys: Map<string, number>): boolean {
  const at = keys.get('DecodeParms');
  if (at === undefined || text.startsWith('null', at)) return false;
  if (text[at] !== '<' && text[at] !== '[') return true;
  const span = text.slice(at, skipValue(text, at));
  for (const match of span.matchAll(NAME)) {
    if (decodeName(match[1]!) !== 'Predictor') continue;
    const value = skipSpace(span, match.index + match[0].length);
    if (integerAt(span, value) !== 1) return true;
  }
  return false;
}

/** Where the data of the stream whose keyword `stream` starts at `at` lies: [start, end). */
function streamSpan(text: string, keys: Map<string, number>, at: number): [number, number] {
  let start = at + 'stream'.length;
  if (text.startsWith('\r\n', start)) start += 2;
  else if (text[start] === '\n' || text[start] === '\r') start += 1;
  const lengthAt = keys.get('Length');
  const length = lengthAt === undefined ? null : integerAt(text, lengthAt);
  // The declared length when `endstream` follows it, as readers do; else up to the next `endstream`.
  if (length !== null && text.startsWith('endstream', skipSpace(text, start + length))) return [start, start + length];
  const end = text.indexOf('endstream', start);
  return [start, end < 0 ? text.length : end];
}

/** Spans merged into sorted, disjoint ones; `inside` tells whether a position falls in one. */
function spanSet(spans: [number, number][]) {
  const merged: [number, number][] = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return (at: number) => {
    let low = 0;
    let high = merged.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const [start, end] = merged[middle]!;
      if (at < start) high = middle - 1;
      else if (at >= end) low = middle + 1;
      else return true;
    }
    return false;
  };
}

function inflate(data: Uint8Array, budget: { left: number }): Uint8Array {
  try {
    // A missing checksum or a truncated end still gives what readers would read.
    const out = inflateSync(data, { maxOutputLength: Math.max(1, budget.left), finishFlush: 2 /* Z_SYNC_FLUSH */ });
    budget.left -= out.length;
    return out;
  } catch {
    throw new Unreadable();
  }
}

interface Reading {
  /** every object stream's objects, as text */
  decoded: string[];
  /** where the file's streams keep their data */
  streams: [number, number][];
  /** an object stream could not be read */
  unreadable: boolean;
}

/** The file's objects by number (object streams' included) and its streams; stops at the first object stream it cannot read. */
function readObjects(bytes: Uint8Array, text: string, objects: Objects): Reading {
  const reading: Reading = { decoded: [], streams: [], unreadable: false };
  const budget = { left: MAX_DECODED_BYTES };
  try {
    for (const match of text.matchAll(OBJECT)) {
      const at = skipSpace(text, match.index + match[0].length);
      remember(objects, match[1]!, text, at);
      if (!text.startsWith('<<', at)) continue;
      const { keys, end } = readDictionary(text, at);
      const streamAt = skipSpace(text, end);
      if (!text.startsWith('stream', streamAt)) continue;
      const span = streamSpan(text, keys, streamAt);
      reading.streams.push(span);
      const typeAt = keys.get('Type');
      // /First is what readers need to read one; /Type /ObjStm is what it should say.
      if (!keys.has('First') && !(typeAt !== undefined && nameAt(text, typeAt) === 'ObjStm')) continue;
      if (reading.decoded.length >= MAX_OBJECT_STREAMS || hasPredictor(text, keys)) throw new Unreadable();
      const filters = filtersOf(text, keys);
      if (!filters || filters.some((filter) => filter !== 'FlateDecode' && filter !== 'Fl')) throw new Unreadable();
      let data = bytes.subarray(...span);
      for (let n = 0; n < filters.length; n += 1) data = inflate(data, budget);
      const inside = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
      reading.decoded.push(inside);
      const firstAt = keys.get('First');
      const first = firstAt === undefined ? null : integerAt(text, firstAt);
      // The header: pairs of object number and offset from /First.
      const header = (first === null ? inside : inside.slice(0, first)).match(/\d+/g) ?? [];
      for (let i = 0; i + 1 < header.length; i += 2) remember(objects, header[i]!, inside, skipSpace(inside, (first ?? 0) + Number(header[i + 1])));
    }
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    reading.unreadable = true;
  }
  return reading;
}

/** An action run on opening: a destination (`[page /Fit]`) or a plain go-to is fine, anything else is not. */
function isHarmlessOpening(text: string, at: number, objects: Objects, follow = true): boolean {
  if (text[at] === '[' || text.startsWith('null', at)) return true;
  if (text.startsWith('<<', at)) {
    const { keys } = readDictionary(text, at);
    const type = keys.get('S');
    return type !== undefined && nameAt(text, type) === 'GoTo' && !keys.has('Next');
  }
  const reference = referenceAt(text, at);
  if (reference === null || !follow) return false;
  const targets = objects.get(reference) ?? [];
  return targets.length > 0 && targets.every((target) => isHarmlessOpening(target.text, target.at, objects, false));
}

/**
 * The refused names and keys of one text (short keys not `inStream`); an opening action only when `openings`, after
 * them, so the report names what the file would run.
 */
function findIn(text: string, objects: Objects, openings: boolean, inStream: (at: number) => boolean): ActiveContent | null {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1]!);
    if (!openings) {
      const kind = REFUSED.get(name);
      if (kind) return { kind, name };
    }
    const key = openings || inStream(match.index) ? undefined : REFUSED_KEYS.get(name);
    if (!key && !(openings && name === 'OpenAction')) continue;
    const valueAt = skipSpace(text, match.index + match[0].length);
    if (key?.value.test(text.slice(valueAt, valueAt + 1))) return { kind: key.kind, name };
    if (openings && !isHarmlessOpening(text, valueAt, objects)) return { kind: 'automatic_action', name };
  }
  return null;
}

/** The first active content found in a PDF's bytes, or null when it holds none. */
export function findPdfActiveContent(bytes: Uint8Array): ActiveContent | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const objects: Objects = new Map();
  const { decoded, streams, unreadable } = readObjects(bytes, text, objects);
  const inStream = spanSet(streams);
  const nowhere = () => false;
  // The file's own text first: an encrypted file says so there, before its object streams fail to inflate.
  for (const openings of [false, true]) {
    for (const [index, unit] of [text, ...decoded].entries()) {
      const found = findIn(unit, objects, openings, index === 0 ? inStream : nowhere);
      if (found) return found;
    }
  }
  return unreadable ? { kind: 'unreadable_object_stream', name: 'ObjStm' } : null;
}
