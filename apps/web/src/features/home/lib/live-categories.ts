import type { CategoryAlias } from '@flexplan/domain/catalogue-types';
import { liveEntries } from '@flexplan/domain/home/alerts';
import type { UserPlan } from '../../../shared/api/user-plan';

/**
 * The categories of what the person has in the cart or live on `today`, sorted: the home reads
 * their catalogue (end dates, questionnaires, names). One rule for the dashboard and for the
 * start of a load that opens on it (app/start-page-data.ts), so both ask for the same queries.
 */
export function liveCategories(plan: UserPlan, today: string): CategoryAlias[] {
  const entries = [...(plan.cart ?? []), ...(plan.contracts ?? [])];
  return [...new Set(liveEntries(entries, today).map((entry) => entry.productCategory))].sort();
}
