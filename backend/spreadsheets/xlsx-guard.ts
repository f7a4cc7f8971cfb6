// What an uploaded workbook must be before any parser reads it, judged by its
// bytes, never by its name: at most 10 MB; a ZIP archive (PK\3\4) whose
// central directory lists an XLSX workbook; no macros (xl/vbaProject.bin or a
// macro-enabled content type); and no more than 100 MB once expanded,
// counted while inflating each entry (a zip bomb can lie in its headers).
// yauzl reads the ZIP structure (end record, central directory, local headers,
// bounds) and inflates; it is imported with the first upload, not with the
// server. Its own checks refuse, as not_xlsx, bytes after the end record and
// encrypted parts: no spreadsheet application writes either.
import type { Entry, ZipFile } from 'yauzl';
import { IMPORT_XLSX_MAX_BYTES } from '../../core/http/body-limits';
import { ApiError } from '../http/errors';

export const XLSX_MAX_BYTES = IMPORT_XLSX_MAX_BYTES;
export const XLSX_MAX_EXPANDED_BYTES = 100 * 1024 * 1024;

const LOCAL = 0x04034b50;
const CONTENT_TYPES = '[Content_Types].xml';

const notXlsx = () => new ApiError(400, 'not_xlsx');

/** yauzl's refusals (malformed directory, bad local header, data out of bounds, inflate errors) all mean "not an XLSX". */
async function orNotXlsx<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof ApiError ? error : notXlsx();
  }
}

/** A part's name as the directory writes it, decoded as UTF-8 and not rewritten (yauzl's own decoding would turn `\` into `/` and refuse absolute names). */
const partName = (entry: Entry) => entry.fileNameRaw.toString('utf8');

/** Refuses what is not a plain XLSX workbook; the caller may then parse it. */
export async function checkXlsx(bytes: Uint8Array, limits = { maxBytes: XLSX_MAX_BYTES, maxExpanded: XLSX_MAX_EXPANDED_BYTES }): Promise<void> {
  if (bytes.byteLength > limits.maxBytes) throw new ApiError(413, 'payload_too_large');
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // yauzl finds the directory from the end of the file; an XLSX also starts with a part.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== LOCAL) throw notXlsx();
  const { fromBufferPromise } = await import('yauzl');
  // decodeStrings: false keeps the names as written (see partName); validateEntrySizes: false
  // because the sizes are counted here against the budget, so a lying header is a zip_bomb, not a stream error.
  const zip = await orNotXlsx(() => fromBufferPromise(buffer, { lazyEntries: true, decodeStrings: false, validateEntrySizes: false }));
  try {
    await checkEntries(zip, await orNotXlsx(() => Array.fromAsync(zip.eachEntry())), limits.maxExpanded);
  } finally {
    zip.close();
  }
}

async function checkEntries(zip: ZipFile, entries: Entry[], maxExpanded: number): Promise<void> {
  const names = new Set(entries.map(partName));
  if (names.has('xl/vbaProject.bin')) throw new ApiError(400, 'macro_workbook');
  if (!names.has(CONTENT_TYPES) || !names.has('xl/workbook.xml')) throw notXlsx();
  const zipBomb = () => new ApiError(400, 'zip_bomb', { params: { max: Math.round(maxExpanded / (1024 * 1024)) } });
  if (entries.reduce((sum, e) => sum + e.uncompressedSize, 0) > maxExpanded) throw zipBomb();
  let expanded = 0;
  let types: Buffer[] | undefined;
  for (const entry of entries) {
    // Stored or deflated only.
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw notXlsx();
    let keep: Buffer[] | undefined;
    if (types === undefined && partName(entry) === CONTENT_TYPES) keep = types = [];
    const data = await orNotXlsx(() => zip.openReadStreamPromise(entry));
    // 'data' events rather than for await: on a 100 MB bomb the async iterator cost about a fifth more CPU.
    await new Promise<void>((resolve, reject) => {
      data.on('data', (chunk: Buffer) => {
        expanded += chunk.length;
        keep?.push(chunk);
        if (expanded > maxExpanded) {
          reject(zipBomb());
          // yauzl's destroy stops the inflating: nothing past the budget is expanded.
          data.destroy();
        }
      });
      data.on('end', resolve);
      data.on('error', () => reject(notXlsx()));
    });
  }
  // A macro-enabled workbook says so in its content types, whatever its parts are called.
  if (/macroEnabled/i.test(Buffer.concat(types!).toString('utf8'))) throw new ApiError(400, 'macro_workbook');
}
