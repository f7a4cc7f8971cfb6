// PDFs for the tests of the active-content check: put together by hand (the
// check reads bytes, so a few objects are enough), or made by pdf-lib and
// given an action, so that the API's readability check takes them too.
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A header, the parts as given, and a trailer naming object 1 as the catalogue. */
export function handPdf(...parts: (string | Uint8Array)[]): Uint8Array {
  return new Uint8Array(
    Buffer.concat([latin1('%PDF-1.7\n'), ...parts.map((p) => (typeof p === 'string' ? latin1(p) : p)), latin1('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')]),
  );
}

/** Object `number`, an object stream holding `members` (number, text): deflated, unless `data` encodes it otherwise. */
export function objectStream(number: number, members: [number, string][], options: { dictionary?: string; data?: (plain: Buffer) => Buffer } = {}): Buffer {
  let offset = 0;
  const header: string[] = [];
  for (const [n, body] of members) {
    header.push(`${n} ${offset}`);
    offset += body.length + 1;
  }
  const head = `${header.join(' ')}\n`;
  const plain = latin1(head + members.map(([, body]) => `${body}\n`).join(''));
  const data = options.data ? options.data(plain) : deflateSync(plain);
  const dictionary = options.dictionary ?? `/Type /ObjStm /Filter /FlateDecode /N ${members.length} /First ${head.length}`;
  return Buffer.concat([latin1(`${number} 0 obj\n<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, latin1('\nendstream\nendobj\n')]);
}

/** A one-page PDF by pdf-lib (object streams unless told otherwise), with a JavaScript action run on opening if asked. */
export async function libraryPdf(options: { openJavaScript?: boolean; objectStreams?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Informativa');
  if (options.openJavaScript) {
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of("app.alert('x')") }));
  }
  return doc.save({ useObjectStreams: options.objectStreams ?? true });
}

/** The same bytes with a name written differently (`/JavaScript` as `/J#61vaScript`); readers take both. */
export function rewriteName(bytes: Uint8Array, name: string, written: string): Uint8Array {
  const text = Buffer.from(bytes).toString('latin1');
  if (!text.includes(`/${name}`)) throw new Error(`no /${name} to rewrite`);
  return new Uint8Array(latin1(text.replaceAll(`/${name}`, `/${written}`)));
}

/** A PDF with JavaScript run on opening, three ways: plain, with its name hex-escaped, inside a compressed object stream. */
export async function javaScriptPdfs(): Promise<Record<'plain' | 'escaped' | 'compressed', Uint8Array>> {
  const plain = await libraryPdf({ openJavaScript: true, objectStreams: false });
  return {
    plain,
    // both the action's type and its script's key, so neither is left to give it away
    escaped: rewriteName(rewriteName(plain, 'JavaScript', 'J#61vaScript'), 'JS', '#4a#53'),
    compressed: await libraryPdf({ openJavaScript: true, objectStreams: true }),
  };
}

/** PDFs the uploads must refuse: the JavaScript ones, and a program carried as an embedded file (as pdf-lib's attach writes it). */
export async function activeContentPdfs(): Promise<Record<string, Uint8Array>> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Ricevuta');
  await doc.attach(new TextEncoder().encode('MZ not really a program'), 'setup.exe', { mimeType: 'application/octet-stream' });
  return { ...(await javaScriptPdfs()), embeddedFile: await doc.save() };
}
