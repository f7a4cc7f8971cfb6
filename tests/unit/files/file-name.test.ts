// The names uploaded files are kept and served under (backend/files/file-name.ts)
// and the headers every stored file is answered with (backend/files/file-answer.ts).
import { describe, expect, it } from 'vitest';
import { FILE_POLICY, contentDisposition, fileHeaders } from '@/backend/files/file-answer';
import { MAX_FILE_NAME, cleanFileName } from '@/backend/files/file-name';

describe('cleanFileName', () => {
  it('drops control, bidi and other invisible format characters', () => {
    // shown as "report1exe.png" with the override in place
    expect(cleanFileName('report1\u202egnp.exe', 'image/png')).toBe('report1gnp.png');
    const invisible = [
      '\u0000',
      '\u0007',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009b',
      '\u200e',
      '\u200f',
      '\u061c',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200b',
      '\ufeff',
      '\u2028',
    ];
    expect(cleanFileName(`fo${invisible.join('')}to.jpg`, 'image/jpeg')).toBe('foto.jpg');
    expect(cleanFileName('"quoted".pdf', 'application/pdf')).toBe('quoted.pdf');
  });

  it('takes the extension from the type the bytes are, keeping the name’s own when it already says so', () => {
    expect(cleanFileName('poly.html', 'image/png')).toBe('poly.png');
    expect(cleanFileName('invoice.pdf.exe', 'application/pdf')).toBe('invoice.pdf.pdf');
    expect(cleanFileName('IMG_0001.JPEG', 'image/jpeg')).toBe('IMG_0001.JPEG');
    expect(cleanFileName('IMG_0001.jpg', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(cleanFileName('scan', 'application/pdf')).toBe('scan.pdf');
    expect(cleanFileName('photo .exe', 'image/webp')).toBe('photo.webp');
  });

  it('keeps no path, no leading dots and no trailing dots or spaces, and falls back when nothing is left', () => {
    expect(cleanFileName('C:\\Users\\anna\\danno.png', 'image/png')).toBe('danno.png');
    expect(cleanFileName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(cleanFileName('.htaccess', 'image/png')).toBe('allegato.png');
    expect(cleanFileName('...nascosto. .png', 'image/png')).toBe('nascosto.png');
    expect(cleanFileName('\u202e', 'application/pdf')).toBe('allegato.pdf');
    expect(cleanFileName('', 'image/png', 'logo')).toBe('logo.png');
  });

  it('keeps accents and other scripts, composed, and cuts long names before the extension', () => {
    expect(cleanFileName('ricevuta già pagata.pdf', 'application/pdf')).toBe('ricevuta già pagata.pdf');
    expect(cleanFileName('e\u0301.png', 'image/png')).toBe('\u00e9.png');
    expect(cleanFileName('收据.pdf', 'application/pdf')).toBe('收据.pdf');
    const long = cleanFileName(`${'a'.repeat(300)}.exe`, 'image/png');
    expect(long).toHaveLength(MAX_FILE_NAME);
    expect(long.endsWith('a.png')).toBe(true);
  });

  it('is stable: a clean name stays as it is', () => {
    for (const name of ['report1gnp.png', 'ricevuta già pagata.PDF', 'allegato.pdf']) {
      const type = name.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'image/png';
      expect(cleanFileName(cleanFileName(name, type), type)).toBe(cleanFileName(name, type));
    }
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII name as it is, and a name with more as an ASCII stand-in and an RFC 5987 filename*', () => {
    expect(contentDisposition('attachment', 'scontrino.pdf')).toBe('attachment; filename="scontrino.pdf"');
    expect(contentDisposition('inline', "già (l'ultima)*.pdf")).toBe(
      `inline; filename="gi_ (l'ultima)*.pdf"; filename*=UTF-8''gi%C3%A0%20%28l%27ultima%29%2A.pdf`,
    );
  });
});

describe('fileHeaders', () => {
  it('answers pictures inline, anything else as a download, always typed, in the sandbox and never sniffed', () => {
    expect(fileHeaders({ type: 'image/png', name: 'a.png', cache: 'no-store' })).toEqual({
      'Content-Type': 'image/png',
      'Content-Disposition': 'inline; filename="a.png"',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': FILE_POLICY,
      'Cache-Control': 'no-store',
    });
    expect(fileHeaders({ type: 'application/pdf', name: 'a.pdf', cache: 'no-store' })['Content-Disposition']).toBe('attachment; filename="a.pdf"');
    expect(fileHeaders({ type: 'application/pdf', name: 'a.pdf', cache: 'no-store', inline: true })['Content-Disposition']).toBe('inline; filename="a.pdf"');
    expect(FILE_POLICY).toMatch(/(^|; )sandbox$/);
    expect(FILE_POLICY).toContain("default-src 'none'");
  });
});
