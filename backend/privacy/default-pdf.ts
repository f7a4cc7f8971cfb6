// The default privacy notice, generated with pdf-lib: an Italian section,
// then an English one, from messages/*.json (`privacyDocument`) and the
// company data of core/company.ts. Administrators may upload their own.
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { COMPANY } from '../../core/company';
import { type Locale, formatMessage, messagesOf } from '../i18n';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** Fixed, so that the generated file is the same bytes on every start. */
const EDITION = new Date('2026-01-01T00:00:00Z');

interface Writer {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
  ink: Color;
  muted: Color;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function write(w: Writer, text: string, options: { size: number; bold?: boolean; muted?: boolean; after?: number }) {
  const font = options.bold ? w.bold : w.regular;
  const leading = options.size * 1.4;
  for (const line of wrap(text, font, options.size, A4[0] - 2 * MARGIN)) {
    if (w.y - leading < MARGIN) {
      w.page = w.doc.addPage(A4);
      w.y = A4[1] - MARGIN;
    }
    w.y -= leading;
    w.page.drawText(line, { x: MARGIN, y: w.y, size: options.size, font, color: options.muted ? w.muted : w.ink });
  }
  w.y -= options.after ?? 0;
}

function writeSection(w: Writer, locale: Locale) {
  const texts = messagesOf(locale).privacyDocument;
  const params = { company: COMPANY.name, address: COMPANY.address, vat: COMPANY.vatNumber, email: COMPANY.email };
  const f = (template: string) => formatMessage(template, params, locale);
  const date = new Intl.DateTimeFormat(locale === 'it' ? 'it-IT' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(EDITION);
  write(w, texts.title, { size: 17, bold: true, after: 4 });
  write(w, formatMessage(texts.updated, { date }, locale), { size: 9, muted: true, after: 10 });
  write(w, f(texts.intro), { size: 10.5, after: 8 });
  for (const section of Object.values(texts.sections)) {
    write(w, section.heading, { size: 12, bold: true, after: 2 });
    write(w, f(section.body), { size: 10.5, after: 8 });
  }
}

export async function generatePrivacyPdf(): Promise<Uint8Array> {
  // Imported with the first privacy PDF, not at server start (docs/deploy.md, "Memory").
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${messagesOf('it').privacyDocument.title} / ${messagesOf('en').privacyDocument.title}`);
  doc.setAuthor(COMPANY.name);
  doc.setLanguage('it-IT');
  doc.setCreationDate(EDITION);
  doc.setModificationDate(EDITION);
  const w: Writer = {
    doc,
    page: doc.addPage(A4),
    y: A4[1] - MARGIN,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    ink: rgb(0.06, 0.09, 0.16),
    muted: rgb(0.28, 0.33, 0.41),
  };
  writeSection(w, 'it');
  w.page = doc.addPage(A4);
  w.y = A4[1] - MARGIN;
  writeSection(w, 'en');
  return doc.save();
}

let cached: Promise<Uint8Array> | undefined;

/** Generated once per process: the texts only change with a new build. */
export function defaultPrivacyPdf(): Promise<Uint8Array> {
  cached ??= generatePrivacyPdf().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
