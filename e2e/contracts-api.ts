import { expect } from '@playwright/test';
import type { RequestOf, ResponseOf } from '@flexplan/domain/api/wire';
import type { bagsAnswerSchema } from '@flexplan/domain/bags/bags-api';
import type { contractBodySchema } from '@flexplan/domain/catalogue';
import type { contractViewSchema, myContractListSchema } from '@flexplan/domain/contracts/contracts-api';
import type { benefitListSchema } from '@flexplan/domain/benefits/benefits-api';
import type { purchaseResultSchema } from '@flexplan/domain/contracts/checkout-api';
import type { Session } from './company-api';
import { linkIn, waitForMail } from './mailbox';

/**
 * Setting up contracts through the API, as a scenario's starting point: its own employee's cart,
 * signed and accepted contracts (e2e/fixtures.ts `employee`).
 */

/** A cart item or contract as POST /contracts answers it. */
export type ContractAnswer = ResponseOf<typeof contractViewSchema>;

/** The body of POST /contracts. */
export type ContractDraft = RequestOf<typeof contractBodySchema>;

/** The plan year new contracts start in (GET /bags). */
export async function planYear(who: Session): Promise<number> {
  return (await who.get<ResponseOf<typeof bagsAnswerSchema>>('/bags')).body.year;
}

/** A benefit of the category by its Spanish name. */
export async function benefitIdOf(who: Session, alias: string, name: string): Promise<number> {
  const benefits = (await who.get<ResponseOf<typeof benefitListSchema>>(`/modalities/by-category/${alias}`)).body;
  const benefit = benefits.find((b) => b.name.es === name);
  if (!benefit) throw new Error(`no benefit "${name}" in ${alias}: ${benefits.map((b) => b.name.es).join(', ')}`);
  return benefit.id;
}

export async function addToCart(who: Session, draft: ContractDraft): Promise<ContractAnswer> {
  const res = await who.post<ContractAnswer>('/contracts', { details: {}, ...draft });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Signs cart items (POST /contracts/purchase): they become pending and one e-mail goes out. */
export async function purchase(who: Session, ids: number[]): Promise<void> {
  const res = await who.post<ResponseOf<typeof purchaseResultSchema>>('/contracts/purchase', { ids });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const byId = (a: number, b: number) => a - b;
  expect([...res.body.contracts].sort(byId)).toEqual([...ids].sort(byId));
}

/** The user's contracts as GET /my-contracts answers them (with their list label). */
export async function myContracts(who: Session): Promise<ResponseOf<typeof myContractListSchema>> {
  return (await who.get<ResponseOf<typeof myContractListSchema>>('/my-contracts')).body;
}

export const ACCEPT_PATH = '/contracts/accept?token=';

/**
 * Signs cart items and accepts them from the e-mail the user receives over SMTP, as setup for a
 * scenario about what comes after (POST /contracts/accept with the link's token, no session).
 */
export async function contractThroughMail(who: Session, ids: number[]): Promise<void> {
  const sentAfter = new Date();
  await purchase(who, ids);
  const mail = await waitForMail({ to: who.email, after: sentAfter, linkContains: ACCEPT_PATH });
  const acceptance = new URL(linkIn(mail, ACCEPT_PATH)).searchParams.get('token');
  const res = await who.withoutSession().post('/contracts/accept', { token: acceptance });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
