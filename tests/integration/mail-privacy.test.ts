// Mail written to files (no SMTP_URL) holds sign-in links with raw tokens. In production the log says that a
// mail was written, never its link; in development the link is printed, so a developer can click it. The files
// themselves are readable by the app's user only.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const saved = { ...process.env };
const dirs: string[] = [];

afterEach(() => {
  process.env = { ...saved };
  // The process's mailer is kept on globalThis (hot reloads reuse it): each test builds its own.
  delete (globalThis as { __tenderscopeMailer?: unknown }).__tenderscopeMailer;
  vi.restoreAllMocks();
  vi.resetModules();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const link = 'http://localhost:3000/auth/v1/verify?token=s3cr3t-t0ken-value&type=recovery';

async function sendWith(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tenderscope-mail-'));
  dirs.push(dataDir);
  Object.assign(process.env, { DATA_DIR: dataDir, SMTP_URL: '', ...env });
  vi.resetModules();
  const logged: string[] = [];
  vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  const { sendMail } = await import('@/lib/mail');
  const sent = await sendMail({ to: 'ada@example.com', subject: 'Reset your password', text: `Open ${link} now.` });
  return { sent, output: logged.join('\n') };
}

describe('mail written to files', () => {
  it('in production, logs that a mail was written without its link or token', async () => {
    const { sent, output } = await sendWith({ NODE_ENV: 'production' });
    expect(sent.transport).toBe('file');
    expect(output).toContain('Reset your password');
    expect(output).toContain('ada@example.com');
    expect(output).not.toContain('s3cr3t-t0ken-value');
    expect(output).not.toContain('/auth/v1/verify');
  });

  it('in development, prints the link for the developer', async () => {
    const { output } = await sendWith({ NODE_ENV: 'development' });
    expect(output).toContain(link);
  });

  it('keeps the .eml file and its folder to the app user (0600 in a 0700 folder)', async () => {
    const { sent } = await sendWith({ NODE_ENV: 'production' });
    expect(statSync(sent.file!).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(sent.file!)).mode & 0o777).toBe(0o700);
  });
});
