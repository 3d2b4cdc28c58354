import { expect, locales, openLoggedIn, seriousViolations, test } from '../fixtures';
import { addToCart, benefitIdOf, planYear } from '../contracts-api';

const { es, ca } = locales;

/**
 * Health questions concern the insured ("do you have a chronic illness?" — who?): each insured
 * person answers their own, and the policy's information is complete once all have.
 */
test.describe('a health questionnaire per insured person', () => {
  test.beforeEach(async ({ employee }) => {
    await addToCart(employee, {
      year: await planYear(employee),
      benefitId: await benefitIdOf(employee, 'health-insurance', 'Sanitas Más Salud'),
      items: [],
      details: {
        members: [
          { familyId: null, startMonth: 1, supplementaries: [] },
          { familyId: employee.familyId('Javier'), startMonth: 1, supplementaries: [] },
        ],
      },
    });
  });

  for (const width of [375, 1280]) {
    test(`laura and her husband each answer their own, at ${width} px`, async ({ page, employee }) => {
      await page.setViewportSize({ width, height: 900 });
      await openLoggedIn(page, employee, '/cart');
      const row = page.getByTestId('cart-row').filter({ hasText: 'Sanitas Más Salud' });
      await expect(row.getByTestId('info-status')).toHaveText(es.checkout.info.pending);
      await row.getByTestId('row-edit').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(es.checkout.questionnaire.perInsured);
      const tabs = dialog.getByTestId('insured-tab');
      await expect(tabs).toHaveText([es.checkout.questionnaire.you, 'Javier Gómez Ruiz']);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/health-questionnaire-${width}.png` });

      // Laura's answers: the modal moves on to Javier, whose form is empty, and stays open.
      await dialog.getByLabel('¿Padece alguna enfermedad crónica?').fill('No');
      await dialog.getByLabel('¿Ha sido hospitalizado en los últimos 5 años?').fill('No, nunca');
      await dialog.getByTestId('info-save').click();
      await expect(page.getByText(es.checkout.questionnaire.savedFor.replace('{{name}}', es.checkout.questionnaire.you)).first()).toBeVisible();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.first()).toHaveAttribute('data-done', 'true');
      await expect(dialog.getByLabel('¿Padece alguna enfermedad crónica?')).toHaveValue('');
      await expect(row.getByTestId('info-status')).toHaveText(es.checkout.info.pending);

      // Javier's: now everyone has answered, the modal closes and the policy is complete.
      await dialog.getByLabel('¿Padece alguna enfermedad crónica?').fill('Asma');
      await dialog.getByLabel('¿Ha sido hospitalizado en los últimos 5 años?').fill('Sí, en 2023');
      await dialog.getByTestId('info-save').click();
      await expect(dialog).toBeHidden();
      await expect(row.getByTestId('info-status')).toHaveText(es.checkout.info.completed);

      // Each keeps their own answers: reopened, Laura's tab reads hers, Javier's his.
      await row.getByTestId('row-edit').click();
      await expect(dialog.getByLabel('¿Padece alguna enfermedad crónica?')).toHaveValue('No');
      await tabs.nth(1).click();
      await expect(dialog.getByLabel('¿Padece alguna enfermedad crónica?')).toHaveValue('Asma');
    });
  }

  test('answers typed in one tab stay while switching, and Actualizar saves every tab at once', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/cart');
    const row = page.getByTestId('cart-row').filter({ hasText: 'Sanitas Más Salud' });
    await row.getByTestId('row-edit').click();
    const dialog = page.getByRole('dialog');
    const tabs = dialog.getByTestId('insured-tab');
    const chronic = dialog.getByLabel('¿Padece alguna enfermedad crónica?');
    const hospital = dialog.getByLabel('¿Ha sido hospitalizado en los últimos 5 años?');

    // Laura starts hers, leaves one required question empty and goes to Javier's tab.
    await chronic.fill('No');
    await tabs.nth(1).click();
    await expect(chronic).toHaveValue('');
    await chronic.fill('Asma');
    await hospital.fill('Sí, en 2023');
    // Back on Laura's tab: what she typed is still there.
    await tabs.first().click();
    await expect(chronic).toHaveValue('No');
    // Her tab says it has a question still to answer, and nothing is saved while it has.
    await expect(tabs.first()).toHaveAttribute('data-error', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('data-error', 'false');
    await expect(dialog.getByTestId('info-save')).toBeDisabled();
    await hospital.fill('No, nunca');
    await expect(tabs.first()).toHaveAttribute('data-error', 'false');

    // One "Actualizar" saves both: the modal closes and the policy is complete.
    await dialog.getByTestId('info-save').click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('info-status')).toHaveText(es.checkout.info.completed);
    await row.getByTestId('row-edit').click();
    await expect(chronic).toHaveValue('No');
    await tabs.nth(1).click();
    await expect(chronic).toHaveValue('Asma');
    await expect(hospital).toHaveValue('Sí, en 2023');
  });

  test('in Catalan', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/cart');
    await page.getByTestId('language-select').locator('visible=true').selectOption('ca');
    await page.getByTestId('cart-row').first().getByTestId('row-edit').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(ca.checkout.questionnaire.perInsured);
    await expect(dialog.getByTestId('insured-tab').first()).toHaveText(ca.checkout.questionnaire.you);
  });
});
