import { expect, LAURA, locales, openLoggedIn, test } from '../fixtures';

const { es } = locales;

test.describe('profile: family', () => {
  test('laura adds a child, then deletes it after confirming', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/profile?tab=family');
    await expect(page.getByTestId('family-member')).toHaveCount(4);
    await expect(page.getByTestId('family-member').first()).toContainText(es.family.relationships.you);

    await page.getByTestId('family-add').click();
    const dialog = page.getByRole('dialog', { name: es.family.dialog.addTitle });
    // docs/product/employee-portal.md §4: a new member is active, a spouse, identified by DNI.
    await expect(dialog.locator('select[name="relationship"]')).toHaveValue('spouse');
    await expect(dialog.locator('select[name="idType"]')).toHaveValue('DNI');
    await expect(dialog.locator('input[name="active"]')).toBeChecked();
    await dialog.locator('select[name="relationship"]').selectOption('child');
    await dialog.locator('input[name="firstName"]').fill('Martina');
    await dialog.locator('input[name="lastName1"]').fill('Gómez');
    await dialog.locator('input[name="birthday"]').fill('2023-03-15');
    // A DNI is checked against its control letter: 11223344 takes a B.
    await dialog.locator('input[name="personalID"]').fill('11223344A');
    await dialog.getByRole('button', { name: es.family.actions.add }).click();
    await expect(dialog.getByText(es.profile.validation.personalId)).toBeVisible();
    await dialog.locator('input[name="personalID"]').fill('11223344B');
    await dialog.getByRole('button', { name: es.family.actions.add }).click();
    await expect(page.getByText(es.family.messages.familyUpdated).first()).toBeVisible();
    const martina = page.getByTestId('family-member').filter({ hasText: 'Martina Gómez' });
    await expect(martina).toContainText(es.family.relationships.child);

    await martina.getByTestId('family-delete').click();
    await page.getByTestId('family-delete-confirm').click();
    await expect(martina).toHaveCount(0);
    await expect(page.getByTestId('family-member')).toHaveCount(4);
  });

  test('says under the ID that the spouse has it already, and under the relationship that there is a spouse (decision 020)', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/profile?tab=family');
    await page.getByTestId('family-add').click();
    const dialog = page.getByRole('dialog', { name: es.family.dialog.addTitle });
    await dialog.locator('input[name="firstName"]').fill('Martina');
    await dialog.locator('input[name="lastName1"]').fill('Gómez');
    await dialog.locator('input[name="birthday"]').fill('2023-03-15');
    // Javier, her spouse, is 98765432M (the demo seed): a second spouse, and his ID again.
    await dialog.locator('input[name="personalID"]').fill('98765432M');
    await dialog.getByRole('button', { name: es.family.actions.add }).click();
    await expect(dialog.locator('select[name="relationship"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(es.profile.validation.secondPartner)).toBeVisible();
    await dialog.locator('select[name="relationship"]').selectOption('child');
    await dialog.getByRole('button', { name: es.family.actions.add }).click();
    await expect(dialog.locator('input[name="personalID"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(es.profile.validation.personalIdRepeated)).toBeVisible();
    await expect(page.getByTestId('family-member')).toHaveCount(4);
  });

  test('the edit dialog requires the second last name and says the member was updated', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/profile?tab=family');
    await page.getByTestId('family-member').filter({ hasText: 'Lucía' }).getByTestId('family-edit').click();
    const dialog = page.getByRole('dialog', { name: es.family.dialog.editTitle });
    await dialog.locator('input[name="lastName2"]').fill('');
    await dialog.getByRole('button', { name: es.family.actions.save }).click();
    await expect(dialog.locator('input[name="lastName2"]')).toHaveAttribute('aria-invalid', 'true');
    await dialog.locator('input[name="lastName2"]').fill('Martín');
    await dialog.getByRole('button', { name: es.family.actions.save }).click();
    await expect(page.getByText(es.family.messages.memberUpdated).first()).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a member with contracts cannot be deleted: the warning says to contact the administrator', async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', LAURA), '/profile?tab=family');
    // The server's refusal as it answers it (the API tests give Hugo a real contract): the page's handling of it.
    await page.route('**/api/families', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 409, error: 'Conflict', code: 'FAMILY_MEMBER_HAS_CONTRACTS', message: 'x' }),
          })
        : route.continue(),
    );
    await page.getByTestId('family-member').filter({ hasText: 'Hugo' }).getByTestId('family-delete').click();
    await page.getByTestId('family-delete-confirm').click();
    await expect(page.getByText(es.family.messages.hasContracts).first()).toBeVisible();
    await expect(page.getByTestId('family-member').filter({ hasText: 'Hugo' })).toHaveCount(1);
  });
});
