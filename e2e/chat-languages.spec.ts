// The chat across languages in the browser (issue 38), on the embedded default (extractive mode): a new user
// uploads the German invitation to tender of an evaluation pack to a German tender, unlocks the analysis, asks in
// English, gets the value quoted from the German passage with its page, opens the cited page and sees the words
// that answer the question marked there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { tenderIdFor } from '../lib/tenders/ids';

const stamp = Date.now().toString(36);
// A generated Austrian call for competition ("Graz: Bewachungsdienstleistungen"), its notice in German.
const tenderId = tenderIdFor('sample', 'sample:1:32');
const invitation = readFileSync(
  path.join('tests/fixtures/tender-packs/02-de-kantinen-catering/pdf/01-ausschreibung-allgemeiner-teil.pdf'),
);

test('asked in English about German documents, the chat quotes the German page and the viewer marks the words', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('Email address').fill(`languages-${stamp}@example.com`);
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(`/tenders/${tenderId}`);
  const section = page.getByTestId('documents');
  await section
    .getByTestId('document-upload')
    .setInputFiles([{ name: 'ausschreibung.pdf', mimeType: 'application/pdf', buffer: invitation }]);
  await expect(section.locator('[data-testid="document-row"][data-status="ready"]')).toHaveCount(1, {
    timeout: 180_000,
  });

  await page.goto(`/tenders/${tenderId}/analyze`);
  await page.getByRole('button', { name: /^Unlock for \d+ credits?$/u }).click();
  await expect(page.getByTestId('ready-summary')).toBeVisible({ timeout: 120_000 });

  await page.getByRole('tab', { name: 'Chat' }).click();
  const chat = page.getByTestId('chat');
  await chat.getByLabel('Your question').fill('How high is the bid bond?');
  await chat.getByRole('button', { name: 'Ask' }).click();
  const answer = chat.getByTestId('chat-answer').last();
  await expect(answer).toContainText('Amount: EUR 3.000,--', { timeout: 60_000 });
  await expect(answer).toContainText('Das Vadium beträgt EUR 3.000,-- (dreitausend Euro).');
  // The words that answer it are marked in the answer itself.
  await expect(answer.locator('mark', { hasText: 'Vadium' }).first()).toBeVisible();

  // The value and its passage cite one source, marked [1] after each.
  await answer
    .getByRole('link', { name: /^Source 1: ausschreibung\.pdf, page 3$/u })
    .first()
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/tenders/${tenderId}/documents/[0-9a-f-]{36}\\?page=3&quote=.+&words=.+#quote`),
  );
  await expect(page.getByTestId('document-page')).toHaveAttribute('data-page', '3');
  await expect(page.getByTestId('quote-status')).toHaveText(
    'The words that answer the question are marked in the quoted passage on this page.',
  );
  const marks = page.getByTestId('document-page').locator('mark');
  await expect(marks.first()).toHaveAttribute('id', 'quote');
  await expect(marks).toContainText(['Vadium', 'EUR 3.000,--']);
});
