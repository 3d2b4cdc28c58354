import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD, encryptPassword, loginAs } from '../../test/auth-helpers';
import { multipartFile, tinyPdf, tinyPng } from '../../test/multipart';

describe('profile: POST /api/profile, products, picture', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let pablo: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    pablo = await loginAs(t.app, 'acme', 'pablo.ruiz@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, headers = laura) => t.app.inject({ method: 'POST', url, headers, payload });
  const profile = async (headers = laura) => (await t.app.inject({ method: 'GET', url: '/api/profile', headers })).json();

  it('answers every field of the user, the read-only ones included', async () => {
    const me = await profile();
    expect(me).toMatchObject({
      personalID: '12345678Z',
      flexibleBag: 1_260_000,
      topBag: 300_000,
      paymentCount: 14,
      fixedSalary: 4_200_000,
      office: { name: 'Madrid - Castellana' },
      collective: { name: 'Oficinas Centrales' },
      legalEntity: { name: 'Acme Seguros S.A.' },
      companyTaxId: 'A28000001',
    });
    expect(me.products.length).toBeGreaterThan(5);
  });

  it('lets the incomplete profile add a phone, which releases it', async () => {
    expect((await profile(pablo)).isProfileComplete).toBe(false);
    const res = await post('/api/profile', { phone: '699887766', mobilePhonePrefix: '+34' }, pablo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '699887766', isProfileComplete: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/gym', headers: pablo })).statusCode).toBe(200);
  });

  it('refuses bad fields with per-field keys and changes nothing', async () => {
    const res = await post('/api/profile', {
      phone: 'abc',
      BAN: 'X'.repeat(25),
      securityNumber: '1234567890123',
      houseNumber: '12345',
      address2: 'Piso <3>',
      birthday: '1899-12-31',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      phone: 'profile.validation.numeric',
      BAN: 'profile.validation.banTooLong',
      securityNumber: 'profile.validation.securityNumber',
      houseNumber: 'profile.validation.houseNumber',
      address2: 'profile.validation.address2',
      birthday: 'profile.validation.dateTooEarly',
    });
    expect((await profile()).phone).toBe('612345678');
    // Read-only fields are not form fields: the bag cannot be written.
    const bag = await post('/api/profile', { flexibleBag: 99_999_999 });
    expect(bag.statusCode).toBe(400);
    expect(bag.json().fields).toEqual({ flexibleBag: 'validation.readOnly' });
  });

  it('saves the employee tab', async () => {
    const res = await post('/api/profile', {
      city: 'Madrid',
      postalCode: '28046',
      address1: 'Paseo de la Castellana',
      houseNumber: '95',
      maritalStatus: 'married',
      spouseEarnsOver1500: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Madrid', houseNumber: '95', maritalStatus: 'married', spouseEarnsOver1500: true });
  });

  it('keeps the language the person chose, for the e-mails and the contract they are sent, and refuses one the portal does not speak', async () => {
    expect((await post('/api/profile', { language: 'ca' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: laura })).json().language).toBe('ca');
    const refused = await post('/api/profile', { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ language: 'validation.invalid' });
    expect((await post('/api/profile', { language: 'es' })).statusCode).toBe(200);
  });

  it('refuses the figures the company keeps, naming each, and changes nothing', async () => {
    const hrFigures = {
      fixedSalary: 2 ** 31 - 1,
      variableSalary: null,
      paymentCount: 12,
      flexibleBag: 0,
      topBag: 0,
      companyBag: '50%',
      userBag: 0,
      userBagProrate: false,
      userBagRestricted: false,
      privateUse: 0,
      employeeNumber: 'E-1',
      costCenter: 'CC-1',
      collective: { name: 'Dirección' },
      office: { name: 'Lisboa' },
      legalEntity: { name: 'Otra S.L.' },
      personalID: '00000000T',
      role: 'company-admin',
    };
    const before = await profile();
    for (const [field, value] of Object.entries(hrFigures)) {
      const res = await post('/api/profile', { city: 'Sevilla', [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields, field).toEqual({ [field]: 'validation.readOnly' });
    }
    expect((await post('/api/profile', { fixedSalary: null })).json().fields).toEqual({ fixedSalary: 'validation.readOnly' });
    expect((await post('/api/profile', { salario: 1 })).json().fields).toEqual({ salario: 'validation.invalid' });
    const after = await profile();
    for (const field of [...Object.keys(hrFigures), 'city']) expect(after[field], field).toEqual(before[field]);
  });

  it("keeps e-mails unique in the company, with the spec's message", async () => {
    const currentPassword = await encryptPassword(t.app, 'acme', DEMO_PASSWORD);
    const res = await post('/api/profile', { email: 'Marta.Vidal@acme.test', currentPassword });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_UNIQUE', message: expect.stringContaining('único') });
  });

  it('switches a product off and on: it leaves the catalogue and cannot be contracted', async () => {
    const gym = (await profile()).products.find((p: { category: { alias: string } }) => p.category.alias === 'gym');
    expect((await post(`/api/profile/products/${gym.id}`, { isActive: false })).json()).toEqual({ productId: gym.id, isActive: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/gym', headers: laura })).json()).toEqual([]);
    expect((await post(`/api/profile/products/${gym.id}`, { isActive: true })).statusCode).toBe(200);
    expect((await post('/api/profile/products/999999', { isActive: true })).statusCode).toBe(404);
  });

  it("sets an uploaded image as the avatar, and refuses someone else's or a document", async () => {
    const png = multipartFile('me.png', tinyPng);
    const { name } = (await t.app.inject({ method: 'POST', url: '/api/storage/images', headers: { ...laura, ...png.headers }, payload: png.payload })).json();
    expect((await post('/api/profile/picture', { name })).json()).toEqual({ picture: `/api/storage/images/${name}` });
    expect((await profile()).picture).toBe(`/api/storage/images/${name}`);
    expect((await post('/api/profile/picture', { name }, pablo)).statusCode).toBe(404);
    const pdf = multipartFile('x.pdf', tinyPdf);
    const doc = (await t.app.inject({ method: 'POST', url: '/api/storage/documents', headers: { ...laura, ...pdf.headers }, payload: pdf.payload })).json();
    expect((await post('/api/profile/picture', { name: doc.name })).statusCode).toBe(400);
  });

  it('lets a user with a deprecated password still save the profile', async () => {
    const marta = await loginAs(t.app, 'acme', 'marta.vidal@acme.test');
    expect((await post('/api/profile', { city: 'Valencia' }, marta)).statusCode).toBe(200);
  });
});
