import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { multipartFile, tinyPdf } from '../../test/multipart';
import { answerKey } from '@flexplan/domain/contracts/answer-key';

describe('POST /api/answers/add', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let formation: { id: number; product: { id: number } };
  let contractId: number;
  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    [formation] = (await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/formation', headers: laura })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: laura,
      payload: { year: 2027, benefitId: formation.id, items: [{ familyId: null, month: 1, price: 20_000 }], details: { paymentFreq: 'yearly' } },
    });
    contractId = res.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const answer = (payload: object, headers = laura) => t.app.inject({ method: 'POST', url: '/api/answers/add', headers, payload });

  it('keys answers by the question title with dots replaced by underscores', () => {
    expect(answerKey('¿Cuál es tu cargo? p.ej. técnico.')).toBe('¿Cuál es tu cargo? p_ej_ técnico_');
  });

  it('saves a draft, but refuses to complete without the required document', async () => {
    expect((await answer({ contractId, productId: formation.product.id, isCompleted: false, answers: {} })).statusCode).toBe(200);
    const res = await answer({ contractId, productId: formation.product.id, isCompleted: true, answers: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ANSWERS_INCOMPLETE', params: { missing: 'document' } });
  });

  it("completes with an uploaded document and marks the item's info completed", async () => {
    const body = multipartFile('matricula.pdf', tinyPdf);
    const document = (
      await t.app.inject({ method: 'POST', url: '/api/storage/documents', headers: { ...laura, ...body.headers }, payload: body.payload })
    ).json();
    const res = await answer({ contractId, productId: formation.product.id, isCompleted: true, answers: {}, document });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isCompleted: true, document });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: laura })).json().cart;
    expect(cart.find((c: { id: number }) => c.id === contractId).additionalInfo).toMatchObject({
      questionnaire: 'completed',
      employee: { questionnaire: 'completed' },
    });
  });

  it("answers 404 for someone else's item or the wrong product, and 400 for a bad body", async () => {
    const joao = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
    expect((await answer({ contractId, productId: formation.product.id, isCompleted: false, answers: {} }, joao)).statusCode).toBe(404);
    expect((await answer({ contractId, productId: 999_999, isCompleted: false, answers: {} })).statusCode).toBe(404);
    expect((await answer({ contractId: 'x', answers: [] })).statusCode).toBe(400);
  });
});

describe('GET /api/answers?contractId=&familyId=: a health questionnaire per insured person', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let health: { id: number; product: { id: number; questions: { title: string }[] } };
  let contractId: number;
  let spouseId: number;
  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    [health] = (await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/health-insurance', headers: laura })).json();
    const family: { id: number; firstName: string }[] = (await t.app.inject({ method: 'GET', url: '/api/families', headers: laura })).json();
    spouseId = family.find((m) => m.firstName === 'Javier')!.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: laura,
      payload: {
        year: 2027,
        benefitId: health.id,
        items: [],
        details: {
          members: [
            { familyId: null, startMonth: 1, supplementaries: [] },
            { familyId: spouseId, startMonth: 1, supplementaries: [] },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(201);
    contractId = res.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const read = (query: string, headers = laura) => t.app.inject({ method: 'GET', url: `/api/answers?${query}`, headers });
  const infoOfCart = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: laura })).json().cart.find((c: { id: number }) => c.id === contractId).additionalInfo;

  it('answers an empty questionnaire for an insured person with nothing saved', async () => {
    const res = await read(`contractId=${contractId}&familyId=employee`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contractId, productId: health.product.id, familyId: null, isCompleted: false, answers: {}, document: null });
  });

  it("keeps each insured person's answers apart, and completes only theirs", async () => {
    const body = multipartFile('informe.pdf', tinyPdf);
    const document = (
      await t.app.inject({ method: 'POST', url: '/api/storage/documents', headers: { ...laura, ...body.headers }, payload: body.payload })
    ).json();
    const answers = Object.fromEntries(health.product.questions.map((q, i) => [answerKey(q.title), `respuesta ${i}`]));
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/answers/add',
      headers: laura,
      payload: { contractId, productId: health.product.id, familyId: null, isCompleted: true, answers, document },
    });
    expect(saved.statusCode).toBe(200);

    const own = await read(`contractId=${contractId}&familyId=employee`);
    expect(own.json()).toEqual({ contractId, productId: health.product.id, familyId: null, isCompleted: true, answers, document });
    expect(Object.keys(own.json().answers)).toContain('¿Ha sido hospitalizado en los últimos 5 años?');
    // The spouse has answered nothing: the item still misses her questionnaire.
    expect((await read(`contractId=${contractId}&familyId=${spouseId}`)).json()).toMatchObject({ familyId: spouseId, isCompleted: false, answers: {} });
    const info = await infoOfCart();
    expect(info).toMatchObject({ employee: { questionnaire: 'completed' } });
    expect(info[String(spouseId)]).toBeUndefined();

    const hers = Object.fromEntries(health.product.questions.map((q) => [answerKey(q.title), 'no']));
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/answers/add',
      headers: laura,
      payload: { contractId, productId: health.product.id, familyId: spouseId, isCompleted: true, answers: hers, document },
    });
    expect(second.statusCode).toBe(200);
    expect((await read(`contractId=${contractId}&familyId=${spouseId}`)).json().answers).toEqual(hers);
    expect((await read(`contractId=${contractId}&familyId=employee`)).json().answers).toEqual(answers);
    expect(await infoOfCart()).toMatchObject({ employee: { questionnaire: 'completed' }, [String(spouseId)]: { questionnaire: 'completed' } });
  });

  it('refuses on familyId a health questionnaire that names nobody, or someone the policy does not insure', async () => {
    const uninsured = 999;
    for (const query of [`contractId=${contractId}`, `contractId=${contractId}&familyId=${uninsured}`]) {
      const res = await read(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { familyId: 'validation.invalid' } });
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/answers/add',
      headers: laura,
      payload: { contractId, productId: health.product.id, isCompleted: false, answers: {} },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toMatchObject({ fields: { familyId: 'validation.invalid' } });
  });

  it("answers 404 for another user's item (even the company administrator's), another company's user, or an unknown item", async () => {
    const admin = await loginAs(t.app, 'acme', 'admin@acme.test');
    const joao = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
    expect((await read(`contractId=${contractId}&familyId=employee`, admin)).statusCode).toBe(404);
    expect((await read(`contractId=${contractId}&familyId=employee`, joao)).statusCode).toBe(404);
    const unknown = await read('contractId=999999&familyId=employee');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 400 for a missing or malformed id', async () => {
    for (const query of ['', 'contractId=abc', 'contractId=0', 'contractId=-3', 'contractId=1.5', 'contractId=99999999999']) {
      const res = await read(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { contractId: 'validation.invalid' } });
    }
  });

  it('asks for a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/answers?contractId=${contractId}`, headers: { host: laura.host! } })).statusCode).toBe(401);
  });
});
