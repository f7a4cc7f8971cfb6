'use client';

// The last resort when the root layout itself fails: no messages are loaded
// here, so both languages are written out.
export default function GlobalError() {
  return (
    <html lang="it">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', textAlign: 'center' }}>
        <h1>Errore generico · Generic error</h1>
        <p>Si è verificato un errore inatteso · An unexpected error occurred</p>
        <p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the point: the app around it failed */}
          <a href="/login">Accedi · Sign in</a>
        </p>
      </body>
    </html>
  );
}
