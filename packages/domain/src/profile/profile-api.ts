import { z } from 'zod';
import { categoryAliases } from '../benefits/category';
import { productLineSchema, contractViewSchema } from '../contracts/contracts-api';
import { localizedTextSchema } from '../i18n/localized-text-schema';
import { contractTypes, maritalStatuses } from './profile-schemas';

/**
 * Who a user is: an employee; also the administrator of their one company (/admin); or a platform
 * operator, who acts on any company after switching to it.
 */
export const userRoles = ['employee', 'company-admin', 'platform-operator'] as const;
export type UserRole = (typeof userRoles)[number];

/** A company bag (docs/product/employee-portal.md §3 User "number or percentage"): a fixed amount in cents, or a percent of the fixed salary in basis points. */
export const companyBagSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('amount'), cents: z.number().int() }),
    z.object({ kind: z.literal('percent'), basisPoints: z.number().int() }),
  ])
  .meta({ id: 'CompanyBag' });
export type CompanyBag = z.output<typeof companyBagSchema>;

/** A product the company enabled for the user, switched on or off by the user (docs/product/employee-portal.md §6). */
export const profileProductSchema = z
  .object({
    id: z.number().int(),
    name: localizedTextSchema,
    PL: productLineSchema,
    isDefault: z.boolean(),
    isActive: z.boolean(),
    category: z.object({ alias: z.enum(categoryAliases), name: localizedTextSchema }),
  })
  .meta({ id: 'ProfileProduct' });

const nullableText = z.string().nullable();
const nullableCents = z.number().int().nullable();

/**
 * GET /api/profile, and the answer of POST /api/profile: the logged-in user with every field of
 * docs/product/employee-portal.md §3 User, the read-only ones (salary, bags, personal ID) included; money in cents.
 */
export const userProfileSchema = z
  .object({
    id: z.number().int(),
    email: nullableText,
    firstName: z.string(),
    lastName1: z.string(),
    lastName2: nullableText,
    lastName: z.string(),
    fullName: z.string(),
    personalID: nullableText,
    role: z.enum(userRoles),
    language: nullableText,
    isPasswordDeprecated: z.boolean(),
    cookiesAccepted: nullableText.describe('The cookie consent version the user accepted last.'),
    picture: nullableText.describe("The avatar's API path."),
    isProfileComplete: z.boolean().describe('An e-mail and a phone are on file; until then the session is restricted to the profile.'),
    isOnboardingTourDone: z.boolean().describe('The person has finished or skipped the first-login tour of home.'),
    mobilePhonePrefix: nullableText,
    phone: nullableText,
    BAN: nullableText,
    nationality: nullableText,
    birthCountry: nullableText,
    residenceCountry: nullableText,
    birthday: nullableText,
    gender: z
      .union([z.literal(0), z.literal(1)])
      .nullable()
      .describe('1 male, 0 female.'),
    disabilityType: z.boolean(),
    disability: z.number().int().describe('Percent.'),
    typeOfStreet: nullableText,
    address1: nullableText,
    address2: nullableText,
    houseNumber: nullableText,
    city: nullableText,
    postalCode: nullableText,
    province: nullableText,
    country: nullableText,
    fixedSalary: nullableCents,
    variableSalary: nullableCents,
    paymentCount: z.number().int(),
    securityNumber: nullableText,
    employeeNumber: nullableText,
    costCenter: nullableText,
    maritalStatus: z.enum(maritalStatuses).nullable(),
    investmentBasket: nullableText,
    investmentProfile: nullableText,
    contributionDate: nullableText,
    publicResponsibility: z.boolean(),
    spouseEarnsOver1500: z.boolean().nullable(),
    contractType: z.enum(contractTypes).nullable(),
    childrenLiveWithEmployee: z.boolean().nullable(),
    flexibleBag: nullableCents,
    topBag: nullableCents,
    companyBag: companyBagSchema.nullable(),
    userBag: nullableCents,
    userBagProrate: z.boolean(),
    userBagRestricted: z.boolean(),
    privateUse: z.number().int().describe('Percent of private use of a renting car.'),
    office: z.object({ name: z.string() }).nullable(),
    collective: z.object({ name: z.string() }).nullable(),
    legalEntity: z.object({ name: z.string(), logo: nullableText }).nullable(),
    companyTaxId: nullableText,
    products: z.array(profileProductSchema),
    cart: z.array(contractViewSchema),
    contracts: z.array(contractViewSchema),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.output<typeof userProfileSchema>;

/** POST /api/profile/cookies: the consent version now on the account. */
export const cookieConsentSchema = z.object({ cookiesAccepted: z.string() }).meta({ id: 'CookieConsent' });

/** POST /api/profile/picture: the avatar's API path. */
export const profilePictureSchema = z.object({ picture: z.string() }).meta({ id: 'ProfilePicture' });

/** POST /api/profile/products/{productId}: the switch as it now stands. */
export const productSwitchResultSchema = z.object({ productId: z.number().int(), isActive: z.boolean() }).meta({ id: 'ProductSwitch' });

/**
 * PUT /api/profile/onboarding-tour: the tour of home is over, finished or skipped alike (both
 * count: it is never shown again). Nothing else can be said, so a tour is never put back by mistake.
 */
export const onboardingTourBodySchema = z.object({ done: z.literal(true).optional() }).meta({ id: 'OnboardingTourDone' });
