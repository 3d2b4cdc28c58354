import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hostOf, loginAs } from '../../test/auth-helpers';
import { isSentTo, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { oneRow } from '../../test/sql-rows';

const YEAR = 2027;
const months = (from: number, to: number, price: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ familyId: null, month: from + i, price }));

/** Opening the link shows what is accepted; only the button's POST accepts. */
describe('acceptance: a deliberate click, a readable contract', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let laura: Record<string, string>;
  let gymBenefit: number;
  const acme = { host: hostOf('acme') };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url });
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    const gyms = (await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/gym', headers: laura })).json() as {
      id: number;
      name: { es: string };
    }[];
    gymBenefit = gyms.find((b) => b.name.es === 'Wellhub gimnasios')!.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const contract = (id: number) => oneRow<{ status: string; signed: boolean }>(t.database.db, sql`select status, signed from contracts where id = ${id}`);
  /** Puts the gym in the cart for some months, signs it and answers the contract and the link's token. */
  async function signGym(from: number, to: number) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: laura,
      payload: { year: YEAR, benefitId: gymBenefit, items: months(from, to, 3990), details: {} },
    });
    const id = added.json().id as number;
    await t.app.mail.flush();
    const before = smtp.messages.length;
    await t.app.inject({ method: 'POST', url: '/api/contracts/purchase', headers: laura, payload: { ids: [id] } });
    const mail = await smtp.waitFor((m) => isSentTo(m, 'laura.martin'), 10_000, before);
    return { id, token: mail.text!.match(/contracts\/accept\?token=([A-Za-z0-9_-]+)/)![1]! };
  }
  const preview = (token: string) => t.app.inject({ method: 'POST', url: '/api/contracts/accept/preview', headers: acme, payload: { token } });
  const accept = (token: string) => t.app.inject({ method: 'POST', url: '/api/contracts/accept', headers: acme, payload: { token } });

  it('shows the products, amounts and effective date of a link and accepts nothing', async () => {
    const { id, token } = await signGym(3, 5);
    const res = await preview(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'open',
      contracts: [
        {
          id,
          product: 'gym',
          name: { es: 'Wellhub gimnasios' },
          months: [3, 4, 5],
          price: 3 * 3990,
          finalPrice: 3 * 3990,
          effectiveDate: '2027-03-01',
          status: 'pending',
        },
      ],
    });
    expect(await contract(id)).toEqual({ status: 'pending', signed: false });

    const pdf = await t.app.inject({ method: 'GET', url: `/api/contracts/accept/pdf?token=${token}`, headers: acme });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe('Contrato de retribución flexible');
    expect(await contract(id)).toEqual({ status: 'pending', signed: false });
  });

  it('accepts on the POST only, once: a repeated press answers the same and changes nothing', async () => {
    const { id, token } = await signGym(6, 7);
    const first = await accept(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ alreadyAccepted: false, contracts: [{ id, status: 'contracted' }] });
    const again = await Promise.all([accept(token), accept(token)]);
    for (const res of again) expect(res.json()).toMatchObject({ alreadyAccepted: true, contracts: [{ id, status: 'contracted' }] });
    expect((await preview(token)).json()).toMatchObject({ state: 'accepted', contracts: [{ id, status: 'contracted' }] });
  });

  it('refuses an unknown link on every route, and a token of another company', async () => {
    const unknown = 'x'.repeat(43);
    expect((await preview(unknown)).json().code).toBe('ACCEPTANCE_LINK_INVALID');
    expect((await t.app.inject({ method: 'GET', url: `/api/contracts/accept/pdf?token=${unknown}`, headers: acme })).statusCode).toBe(404);
    const { token } = await signGym(8, 8);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contracts/accept/preview', headers: { host: hostOf('globex') }, payload: { token } })).statusCode,
    ).toBe(404);
  });

  it('lets the owner download a signed contract from My contracts, nobody else, and not a cart item', async () => {
    const { id } = await signGym(9, 9);
    const own = await t.app.inject({ method: 'GET', url: `/api/my-contracts/${id}/pdf`, headers: laura });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    const david = await loginAs(t.app, 'acme', 'david.moreno@acme.test');
    expect((await t.app.inject({ method: 'GET', url: `/api/my-contracts/${id}/pdf`, headers: david })).statusCode).toBe(404);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: laura,
      payload: { year: YEAR, benefitId: gymBenefit, items: months(10, 10, 3990), details: {} },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/my-contracts/${cart.json().id}/pdf`, headers: laura })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/my-contracts/${id}/pdf`, headers: acme })).statusCode).toBe(401);
  });
});
