import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, loginAs } from '../../test/auth-helpers';
import { multipartFile, tinyPdf, tinyPng } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';
import { rowsOf } from '../../test/sql-rows';
import { createTestApp, type TestApp } from '../../test/test-app';

type Headers = Record<string, string>;
const admin = '/api/admin/company/legal-texts';
const privacyCa = 'Política de privadesa d’Acme\n\nResponsable\nAcme Seguros S.A., amb NIF A28000001.\n\nDrets\nPots exercir-los a privadesa@acme.test.';
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** A company's own legal texts (docs/product/back-office.md §6 Legal texts). */
describe('company legal texts', () => {
  let t: TestApp;
  let acmeAdmin: Headers;
  let globexAdmin: Headers;
  let laura: Headers;
  const acme = { host: hostOf('acme') };
  const globex = { host: hostOf('globex') };

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, payload });
  const upload = (url: string, headers: Headers, name: string, data: Buffer, type = 'application/pdf') => {
    const body = multipartFile(name, data, type);
    return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const publicCompany = async (headers: Headers) => (await call('GET', '/api/companies/by-subdomain', headers)).json();
  const audit = () =>
    rowsOf<{ action: string; table_name: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      t.database.db,
      sql`select action, table_name, before, after from audit_log where action = 'company.legalTextChanged' order by id`,
    );
  const textRows = () => rowsOf<{ id: number }>(t.database.db, sql`select id from company_legal_texts order by id`);

  beforeAll(async () => {
    t = await createTestApp();
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists every document in each of the company's languages, the generic text to start with", async () => {
    const res = await call('GET', admin, acmeAdmin);
    expect(res.statusCode).toBe(200);
    const { languages, texts } = res.json();
    expect(languages).toEqual(['es', 'ca', 'en']);
    expect(texts).toHaveLength(4 * 3);
    expect(texts).toContainEqual({
      document: 'privacy',
      language: 'ca',
      source: 'generic',
      body: null,
      fileName: null,
      updatedAt: null,
      url: '/assets/legal/ca/privacy.pdf',
    });
    expect((await call('GET', admin, globexAdmin)).json().languages).toEqual(['en', 'pt']);
    expect((await publicCompany(acme)).ownLegalTexts).toEqual({ notice: [], privacy: [], conditions: [], cookies: [] });
  });

  it('writes the privacy policy in Catalan: audited, on the portal in Catalan only, never on another company’s host', async () => {
    const res = await call('PUT', `${admin}/privacy/ca`, acmeAdmin, { body: `  ${privacyCa}\n` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ document: 'privacy', language: 'ca', source: 'text', body: privacyCa, url: '/api/legal-texts/privacy/ca/pdf' });
    expect(await audit()).toEqual([
      { action: 'company.legalTextChanged', table_name: 'companies', before: { legalText: 'privacy/ca: generic' }, after: { legalText: 'privacy/ca: text' } },
    ]);
    expect((await publicCompany(acme)).ownLegalTexts).toEqual({ notice: [], privacy: ['ca'], conditions: [], cookies: [] });
    expect((await publicCompany(globex)).ownLegalTexts.privacy).toEqual([]);

    const own = await call('GET', '/api/legal-texts/privacy/ca', acme);
    expect(own.json()).toMatchObject({ source: 'text', body: privacyCa });
    expect((await call('GET', '/api/legal-texts/privacy/es', acme)).json()).toMatchObject({
      source: 'generic',
      body: null,
      url: '/assets/legal/es/privacy.pdf',
    });
    expect((await call('GET', '/api/legal-texts/privacy/ca', globex)).json()).toMatchObject({ source: 'generic', body: null });

    const pdf = await call('GET', '/api/legal-texts/privacy/ca/pdf', acme);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = oneLine(await pdfText(pdf.rawPayload));
    expect(text).toMatch(/^Política de privadesa /);
    expect(text).toContain('Responsable Acme Seguros S.A., amb NIF A28000001.');
    expect(text).not.toContain('Text de demostració');
    // Another company's host, and a language without an own text: the generic PDF.
    for (const [headers, path] of [
      [globex, '/api/legal-texts/privacy/ca/pdf'],
      [acme, '/api/legal-texts/privacy/en/pdf'],
    ] as const) {
      const generic = await call('GET', path, headers);
      expect(generic.statusCode).toBe(302);
      expect(generic.headers.location).toBe(path.replace('/api/legal-texts/privacy/', '/assets/legal/').replace('/pdf', '/privacy.pdf'));
    }
  });

  it('keeps markup as written: plain text, never HTML', async () => {
    const body = 'Avís legal\n<script>alert(1)</script> <b>negreta</b>';
    expect((await call('PUT', `${admin}/notice/ca`, acmeAdmin, { body })).json().body).toBe(body);
    const text = oneLine(await pdfText((await call('GET', '/api/legal-texts/notice/ca/pdf', acme)).rawPayload));
    expect(text).toContain('<script>alert(1)</script> <b>negreta</b>');
  });

  it('writes nothing when the same text is saved again', async () => {
    const [rows, entries] = [await textRows(), await audit()];
    expect((await call('PUT', `${admin}/privacy/ca`, acmeAdmin, { body: privacyCa })).statusCode).toBe(200);
    expect(await textRows()).toEqual(rows);
    expect(await audit()).toEqual(entries);
  });

  it('refuses an empty or too long text, an unknown document, a language the company does not offer: 400 by field', async () => {
    const cases: [string, object, string][] = [
      [`${admin}/privacy/es`, { body: '   ' }, 'body'],
      [`${admin}/privacy/es`, {}, 'body'],
      [`${admin}/privacy/es`, { body: 'x'.repeat(60_001) }, 'body'],
      [`${admin}/privacy/es`, { body: 42 }, 'body'],
      [`${admin}/terms/es`, { body: 'Termes' }, 'document'],
      [`${admin}/privacy/de`, { body: 'Datenschutz' }, 'language'],
      [`${admin}/privacy/pt`, { body: 'Política de privacidade' }, 'language'],
    ];
    const before = await textRows();
    for (const [url, payload, field] of cases) {
      const res = await call('PUT', url, acmeAdmin, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 40)}`).toBe(400);
      expect(res.json().fields).toHaveProperty([field]);
    }
    expect((await call('PUT', `${admin}/privacy/es`, acmeAdmin, { body: 'x'.repeat(60_001) })).json().fields.body).toBe('validation.tooLong');
    expect((await call('GET', '/api/legal-texts/cookies/xx', acme)).statusCode).toBe(400);
    expect(await textRows()).toEqual(before);
  });

  it('uploads a PDF, which the portal serves as an attachment; refuses what is not a PDF (415) or too large (413)', async () => {
    const res = await upload(`${admin}/cookies/es/pdf`, acmeAdmin, 'galletas.pdf', tinyPdf);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'pdf', body: null, fileName: 'galletas.pdf', url: '/api/legal-texts/cookies/es/pdf' });
    const served = await call('GET', '/api/legal-texts/cookies/es/pdf', acme);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.rawPayload.equals(tinyPdf)).toBe(true);
    expect((await call('GET', '/api/legal-texts/cookies/es/pdf', globex)).statusCode).toBe(302);
    expect((await audit()).at(-1)!.after).toEqual({ legalText: 'cookies/es: PDF galletas.pdf' });

    const before = await textRows();
    expect((await upload(`${admin}/cookies/es/pdf`, acmeAdmin, 'galletas.pdf', tinyPng, 'application/pdf')).statusCode).toBe(415);
    const big = Buffer.concat([tinyPdf, Buffer.alloc(t.app.config.STORAGE_MAX_DOCUMENT_MB * 1024 * 1024)]);
    expect((await upload(`${admin}/cookies/es/pdf`, acmeAdmin, 'big.pdf', big)).statusCode).toBe(413);
    expect((await upload(`${admin}/cookies/pt/pdf`, acmeAdmin, 'cookies.pdf', tinyPdf)).json().fields).toHaveProperty('language');
    // Conditions a contract could not carry (contract-pdf.ts): refused when uploaded.
    const broken = await upload(`${admin}/conditions/es/pdf`, acmeAdmin, 'condiciones.pdf', Buffer.from('%PDF-1.7\nnot a pdf at all', 'latin1'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toHaveProperty('file');
    expect(await textRows()).toEqual(before);
    const real = await PDFDocument.create();
    real.addPage();
    expect((await upload(`${admin}/conditions/es/pdf`, acmeAdmin, 'condiciones.pdf', Buffer.from(await real.save()))).statusCode).toBe(200);
  });

  it('goes back to the generic text, audited once; the rows stay for the contracts that name them', async () => {
    const rows = await textRows();
    const res = await call('DELETE', `${admin}/privacy/ca`, acmeAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'generic', url: '/assets/legal/ca/privacy.pdf' });
    expect((await audit()).at(-1)).toMatchObject({ before: { legalText: 'privacy/ca: text' }, after: { legalText: 'privacy/ca: generic' } });
    const entries = await audit();
    expect((await call('DELETE', `${admin}/privacy/ca`, acmeAdmin)).statusCode).toBe(200);
    expect(await audit()).toEqual(entries);
    expect(await textRows()).toEqual(rows);
    expect((await publicCompany(acme)).ownLegalTexts.privacy).toEqual([]);
    expect((await call('GET', '/api/legal-texts/privacy/ca/pdf', acme)).statusCode).toBe(302);
  });

  it("is the administrator's own company only: an employee gets 404, another company's administrator changes their own", async () => {
    expect((await call('GET', admin, laura)).statusCode).toBe(404);
    expect((await call('PUT', `${admin}/privacy/es`, laura, { body: 'Mío' })).statusCode).toBe(404);
    expect((await call('DELETE', `${admin}/cookies/es`, laura)).statusCode).toBe(404);
    expect((await upload(`${admin}/cookies/es/pdf`, laura, 'c.pdf', tinyPdf)).statusCode).toBe(404);

    expect((await call('PUT', `${admin}/notice/en`, globexAdmin, { body: 'Globex legal notice' })).statusCode).toBe(200);
    expect((await call('DELETE', `${admin}/cookies/en`, globexAdmin)).json().source).toBe('generic');
    // Acme's texts are as they were: globex's change went to globex.
    expect((await publicCompany(acme)).ownLegalTexts).toEqual({ notice: ['ca'], privacy: [], conditions: ['es'], cookies: ['es'] });
    expect((await publicCompany(globex)).ownLegalTexts.notice).toEqual(['en']);
    expect((await call('GET', '/api/legal-texts/notice/en', acme)).json().source).toBe('generic');
  });
});
