// What an uploaded workbook must be before any parser reads it, judged by its
// bytes, never by its name: at most 10 MB; a ZIP archive (PK\3\4) whose
// central directory lists an XLSX workbook; no macros (xl/vbaProject.bin or a
// macro-enabled content type); and no more than 100 MB once expanded,
// counted while inflating each entry (a zip bomb can lie in its headers).
import { createInflateRaw } from 'node:zlib';
import { IMPORT_XLSX_MAX_BYTES } from '../../core/http/body-limits';
import { ApiError } from '../http/errors';

export const XLSX_MAX_BYTES = IMPORT_XLSX_MAX_BYTES;
export const XLSX_MAX_EXPANDED_BYTES = 100 * 1024 * 1024;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const notXlsx = () => new ApiError(400, 'not_xlsx');

/** The central directory's entries; anything malformed is not an XLSX. */
export function zipEntries(bytes: Uint8Array): Entry[] {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < 22 || view.readUInt32LE(0) !== LOCAL) throw notXlsx();
  // The end record sits in the last 22 bytes plus a comment of at most 64 KB.
  let end = -1;
  for (let i = view.length - 22; i >= Math.max(0, view.length - 22 - 65_535); i -= 1) {
    if (view.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notXlsx();
  const count = view.readUInt16LE(end + 10);
  let at = view.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > view.length || view.readUInt32LE(at) !== CENTRAL) throw notXlsx();
    const nameLength = view.readUInt16LE(at + 28);
    const extra = view.readUInt16LE(at + 30);
    const comment = view.readUInt16LE(at + 32);
    entries.push({
      method: view.readUInt16LE(at + 10),
      compressedSize: view.readUInt32LE(at + 20),
      size: view.readUInt32LE(at + 24),
      localOffset: view.readUInt32LE(at + 42),
      name: view.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

/** Inflates an entry without keeping it, counting bytes; stops past `budget`. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', () => reject(notXlsx()));
    inflate.end(data);
  });
}

function entryData(bytes: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) throw notXlsx();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw notXlsx();
  return bytes.subarray(start, end);
}

/** Refuses what is not a plain XLSX workbook; the caller may then parse it. */
export async function checkXlsx(bytes: Uint8Array, limits = { maxBytes: XLSX_MAX_BYTES, maxExpanded: XLSX_MAX_EXPANDED_BYTES }): Promise<void> {
  if (bytes.byteLength > limits.maxBytes) throw new ApiError(413, 'payload_too_large');
  const entries = zipEntries(bytes);
  const names = new Set(entries.map((e) => e.name));
  if (names.has('xl/vbaProject.bin')) throw new ApiError(400, 'macro_workbook');
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw notXlsx();
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const maxMb = Math.round(limits.maxExpanded / (1024 * 1024));
  if (entries.reduce((sum, e) => sum + e.size, 0) > limits.maxExpanded) throw new ApiError(400, 'zip_bomb', { params: { max: maxMb } });
  let expanded = 0;
  for (const entry of entries) {
    const data = entryData(buffer, entry);
    if (entry.method === 0) expanded += data.length;
    else if (entry.method === 8) expanded += await inflatedSize(data, limits.maxExpanded - expanded);
    else throw notXlsx();
    if (expanded > limits.maxExpanded) throw new ApiError(400, 'zip_bomb', { params: { max: maxMb } });
  }
  // A macro-enabled workbook says so in its content types, whatever its parts are called.
  const types = entries.find((e) => e.name === '[Content_Types].xml')!;
  const xml = types.method === 0 ? entryData(buffer, types) : await inflateSmall(entryData(buffer, types));
  if (/macroEnabled/i.test(xml.toString('utf8'))) throw new ApiError(400, 'macro_workbook');
}

function inflateSmall(data: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const inflate = createInflateRaw();
    inflate.on('data', (chunk: Buffer) => chunks.push(chunk));
    inflate.on('end', () => resolve(Buffer.concat(chunks)));
    inflate.on('error', () => reject(notXlsx()));
    inflate.end(data);
  });
}
