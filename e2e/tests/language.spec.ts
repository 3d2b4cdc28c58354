import { expect, locales, openLoggedIn, test } from '../fixtures';
import { companyUrl } from '../e2e-env';

const { es, ca, en } = locales;

test('switching language changes the page and the choice persists', async ({ page, employee }) => {
  await openLoggedIn(page, employee, '/');
  await expect(page.getByText(es.menu.greeting.replace('{{name}}', 'Laura'))).toBeVisible();
  const select = page.getByTestId('language-select').locator('visible=true');
  // Each language is named in itself, whatever the page's language.
  await expect(select.locator('option')).toHaveText(['Español', 'Català', 'English']);
  await select.selectOption('ca');
  await expect(page.getByText(ca.menu.greeting.replace('{{name}}', 'Laura'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  await page.reload();
  await expect(page.getByText(ca.menu.greeting.replace('{{name}}', 'Laura'))).toBeVisible();
  await select.selectOption('en');
  await expect(page.getByText(en.menu.greeting.replace('{{name}}', 'Laura'))).toBeVisible();
  await page.goto(companyUrl('acme', '/home'));
  await expect(page.getByRole('link', { name: en.shell.menu.documents }).first()).toBeVisible();
  // Kept on her profile too: her e-mails and contracts come in English now.
  await expect.poll(async () => (await employee.get<{ language: string }>('/profile')).body.language).toBe('en');
});
