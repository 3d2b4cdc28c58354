import { z } from 'zod';
import { supportedLanguages } from '../i18n/languages';
import { benefitCategories } from '../tax/tax-year';

const year = z.coerce.number().int().min(2000).max(2100);
const cents = z.number().int();

/** GET /api/payslip?year=: without a year, the plan year new items start in (as GET /bags). */
export const payslipQuerySchema = z.object({ year: year.optional() });

/** GET /api/payslip/pdf?year=&lang=: the PDF in one of the four languages (default: the user's). */
export const payslipPdfQuerySchema = z.object({ year: year.optional(), lang: z.enum(supportedLanguages).optional() });

const productSchema = z.object({
  category: z.enum(benefitCategories),
  paid: cents.describe('Paid from cash pay this month (price − company contribution), cents.'),
  taxableInKind: cents.describe("In-kind pay that stays taxable: renting's value in kind, another product's excess over its exemption."),
});

const sideSchema = z.object({
  gross: cents,
  products: z.array(productSchema),
  cash: cents.describe('Gross less the products paid from it.'),
  taxableInKind: cents,
  retrib: cents.describe('RETRIB of the payment: cash plus taxable in-kind pay.'),
  socialSecurity: cents,
  rate: z.number().int().describe('IRPF TIPO applied, basis points (1642 = 16.42 %).'),
  withholding: cents,
  net: cents.describe('Cash − social security − withholding: what reaches the bank account.'),
});

const totalsSchema = z.object({
  gross: cents,
  paid: cents,
  cash: cents,
  taxableInKind: cents,
  retrib: cents,
  socialSecurity: cents,
  withholding: cents,
  net: cents,
  netWithProducts: cents.describe('Net plus the products received (the calculator’s net).'),
});

export const payslipSchema = z.object({
  month: z.number().int().min(1).max(12),
  kind: z.enum(['ordinary', 'extra']),
  isRegularised: z.boolean().describe('The rate with the plan is regularised from this payslip on (a product started this month).'),
  without: sideSchema,
  with: sideSchema,
});

export const payslipYearSchema = z.discriminatedUnion('status', [
  z
    .object({ status: z.literal('unavailable'), year: z.number().int() })
    .describe('No fixed salary: the calculator is unavailable (docs/product/employee-portal.md §5).'),
  z.object({
    status: z.literal('ready'),
    year: z.number().int(),
    paymentCount: z.union([z.literal(12), z.literal(14)]),
    payslips: z.array(payslipSchema),
    totals: z.object({ without: totalsSchema, with: totalsSchema }),
    annualRate: z.object({ without: z.number().int(), with: z.number().int() }).describe("The calculator's TIPO of the year, basis points."),
    savingAnnual: cents,
    overWithheld: cents.describe('Withheld beyond the year before a regularisation to 0 %: the annual return pays it back.'),
  }),
]);

export type PayslipYear = z.infer<typeof payslipYearSchema>;
export type PayslipLine = z.infer<typeof payslipSchema>;
