import type { Page } from '@playwright/test';
import { expect, locales, openLoggedIn, seriousViolations, test, type Employee } from '../fixtures';
import { myContracts } from '../contracts-api';

const { es } = locales;
const SHOTS = 'test-results/issue-18-best-plan';

interface Figures {
  todayNet: number;
  planNet: number;
}

/** Today's net and the best plan's, as the server computes them for the form's defaults (for the closing note). */
async function figuresOf(who: Employee): Promise<Figures> {
  const answer = await who.get<{ plan: Figures }>('/best-plan');
  expect(answer.status).toBe(200);
  return answer.body.plan;
}

/** Checks the page at both widths (axe, screenshots), then puts the plan in the cart in one click. */
async function putPlanInCart(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    await expect(page.getByTestId('best-plan-result')).toHaveAttribute('data-stale', 'false');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.getByTestId('put-plan-in-cart').click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** The health policy's questionnaire, answered for each insured person in turn (the modal closes after the last). */
async function answerHealthQuestionnaire(page: Page): Promise<void> {
  await page.getByTestId('cart-row').filter({ hasText: 'Sanitas' }).getByTestId('row-edit').click();
  const dialog = page.getByRole('dialog');
  const tabs = dialog.getByTestId('insured-tab');
  // The modal's code comes when first opened: count the people once it shows.
  await expect(tabs.first()).toBeVisible();
  const people = await tabs.count();
  for (let person = 0; person < people; person++) {
    // Each save moves on to the next person's empty form: answer only once it is theirs.
    await expect(tabs.nth(person)).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabel('¿Padece alguna enfermedad crónica?')).toHaveValue('');
    await dialog.getByLabel('¿Padece alguna enfermedad crónica?').fill('No');
    await dialog.getByLabel('¿Ha sido hospitalizado en los últimos 5 años?').fill('No, nunca');
    await dialog.getByTestId('info-save').click();
  }
  await expect(dialog).toBeHidden();
}

/** Next, the privacy box, sign: the cart's own checkout. */
async function checkOut(page: Page): Promise<void> {
  await page.getByTestId('cart-next').click();
  await page.getByTestId('privacy-checkbox').check();
  await page.getByTestId('sign-button').click();
  await expect(page.getByText(es.checkout.sign.sent)).toBeVisible({ timeout: 30_000 });
}

test.describe('my best plan', () => {
  test('laura states what she spends, puts the whole best plan in the cart in one click and checks out', async ({ page, employee }) => {
    const figures = await figuresOf(employee);
    await openLoggedIn(page, employee, '/best-plan');
    await expect(page.getByRole('heading', { level: 1, name: es.bestPlan.title })).toBeVisible();
    // The menu offers it: laura has tax-advantage products.
    await expect(page.getByRole('link', { name: es.shell.menu.bestPlan })).toBeVisible();
    const planNet = page.getByTestId('plan-net');
    await expect(planNet).not.toBeEmpty();
    await expect(page.getByTestId('plan-line').filter({ hasText: 'Hugo' }).first()).toBeVisible();
    test.info().annotations.push({ type: 'laura', description: `today ${figures.todayNet} · best plan ${figures.planNet} (cents a year)` });
    expect(figures.planNet).toBeGreaterThan(figures.todayNet);

    // The form recomputes the plan as she edits: without her husband on the policy, then with him again.
    const proposed = await planNet.textContent();
    const husband = page.getByTestId('expense-form').getByRole('checkbox', { name: 'Javier' });
    await husband.uncheck();
    await expect(planNet).not.toHaveText(proposed ?? '');
    await husband.check();
    await expect(planNet).toHaveText(proposed ?? '');
    await putPlanInCart(page, 'laura');

    // The whole plan as proposed: meals, transport, Hugo's nursery and the family's health policy.
    const rows = page.getByTestId('cart-row');
    await expect(rows).toHaveCount(4);
    const nursery = rows.filter({ hasText: 'Hugo' }).filter({ hasNotText: 'Sanitas' });
    await nursery.getByTestId('row-edit').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="codeCenter"]').fill('28012345');
    await dialog.locator('input[name="centerName"]').fill('Escuela Infantil El Bosque');
    await dialog.locator('input[name="address"]').fill('Calle del Pinar 7');
    await dialog
      .locator('input[name="invoices"]')
      .setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(dialog.getByTestId('attached-file')).toHaveText('factura.pdf');
    await dialog.getByTestId('info-save').click();
    await expect(dialog).toBeHidden();
    await answerHealthQuestionnaire(page);
    await checkOut(page);
    expect((await myContracts(employee)).map((c) => c.product).sort()).toEqual(['food', 'health-insurance', 'kindergarten', 'transport']);
  });

  test.describe('a single employee with no children', () => {
    test.use({ employeeLike: { like: 'david.moreno@acme.test' } });

    test('gets a best plan without nursery, puts it in the cart in one click and checks out', async ({ page, employee }) => {
      const figures = await figuresOf(employee);
      test.info().annotations.push({ type: 'single', description: `today ${figures.todayNet} · best plan ${figures.planNet} (cents a year)` });
      expect(figures.planNet).toBeGreaterThan(figures.todayNet);
      await openLoggedIn(page, employee, '/best-plan');
      await expect(page.getByTestId('plan-net')).not.toBeEmpty();
      await expect(page.getByLabel(/guardería/i)).toHaveCount(0);
      // The plan as proposed, his own health policy included, whose questionnaire he answers.
      await putPlanInCart(page, 'single');
      await expect(page.getByTestId('cart-row')).toHaveCount(3);
      await answerHealthQuestionnaire(page);
      await checkOut(page);
      expect((await myContracts(employee)).map((c) => c.product).sort()).toEqual(['food', 'health-insurance', 'transport']);
    });
  });
});
