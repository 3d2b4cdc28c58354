import type { EmployeeProducts, EmployeeProductsInput } from '@flexplan/domain/employees/employee-products-api';
import { validationMessages } from '@flexplan/domain/validation/messages';
import type { DbOrTx } from '../../db/client';
import type { AdminActor } from '../../http/admin-actor';
import { InputError, NotFoundError } from '../../http/http-errors';
import { recordAudit } from '../audit/audit.service';
import { companyProductIds, listProductsForEmployee, replaceEnabledProducts } from './employee-products.repository';
import { findCompanyEmployee } from './employees.repository';
import type { Deps } from './employees.service';

/** The enabled products as the audit log shows them: their categories, sorted. */
const enabledOf = (items: EmployeeProducts['items']) =>
  items
    .filter((item) => item.isEnabled)
    .map((item) => item.alias)
    .sort()
    .join(', ');

async function productsOf(db: DbOrTx, companyId: number, id: number, lock = false): Promise<EmployeeProducts> {
  if (!(await findCompanyEmployee(db, companyId, id, lock))) throw new NotFoundError('user');
  return { items: await listProductsForEmployee(db, companyId, id) };
}

/** GET /api/admin/employees/{id}/products: which of the company's products the employee may hire. */
export function getEmployeeProducts({ db }: Deps, { companyId }: AdminActor, id: number): Promise<EmployeeProducts> {
  return productsOf(db, companyId, id);
}

/**
 * PUT /api/admin/employees/{id}/products (docs/product/employee-portal.md §6: product activation per
 * employee). Another company's product is a 400 on `productIds`, like an unknown one; the change
 * is audited when it changes anything.
 */
export function setEmployeeProducts({ db }: Deps, actor: AdminActor, id: number, input: EmployeeProductsInput): Promise<EmployeeProducts> {
  const { companyId } = actor;
  return db.transaction(async (tx) => {
    const before = await productsOf(tx, companyId, id, true);
    const known = await companyProductIds(tx, companyId, input.productIds);
    if (known.size !== input.productIds.length) throw new InputError({ productIds: validationMessages.invalid });
    await replaceEnabledProducts(tx, companyId, id, input.productIds);
    // The employee is locked and known since `before`: only the list is read again.
    const after = { items: await listProductsForEmployee(tx, companyId, id) };
    const [was, now] = [enabledOf(before.items), enabledOf(after.items)];
    if (was !== now)
      await recordAudit(tx, {
        companyId,
        actor,
        action: 'employee.productsChanged',
        table: 'users',
        rowId: id,
        employeeId: id,
        before: { products: was },
        after: { products: now },
      });
    return after;
  });
}
