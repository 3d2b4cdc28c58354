import { expect, LAURA, locales, openLoggedIn, seriousViolations, test } from '../fixtures';

const { es } = locales;
const SHOTS = 'test-results/documents-delete';

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// docs/decisions/083-employee-deletes-own-documents.md
test.describe('deleting one’s own document', () => {
  test.use({ employeeLike: { like: LAURA, history: true } });

  test('an employee deletes a PDF they uploaded; the administrator’s documents offer no delete', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/documents');
    await page.getByTestId('document-add').click();
    const dialog = page.getByRole('dialog', { name: es.documents.dialog.title });
    await dialog.locator('input[name="file"]').setInputFiles({ name: 'Recibo guardería.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(dialog.getByTestId('document-uploaded-file')).toBeVisible();
    await dialog.getByTestId('document-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('document-row')).toHaveCount(3);

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const mine = page.getByTestId('document-row').filter({ hasText: 'Recibo guardería' });
      await expect(mine.getByTestId('document-delete')).toBeVisible();
      // The administrator's two documents: download only.
      await expect(page.getByTestId('document-delete')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/documents-${width}.png`, fullPage: true });
    }

    await page.getByRole('button', { name: es.documents.actions.deleteNamed.replace('{{name}}', 'Recibo guardería') }).click();
    await expect(page.getByRole('dialog', { name: es.documents.delete.title })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/confirm-1280.png` });
    await page.getByTestId('document-delete-confirm').click();
    await expect(page.getByText(es.documents.delete.done.replace('{{name}}', 'Recibo guardería')).first()).toBeVisible();
    await expect(page.getByTestId('document-row')).toHaveCount(2);
    await expect(page.getByTestId('document-delete')).toHaveCount(0);
  });
});
