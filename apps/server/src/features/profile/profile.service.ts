import { DomainError, isProfileComplete } from '@flexplan/domain';
import { effectiveCompanyBag } from '@flexplan/domain/catalogue';
import type { UserProfile } from '@flexplan/domain/profile/profile-api';
import { emptiedRequiredFields, requiredMessageOf } from '@flexplan/domain/profile/profile-completion';
import { isPhoneOfItsDialCode } from '@flexplan/domain/profile/profile-schemas';
import { profileUpdateSchemaFor, type ProfileUpdate } from '@flexplan/domain/profile/profile-update-schema';
import { validationMessages } from '@flexplan/domain/validation/messages';
import { sensitiveChangesOf } from '@flexplan/domain/profile/sensitive-changes';
import type { ServiceDeps } from '../../service-deps';
import type { SessionUser } from '../../http/session-user';
import { InputError, NotFoundError } from '../../http/http-errors';
import { inputErrorOf } from '../../http/input-error-of';
import { isOwnFile } from '../storage/storage.service';
import { accountChangeMail, type AccountChange } from './account-change-mail';
import { findProfile, isEmailTaken, markOnboardingTourDone, setProductActive, updateProfileFields } from './profile.repository';
import { recordAudit } from '../audit/audit.service';

type ProfileOwner = Pick<SessionUser, 'companyId' | 'id'>;

const imageUrl = (name: string | null) => (name ? `/api/storage/images/${encodeURIComponent(name)}` : null);

/** docs/product/employee-portal.md §5 User form: "error updating profile, ensure the e-mail is unique". */
export class EmailNotUniqueError extends DomainError {
  constructor() {
    super('EMAIL_NOT_UNIQUE', 'Error al actualizar el perfil, asegúrate de que el e-mail es único');
  }
}

/** GET /api/profile: the user as the spec's profile call returns it (docs/product/employee-portal.md §3 User). */
export async function getProfile({ db }: Pick<ServiceDeps, 'db'>, owner: ProfileOwner): Promise<UserProfile> {
  const row = await findProfile(db, owner.companyId, owner.id);
  if (!row) throw new NotFoundError('user');
  const { user } = row;
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
    isOnboardingTourDone: user.onboardingTourDoneAt !== null,
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
    companyBag: effectiveCompanyBag(user.companyBag, row.companyDefaultBag),
    userBag: user.userBag,
    userBagProrate: user.userBagProrate,
    userBagRestricted: user.userBagRestricted,
    privateUse: user.privateUse,
    office: row.officeName ? { name: row.officeName } : null,
    collective: row.collectiveName ? { name: row.collectiveName } : null,
    legalEntity: row.legalEntityName ? { name: row.legalEntityName, logo: imageUrl(row.legalEntityLogo) } : null,
    companyTaxId: row.companyTaxId,
    products: row.products.map((p) => ({
      id: p.id,
      name: p.name,
      PL: p.line,
      isDefault: p.isDefault,
      isActive: p.isActive,
      category: { alias: p.alias, name: p.name },
    })),
    cart: row.cart,
    contracts: row.contracts,
  };
}

