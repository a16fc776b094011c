import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractDocument, unpackArchive, type UnpackResult } from '@/lib/documents/extract';
import { numberedPages, rawZip, tenderDocx, textPdf, zeroBomb, zipOf } from '../fixtures/document-files';

const encode = (text: string) => new TextEncoder().encode(text);

function unpacked(result: UnpackResult) {
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.reason}`);
  return result;
}

describe('unpackArchive', () => {
  it('returns each file with its path, unpacks a nested ZIP, and every file reads as a document', async () => {
    const pdf = await textPdf(numberedPages(2));
    const docx = await tenderDocx();
    const archive = zipOf({
      'Ausschreibung/Leistungsbeschreibung.pdf': pdf,
      'Ausschreibung/Vertrag.docx': docx,
      'Formblätter.zip': zipOf({ 'Formblatt 1.txt': 'Eigenerklärung des Bieters' }),
    });
    const result = unpacked(await unpackArchive(archive));
    expect(result.entries.map(({ path, name, depth }) => ({ path, name, depth }))).toEqual([
      { path: 'Ausschreibung/Leistungsbeschreibung.pdf', name: 'Leistungsbeschreibung.pdf', depth: 1 },
      { path: 'Ausschreibung/Vertrag.docx', name: 'Vertrag.docx', depth: 1 },
      { path: 'Formblätter.zip/Formblatt 1.txt', name: 'Formblatt 1.txt', depth: 2 },
    ]);
    expect(Buffer.from(result.entries[0]!.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect(result.skipped).toEqual([]);

    const texts = await Promise.all(
      result.entries.map((entry) => extractDocument(entry.bytes, { fileName: entry.name })),
    );
    expect(texts.map((text) => text.ok && text.type)).toEqual(['pdf', 'docx', 'text']);
  });

  it('leaves out directories, __MACOSX and dotfiles, and skips unsafe names with a reason', async () => {
    const result = unpacked(
      await unpackArchive(
        zipOf({
          'docs/': new Uint8Array(),
          'docs/a.txt': 'Angebot',
          '__MACOSX/docs/._a.txt': 'resource fork',
          'docs/.DS_Store': 'x',
          '../../etc/passwd.txt': 'escape',
          './docs/b.txt': 'Preisblatt',
          'Thumbs.db': 'x',
        }),
      ),
    );
    expect(result.entries.map((entry) => entry.path)).toEqual(['docs/a.txt', 'docs/b.txt']);
    expect(result.skipped).toEqual([
      { path: '../../etc/passwd.txt', reason: 'Its name points outside the archive, so it was not unpacked.' },
    ]);
  });

  it('unpacks archives two levels deep and skips deeper ones with a reason', async () => {
    const third = zipOf({ 'deep.txt': 'too deep' });
    const second = zipOf({ 'b.txt': 'second level', 'third.zip': third });
    const result = unpacked(await unpackArchive(zipOf({ 'a.txt': 'first level', 'second.zip': second })));
    expect(result.entries.map((entry) => entry.path)).toEqual(['a.txt', 'second.zip/b.txt']);
    expect(result.skipped).toEqual([
      {
        path: 'second.zip/third.zip',
        reason: 'It is an archive inside an archive 2 levels deep; unpack it and upload its files.',
      },
    ]);
  });

  it('refuses a ZIP bomb (1 GB of zeros in a 1 MB archive) from its declared sizes, without inflating it', async () => {
    const bomb = zeroBomb(1024);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    const result = await unpackArchive(bomb);
    expect(result).toEqual({
      ok: false,
      code: 'zip_bomb',
      reason:
        'This ZIP archive unpacks to far more than its size suggests (it looks like a ZIP bomb), so it was not unpacked.',
    });
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a ZIP bomb whose headers lie about its size, stopping at the declared size', async () => {
    const result = await unpackArchive(zeroBomb(1024, 'harmless.txt', 1_000));
    expect(result).toMatchObject({ ok: false, code: 'zip_bomb' });
    expect(!result.ok && result.detail).toContain('unpacks to more than the 1000 bytes it declares');
  });

  it('refuses a nested ZIP bomb: a harmless-looking archive inside an archive', async () => {
    const nested = zipOf({ 'Angebot.pdf': await textPdf(numberedPages(1)), 'Anlagen.zip': zeroBomb(1024) });
    expect(await unpackArchive(nested)).toMatchObject({ ok: false, code: 'zip_bomb' });
  });

  it('refuses archives with too many files or too many bytes, and skips a file over the size limit', async () => {
    const many = zipOf(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}.txt`, `file ${i}`])));
    expect(await unpackArchive(many, { maxEntries: 10 })).toEqual({
      ok: false,
      code: 'too_large',
      reason: 'This ZIP archive holds more than 10 files; split it into smaller archives.',
    });

    // 100 KB of a bill of quantities: it compresses as text does, not like a bomb.
    const positions = Array.from({ length: 10_000 }, (_, i) => `Pos. ${i}: ${(i * 7919) % 10007} Stk. `).join('');
    const text = encode(positions.slice(0, 100 * 1024));
    expect(await unpackArchive(zipOf({ 'a.txt': text, 'b.txt': text }), { maxTotalBytes: 150 * 1024 })).toEqual({
      ok: false,
      code: 'too_large',
      reason: 'This ZIP archive unpacks to more than 150 KB; split it into smaller archives.',
    });

    const result = unpacked(
      await unpackArchive(zipOf({ 'a.txt': text, 'small.txt': 'ok' }), { maxEntryBytes: 50 * 1024 }),
    );
    expect(result.entries.map((entry) => entry.path)).toEqual(['small.txt']);
    expect(result.skipped).toEqual([{ path: 'a.txt', reason: 'It is 100 KB; files up to 50 KB can be read.' }]);
  });

  it('skips password-protected entries, and refuses an archive that has nothing else', async () => {
    const data = encode('secret');
    const entry = { name: 'secret.txt', data, method: 0, crc: crc32(data), declaredSize: data.length };
    const locked = rawZip([entry]);
    // Set the "encrypted" flag (bit 0) in the local and the central header.
    const bytes = Buffer.from(locked);
    bytes.writeUInt16LE(0x801, 6);
    bytes.writeUInt16LE(0x801, bytes.indexOf(Buffer.from([0x50, 0x4b, 1, 2])) + 8);
    expect(await unpackArchive(new Uint8Array(bytes))).toEqual({
      ok: false,
      code: 'encrypted',
      reason: 'This ZIP archive is password-protected; upload a copy without a password.',
    });
  });

  it('reads file names written in the DOS code page, as old Windows tools store them', async () => {
    const data = encode('Eigenerklärung');
    // "Formblätter.txt" in code page 437, where ä is 0x84.
    const name = new Uint8Array([...encode('Formbl'), 0x84, ...encode('tter.txt')]);
    const result = unpacked(
      await unpackArchive(rawZip([{ name, data, method: 0, crc: crc32(data), declaredSize: data.length }])),
    );
    expect(result.entries.map((entry) => entry.path)).toEqual(['Formblätter.txt']);
  });

  it('refuses damaged and empty archives', async () => {
    const zip = zipOf({ 'a.txt': 'x' });
    expect(await unpackArchive(zip.slice(0, 20))).toMatchObject({ ok: false, code: 'corrupt' });
    expect(await unpackArchive(zipOf({}))).toEqual({
      ok: false,
      code: 'empty',
      reason: 'This ZIP archive holds no files.',
    });
  });
});
