// AI analysis in the browser (issue 27), on the embedded default (extractive mode, no model configured): a new
// user uploads the test pack's invitation to tender, unlocks the analysis for the cost it shows, watches both
// reports appear, opens a citation in the viewer on the quoted page with the quote marked, marks a requirement,
// asks the chat a question it answers with a citation and one the documents do not answer, sees the credits in
// the account menu, and prints the markdown page without navbar and footer.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { tenderIdFor } from '../lib/tenders/ids';
import { tenderPack } from '../tests/fixtures/tender-pack';

const stamp = Date.now().toString(36);
const tenderId = tenderIdFor('sample', 'sample:1:2');

test('unlock, reports with progress, a citation in the viewer, chat answers, and the printable markdown', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('Email address').fill(`analysis-${stamp}@example.com`);
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // Before any document is read, the analysis cannot be unlocked and says why.
  await page.goto(`/tenders/${tenderId}/analyze`);
  await expect(page.getByTestId('analysis-mode')).toHaveText(
    'Extractive: quoted from the documents, no AI model configured',
  );
  await expect(page.getByText('There are no documents to analyse yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock for 2 credits' })).toBeDisabled();

  await page.goto(`/tenders/${tenderId}`);
  const section = page.getByTestId('documents');
  const pack = await tenderPack();
  await section
    .getByTestId('document-upload')
    .setInputFiles([{ name: 'invitation.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pack.invitation) }]);
  await expect(section.locator('[data-testid="document-row"][data-status="ready"]')).toHaveCount(1, {
    timeout: 120_000,
  });

  await page.goto(`/tenders/${tenderId}/analyze`);
  await expect(page.getByTestId('unlock-balance')).toContainText('You have 5 credits.');
  await page.getByRole('button', { name: 'Unlock for 2 credits' }).click();
  await expect(page.getByTestId('report-progress')).toBeVisible();
  await expect(page.getByTestId('ready-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('ready-compliance')).toBeVisible({ timeout: 60_000 });
  const summary = page.getByTestId('summary-report');
  await expect(summary.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'Award criteria' })).toBeVisible();
  await expect(summary.getByText('Price: 60 %')).toBeVisible();

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // A risk's citation opens the viewer on its page with the quoted words marked.
  const risks = summary.locator('section', { has: page.getByRole('heading', { name: 'Risks and unusual clauses' }) });
  const liability = risks.locator('li', { hasText: 'Unlimited liability' }).first();
  await liability.getByTestId('citation-link').click();
  await expect(page).toHaveURL(new RegExp(`/tenders/${tenderId}/documents/[0-9a-f-]{36}\\?page=8&quote=.+#quote`));
  await expect(page.getByTestId('document-page')).toHaveAttribute('data-page', '8');
  await expect(page.getByTestId('quote-status')).toHaveText('The quoted words are marked on this page.');
  await expect(page.getByTestId('document-page').locator('mark#quote')).toContainText(
    'The contractor shall bear unlimited liability',
  );
  await page.goBack();

  // The compliance matrix keeps the user's status.
  await page.getByRole('tab', { name: 'Compliance' }).click();
  const matrix = page.getByTestId('compliance-matrix');
  const iso = matrix.getByTestId('requirement-row').filter({ hasText: 'ISO 9001' });
  await iso.getByLabel('Your status').selectOption('met');
  await expect(iso.getByText('Saved')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Compliance' }).click();
  await expect(
    page
      .getByTestId('compliance-matrix')
      .getByTestId('requirement-row')
      .filter({ hasText: 'ISO 9001' })
      .getByLabel('Your status'),
  ).toHaveValue('met');

  // The chat answers with a numbered citation, and says when the documents do not say.
  await page.getByRole('tab', { name: 'Chat' }).click();
  const chat = page.getByTestId('chat');
  await chat.getByLabel('Your question').fill('What penalty applies for late performance?');
  await chat.getByRole('button', { name: 'Ask' }).click();
  const answer = chat.getByTestId('chat-answer').last();
  await expect(answer).toContainText('A penalty of 0.5 % of the monthly fee per day', { timeout: 30_000 });
  // The value and the passage it stands in cite the same source: [1] twice, one source listed.
  await expect(answer.getByRole('link', { name: /^Source 1: invitation\.pdf, page 8$/ }).first()).toBeVisible();
  await expect(answer.getByRole('list', { name: 'Sources' }).getByTestId('citation-link')).toHaveText(
    'invitation.pdf, page 8',
  );
  await chat.getByLabel('Your question').fill('Who supplies the catering for the staff canteen?');
  await chat.getByRole('button', { name: 'Ask' }).click();
  await expect(chat.getByTestId('chat-answer').last()).toContainText('The documents do not say.', {
    timeout: 30_000,
  });

  // 5 free credits, 2 for the unlock and 1 for each question.
  await page.getByTestId('account-menu-button').click();
  await expect(page.getByTestId('account-credits')).toContainText('1 credit left');

  // The markdown page stands alone and prints without navbar and footer.
  await page.goto(`/tenders/${tenderId}/analyze/analysis-markdown`);
  const markdown = page.getByTestId('analysis-markdown');
  await expect(markdown.getByRole('heading', { name: 'Summary report', level: 2 })).toBeVisible();
  await expect(markdown.getByRole('heading', { name: 'Compliance report', level: 2 })).toBeVisible();
  await expect(markdown).toContainText('Extractive: quoted from the documents, no AI model configured.');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(markdown.getByRole('table')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const download = await page.request.get(`/tenders/${tenderId}/analyze/analysis.md`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('text/markdown');
  expect(await download.text()).toContain('## Compliance report');
});
