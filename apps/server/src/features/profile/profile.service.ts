import { isProfileComplete } from '@flexplan/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/http-errors';
import { findProfile } from './profile.repository';
import { listUserProducts } from '../benefits/benefits.repository';
import { listUserContracts } from '../contracts/contracts.repository';
import { toContractView } from '../contracts/contract-view';

const imageUrl = (name: string | null) => (name ? `/api/storage/images/${encodeURIComponent(name)}` : null);

/** GET /api/profile: the user as the spec's profile call returns it (spec part 1 §3 User). */
export async function getProfile(db: Db, companyId: number, userId: number) {
  const row = await findProfile(db, companyId, userId);
  if (!row) throw new NotFoundError('user');
  const { legalEntityName, legalEntityLogo, ...user } = row;
  const products = await listUserProducts(db, companyId, userId);
  const all = (await listUserContracts(db, companyId, userId)).map((r) => toContractView(r.contract, r.items, { benefitName: r.benefitName, line: r.line }));
  return {
    ...user,
    lastName: [user.lastName1, user.lastName2].filter(Boolean).join(' '),
    fullName: [user.firstName, user.lastName1, user.lastName2].filter(Boolean).join(' '),
    picture: imageUrl(user.picture),
    isProfileComplete: isProfileComplete(user),
    legalEntity: legalEntityName ? { name: legalEntityName, logo: imageUrl(legalEntityLogo) } : null,
    products: products.map((p) => ({ id: p.id, name: p.name, PL: p.line, isDefault: p.isDefault, isActive: p.isActive, category: { alias: p.alias, name: p.name } })),
    cart: all.filter((c) => c.status === 'cart'),
    contracts: all.filter((c) => c.status !== 'cart'),
  };
}
