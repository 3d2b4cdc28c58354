import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/test-app';
import { hostOf, loginAs } from '../../test/auth-helpers';
import { isSentTo, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { oneRow } from '../../test/sql-rows';
import { buildApp } from '../../app';

const YEAR = 2027;
const months = (from: number, to: number, price: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ familyId: null, month: from + i, price }));

describe('checkout: purchase, e-mail with PDF, acceptance, administrator', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let now = TEST_TODAY;
  let laura: Record<string, string>;
  const benefitIds: Record<string, number> = {};

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url }, () => now);
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    for (const category of ['gym', 'food', 'formation', 'transport']) {
      for (const b of (await t.app.inject({ method: 'GET', url: `/api/modalities/by-category/${category}`, headers: laura })).json())
        benefitIds[b.name.es] = b.id;
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const addToCart = async (benefit: string, items: object[], details: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: laura,
      payload: { year: YEAR, benefitId: benefitIds[benefit], items, details },
    });
    if (res.statusCode !== 201) throw new Error(`${benefit}: ${res.body}`);
    return res.json().id as number;
  };
  const purchase = (ids: number[], headers = laura) => t.app.inject({ method: 'POST', url: '/api/contracts/purchase', headers, payload: { ids } });
  const accept = (token: string) => t.app.inject({ method: 'POST', url: '/api/contracts/accept', headers: { host: hostOf('acme') }, payload: { token } });
  const contract = (id: number) =>
    oneRow<{ status: string; signed: boolean; price: number; effective_date: string }>(
      t.database.db,
      sql`select status, signed, price, effective_date from contracts where id = ${id}`,
    );
  /** Sends what the outbox holds and lets the sink receive it, so a count starts from a quiet inbox. */
  const settleMail = async () => {
    await t.app.mail.flush();
    await new Promise((r) => setTimeout(r, 300));
  };
  const tokenOf = (text: string | undefined) => text!.match(/contracts\/accept\?token=([A-Za-z0-9_-]+)/)![1]!;

  it('moves the items to pending once, however often the same purchase is sent at the same time, with one e-mail', async () => {
    const gym = await addToCart('Wellhub gimnasios', months(1, 12, 3990));
    const formation = await addToCart('Formación profesional', months(1, 1, 20_000), { paymentFreq: 'yearly' });
    await settleMail();
    const before = smtp.messages.length;
    const answers = await Promise.all([purchase([gym, formation]), purchase([formation, gym]), purchase([gym, formation])]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().purchaseId)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({ contracts: expect.arrayContaining([gym, formation]), refused: [] });
    expect(await contract(gym)).toMatchObject({ status: 'pending', signed: false });

    const mail = await smtp.waitFor((m) => isSentTo(m, 'laura.martin'), 10_000, before);
    await t.app.mail.flush();
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.slice(before).filter((m) => isSentTo(m, 'laura.martin'))).toHaveLength(1);
    expect(mail.subject).toContain('Acepta tu contrato');
    // The link lasts 30 days, but the cut-off (the 20th) comes first: the e-mail names the date that keeps January.
    expect(mail.text?.replace(/\s+/g, ' ')).toContain('Acéptalas antes del 20 de diciembre de 2026 para que empiecen el 1 de enero de 2027');
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
    const document = await PDFDocument.load(pdf.content);
    expect(document.getPageCount()).toBeGreaterThan(0);
    expect(document.getTitle()).toBe('Contrato de retribución flexible');

    // Accept: gym needs no review → contracted; formation needs documents → pending review.
    const token = tokenOf(mail.text);
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(await contract(gym)).toMatchObject({ status: 'contracted', signed: true });
    expect(await contract(formation)).toMatchObject({ status: 'pending', signed: true });
    const again = await accept(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyAccepted: true });
    expect(await contract(gym)).toMatchObject({ status: 'contracted', signed: true });

    // The administrator approves the reviewed one; an employee gets 404, as if the route did not exist (the admin guard); another company cannot see it.
    const admin = await loginAs(t.app, 'acme', 'admin@acme.test');
    const pending = (await t.app.inject({ method: 'GET', url: '/api/admin/contracts?status=pending', headers: admin })).json();
    expect(pending.items.map((c: { id: number }) => c.id)).toContain(formation);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/contracts/${formation}/approve`, headers: laura })).statusCode).toBe(404);
    const globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/contracts/${formation}/approve`, headers: globexAdmin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/contracts/${formation}/approve`, headers: admin })).json()).toEqual({
      id: formation,
      status: 'contracted',
    });
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/contracts/${formation}/approve`, headers: admin })).json().code).toBe('CONTRACT_STATE');
    const list = (await t.app.inject({ method: 'GET', url: '/api/my-contracts', headers: laura })).json();
    expect(list.find((c: { id: number }) => c.id === formation).label).toBe('contracts.list.contracted');
  });

  it('refuses items of another collective or a switched-off product, and reports them', async () => {
    const food = await addToCart('Tarjeta restaurante', months(1, 12, 10_000));
    const transport = await addToCart('Tarjeta transporte', months(1, 12, 5_000));
    await t.database.db.execute(
      sql`update user_products set is_active = false where product_id = (select product_id from benefits where id = ${benefitIds['Tarjeta transporte']})`,
    );
    try {
      const res = await purchase([food, transport]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ contracts: [food], refused: [{ id: transport, product: 'transport', code: 'NOT_ALLOWED_TO_HIRE' }] });
      expect(await contract(transport)).toMatchObject({ status: 'cart' });
    } finally {
      await t.database.db.execute(sql`update user_products set is_active = true`);
    }
    const alone = await purchase([transport]);
    expect(alone.statusCode).toBe(200);
  });

  it("refuses someone else's items with 404 and an expired cart item with 409", async () => {
    const joao = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
    const gym = await addToCart('Wellhub gimnasios', months(1, 3, 3990));
    expect((await purchase([gym], joao)).statusCode).toBe(404);
    now = new Date('2026-12-21T10:00:00+01:00'); // after December's cut-off day: January is lost
    try {
      const res = await purchase([gym]);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('NOTHING_TO_PURCHASE');
    } finally {
      now = TEST_TODAY;
    }
  });

  it("refuses the seeded stale cart: an expired month and another collective's benefit, changing nothing", async () => {
    const david = await loginAs(t.app, 'acme', 'david.moreno@acme.test');
    const cart = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: david })).json().cart as { id: number; year: number }[];
    expect(cart.map((c) => c.year).sort()).toEqual([2026, 2027]);
    const res = await purchase(
      cart.map((c) => c.id),
      david,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOTHING_TO_PURCHASE');
    expect(res.json().message).toBe('No se ha podido generar ningún contrato');
    for (const { id } of cart) expect(await contract(id)).toMatchObject({ status: 'cart', signed: false });
  });

  it('accepted after the cut-off, the contract starts a month later without the lost month, and a second e-mail says so', async () => {
    const gym = await addToCart('Wellhub gimnasios', months(1, 12, 3990));
    await settleMail();
    const before = smtp.messages.length;
    await purchase([gym]);
    const mail = await smtp.waitFor((m) => isSentTo(m, 'laura.martin'), 10_000, before);
    now = new Date('2026-12-22T10:00:00+01:00');
    try {
      const res = await accept(tokenOf(mail.text));
      if (res.statusCode !== 200) throw new Error(res.body);
      expect(res.json().contracts[0]).toMatchObject({ id: gym, status: 'contracted', droppedMonths: [1], effectiveDate: '2027-02-01' });
      expect(await contract(gym)).toMatchObject({ price: 11 * 3990 });
      const late = await smtp.waitFor((m) => isSentTo(m, 'laura.martin') && (m.subject ?? '').includes('un mes más tarde'), 10_000, before);
      expect(late.text).toContain('2027-02-01');
    } finally {
      now = TEST_TODAY;
    }
  });

  it('refuses an expired or unknown link', async () => {
    const gym = await addToCart('Wellhub gimnasios', months(2, 4, 3990));
    await settleMail();
    const before = smtp.messages.length;
    await purchase([gym]);
    const mail = await smtp.waitFor((m) => isSentTo(m, 'laura.martin'), 10_000, before);
    now = new Date(TEST_TODAY.getTime() + 31 * 86_400_000);
    try {
      expect((await accept(tokenOf(mail.text))).json().code).toBe('ACCEPTANCE_LINK_EXPIRED');
    } finally {
      now = TEST_TODAY;
    }
    expect((await accept('x'.repeat(43))).statusCode).toBe(404);
    expect((await accept('short')).statusCode).toBe(400);
  });

  it('delivers the e-mail of a purchase whose server stopped before sending it, once', async () => {
    // A server whose SMTP is down commits the purchase; its e-mail stays in the outbox.
    const down = await buildApp({
      config: { ...t.app.config, SMTP_URL: 'smtp://127.0.0.1:9', MAIL_POLL_MS: 60_000 },
      database: t.database,
      webRoot: null,
      now: () => now,
    });
    down.database.close = async () => undefined;
    await down.ready();
    const gym = await addToCart('Wellhub gimnasios', months(5, 6, 3990));
    await settleMail();
    const before = smtp.messages.length;
    const res = await down.inject({ method: 'POST', url: '/api/contracts/purchase', headers: laura, payload: { ids: [gym] } });
    expect(res.statusCode).toBe(200);
    await down.close();
    // After the backoff, a running server sends it, once.
    await new Promise((r) => setTimeout(r, 2_500));
    await t.app.mail.flush();
    await smtp.waitFor((m) => isSentTo(m, 'laura.martin'), 10_000, before);
    await t.app.mail.flush();
    expect(smtp.messages.slice(before).filter((m) => isSentTo(m, 'laura.martin'))).toHaveLength(1);
  });
});
