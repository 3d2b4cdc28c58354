import { z } from 'zod';
import { amountOrPercentSchema } from '../bags/bags-api';
import { productLineSchema } from '../contracts/contracts-api';
import { localizedTextSchema } from '../i18n/localized-text-schema';
import { vehicleEfficiencies } from './renting-in-kind';
import type { AgeGroupPrice, Benefit, Product, Provider, RentingVehicle } from './benefit';
import { categoryAliases } from './category';

/**
 * `GET /api/modalities/by-category/{category}`: any text up to 40 characters, so an unknown
 * category answers 404 like an unknown row rather than 400.
 */
export const categoryParamsSchema = z.object({ category: z.string().max(40) });

/** `GET /api/rate-tables/{key}`: a life or life-axa table's key (`life-axa-2026`). */
export const rateTableParamsSchema = z.object({ key: z.string().regex(/^[a-z0-9-]{1,60}$/) });

// Numbers read from JSON columns are plain numbers: the schema describes them, it does not
// second-guess what an administrator stored.
export const ageGroupPriceSchema = z
  .object({
    from: z.number(),
    to: z.number(),
    price: z.number(),
  })
  .meta({ id: 'AgeGroupPrice' }) satisfies z.ZodType<AgeGroupPrice>;

const beneficiariesSchema = z.enum(['both', 'employee', 'family']);

export const benefitProductSchema = z
  .object({
    id: z.number().int(),
    alias: z.enum(categoryAliases),
    line: productLineSchema,
    name: localizedTextSchema,
    isDefault: z.boolean(),
    isDocumentRequired: z.boolean(),
    isQuestionsRequired: z.boolean(),
    questions: z.array(z.object({ title: z.string(), isRequired: z.boolean() })),
    documentName: z.string().nullable(),
  })
  .meta({ id: 'BenefitProduct' }) satisfies z.ZodType<Product>;

export const providerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string().nullable(),
    website: z.string().nullable(),
  })
  .meta({ id: 'Provider' }) satisfies z.ZodType<Provider>;

export const rentingVehicleSchema = z
  .object({
    model: z.string(),
    vehicleValue: z.number(),
    efficiency: z.enum(vehicleEfficiencies),
    feeWithoutVAT: z.number(),
    feeWithVAT: z.number(),
  })
  .meta({ id: 'RentingVehicle' }) satisfies z.ZodType<RentingVehicle>;

/**
 * A benefit (modality) as the catalogue answers it (docs/product/benefits-and-simulation.md §3 Benefit): money in integer
 * cents, months 1–12, dates ISO `YYYY-MM-DD` in Europe/Madrid.
 */
export const benefitSchema = z
  .object({
    id: z.number().int(),
    product: benefitProductSchema,
    collectiveId: z.number().int(),
    parentId: z.number().int().nullable().describe('The main benefit of a supplementary; null for a main benefit.'),
    isSupplementary: z.boolean(),
    name: localizedTextSchema,
    description: localizedTextSchema,
    longDescription: localizedTextSchema,
    provider: providerSchema.nullable(),
    isTaxAdvantage: z.boolean(),
    usesUserBag: z.boolean(),
    minAmount: z.number().int(),
    defaultPrice: z.number().int(),
    workingPrice: z.number().int().nullable(),
    workingDays: z.number().int().nullable(),
    priceForFamily: z.boolean(),
    ageGroups: z.array(ageGroupPriceSchema),
    ageGroupsForFamily: z.array(ageGroupPriceSchema),
    contribution: amountOrPercentSchema.nullable(),
    contributionTarget: beneficiariesSchema,
    whoAffect: beneficiariesSchema,
    startDate: z.string(),
    endDate: z.string(),
    cutOffDay: z.number().int().nullable(),
    monthsAvailability: z.array(z.boolean()).describe('Index 0 is January: may an item fall in that month?'),
    faceValues: z.array(z.number()),
    contractMethod: z.enum(['monthly', 'tickets', 'hole-year', 'informative']),
    questionnaire: z.object({ enabled: z.boolean(), type: z.enum(['physical', 'telematic', 'telephone', 'upload']).nullable() }),
    ticketPrice: z.number().int().nullable(),
    vehicle: rentingVehicleSchema.nullable(),
    healthType: z.string().nullable(),
    savingsType: z.string().nullable(),
    rateTable: z.string().nullable(),
  })
  .meta({ id: 'Benefit' }) satisfies z.ZodType<Benefit>;

export const benefitListSchema = z.array(benefitSchema);

/** `GET /api/rate-tables/{key}`: rates per 1000 by age band and coverage; a null rate is an age without cover. */
export const rateTableViewSchema = z
  .object({
    key: z.string(),
    coverages: z.record(z.string(), z.array(z.object({ from: z.number().int(), to: z.number().int(), rate: z.number().int().nullable() }))),
  })
  .meta({ id: 'RateTable' });
export type RateTableView = z.output<typeof rateTableViewSchema>;
