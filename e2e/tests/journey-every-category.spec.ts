import { readFileSync } from 'node:fs';
import { expect, linkIn, locales, openLoggedIn, readPdf, readPdfAttachment, seriousViolations, test, waitForMail } from '../fixtures';
import { ACCEPT_PATH, addToCart, benefitIdOf, myContracts, planYear, type ContractAnswer } from '../contracts-api';
import { companyUrl } from '../e2e-env';
import { formatMoney } from '@flexplan/domain/money/format-money';

/** The seed's names in the two languages the journey is walked in. */
const names = {
  es: {
    food: 'Tarjeta restaurante',
    transport: 'Tarjeta transporte',
    kindergarten: 'Cheque guardería',
    health: 'Sanitas Más Salud',
    life: 'Seguro de vida colectivo',
    saving: 'Cartera Moderada',
  },
  ca: {
    food: 'Targeta restaurant',
    transport: 'Targeta transport',
    kindergarten: 'Xec llar d’infants',
    health: 'Sanitas Més Salut',
    life: 'Assegurança de vida col·lectiva',
    saving: 'Cartera Moderada',
  },
} as const;

/** What the contract PDF writes in each language (apps/server checkout-texts.ts). */
const pdfWords = {
  es: {
    product: 'Producto',
    effective: 'Fecha de efecto: 1 de enero de 2027',
    contribution: 'Aportación empresa',
    death: 'Capital de fallecimiento',
    term: 'Duración: 3 años',
    inKind: 'Retribución en especie mensual',
    givenUp: 'Salario en efectivo al que renuncia el empleado',
    saving: 'Ahorro estimado de IRPF del plan 2027',
    rulesNote: 'Calculado con las normas fiscales de 2026: las de 2027 aún no se han publicado.',
  },
  ca: {
    product: 'Producte',
    effective: 'Data d’efecte: 1 de gener del 2027',
    contribution: 'Aportació empresa',
    death: 'Capital de defunció',
    term: 'Durada: 3 anys',
    inKind: 'Retribució en espècie mensual',
    givenUp: 'Salari en efectiu al qual renuncia l’empleat',
    saving: 'Estalvi estimat d’IRPF del pla 2027',
    rulesNote: 'Calculat amb les normes fiscals del 2026: les del 2027 encara no s’han publicat.',
  },
} as const;

const money = (cents: number, locale: string) => formatMoney(cents, locale).replace(/\s/g, ' ');
const months = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * One cart with every category — meal card, transport, kindergarten, health with a
 * dental supplementary, life, renting and a saving plan — signed, read in the e-mailed PDF,
 * accepted by a click, and seen on the home's plan year with the calculator's saving.
 */