export interface ProfileUpdateDeps extends Pick<ServiceDeps, 'db' | 'mail'> {
  /** The auth feature's check of the current password (RSA-encrypted, throttled). */
  verifyCurrentPassword(companyId: number, userId: number, encryptedPassword: string | null | undefined): Promise<void>;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * POST /api/profile: the fields the employee may change (docs/product/employee-portal.md §5; profile-update-schema.ts).
 * The route takes the fields any role may send; the user's own role may allow fewer, and a field
 * it does not answers 400 by name. A real change of the e-mail or the bank
 * account asks for the current password and is told to the old address; the
 * e-mail must stay unique in the company.
 */
export async function updateProfile(
  deps: ProfileUpdateDeps,
  user: SessionUser,
  company: { id: number; name: string; isSpecialBrand: boolean },
  update: ProfileUpdate,
): Promise<UserProfile> {
  const { db } = deps;
  const userId = user.id;
  const allowed = profileUpdateSchemaFor(user.role).safeParse(update);
  if (!allowed.success) throw inputErrorOf(allowed.error);
  const { currentPassword, ...fields } = allowed.data;
  const row = await findProfile(db, company.id, userId);
  if (!row) throw new NotFoundError('user');
  const { user: stored } = row;
  const emptied = emptiedRequiredFields(stored, fields, company.isSpecialBrand);
  if (emptied.length > 0) throw new InputError(Object.fromEntries(emptied.map((field) => [field, requiredMessageOf(field)])));
  // The phone is a number of its dial code, the one on file when the update names none (docs/decisions/022).
  if (Object.hasOwn(fields, 'phone') || Object.hasOwn(fields, 'mobilePhonePrefix')) {
    const phone = Object.hasOwn(fields, 'phone') ? fields.phone : stored.phone;
    const mobilePhonePrefix = Object.hasOwn(fields, 'mobilePhonePrefix') ? fields.mobilePhonePrefix : stored.mobilePhonePrefix;
    if (!isPhoneOfItsDialCode({ phone, mobilePhonePrefix })) throw new InputError({ phone: validationMessages.phone });
  }
  const changes = sensitiveChangesOf({ email: stored.email, BAN: stored.ban }, fields);
  // Before the uniqueness check, so a stolen session cannot probe which e-mails have accounts.
  if (changes.email || changes.BAN) await deps.verifyCurrentPassword(company.id, userId, currentPassword);
  if (fields.email && (await isEmailTaken(db, company.id, userId, fields.email))) throw new EmailNotUniqueError();
  const change: AccountChange = { ...(changes.email ? { email: fields.email } : {}), ...(changes.BAN ? { BAN: fields.BAN } : {}) };
  try {
    await db.transaction(async (tx) => {
      await updateProfileFields(tx, company.id, userId, fields);
      // The employee's own sensitive changes are audited with the change; the bank account masked.
      const audited = { companyId: company.id, actor: user, table: 'users', rowId: userId, employeeId: userId } as const;
      if (changes.email) await recordAudit(tx, { ...audited, action: 'profile.emailChanged', before: { email: stored.email }, after: { email: fields.email } });
      if (changes.BAN) await recordAudit(tx, { ...audited, action: 'profile.bankAccountChanged', before: { BAN: stored.ban }, after: { BAN: fields.BAN } });
      // No old address, no one to tell: the change itself was still checked with the password.
      if (stored.email && (changes.email || changes.BAN)) {
        await deps.mail.send(
          tx,
          accountChangeMail({
            to: stored.email,
            firstName: stored.firstName,
            language: stored.language,
            change,
            companyId: company.id,
            companyName: company.name,
          }),
        );
      }
    });
  } catch (error) {
    // The unique index answers a race the check above could not see.
    if (isUniqueViolation(error)) throw new EmailNotUniqueError();
    throw error;
  }
  return getProfile(deps, user);
}

/** The avatar: an image the user uploaded to the images container. */
export async function setPicture({ db }: Pick<ServiceDeps, 'db'>, user: ProfileOwner, name: string): Promise<{ picture: string }> {
  if (!(await isOwnFile(db, user, 'images', name))) throw new NotFoundError('image');
  await updateProfileFields(db, user.companyId, user.id, { picture: name });
  return { picture: `/api/storage/images/${encodeURIComponent(name)}` };
}

/** Per-user product activation (docs/product/employee-portal.md §6). */
export async function switchProduct({ db }: Pick<ServiceDeps, 'db'>, user: ProfileOwner, productId: number, isActive: boolean) {
  if (!(await setProductActive(db, user.companyId, user.id, productId, isActive))) throw new NotFoundError('product');
  return { productId, isActive };
}

/**
 * The onboarding tour of home is over, finished or skipped: remembered on the account,
 * so another browser or device does not show it again. A restricted session may say so too: the
 * flag is the person's own and opens nothing (the web never shows the tour in that state anyway).
 */
export async function finishOnboardingTour({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>, user: ProfileOwner): Promise<void> {
  await markOnboardingTourDone(db, user.companyId, user.id, clock.now());
}
