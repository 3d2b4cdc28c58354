import { formatMoney } from '@flexplan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { pdfText } from '../../test/pdf-text';
import { isSentTo, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/test-app';

const YEAR = 2027;
const months = (from: number, to: number, price: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ familyId: null, month: from + i, price }));
const money = (cents: number) => formatMoney(cents, 'es-ES').replace(/\s+/g, ' ');

/**
 * The contract PDF states what the cart and the calculator show: the grand total and the cash
 * given up of its products, and the plan year's estimated saving — the payslip's, to the cent —
 * saying which year's tax rules it used while the plan year's are not published.
 */
describe("the contract PDF's figures", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let laura: Record<string, string>;
  const benefitIds: Record<string, number> = {};

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url }, () => TEST_TODAY);
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    for (const category of ['gym', 'food']) {
      for (const b of (await t.app.inject({ method: 'GET', url: `/api/modalities/by-category/${category}`, headers: laura })).json())
        benefitIds[b.name.es] = b.id;
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const addToCart = async (benefit: string, items: object[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: laura,
      payload: { year: YEAR, benefitId: benefitIds[benefit], items, details: {} },
    });
    if (res.statusCode !== 201) throw new Error(`${benefit}: ${res.body}`);
    return res.json() as { id: number; price: number; contributedPrice: number };
  };

  it("states the products' total, the cash given up and the payslip's saving of the plan year, with the 2026 rules named", async () => {
    const gym = await addToCart('Wellhub gimnasios', months(1, 12, 3_990));
    const meals = await addToCart(
      Object.keys(benefitIds).find((name) => /tarjeta|comida/i.test(name))!,
      months(1, 12, 15_000),
    );
    const payslip = (await t.app.inject({ method: 'GET', url: `/api/payslip?year=${YEAR}`, headers: laura })).json();
    expect(payslip.status).toBe('ready');

    const purchase = await t.app.inject({ method: 'POST', url: '/api/contracts/purchase', headers: laura, payload: { ids: [gym.id, meals.id] } });
    expect(purchase.statusCode).toBe(200);
    await t.app.mail.flush();
    const mail = await smtp.waitFor((m) => isSentTo(m, 'laura.martin'), 10_000);
    // One line of text: the PDF wraps a long label wherever the page's width ends.
    const text = (await pdfText(mail.attachments.find((a) => a.contentType === 'application/pdf')!.content)).replace(/\s+/g, ' ');

    const price = gym.price + meals.price;
    const givenUp = price - gym.contributedPrice - meals.contributedPrice;
    expect(text).toContain(`Importe total de los productos: ${money(price)}`);
    expect(text).toContain(`Salario en efectivo al que renuncia el empleado: ${money(givenUp)}`);
    expect(text).toContain(
      `Ahorro estimado de IRPF del plan 2027 (todos sus productos del año, a 23 de noviembre de 2026): ${money(payslip.savingAnnual)} al año`,
    );
    expect(text).toContain('Calculado con las normas fiscales de 2026: las de 2027 aún no se han publicado.');
    expect(text).toContain('CIF: ');
    expect(text).toContain('Fecha de aceptación: pendiente');
  });
});
