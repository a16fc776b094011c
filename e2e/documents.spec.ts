// Tender documents in the browser (issue 26): a signed-in reader uploads a PDF, a DOCX and a ZIP on a tender's
// page, watches each file's state until it is ready, searches a word that is on page 7 of the PDF, and opens
// the hit: the viewer shows page 7 with the word marked, and the original file is one click away.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { tenderIdFor } from '../lib/tenders/ids';
import { numberedPages, tenderDocx, textPdf, zipOf } from '../tests/fixtures/document-files';

const stamp = Date.now().toString(36);
/** A word only this run's PDF holds, on its page 7. */
const word = `Vertragsstrafe${stamp}`;
const tenderId = tenderIdFor('sample', 'sample:1:0');

test('upload a PDF, a DOCX and a ZIP, watch them become ready, find a word on page 7 and open that page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('Email address').fill(`documents-${stamp}@example.com`);
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/tenders/${tenderId}`);

  const section = page.getByTestId('documents');
  await expect(section.getByRole('heading', { name: 'Tender documents' })).toBeVisible();
  const pdf = await textPdf(numberedPages(10, (n) => (n === 7 ? [`A ${word} of 0.5 percent per day applies.`] : [])));
  const annex = await textPdf([['Annex: drawings of the school building']]);
  await section.getByTestId('document-upload').setInputFiles([
    { name: 'specification.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) },
    {
      name: 'conditions.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(await tenderDocx()),
    },
    { name: 'annexes.zip', mimeType: 'application/zip', buffer: Buffer.from(zipOf({ 'annex.pdf': annex })) },
  ]);
  // Each file's bar reaches "Uploaded"; then the rows move from waiting/reading to ready.
  await expect(section.getByRole('list', { name: 'Uploads' }).getByText('Uploaded')).toHaveCount(3, {
    timeout: 60_000,
  });
  const rows = section.getByTestId('document-row');
  await expect(rows).toHaveCount(4, { timeout: 60_000 });
  await expect(section.locator('[data-testid="document-row"][data-status="ready"]')).toHaveCount(4, {
    timeout: 120_000,
  });
  await expect(section.getByRole('link', { name: 'specification.pdf' })).toBeVisible();
  await expect(section.getByText('10 pages')).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('[data-testid="documents"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await section.getByRole('searchbox', { name: 'Search in the documents' }).fill(word);
  await section.getByRole('button', { name: 'Search' }).click();
  const hit = section.getByTestId('document-hits').getByRole('link', { name: 'specification.pdf, page 7' });
  await expect(hit).toBeVisible();
  await expect(section.getByTestId('document-hits').locator('mark')).toContainText(word);
  await hit.click();

  await expect(page).toHaveURL(new RegExp(`/tenders/${tenderId}/documents/[0-9a-f-]{36}\\?page=7`));
  const shown = page.getByTestId('document-page');
  await expect(shown).toHaveAttribute('data-page', '7');
  await expect(shown).toContainText('This is page 7 of the tender specification.');
  await expect(shown.locator('mark')).toHaveText(word);
  await expect(page.getByText('PDF · page 7 of 10', { exact: true })).toBeVisible();

  // The original file comes through a signed link that expires; the PDF's own bytes arrive.
  const original = await page.request.get(
    (await page.getByRole('link', { name: 'Original file' }).getAttribute('href')) ?? '',
  );
  expect(original.status()).toBe(200);
  expect(original.headers()['content-type']).toContain('application/pdf');
  expect(
    Buffer.from(await original.body())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
