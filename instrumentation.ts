// Runs once when the Next server starts: stamps every request with its socket's address (for per-client
// limits), and opens the embedded database early so migrations, sample data and the socket for CLIs are
// ready before the first request needs them.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordSocketAddresses } = await import('./lib/http/socket-address');
  recordSocketAddresses();
  const { startServer } = await import('./lib/start');
  await startServer();
}
