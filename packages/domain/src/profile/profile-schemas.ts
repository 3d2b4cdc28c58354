import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/id-schema';
import { BAN_MAX_LENGTH, MIN_DATE, SECURITY_NUMBER_MAX_DIGITS, profileMessages as m } from './profile-messages';
import { idTypes, isValidPersonalId, type IdType } from './spanish-id';
import { isCountryCode } from './country-codes';
import { validationMessages } from '../validation/messages';
import { DEFAULT_DIAL_CODE, isValidPhone } from '../validation/phone-number';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: m.date })
  .refine((d) => !Number.isNaN(Date.parse(d)), { message: m.date })
  .refine((d) => d >= MIN_DATE, { message: m.dateTooEarly });
const requiredText = (max = 120) => z.string({ message: m.required }).trim().min(1, { message: m.required }).max(max, { message: m.max });
const optionalText = (max = 120) => z.string().trim().max(max, { message: m.max }).nullish();
/** An ISO 3166-1 alpha-2 code from the list (countries were free text). */
const requiredCountry = () => z.string({ message: m.required }).trim().min(1, { message: m.required }).refine(isCountryCode, { message: m.country });
// Empty stays allowed, as it was for the optional text.
const optionalCountry = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isCountryCode(value), { message: m.country })
    .nullish();
const digits = (message: string) => z.string().trim().regex(/^\d+$/, { message });

/** The user form (docs/product/employee-portal.md §5 User form). */
export const userFormSchema = z.object({
  email: z.email({ message: m.email }).max(254),
  firstName: requiredText(),
  lastName1: requiredText(),
  lastName2: optionalText(),
});
export type UserForm = z.infer<typeof userFormSchema>;

/** docs/product/employee-portal.md §3 User: marital status. */
export const maritalStatuses = ['single', 'married', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];
/** The employment contract the tax calculator reads (docs/decisions/257-calculator-defaults-never-overstate-the-saving.md). */
export const contractTypes = ['indefinite', 'temporary'] as const;
export type ContractType = (typeof contractTypes)[number];
/** docs/product/employee-portal.md §3 User: gender, 1 male, 0 female. */
export type Gender = 0 | 1;

/** Only letters (Spanish accents included), digits and spaces: "Only alphanumeric characters are allowed". */
export const address2Pattern = /^[A-Za-z0-9ÁÉÍÓÚÜÑáéíóúüñÀÈÒàèòÏïÇç ºª]*$/;
/** 1 to 4 letters or digits. */
export const houseNumberPattern = /^[A-Za-z0-9]{1,4}$/;

/**
 * The employee form's own fields. docs/product/employee-portal.md §5 lists fixedSalary, variableSalary and
 * paymentCount in this form; they are the company's figures and only shown (docs/decisions/276-the-current-password-guards-the-password-the-e.md), so they are not here.
 */
const employeeBase = {
  mobilePhonePrefix: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, { message: m.numeric })
    .nullish(),
  phone: digits(m.numeric).min(1, { message: m.required }).max(15, { message: m.max }),
  BAN: z.string().trim().max(BAN_MAX_LENGTH, { message: m.banTooLong }).nullish(),
  nationality: requiredCountry(),
  birthCountry: optionalCountry(),
  residenceCountry: optionalCountry(),
  birthday: isoDate,
  gender: z.union([z.literal(0), z.literal(1)], { message: m.required }),
  disabilityType: z.boolean({ message: m.required }),
  // Optional, never null: the column is NOT NULL (a null answered 500).
  disability: z
    .number({ message: m.numeric })
    .int({ message: m.numeric })
    .min(0, { message: m.disabilityRange })
    .max(100, { message: m.disabilityRange })
    .optional(),
  typeOfStreet: optionalText(40),
  address1: requiredText(160),
  address2: z.string().trim().max(160, { message: m.max }).regex(address2Pattern, { message: m.address2 }).nullish(),
  houseNumber: z.string().trim().regex(houseNumberPattern, { message: m.houseNumber }).nullish().or(z.literal('')),
  city: requiredText(80),
  postalCode: digits(m.numeric).min(1, { message: m.required }).max(10, { message: m.max }),
  province: requiredText(60),
  country: requiredCountry(),
  securityNumber: digits(m.securityNumber).max(SECURITY_NUMBER_MAX_DIGITS, { message: m.securityNumber }).nullish().or(z.literal('')),
  maritalStatus: z.enum(maritalStatuses).nullish(),
  /** What the tax calculator needs that docs/product/employee-portal.md does not list (docs/decisions/257-calculator-defaults-never-overstate-the-saving.md). */
  spouseEarnsOver1500: z.boolean().nullish(),
  contractType: z.enum(contractTypes).nullish(),
  childrenLiveWithEmployee: z.boolean().nullish(),
};

/** Disability percent only when disabilityType is yes (docs/product/employee-portal.md §5 Employee form). */
function disabilityOnlyWhenDeclared<T extends { disabilityType?: boolean | null; disability?: number | null }>(value: T, ctx: z.RefinementCtx) {
  if (!value.disabilityType && value.disability) ctx.addIssue({ code: 'custom', path: ['disability'], message: m.disabilityRange });
}

