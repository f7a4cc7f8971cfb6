// The PDF active-content check (backend/files/pdf-active-content.ts) on small
// hand-built PDFs: what it refuses, written plainly, hex-escaped or inside a
// compressed object stream, and what it lets through.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_DECODED_BYTES, decodeName, findPdfActiveContent } from '@/backend/files/pdf-active-content';
import { generatePrivacyPdf } from '@/backend/privacy/default-pdf';
import { handPdf, javaScriptPdfs, libraryPdf, objectStream } from '../../support/pdf-samples';

const CATALOG = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';
const withCatalog = (entries: string, ...rest: (string | Uint8Array)[]) => handPdf(`1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${entries} >>\nendobj\n`, ...rest);
const kindOf = (bytes: Uint8Array) => findPdfActiveContent(bytes)?.kind ?? null;
const raw = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('decodeName', () => {
  it('decodes #xx escapes in either case and leaves the rest', () => {
    expect(decodeName('J#61vaScript')).toBe('JavaScript');
    expect(decodeName('#4a#53')).toBe('JS');
    expect(decodeName('#4A#53')).toBe('JS');
    expect(decodeName('A#2x')).toBe('A#2x');
  });
});

describe('findPdfActiveContent', () => {
  it('lets through what pdf-lib makes, the generated privacy notice and a page with links and a destination to open at', async () => {
    expect(findPdfActiveContent(await libraryPdf())).toBeNull();
    expect(findPdfActiveContent(await libraryPdf({ objectStreams: false }))).toBeNull();
    expect(findPdfActiveContent(await generatePrivacyPdf())).toBeNull();
    const link = '3 0 obj\n<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.com/privacy) >> >>\nendobj\n';
    expect(findPdfActiveContent(withCatalog('/OpenAction [4 0 R /Fit] /AcroForm << /Fields [] >>', link))).toBeNull();
  });

  it.each([
    ['/OpenAction << /S /JavaScript /JS (app.alert(1)) >>', 'javascript', 'JavaScript'],
    ['/Names << /JavaScript 5 0 R >>', 'javascript', 'JavaScript'],
    ['/OpenAction << /S /Launch /F (calc.exe) >>', 'launch', 'Launch'],
    ['/Annots [<< /A << /S /SubmitForm /F (https://evil.example) >> >>]', 'external_action', 'SubmitForm'],
    ['/Annots [<< /A << /S /ImportData /F (C:/data.fdf) >> >>]', 'external_action', 'ImportData'],
    ['/Annots [<< /A << /S /GoToR /F (\\\\\\\\host\\\\share\\\\a.pdf) >> >>]', 'external_action', 'GoToR'],
    ['/Annots [<< /A << /S /GoToE /T << /R /C /N (a.pdf) >> >> >>]', 'embedded_file', 'GoToE'],
    ['/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>', 'embedded_file', 'EmbeddedFiles'],
    ['/Annots [<< /Subtype /FileAttachment /FS 6 0 R >>]', 'embedded_file', 'FileAttachment'],
    ['/Annots [<< /Subtype /RichMedia >>]', 'rich_media', 'RichMedia'],
    ['/Annots [<< /A << /S /Rendition /OP 0 >> >>]', 'rich_media', 'Rendition'],
    ['/Annots [<< /Subtype /Movie >>]', 'rich_media', 'Movie'],
    ['/AcroForm << /Fields [] /XFA 7 0 R >>', 'xfa', 'XFA'],
    ['/Annots [<< /Subtype /3D /3DD << /OnInstantiate 8 0 R >> >>]', 'javascript', 'OnInstantiate'],
    ['/AA << /WC << /S /GoTo /D [0 /Fit] >> >>', 'automatic_action', 'AA'],
    ['/OpenAction << /S /URI /URI (https://tracker.example) >>', 'automatic_action', 'OpenAction'],
    ['/OpenAction << /S /GoTo /D [0 /Fit] /Next << /S /URI /URI (https://x.example) >> >>', 'automatic_action', 'OpenAction'],
  ])('refuses %s', (entries, kind, name) => {
    expect(findPdfActiveContent(withCatalog(entries))).toEqual({ kind, name });
  });

  it('refuses a script key on its own, written as a string, a hex string or a reference', () => {
    for (const value of ['(app.alert(1))', '<6170702e616c65727428312920>', '9 0 R']) {
      expect(kindOf(handPdf(CATALOG, `3 0 obj\n<< /JS ${value} >>\nendobj\n`)), value).toBe('javascript');
    }
  });

  it('takes short names as keys only where their value follows, so bytes like /JS) or /AA] by chance pass', () => {
    expect(findPdfActiveContent(handPdf(CATALOG, '3 0 obj\n<< /Title (see /JS) /K [/AA] >>\nendobj\n'))).toBeNull();
    expect(kindOf(handPdf(CATALOG, '3 0 obj\n<< /AA %comment\n 9 0 R >>\nendobj\n'))).toBe('automatic_action');
  });

  it('does not take short keys from the data of a stream, where compressed bytes spell them by chance', () => {
    const data = '\x9c\x01/JS (\xff\x00/AA <<\x13';
    expect(findPdfActiveContent(handPdf(CATALOG, `3 0 obj\n<< /Length ${data.length} /Filter /DCTDecode >>\nstream\n${data}\nendstream\nendobj\n`))).toBeNull();
  });

  it('decodes hex escapes in names, in either case', () => {
    expect(findPdfActiveContent(withCatalog('/OpenAction << /S /J#61vaScript >>'))).toEqual({ kind: 'javascript', name: 'JavaScript' });
    expect(kindOf(withCatalog('/OpenAction << /S /L#61#75nch /F (x) >>'))).toBe('launch');
    expect(kindOf(handPdf(CATALOG, '3 0 obj\n<< /#4a#53 (app.alert(1)) >>\nendobj\n'))).toBe('javascript');
    expect(kindOf(withCatalog('/#41A << /O 3 0 R >>'))).toBe('automatic_action');
  });

  it('opens with a destination or a go-to, written out or by reference, and refuses anything else it points to', () => {
    expect(kindOf(withCatalog('/OpenAction << /S /GoTo /D [3 0 R /XYZ null null 0] >>'))).toBeNull();
    expect(kindOf(withCatalog('/OpenAction 9 0 R', '9 0 obj\n[3 0 R /Fit]\nendobj\n'))).toBeNull();
    expect(kindOf(withCatalog('/OpenAction 9 0 R', '9 0 obj\n<< /S /Named /N /Print >>\nendobj\n'))).toBe('automatic_action');
    // an update redefining the object: every version counts
    expect(kindOf(withCatalog('/OpenAction 9 0 R', '9 0 obj\n[3 0 R /Fit]\nendobj\n', '9 0 obj\n<< /S /URI /URI (x) >>\nendobj\n'))).toBe('automatic_action');
    expect(kindOf(withCatalog('/OpenAction 9 0 R'))).toBe('automatic_action');
    expect(kindOf(withCatalog('/OpenAction 9 0 R', objectStream(5, [[9, '[3 0 R /Fit]']])))).toBeNull();
    expect(kindOf(withCatalog('/OpenAction 9 0 R', objectStream(5, [[9, '<< /S /URI /URI (x) >>']])))).toBe('automatic_action');
  });

  it('reads compressed object streams, found by /Type /ObjStm or by /First, whatever escapes their names use', async () => {
    const inside = objectStream(5, [
      [3, '<< /Type /Page >>'],
      [4, '<< /S /J#61vaScript /J#53 (app.alert(1)) >>'],
    ]);
    expect(raw(inside)).not.toMatch(/Java|JS|#61/);
    expect(findPdfActiveContent(handPdf(CATALOG, inside))).toEqual({ kind: 'javascript', name: 'JavaScript' });
    const unmarked = objectStream(5, [[4, '<< /S /Launch >>']], { dictionary: '/Filter /FlateDecode /N 1 /First 4' });
    expect(kindOf(handPdf(CATALOG, unmarked))).toBe('launch');
    const escapedType = objectStream(5, [[4, '<< /S /Launch >>']], { dictionary: '/Type /ObjSt#6d /Filter /Fl#61teDecode /N 1' });
    expect(kindOf(handPdf(CATALOG, escapedType))).toBe('launch');
    const twice = objectStream(5, [[4, '<< /S /Launch >>']], {
      dictionary: '/Type /ObjStm /Filter [/FlateDecode /FlateDecode] /N 1 /First 4',
      data: (plain) => deflateSync(deflateSync(plain)),
    });
    expect(kindOf(handPdf(CATALOG, twice))).toBe('launch');
    // what pdf-lib writes: the action's dictionary compressed, nothing of it in the file's own text
    const { compressed } = await javaScriptPdfs();
    expect(raw(compressed)).not.toMatch(/JavaScript|\/JS/);
    expect(kindOf(compressed)).toBe('javascript');
  });

  it('finds the three JavaScript samples the API tests upload', async () => {
    const samples = await javaScriptPdfs();
    expect(raw(samples.escaped)).not.toMatch(/\/JavaScript|\/JS/);
    for (const [name, bytes] of Object.entries(samples)) expect(kindOf(bytes), name).toBe('javascript');
  });

  it('refuses an object stream it cannot read: another filter, a predictor, broken data, or more than its budget once inflated', () => {
    const members: [number, string][] = [[4, '<< /Type /Page >>']];
    const lzw = objectStream(5, members, { dictionary: '/Type /ObjStm /Filter /LZWDecode /N 1 /First 4', data: (plain) => plain });
    const predictor = objectStream(5, members, { dictionary: '/Type /ObjStm /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 5 >> /N 1 /First 4' });
    const broken = objectStream(5, members, { data: () => Buffer.from('not deflate at all') });
    const bomb = objectStream(5, [[4, `<< /Pad (${'0'.repeat(MAX_DECODED_BYTES)}) >>`]]);
    for (const [name, part] of Object.entries({ lzw, predictor, broken, bomb })) {
      expect(findPdfActiveContent(handPdf(CATALOG, part)), name).toEqual({ kind: 'unreadable_object_stream', name: 'ObjStm' });
    }
    const plainPredictor = objectStream(5, members, { dictionary: '/Type /ObjStm /Filter /FlateDecode /DecodeParms << /Predictor 1 >> /N 1 /First 4' });
    expect(kindOf(handPdf(CATALOG, plainPredictor))).toBeNull();
  });

  it('refuses an encrypted file, before its unreadable object streams', () => {
    const garbage = objectStream(5, [[4, '<< >>']], { data: () => Buffer.from([1, 2, 3, 4, 5, 6, 7, 8]) });
    const encrypted = handPdf(CATALOG, garbage, '9 0 obj\n<< /Filter /Standard /V 2 >>\nendobj\ntrailer << /Encrypt 9 0 R >>\n');
    expect(findPdfActiveContent(encrypted)).toEqual({ kind: 'encrypted', name: 'Encrypt' });
  });

  it('finds an object hidden inside another stream’s data, where a reader sent by the cross-reference table would find it', () => {
    const hidden = '9 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n';
    const carrier = `3 0 obj\n<< /Length ${hidden.length + 8} >>\nstream\nxxxxxxxx${hidden}\nendstream\nendobj\n`;
    expect(kindOf(handPdf(CATALOG, carrier))).toBe('javascript');
  });

  it('reads large odd files in linear time: megabytes of digits or of random bytes', () => {
    const digits = handPdf(CATALOG, '3 0 obj\n<< /Length 1 >>\nstream\n', '7'.repeat(4 * 1024 * 1024), '\nendstream\nendobj\n');
    let seed = 42;
    const noise = new Uint8Array(8 * 1024 * 1024).map(() => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed >>> 24;
    });
    const started = performance.now();
    expect(findPdfActiveContent(digits)).toBeNull();
    expect(findPdfActiveContent(handPdf(CATALOG, '3 0 obj\n<< /Length 8388608 >>\nstream\n', noise, '\nendstream\nendobj\n'))).toBeNull();
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
