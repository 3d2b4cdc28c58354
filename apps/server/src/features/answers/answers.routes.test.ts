import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { multipartFile, tinyPdf } from '../../test/multipart';
import { answerKey } from './answer-key';

describe('POST /api/answers/add', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let formation: { id: number; product: { id: number } };
  let contractId: number;
  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    [formation] = (await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/formation', headers: laura })).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/contracts', headers: laura, payload: { year: 2027, benefitId: formation.id, items: [{ familyId: null, month: 1, price: 20_000 }], details: { paymentFreq: 'yearly' } } });
    contractId = res.json().id;
  });
  afterAll(async () => { await t.close(); });

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

  it('completes with an uploaded document and marks the item\'s info completed', async () => {
    const body = multipartFile('matricula.pdf', tinyPdf);
    const document = (await t.app.inject({ method: 'POST', url: '/api/storage/documents', headers: { ...laura, ...body.headers }, payload: body.payload })).json();
    const res = await answer({ contractId, productId: formation.product.id, isCompleted: true, answers: {}, document });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isCompleted: true, document });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: laura })).json().cart;
    expect(cart.find((c: { id: number }) => c.id === contractId).additionalInfo).toMatchObject({ questionnaire: 'completed', employee: { questionnaire: 'completed' } });
  });

  it('answers 404 for someone else\'s item or the wrong product, and 400 for a bad body', async () => {
    const joao = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
    expect((await answer({ contractId, productId: formation.product.id, isCompleted: false, answers: {} }, joao)).statusCode).toBe(404);
    expect((await answer({ contractId, productId: 999_999, isCompleted: false, answers: {} })).statusCode).toBe(404);
    expect((await answer({ contractId: 'x', answers: [] })).statusCode).toBe(400);
  });
});
