// Requests outside any locale that reach no page: a minimal page of its own.
export default function GlobalNotFound() {
  return (
    <html lang="it">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', textAlign: 'center' }}>
        <h1>Pagina non trovata · Page not found</h1>
        <p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the point: the app around it failed */}
          <a href="/">Home</a>
        </p>
      </body>
    </html>
  );
}