/**
 * The phone is a number of its dial code, Spain's when none is chosen (docs/decisions/022): "6123"
 * is digits, but no Spanish number. Letters and an empty phone are the field's own rules. Checked
 * even while other fields are wrong (`when`), so the form names every problem at once.
 */
export function isPhoneOfItsDialCode(value: { phone?: unknown; mobilePhonePrefix?: unknown }): boolean {
  const phone = typeof value.phone === 'string' ? value.phone.trim() : '';
  const prefix = typeof value.mobilePhonePrefix === 'string' && value.mobilePhonePrefix.trim() !== '' ? value.mobilePhonePrefix.trim() : DEFAULT_DIAL_CODE;
  return !/^\d+$/.test(phone) || isValidPhone(phone, prefix);
}
const phoneRule = {
  path: ['phone'],
  message: validationMessages.phone,
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'phone' || issue.path?.[0] === 'mobilePhonePrefix'),
};

/** The employee form (docs/product/employee-portal.md §5 Employee form). */
export const employeeFormSchema = z.object(employeeBase).superRefine(disabilityOnlyWhenDeclared).refine(isPhoneOfItsDialCode, phoneRule);

/**
 * The variant for the special brand flag: birthCountry, residenceCountry, typeOfStreet,
 * mobilePhonePrefix and houseNumber become required.
 */
export const specialBrandEmployeeFormSchema = z
  .object({
    ...employeeBase,
    birthCountry: requiredCountry(),
    residenceCountry: requiredCountry(),
    typeOfStreet: requiredText(40),
    mobilePhonePrefix: z
      .string({ message: m.required })
      .trim()
      .regex(/^\+\d{1,4}$/, { message: m.required }),
    houseNumber: z
      .string({ message: m.houseNumberRequired })
      .trim()
      .min(1, { message: m.houseNumberRequired })
      .regex(houseNumberPattern, { message: m.houseNumber }),
  })
  .superRefine(disabilityOnlyWhenDeclared)
  .refine(isPhoneOfItsDialCode, phoneRule);

export function employeeFormSchemaFor(isSpecialBrand: boolean) {
  return isSpecialBrand ? specialBrandEmployeeFormSchema : employeeFormSchema;
}

/** The employee form's fields, for POST /api/profile (profile-update-schema.ts). */
export const employeeFormShape = employeeBase;

/**
 * The employee form's fields as a save reads them: every field is checked when filled, and a
 * required one may come empty. Whether it may stay empty is profile-completion.ts's rule (the
 * phone always needed, nothing on file ever emptied).
 */
export const employeeSaveShape = {
  ...employeeBase,
  nationality: employeeBase.nationality.nullish(),
  birthday: employeeBase.birthday.nullish(),
  gender: employeeBase.gender.nullish(),
  disabilityType: employeeBase.disabilityType.nullish(),
  address1: employeeBase.address1.nullish(),
  city: employeeBase.city.nullish(),
  postalCode: employeeBase.postalCode.nullish(),
  province: employeeBase.province.nullish(),
  country: employeeBase.country.nullish(),
};

/** The disability rule of the employee form, for the save schema of profile-completion.ts. */
export const employeeDisabilityRule = disabilityOnlyWhenDeclared;
/** The phone's rule of the employee form and its params, for the save schema of profile-completion.ts. */
export const employeePhoneRule = [isPhoneOfItsDialCode, phoneRule] as const;

/**
 * A family member of the profile form (docs/product/employee-portal.md §5 Family form); lastName2 required in the
 * edit dialog. A DNI or NIE must carry its right control letter (`isValidPersonalId`).
 */
const familyMemberShape = z.object({
  id: idSchema.optional(),
  relationship: z.enum(['spouse', 'child', 'domestic_partner'], { message: m.required }),
  firstName: requiredText(),
  lastName1: requiredText(),
  lastName2: optionalText(),
  personalID: requiredText(20),
  idType: z.enum(idTypes).default('DNI'),
  birthday: isoDate,
  disabilityType: z.boolean().default(false),
  disability: z.number().int().min(0, { message: m.disabilityRange }).max(100, { message: m.disabilityRange }).default(0),
  active: z.boolean().default(true),
});

const withValidId = <T extends { personalID: string; idType: IdType }>(member: T, ctx: z.RefinementCtx) => {
  if (member.personalID.trim() !== '' && !isValidPersonalId(member.idType, member.personalID)) {
    ctx.addIssue({ code: 'custom', path: ['personalID'], message: m.personalId });
  }
};

export const familyMemberSchema = familyMemberShape.superRefine(withValidId);
export const familyEditSchema = familyMemberShape.extend({ lastName2: requiredText() }).superRefine(withValidId);
export const familyListSchema = z.array(familyMemberSchema).max(20, { message: m.max });
export type FamilyMemberInput = z.infer<typeof familyMemberSchema>;

/** Per-user product activation (docs/product/employee-portal.md §6). */
export const productSwitchSchema = z.object({ isActive: z.boolean() });

/** POST /api/profile/products/{productId}. */
export const productSwitchParamsSchema = z.object({ productId: idParamSchema });

/** POST /api/profile/picture: an image the user uploaded to the images folder, by the name the server gave it. */
export const pictureBodySchema = z.object({ name: z.string().regex(/^[0-9a-f]{32}\.(png|gif|jpg)$/) });
