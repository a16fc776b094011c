// Starting an embedded server (auth, storage, the Stripe test server) at start-up: its migrations and keys, or a
// loud log of why it refuses to run. Never throws: the rest of the site keeps working.

/** What start-up needs of an embedded server. */
export interface EmbeddedServer {
  settings: { refusals: readonly string[] };
  prepare(): Promise<void>;
}

/** An error's message, or its driver cause's (a failed statement's own message can be a megabyte of parameters). */
export function causeMessage(error: unknown): unknown {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : cause;
}

/**
 * Prepares `server` (null: not embedded in this configuration, nothing to do). `name` reads in a sentence ("The
 * embedded auth server"); `refusedMeans` says what users see while it refuses ("sign-in answers 503").
 */
export async function startEmbedded(name: string, server: EmbeddedServer | null, refusedMeans?: string): Promise<void> {
  if (!server) return;
  const { refusals } = server.settings;
  if (refusals.length > 0) {
    const heading = `${name} refuses to run${refusedMeans ? ` (${refusedMeans})` : ''}:`;
    console.error([heading, ...refusals.map((r) => `  - ${r}`)].join('\n'));
    return;
  }
  try {
    await server.prepare();
  } catch (error) {
    console.error(`${name} could not start:`, causeMessage(error));
  }
}
