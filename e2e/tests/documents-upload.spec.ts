import { readFileSync } from 'node:fs';
import { expect, LAURA, locales, openLoggedIn, test } from '../fixtures';

const { es, en } = locales;

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('documents', () => {
  test.describe(() => {
    // A copy of laura with her history: the administrator's two documents, and the upload her copy's own.
    test.use({ employeeLike: { like: LAURA, history: true } });

    test('lists the documents with their creator, uploads a PDF with progress and saves it', async ({ page, employee }) => {
      await openLoggedIn(page, employee, '/documents');
      await expect(page.getByTestId('document-row')).toHaveCount(2);
      await expect(page.getByTestId('document-row').first()).toContainText(es.documents.creator.admin);
      await expect(page.getByRole('link', { name: es.contracts.tabs.contracts })).toHaveAttribute('href', '/documents/user');

      await page.getByTestId('document-add').click();
      const dialog = page.getByRole('dialog', { name: es.documents.dialog.title });
      await dialog.locator('input[name="file"]').setInputFiles({ name: 'Nómina marzo.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect(dialog.getByTestId('document-uploaded-file')).toContainText('Nómina marzo.pdf');
      await expect(dialog.locator('input[name="name"]')).toHaveValue('Nómina marzo');
      // The file can be cleared, and chosen again.
      await dialog.getByTestId('document-clear-file').click();
      await expect(dialog.getByTestId('document-uploaded-file')).toHaveCount(0);
      await dialog.locator('input[name="file"]').setInputFiles({ name: 'Nómina marzo.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect(dialog.getByTestId('document-uploaded-file')).toBeVisible();
      await dialog.locator('input[name="name"]').fill('Nómina de marzo');
      await dialog.getByTestId('document-submit').click();
      await expect(page.getByText(es.documents.created).first()).toBeVisible();
      await expect(dialog).toBeHidden();

      const row = page.getByTestId('document-row').filter({ hasText: 'Nómina de marzo' });
      await expect(row).toContainText(es.documents.creator.me);
      // A stored PDF is never shown in a tab on the portal's origin (it could carry JavaScript): it is saved.
      const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('document-download').click()]);
      expect(download.url()).toMatch(/\/api\/storage\/documents\/[0-9a-f]{32}\.pdf\?token=[^&]+&download$/);
      expect(download.suggestedFilename()).toBe('Nómina marzo.pdf');
      const saved = await download.path();
      expect(readFileSync(saved).subarray(0, 8).toString()).toBe('%PDF-1.4');
    });
  });

  test('refuses a file that is not a PDF, by its type and by its content', async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', LAURA), '/documents');
    await page.getByTestId('document-add').click();
    const dialog = page.getByRole('dialog', { name: es.documents.dialog.title });
    await dialog.locator('input[name="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.getByTestId('document-file-error')).toHaveText(es.documents.upload.notPdf);
    // Named .pdf but not one: the server refuses it by its content (415), told as a warning.
    await dialog.locator('input[name="file"]').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    await expect(page.getByText(es.errors.UNSUPPORTED_MEDIA_TYPE).first()).toBeVisible();
    await expect(dialog.getByTestId('document-uploaded-file')).toHaveCount(0);
    await dialog.getByTestId('document-submit').click();
    await expect(dialog.getByTestId('document-file-error')).toHaveText(es.documents.upload.fileRequired);
  });

  test('a user without documents sees the empty state', async ({ page, login }) => {
    await openLoggedIn(page, await login('globex', 'joao.silva@globex.test'), '/documents');
    // Globex offers English and Portuguese: the browser's Spanish falls back to English.
    // The empty state says what to do next too.
    await expect(page.getByTestId('documents-empty')).toContainText(en.documents.empty);
    await expect(page.getByTestId('documents-empty')).toContainText(en.states.empty.documents.replace('{{action}}', en.documents.actions.add));
  });
});
