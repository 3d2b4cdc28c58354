import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { benefits, collectives, companies, contractItems, contracts, familyMembers, productAnswers, products, storedFiles, users } from '../../db/schema/index';

/** One of the company's contracts with its employee, benefit, product questions and collective; undefined for another company's or an unknown id. */
export async function findContractForReview(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({
      id: contracts.id,
      status: contracts.status,
      signed: contracts.signed,
      year: contracts.year,
      product: contracts.category,
      price: contracts.price,
      effectiveDate: contracts.effectiveDate,
      acceptedAt: contracts.acceptedAt,
      updatedAt: contracts.updatedAt,
      details: contracts.details,
      additionalInfo: contracts.additionalInfo,
      benefitName: benefits.name,
      questions: products.questions,
      employeeId: users.id,
      employee: sql<string>`${users.firstName} || ' ' || ${users.lastName1}`,
      email: users.email,
      collective: collectives.name,
    })
    .from(contracts)
    .innerJoin(users, and(eq(users.id, contracts.userId), eq(users.companyId, contracts.companyId)))
    .innerJoin(benefits, and(eq(benefits.id, contracts.benefitId), eq(benefits.companyId, contracts.companyId)))
    .innerJoin(products, and(eq(products.id, benefits.productId), eq(products.companyId, benefits.companyId)))
    .leftJoin(collectives, and(eq(collectives.id, contracts.collectiveId), eq(collectives.companyId, contracts.companyId)))
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)));
  return row;
}

/** The contract's months, each with its beneficiary's name (null: the employee). */
export function listReviewItems(db: DbOrTx, companyId: number, contractId: number) {
  return db
    .select({
      month: contractItems.month,
      familyId: contractItems.familyId,
      beneficiary: sql<string | null>`case when ${familyMembers.id} is null then null else ${familyMembers.firstName} || ' ' || ${familyMembers.lastName1} end`,
      price: contractItems.price,
    })
    .from(contractItems)
    .leftJoin(familyMembers, and(eq(familyMembers.id, contractItems.familyId), eq(familyMembers.companyId, contractItems.companyId)))
    .where(and(eq(contractItems.companyId, companyId), eq(contractItems.contractId, contractId)))
    .orderBy(asc(contractItems.familyId), asc(contractItems.month));
}

/** The questionnaires the employee saved for the contract. */
export function listReviewAnswers(db: DbOrTx, companyId: number, userId: number, contractId: number) {
  return db
    .select({ subject: productAnswers.subject, isCompleted: productAnswers.isCompleted, answers: productAnswers.answers, document: productAnswers.document })
    .from(productAnswers)
    .where(and(eq(productAnswers.companyId, companyId), eq(productAnswers.userId, userId), eq(productAnswers.contractId, contractId)))
    .orderBy(asc(productAnswers.subject));
}

/** Of the names given, the files the employee uploaded: a contract names only its owner's files. */
export function listEmployeeFilesNamed(db: DbOrTx, companyId: number, userId: number, names: string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .select({
      container: storedFiles.folder,
      name: storedFiles.name,
      originalFilename: storedFiles.originalFilename,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.userId, userId), inArray(storedFiles.name, names)))
    .orderBy(asc(storedFiles.id));
}

/** Whom a review's e-mail goes to, in which language, about which benefit; undefined for another company's contract. */
export async function findReviewRecipient(db: DbOrTx, companyId: number, contractId: number) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      companyName: companies.name,
      companyLanguages: companies.languages,
      benefitName: benefits.name,
      year: contracts.year,
    })
    .from(contracts)
    .innerJoin(users, and(eq(users.id, contracts.userId), eq(users.companyId, contracts.companyId)))
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .innerJoin(benefits, and(eq(benefits.id, contracts.benefitId), eq(benefits.companyId, contracts.companyId)))
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)));
  return row;
}

/** One of the company's people; undefined for anyone else. */
export async function findCompanyPerson(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row;
}
