import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** A company bag: a fixed amount or a percent of the fixed salary (docs/decisions.md). */
export type CompanyBag = { kind: 'amount'; cents: number } | { kind: 'percent'; basisPoints: number };

/** A product the company enabled for the user, switched on or off by the user (spec part 1 §6). */
export interface ProfileProduct {
  id: number;
  name: Partial<Record<string, string | null>>;
  PL: 'Exent' | 'Top';
  isDefault: boolean;
  isActive: boolean;
  category: { alias: string; name: Partial<Record<string, string | null>> };
}

export type MaritalStatus = 'single' | 'married' | 'divorced' | 'widowed';
export type ContractType = 'indefinite' | 'temporary';

/** The logged-in user (docs/api.md, "User (GET /profile)"; spec part 1 §3 User). Money in cents. */
export interface User {
  id: number;
  email: string | null;
  firstName: string;
  lastName1: string;
  lastName2: string | null;
  fullName: string;
  phone: string | null;
  mobilePhonePrefix: string | null;
  personalID: string | null;
  picture: string | null;
  isPasswordDeprecated: boolean;
  cookiesAccepted: string | null;
  language: string | null;
  isProfileComplete: boolean;
  /** A company administrator also reviews the company's contracts at /admin (docs/api.md). */
  role: 'employee' | 'company-admin';
  BAN: string | null;
  nationality: string | null;
  birthCountry: string | null;
  residenceCountry: string | null;
  birthday: string | null;
  gender: 0 | 1 | null;
  disabilityType: boolean;
  disability: number | null;
  typeOfStreet: string | null;
  address1: string | null;
  address2: string | null;
  houseNumber: string | null;
  city: string | null;
  postalCode: string | null;
  province: string | null;
  country: string | null;
  fixedSalary: number | null;
  variableSalary: number | null;
  paymentCount: 12 | 14 | null;
  securityNumber: string | null;
  employeeNumber: string | null;
  costCenter: string | null;
  maritalStatus: MaritalStatus | null;
  investmentBasket: string | null;
  investmentProfile: string | null;
  contributionDate: string | null;
  publicResponsibility: boolean;
  spouseEarnsOver1500: boolean | null;
  contractType: ContractType | null;
  childrenLiveWithEmployee: boolean | null;
  flexibleBag: number | null;
  topBag: number | null;
  companyBag: CompanyBag | null;
  userBag: number | null;
  privateUse: number | null;
  office: { name: string } | null;
  collective: { name: string } | null;
  legalEntity: { name: string; logo: string | null } | null;
  companyTaxId: string | null;
  products: ProfileProduct[];
  cart: unknown[];
  contracts: unknown[];
}

export function getProfile(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/profile', { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: ({ signal }) => getProfile(signal),
});

/** The profile, fetched only while there is a token to ask with. */
export function useProfile(hasSession = true) {
  return useQuery({ ...profileQueryOptions, enabled: hasSession });
}
