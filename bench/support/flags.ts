// The `--name=value` flags of the simpler benches: `--help` prints their usage, and an unknown flag stops them.

export type ParsedFlags =
  { help: true } | { help: false; unknown: string } | { help: false; flags: Map<string, string> };

/** Reads `--name=value` flags (a bare `--name` has the value ''); the first argument not in `known` is reported. */
export function parseFlags(argv: readonly string[], known: readonly string[]): ParsedFlags {
  const flags = new Map<string, string>();
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') return { help: true };
    const [key = '', value = ''] = arg.replace(/^--/, '').split(/=(.*)/s);
    if (!arg.startsWith('--') || !known.includes(key)) return { help: false, unknown: arg };
    flags.set(key, value);
  }
  return { help: false, flags };
}

/** `parseFlags` for a bench's command line: exits after printing `usage` on `--help`, and with code 2 on a typo. */
export function readFlags(argv: readonly string[], known: readonly string[], usage: string): Map<string, string> {
  const parsed = parseFlags(argv, known);
  if (parsed.help) {
    console.info(usage);
    process.exit(0);
  }
  if ('unknown' in parsed) {
    // A typo must not start a run of many minutes with the defaults.
    console.error(`Unknown argument "${parsed.unknown}" (see --help)\n${usage}`);
    process.exit(2);
  }
  return parsed.flags;
}
