import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ContractStatus } from '@flexplan/domain/catalogue';
import type { ContractView } from '@flexplan/domain/contracts/contracts-api';
import { benefits, contractItems, contracts, products } from '../../db/schema/index';
import { qualified } from '../../db/qualified-columns';

/** A contract view as PostgreSQL's JSON answers it: the two instants are ISO strings until parsed. */
export type ContractViewJson = Omit<ContractView, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/** Whose contracts: SQL for the company and the user, a column of the enclosing query or a placeholder. */
export interface ContractOwnerSql {
  companyId: SQLWrapper;
  userId: SQLWrapper;
}

/** The contract's items, months in order, as contract-view.ts answers them. */
const itemsJson = sql`coalesce((
  select json_agg(json_build_object(
    'benefitId', ${contractItems.benefitId}, 'familyId', ${contractItems.familyId}, 'month', ${contractItems.month},
    'price', ${contractItems.price}, 'contributedPrice', ${contractItems.contributedPrice}
  ) order by ${contractItems.month}, ${contractItems.id})
  from ${contractItems}
  where ${contractItems.companyId} = ${contracts.companyId} and ${contractItems.contractId} = ${contracts.id}
), '[]'::json)`;

/**
 * The user's contracts in `statuses`, newest year first, each with its items, as ONE JSON array
 * in SQL (a select of the contracts, another of every item of the user, then a filter
 * of every item per contract in JavaScript). The keys and their order are toContractView's
 * (contract-view.ts), so the API answers the same bytes; parseContractViews makes the instants Dates.
 * A fragment, not a query: GET /api/profile and GET /api/my-contracts each embed it in their one statement.
 */
export function contractViewsJson(owner: ContractOwnerSql, statuses: readonly ContractStatus[]): SQL<ContractViewJson[]> {
  const wanted = sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return qualified(sql<ContractViewJson[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${contracts.id}, 'benefitId', ${contracts.benefitId}, 'product', ${contracts.category}, 'productCategory', ${contracts.category},
      'PL', ${products.line}, 'benefitName', ${benefits.name}, 'year', ${contracts.year}, 'status', ${contracts.status},
      'signed', ${contracts.signed}, 'price', ${contracts.price}, 'finalPrice', ${contracts.finalPrice},
      'contributedPrice', ${contracts.contributedPrice}, 'userBag', ${contracts.userBag}, 'details', ${contracts.details},
      'additionalInfo', ${contracts.additionalInfo}, 'disableDocumentation', ${contracts.disableDocumentation},
      'effectiveDate', ${contracts.effectiveDate}, 'version', ${contracts.version}, 'replacesContractId', ${contracts.replacesContractId},
      'createdAt', ${contracts.createdAt}, 'updatedAt', ${contracts.updatedAt}, 'items', ${itemsJson}
    ) order by ${contracts.year} desc, ${contracts.id})
    from ${contracts}
    inner join ${benefits} on ${benefits.id} = ${contracts.benefitId} and ${benefits.companyId} = ${contracts.companyId}
    inner join ${products} on ${products.id} = ${benefits.productId} and ${products.companyId} = ${benefits.companyId}
    where ${contracts.companyId} = ${owner.companyId} and ${contracts.userId} = ${owner.userId} and ${contracts.status} in (${wanted})
  ), '[]'::json)`);
}

/** The instants back to Dates (the response schema's z.date()); every other value is already the API's. */
export function parseContractViews(views: ContractViewJson[]): ContractView[] {
  return views.map((view) => ({ ...view, createdAt: new Date(view.createdAt), updatedAt: new Date(view.updatedAt) }));
}
