// Runs once when the server starts. The Node part lives in its own module so
// the edge compilation of this file never sees Node APIs.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startPortal } = await import('./lib/server/server-start');
    await startPortal();
  }
}
