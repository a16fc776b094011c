// Runs once when the Next server starts: opens the embedded database early so migrations, sample
// data and the loopback socket for CLIs are ready before the first request needs them.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/start');
  await startServer();
}
