// The instructions sheet a template opens with, in the reader's language:
// each column of each sheet, what it holds and, for a coded column, the codes
// it takes (the same list as the column's drop-down); then the rules of the
// file as a whole. The imports ignore it: they read their sheets by name.
import { type Locale, messagesOf } from '../i18n';
import type { StreamedWorkbook } from '../spreadsheets/stream-writer';
import type { SheetLayout } from './sheet-rows';

type Guide = ReturnType<typeof messagesOf>['imports']['guide'];

export function writeGuide(file: StreamedWorkbook, locale: Locale, kind: 'catalog' | 'users', layouts: readonly SheetLayout[]): void {
  const guide: Guide = messagesOf(locale).imports.guide;
  const words = guide[kind] as unknown as Record<string, Record<string, string>>;
  const sheet = file.addSheet(guide.sheetName, [
    { header: guide.sheet, width: 14 },
    { header: guide.column, width: 18 },
    { header: guide.meaning, width: 90 },
    { header: guide.allowed, width: 50 },
  ]);
  for (const layout of layouts)
    for (const column of layout.columns) sheet.addRow([layout.name, column.key, words[layout.name]?.[column.key] ?? null, column.choices?.join(', ') ?? null]);
  sheet.addRow([]);
  for (const note of Object.values(guide[kind].notes)) sheet.addRow([note]);
  sheet.commit();
}
