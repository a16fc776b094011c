// The command line of bench:ingest and bench:search: known flags with their values, --help, and typos caught.
import { describe, expect, it } from 'vitest';
import { parseFlags } from '@/bench/support/flags';

const known = ['tenders', 'postgres', 'no-build'];

describe('bench flags', () => {
  it('reads each known flag with its value, a bare flag as empty, and keeps "=" inside a value', () => {
    const parsed = parseFlags(['--tenders=5000', '--postgres=postgres://h/db?sslmode=require', '--no-build'], known);
    expect(parsed).toEqual({
      help: false,
      flags: new Map([
        ['tenders', '5000'],
        ['postgres', 'postgres://h/db?sslmode=require'],
        ['no-build', ''],
      ]),
    });
  });

  it('asks for the usage on --help or -h, wherever it stands', () => {
    expect(parseFlags(['--tenders=5', '--help'], known)).toEqual({ help: true });
    expect(parseFlags(['-h'], known)).toEqual({ help: true });
  });

  it('names the first argument it does not know: a misspelt flag or a bare word', () => {
    expect(parseFlags(['--tenders=5', '--tender=5'], known)).toEqual({ help: false, unknown: '--tender=5' });
    expect(parseFlags(['tenders=5'], known)).toEqual({ help: false, unknown: 'tenders=5' });
  });
});
