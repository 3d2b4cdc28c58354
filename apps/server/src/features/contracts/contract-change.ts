import { type Benefit, type ContractBody, type PricedCartItem } from '@flexplan/domain/catalogue';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../http/http-errors';
import { ChangeInProgressError, StaleVersionError } from './contract-errors';
import {
  cancelContract,
  findOpenChange,
  findOwnContract,
  insertContract,
  type ContractItemRow,
  type ContractRow,
  type NewContractItem,
} from './contracts.repository';
import type { SessionUser } from '../../http/session-user';
import { itemRows, pricedColumns } from './priced-rows';

/**
 * Changing a contracted contract (docs/product/cart-and-contracts.md §4; the caller checked with `allowsContractAction`
 * that its category allows it): the change goes in the cart and replaces the old contract only
 * once its e-mail is accepted, so the old conditions stay until then; a price of zero cancels it.
 * One open change per contract.
 */
export async function changeContracted(
  tx: DbOrTx,
  user: SessionUser,
  existing: { contract: ContractRow; items: ContractItemRow[] },
  benefit: Benefit,
  body: ContractBody,
  reprice: (draft: ContractBody) => Promise<PricedCartItem>,
): Promise<{ contract: ContractRow; items: NewContractItem[] }> {
  const { contract } = existing;
  const open = await findOpenChange(tx, user.companyId, user.id, contract.id);
  if (open) throw new ChangeInProgressError(open.id);

  const isCancellation = body.items.length > 0 && body.items.every((item) => item.price === 0) && Object.keys(body.details ?? {}).length === 0;
  if (isCancellation) {
    if (!(await cancelContract(tx, user.companyId, contract.id, contract.version))) throw new StaleVersionError();
    return reread(tx, user, contract.id);
  }

  const priced = await reprice(body);
  // What was written is what the API answers: no read back.
  return insertContract(
    tx,
    user.companyId,
    user.id,
    {
      benefitId: contract.benefitId,
      category: contract.category,
      collectiveId: contract.collectiveId,
      year: body.year,
      status: 'cart',
      ...pricedColumns(priced),
      additionalInfo: body.additionalInfo ?? contract.additionalInfo,
      replacesContractId: contract.id,
    },
    itemRows(priced, benefit),
  );
}

/** The contract just written, read back in the same transaction. */
async function reread(tx: DbOrTx, user: SessionUser, id: number): Promise<{ contract: ContractRow; items: ContractItemRow[] }> {
  const saved = await findOwnContract(tx, user.companyId, user.id, id);
  if (!saved) throw new NotFoundError('contract');
  return saved;
}
