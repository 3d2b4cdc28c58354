import { expect } from '@playwright/test';
import { api, apiLogin } from './fixtures';
import { linkIn, waitForMail } from './mailbox';

/**
 * Setting up and tidying contracts through the API, so that each scenario starts and ends with
 * the shared database as the others expect it: an empty cart, and what it contracted cancelled.
 */

export interface ContractAnswer {
  id: number;
  benefitId: number;
  product: string;
  year: number;
  status: 'cart' | 'pending' | 'contracted' | 'cancelled';
  signed: boolean;
  price: number;
  contributedPrice: number;
  version: number;
  replacesContractId: number | null;
  items: { familyId: number | null; month: number; price: number }[];
}

export interface ContractDraft {
  year: number;
  benefitId: number;
  items: { familyId: number | null; month: number; price: number }[];
  details?: Record<string, unknown>;
  additionalInfo?: Record<string, unknown> | null;
}

/** The plan year new contracts start in (GET /bags). */
export async function planYear(company: string, token: string): Promise<number> {
  return ((await api(company, 'GET', '/bags', undefined, token)).body as { year: number }).year;
}

/** A benefit of the category by its Spanish name. */
export async function benefitIdOf(company: string, token: string, alias: string, name: string): Promise<number> {
  const benefits = (await api(company, 'GET', `/modalities/by-category/${alias}`, undefined, token)).body as { id: number; name: { es: string } }[];
  const benefit = benefits.find((b) => b.name.es === name);
  if (!benefit) throw new Error(`no benefit "${name}" in ${alias}: ${benefits.map((b) => b.name.es).join(', ')}`);
  return benefit.id;
}

/** Removes every cart item of the user. */
export async function emptyCart(company: string, token: string): Promise<void> {
  const profile = await api(company, 'GET', '/profile', undefined, token);
  for (const item of (profile.body as { cart: { id: number }[] }).cart) {
    expect((await api(company, 'DELETE', `/contracts/${item.id}`, undefined, token)).status).toBe(204);
  }
}

export async function addToCart(company: string, token: string, draft: ContractDraft): Promise<ContractAnswer> {
  const res = await api(company, 'POST', '/contracts', { details: {}, ...draft }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as ContractAnswer;
}

/** Signs cart items (POST /contracts/purchase): they become pending and one e-mail goes out. */
export async function purchase(company: string, token: string, ids: number[]): Promise<void> {
  const res = await api(company, 'POST', '/contracts/purchase', { ids }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const byId = (a: number, b: number) => a - b;
  expect([...(res.body as { contracts: number[] }).contracts].sort(byId)).toEqual([...ids].sort(byId));
}

/** The user's contracts as GET /my-contracts answers them (with their list label). */
export async function myContracts(company: string, token: string): Promise<(ContractAnswer & { label: string })[]> {
  return (await api(company, 'GET', '/my-contracts', undefined, token)).body as (ContractAnswer & { label: string })[];
}

/** The company's administrator cancels what a scenario contracted (pending or contracted; others are left as they are). */
export async function cancelAsAdmin(company: string, adminEmail: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const admin = await apiLogin(company, adminEmail);
  for (const id of ids) await api(company, 'POST', `/admin/contracts/${id}/cancel`, undefined, admin);
}

export const ACCEPT_PATH = '/contracts/accept?token=';

/**
 * Signs cart items and accepts them from the e-mail the user receives over SMTP, as setup for a
 * scenario about what comes after (POST /contracts/accept with the link's token).
 */
export async function contractThroughMail(company: string, token: string, email: string, ids: number[]): Promise<void> {
  const sentAfter = new Date();
  await purchase(company, token, ids);
  const mail = await waitForMail({ to: email, after: sentAfter, linkContains: ACCEPT_PATH });
  const acceptance = new URL(linkIn(mail, ACCEPT_PATH)).searchParams.get('token');
  const res = await api(company, 'POST', '/contracts/accept', { token: acceptance });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
