import { isLanguage, type Language } from '@flexplan/domain';
import { firstStartMonth } from '@flexplan/domain/catalogue';
import { employeePayslipsInput } from '@flexplan/domain/payslip/payslip-inputs';
import type { PayslipYear } from '@flexplan/domain/payslip/payslip-api';
import { payslipYear } from '@flexplan/domain/payslip/payslip-year';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { listFamilyOf } from '../families/family-members.service';
import { getProfile } from '../profile/profile.service';
import { loadTaxYears } from '../tax/tax-years.service';
import { payslipLocales, payslipTexts } from './payslip-texts';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/** The plan year by default: the one new items start in, as GET /bags and the calculator read it. */
const planYearOf = ({ clock }: Deps, cutOffDay: number, year?: number) => year ?? firstStartMonth(clock.today(), cutOffDay).year;

async function loadPayslips(deps: Deps, user: SessionUser, year: number) {
  const [profile, family, years] = await Promise.all([getProfile(deps, user), listFamilyOf(deps, user), loadTaxYears(deps)]);
  return { profile, years, year: payslipYear(employeePayslipsInput({ profile, cart: profile.cart, contracts: profile.contracts, family }, year, years)) };
}

/**
 * GET /api/payslip: the employee's payslips of a plan year without and with their plan — the
 * contracted, pending and cart items the calculator and the header count.
 */
export async function getPayslips(deps: Deps, user: SessionUser, cutOffDay: number, year?: number): Promise<PayslipYear> {
  return (await loadPayslips(deps, user, planYearOf(deps, cutOffDay, year))).year;
}

/** GET /api/payslip/pdf: the same payslips as a PDF in the language asked for, else the user's. */
export async function getPayslipsPdf(
  deps: Deps,
  user: SessionUser,
  cutOffDay: number,
  query: { year?: number; lang?: Language },
): Promise<{ pdf: Buffer; filename: string }> {
  const year = planYearOf(deps, cutOffDay, query.year);
  const { profile, years, year: payslips } = await loadPayslips(deps, user, year);
  const language: Language = query.lang ?? (isLanguage(profile.language) ? profile.language : 'es');
  const texts = payslipTexts[language];
  // pdf-lib and fontkit are loaded by the first PDF, not with the server (45 MB at start).
  const { payslipPdf } = await import('./payslip-pdf');
  const pdf = await payslipPdf({ texts, locale: payslipLocales[language], employee: profile.fullName, year: payslips, years });
  return { pdf, filename: `${texts.title.replace('{year}', String(year))}.pdf` };
}
