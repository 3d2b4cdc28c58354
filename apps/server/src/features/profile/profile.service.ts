import { DomainError, isProfileComplete } from '@flexplan/domain';
import type { ProfileUpdate } from '@flexplan/domain/profile/profile-update-schema';
import { sensitiveChangesOf } from '@flexplan/domain/profile/sensitive-changes';
import type { Db } from '../../db/client';
import type { MailService } from '../../plugins/mail';
import { NotFoundError } from '../../http/http-errors';
import { listUserProducts } from '../benefits/benefits.repository';
import { listUserContracts } from '../contracts/contracts.repository';
import { toContractView } from '../contracts/contract-view';
import { findOwnFile } from '../storage/storage.repository';
import { accountChangeMail, type AccountChange } from './account-change-mail';
import { findProfile, isEmailTaken, setProductActive, updateProfileFields } from './profile.repository';

const imageUrl = (name: string | null) => (name ? `/api/storage/images/${encodeURIComponent(name)}` : null);

/** spec part 1 §5 User form: "error updating profile, ensure the e-mail is unique". */
export class EmailNotUniqueError extends DomainError {
  constructor() {
    super('EMAIL_NOT_UNIQUE', 'Error al actualizar el perfil, asegúrate de que el e-mail es único');
  }
}

/** GET /api/profile: the user as the spec's profile call returns it (spec part 1 §3 User). */
export async function getProfile(db: Db, companyId: number, userId: number) {
  const row = await findProfile(db, companyId, userId);
  if (!row) throw new NotFoundError('user');
  const { user } = row;
  const [products, contracts] = await Promise.all([listUserProducts(db, companyId, userId), listUserContracts(db, companyId, userId)]);
  const all = contracts.map((r) => toContractView(r.contract, r.items, { benefitName: r.benefitName, line: r.line }));
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName1: user.lastName1,
    lastName2: user.lastName2,
    lastName: [user.lastName1, user.lastName2].filter(Boolean).join(' '),
    fullName: [user.firstName, user.lastName1, user.lastName2].filter(Boolean).join(' '),
    personalID: user.personalId,
    role: user.role,
    language: user.language,
    isPasswordDeprecated: user.isPasswordDeprecated,
    cookiesAccepted: user.cookiesAccepted,
    picture: imageUrl(user.picture),
    isProfileComplete: isProfileComplete(user),
    mobilePhonePrefix: user.mobilePhonePrefix,
    phone: user.phone,
    BAN: user.ban,
    nationality: user.nationality,
    birthCountry: user.birthCountry,
    residenceCountry: user.residenceCountry,
    birthday: user.birthday,
    gender: user.gender,
    disabilityType: user.disabilityType,
    disability: user.disability,
    typeOfStreet: user.typeOfStreet,
    address1: user.address1,
    address2: user.address2,
    houseNumber: user.houseNumber,
    city: user.city,
    postalCode: user.postalCode,
    province: user.province,
    country: user.country,
    fixedSalary: user.fixedSalary,
    variableSalary: user.variableSalary,
    paymentCount: user.paymentCount,
    securityNumber: user.securityNumber,
    employeeNumber: user.employeeNumber,
    costCenter: user.costCenter,
    maritalStatus: user.maritalStatus,
    investmentBasket: user.investmentBasket,
    investmentProfile: user.investmentProfile,
    contributionDate: user.contributionDate,
    publicResponsibility: user.publicResponsibility,
    spouseEarnsOver1500: user.spouseEarnsOver1500,
    contractType: user.contractType,
    childrenLiveWithEmployee: user.childrenLiveWithEmployee,
    flexibleBag: user.flexibleBag,
    topBag: user.topBag,
    companyBag: user.companyBag,
    userBag: user.userBag,
    userBagProrate: user.userBagProrate,
    userBagRestricted: user.userBagRestricted,
    privateUse: user.privateUse,
    office: row.officeName ? { name: row.officeName } : null,
    collective: row.collectiveName ? { name: row.collectiveName } : null,
    legalEntity: row.legalEntityName ? { name: row.legalEntityName, logo: imageUrl(row.legalEntityLogo) } : null,
    companyTaxId: row.companyTaxId,
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      PL: p.line,
      isDefault: p.isDefault,
      isActive: p.isActive,
      category: { alias: p.alias, name: p.name },
    })),
    cart: all.filter((c) => c.status === 'cart'),
    contracts: all.filter((c) => c.status !== 'cart'),
  };
}

export interface ProfileUpdateDeps {
  db: Db;
  mail: MailService;
  /** The auth feature's check of the current password (RSA-encrypted, throttled). */
  verifyCurrentPassword(companyId: number, userId: number, encryptedPassword: string | null | undefined): Promise<void>;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * POST /api/profile: the fields the employee may change (spec part 1 §5; profile-update-schema.ts).
 * A real change of the e-mail or the bank account asks for the current password and is told to
 * the old address (issue 12 finding 3); the e-mail must stay unique in the company.
 */
export async function updateProfile(deps: ProfileUpdateDeps, company: { id: number; name: string }, userId: number, update: ProfileUpdate) {
  const { db } = deps;
  const { currentPassword, ...fields } = update;
  const row = await findProfile(db, company.id, userId);
  if (!row) throw new NotFoundError('user');
  const { user } = row;
  const changes = sensitiveChangesOf({ email: user.email, BAN: user.ban }, fields);
  // Before the uniqueness check, so a stolen session cannot probe which e-mails have accounts.
  if (changes.email || changes.BAN) await deps.verifyCurrentPassword(company.id, userId, currentPassword);
  if (fields.email && (await isEmailTaken(db, company.id, userId, fields.email))) throw new EmailNotUniqueError();
  const change: AccountChange = { ...(changes.email ? { email: fields.email } : {}), ...(changes.BAN ? { BAN: fields.BAN } : {}) };
  try {
    await db.transaction(async (tx) => {
      await updateProfileFields(tx, company.id, userId, fields);
      // No old address, no one to tell: the change itself was still checked with the password.
      if (user.email && (changes.email || changes.BAN)) {
        await deps.mail.send(
          tx,
          accountChangeMail({ to: user.email, firstName: user.firstName, language: user.language, change, companyId: company.id, companyName: company.name }),
        );
      }
    });
  } catch (error) {
    // The unique index answers a race the check above could not see.
    if (isUniqueViolation(error)) throw new EmailNotUniqueError();
    throw error;
  }
  return getProfile(db, company.id, userId);
}

/** The avatar: an image the user uploaded to the images container. */
export async function setPicture(db: Db, companyId: number, userId: number, name: string) {
  if (!(await findOwnFile(db, companyId, userId, 'images', name))) throw new NotFoundError('image');
  await updateProfileFields(db, companyId, userId, { picture: name });
  return { picture: imageUrl(name) };
}

/** Per-user product activation (spec part 1 §6). */
export async function switchProduct(db: Db, companyId: number, userId: number, productId: number, isActive: boolean) {
  if (!(await setProductActive(db, companyId, userId, productId, isActive))) throw new NotFoundError('product');
  return { productId, isActive };
}