for (const { language, width } of [
  { language: 'es', width: 1280 },
  { language: 'es', width: 375 },
  { language: 'ca', width: 1280 },
  { language: 'ca', width: 375 },
] as const) {
  test.describe(`the whole journey with every category, in ${language} at ${width} px`, () => {
    test('simulate, sign, read the contract, accept by a click, see the saving', async ({ page, browser, employee }) => {
      test.slow(); // seven products, an e-mail and a second browser
      const t = locales[language];
      const n = names[language];
      const words = pdfWords[language];
      const locale = `${language}-ES`;
      expect((await employee.post('/profile', { language })).status).toBe(200);
      const year = await planYear(employee);
      expect(year).toBe(2027);
      const hugo = employee.familyId('Hugo');
      const id = (alias: string, name: string) => benefitIdOf(employee, alias, name);
      const ownMonths = (price: number, from = 1, to = 12) => months(from, to).map((month) => ({ familyId: null, month, price }));

      const cart: Record<string, ContractAnswer> = {
        food: await addToCart(employee, { year, benefitId: await id('food', 'Tarjeta restaurante'), items: ownMonths(10_000) }),
        transport: await addToCart(employee, { year, benefitId: await id('transport', 'Tarjeta transporte'), items: ownMonths(5_000) }),
        // Hugo, born 2 October 2024, is under 3 until September 2027.
        kindergarten: await addToCart(employee, {
          year,
          benefitId: await id('kindergarten', 'Cheque guardería'),
          items: months(1, 9).map((month) => ({ familyId: hugo, month, price: 10_000 })),
        }),
        health: await addToCart(employee, {
          year,
          benefitId: await id('health-insurance', 'Sanitas Más Salud'),
          items: [],
          details: {
            members: [
              { familyId: null, startMonth: 1, supplementaries: [] },
              { familyId: hugo, startMonth: 1, supplementaries: [{ benefitId: await id('health-insurance', 'Sanitas Dental'), startMonth: 1 }] },
            ],
          },
        }),
        life: await addToCart(employee, {
          year,
          benefitId: await id('life-insurance', 'Seguro de vida colectivo'),
          items: ownMonths(0),
          details: { death: 5_000_000, disability: 0, startDate: '2027-01-01' },
        }),
        renting: await addToCart(employee, { year, benefitId: await id('renting', 'Toyota Corolla Hybrid 140H'), items: ownMonths(0), details: { years: 3 } }),
        saving: await addToCart(employee, {
          year,
          benefitId: await id('saving-plan', 'Cartera Moderada'),
          items: [],
          details: { benefitId: await id('saving-plan', 'Cartera Moderada'), months: months(1, 12).map((month) => ({ month, amount: 5_000 })) },
        }),
      };

      // The cart, in the person's language and at the width of their screen.
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(([lang]) => window.localStorage.setItem('flexplan.language', lang!), [language]);
      await openLoggedIn(page, employee, '/cart');
      const rows = page.getByTestId('cart-row');
      await expect(rows).toHaveCount(7);
      // The cart says what the year's plan gives up — every product, life and saving plan included —
      // and what it saves, with the year's tax rules named (2027's are not published).
      const givenUp = Object.values(cart).reduce((sum, c) => sum + c.price - c.contributedPrice, 0);
      await expect(page.getByTestId('cart-given-up-amount')).toHaveText(money(givenUp, locale));
      const cartSaving = (await page.getByTestId('cart-saving-amount').textContent())!.replace(/\s/g, ' ');
      expect(cartSaving).not.toBe(money(0, locale));
      await expect(page.getByTestId('tax-rules-note')).toHaveText(t.taxRules.provisional.replace('{{rulesYear}}', '2026').replace('{{year}}', '2027'));
      expect(await seriousViolations(page)).toEqual([]);

      // Health: each insured person answers their own questions.
      const dialog = page.getByRole('dialog');
      await rows.filter({ hasText: n.health }).getByTestId('row-edit').click();
      await expect(dialog.getByTestId('insured-tab')).toHaveCount(2);
      for (let person = 0; person < 2; person++) {
        await expect(dialog.getByTestId('insured-tab').nth(person)).toHaveAttribute('aria-selected', 'true');
        await dialog.getByLabel('¿Padece alguna enfermedad crónica?').fill('No');
        await dialog.getByLabel('¿Ha sido hospitalizado en los últimos 5 años?').fill('No');
        await dialog.getByTestId('info-save').click();
      }
      await expect(dialog).toBeHidden();
      // The kindergarten: its centre and an invoice.
      await rows.filter({ hasText: n.kindergarten }).getByTestId('row-edit').click();
      await dialog.locator('input[name="codeCenter"]').fill('28012345');
      await dialog.locator('input[name="centerName"]').fill('Escuela Infantil El Bosque');
      await dialog.locator('input[name="address"]').fill('Calle del Pinar 7');
      await dialog
        .locator('input[name="invoices"]')
        .setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
      await expect(dialog.getByTestId('attached-file')).toHaveText('factura.pdf');
      await dialog.getByTestId('info-save').click();
      await expect(dialog).toBeHidden();
      for (const name of [n.health, n.kindergarten])
        await expect(rows.filter({ hasText: name }).getByTestId('info-status')).toHaveText(t.checkout.info.completed);

      // On a phone the last save's toast sits at the bottom, over the cart's Next, and a pointer
      // resting on it holds it open: off the page, the toast closes by itself first.
      await page.mouse.move(0, 0);
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
      // Next: life and the saving plan are not tax-advantaged, so the agreement is asked first.
      await page.getByTestId('cart-next').click();
      await page.getByTestId('next-agree').click();
      await page.getByTestId('privacy-checkbox').check();
      const signedAt = new Date();
      await page.getByTestId('sign-button').click();
      await expect(page.getByText(t.checkout.sign.sent)).toBeVisible({ timeout: 30_000 });

      // The e-mailed contract names every product, with its figures, in the person's language.
      const mail = await waitForMail({ to: employee.email, after: signedAt, linkContains: ACCEPT_PATH });
      const pdf = await readPdfAttachment(mail);
      for (const [key, name] of Object.entries({ ...n, renting: 'Toyota Corolla Hybrid 140H' })) {
        expect(pdf.text, key).toContain(`${words.product}: ${name}`);
        const contract = cart[key]!;
        expect(pdf.text, key).toContain(`Total: ${money(contract.price, locale)} · ${words.contribution}: ${money(contract.contributedPrice, locale)}`);
      }
      expect(pdf.text).toContain(words.effective);
      expect(pdf.text).toContain('Sanitas Dental');
      expect(pdf.text).toContain(`${words.death}: ${money(5_000_000, locale)}`);
      expect(pdf.text).toContain(words.term);
      // 28 900 € × 20 % × 30 % private use × 0.8 (hybrid) ÷ 12: the card's and the calculator's figure.
      expect(pdf.text).toContain(`${words.inKind}: ${money(11_560, locale)}`);
      expect(pdf.text).not.toMatch(/\?\w/);
      // The same euros given up and saved as the cart showed, and the year's rules named.
      const pdfLine = pdf.text.replace(/\s+/g, ' ');
      expect(pdfLine).toContain(`${words.givenUp}: ${money(givenUp, locale)}`);
      expect(pdfLine).toMatch(new RegExp(`${words.saving} \\([^)]*\\): ${cartSaving.replace(/\./g, '\\.')} `));
      expect(pdfLine).toContain(words.rulesNote);

      // Opening the link accepts nothing; the button does.
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
      const accept = await context.newPage();
      await accept.addInitScript(([lang]) => window.localStorage.setItem('flexplan.language', lang!), [language]);
      await accept.goto(linkIn(mail, ACCEPT_PATH));
      await expect(accept.getByTestId('reviewed-contract')).toHaveCount(7);
      const mine = await myContracts(employee);
      expect(mine).toHaveLength(7);
      expect(mine.every((c) => !c.signed)).toBe(true);
      expect(await seriousViolations(accept)).toEqual([]);
      await accept.getByTestId('accept-button').click();
      await expect(accept.getByTestId('accept-result')).toHaveAttribute('data-result', 'accepted');
      await context.close();

      // My contracts: the renting's PDF, downloaded again, is the contract as accepted.
      await page.goto(companyUrl('acme', '/documents/user'));
      await page.locator(`[data-testid="contract-row"][data-contract-id="${cart.renting!.id}"]`).getByTestId('contract-detail-button').click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('dialog').getByTestId('contract-pdf').click()]);
      const again = await readPdf(readFileSync(await download.path()), download.suggestedFilename());
      expect(again.filename).toMatch(/\.pdf$/);
      expect(again.text).toContain(`${words.product}: Toyota Corolla Hybrid 140H`);
      expect(again.text).toContain(`${words.inKind}: ${money(11_560, locale)}`);
      expect(again.text).not.toContain(n.food);

      // The home opens on the plan year, and its saving is the calculator's (the header's, which a
      // phone's header has no room for: read at 1280 px).
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(companyUrl('acme', '/home'));
      await expect(page.getByTestId('year-switch').locator('input:checked')).toHaveValue('2027');
      const saved = (await page.getByTestId('header-saved').textContent())!.split(': ').pop()!;
      expect(saved).not.toBe(money(0, locale));
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByTestId('panel-saved')).toContainText(saved);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/journey-home-${language}-${width}.png` });

      // The payslip: January's bank net with the plan leaves out every product paid that month,
      // the life insurance and the saving plan included (docs/tax-engine.md "Every product the employee pays for").
      const payslips = (
        await employee.get<{
          payslips: { with: { gross: number; socialSecurity: number; withholding: number; net: number; products: { category: string; paid: number }[] } }[];
        }>('/payslip?year=2027')
      ).body;
      const january = payslips.payslips[0]!.with;
      expect(january.products.map((p) => p.category)).toEqual(expect.arrayContaining(['life-insurance', 'saving-plan']));
      const paid = january.products.reduce((sum, p) => sum + p.paid, 0);
      expect(january.net).toBe(january.gross - january.socialSecurity - january.withholding - paid);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(companyUrl('acme', '/payslip'));
      const firstRow = page.getByTestId('payslip-row').first();
      await expect(firstRow.getByTestId('row-products-with')).toHaveText(money(paid, locale));
      await expect(firstRow.getByTestId('row-net-with')).toHaveText(money(january.net, locale));
      await expect(page.getByTestId('tax-rules-note')).toHaveText(t.taxRules.provisional.replace('{{rulesYear}}', '2026').replace('{{year}}', '2027'));
    });
  });
}
