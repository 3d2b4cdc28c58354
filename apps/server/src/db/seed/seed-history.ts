import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  benefits,
  collectives,
  contractItems,
  contracts,
  documents,
  familyMembers,
  newsMessageCollectives,
  newsMessages,
  storedFiles,
  users,
} from '../schema/index';
import type { Storage } from '../../storage/local-storage';
import { demoDocuments, demoNews, lauraContracts } from './demo-history';

/** A one-page PDF with a title and a paragraph. */
async function makePdf(title: string, body: string): Promise<Buffer> {
  // Loaded when a history is seeded, not with the server (what start-up holds in memory).
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 16, font });
  page.drawText(body, { x: 50, y: 740, size: 10, font, maxWidth: 495, lineHeight: 14 });
  return Buffer.from(await pdf.save());
}

/**
 * laura's history (contracts in every state, two documents from the administrator) and the
 * news. Runs once, with the catalogue; `benefitIds` maps the demo keys to the new rows.
 */
export async function seedHistory(
  db: DbOrTx,
  storage: Storage,
  companyId: number,
  slug: string,
  planYear: number,
  benefitIds: Map<string, number>,
): Promise<void> {
  const collectiveIds = (await db.select({ id: collectives.id }).from(collectives).where(eq(collectives.companyId, companyId)).orderBy(collectives.id)).map(
    (r) => r.id,
  );
  const news = demoNews.filter((n) => n.company === slug);
  for (const [i, n] of news.entries()) {
    const [row] = await db
      .insert(newsMessages)
      .values({ companyId, text: n.text, publishOn: `${planYear}-01-${String(10 + i).padStart(2, '0')}` })
      .returning({ id: newsMessages.id });
    const collectiveId = n.collective === undefined ? undefined : collectiveIds[n.collective];
    if (collectiveId !== undefined) await db.insert(newsMessageCollectives).values({ companyId, newsMessageId: row!.id, collectiveId });
  }
  if (slug !== 'acme') return;
  const [laura] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, 'laura.martin@acme.test')));
  if (laura) await seedUserHistory(db, storage, companyId, laura.id, planYear, benefitIds);
}

/**
 * laura's contracts (every state, this year and last) and the administrator's two documents, for
 * one user of acme: laura in the demo, a fresh employee of the browser suite (features/e2e).
 */
export async function seedUserHistory(
  db: DbOrTx,
  storage: Storage,
  companyId: number,
  userId: number,
  planYear: number,
  benefitIds: Map<string, number>,
): Promise<void> {
  const family = await db.select({ id: familyMembers.id, firstName: familyMembers.firstName }).from(familyMembers).where(eq(familyMembers.userId, userId));

  for (const [index, c] of lauraContracts.entries()) {
    const benefitId = benefitIds.get(c.benefit)!;
    const [benefit] = await db.select({ collectiveId: benefits.collectiveId }).from(benefits).where(eq(benefits.id, benefitId));
    const familyId = c.member ? (family.find((m) => m.firstName === c.member)?.id ?? null) : null;
    const contributed = Math.round((c.monthlyPrice * (c.contributionPercent ?? 0)) / 100);
    const price = c.monthlyPrice * c.months.length;
    const contributedPrice = contributed * c.months.length;
    const year = planYear + c.yearOffset;
    // Made in the enrolment of the December before its plan year, one a day: left to the column's
    // default, a 2025 contract read "created" on the day the seed ran.
    const enrolledAt = new Date(Date.UTC(year - 1, 11, 1 + index, 9));
    const [row] = await db
      .insert(contracts)
      .values({
        companyId,
        userId,
        benefitId,
        category: c.category,
        collectiveId: benefit!.collectiveId,
        year,
        status: c.status,
        signed: c.signed,
        price,
        contributedPrice,
        finalPrice: price - contributedPrice,
        userBag: 0,
        details: {},
        additionalInfo: c.additionalInfo ?? null,
        effectiveDate: `${year}-${String(c.months[0]).padStart(2, '0')}-01`,
        createdAt: enrolledAt,
        updatedAt: enrolledAt,
      })
      .returning({ id: contracts.id });
    await db
      .insert(contractItems)
      .values(c.months.map((month) => ({ companyId, contractId: row!.id, benefitId, familyId, month, price: c.monthlyPrice, contributedPrice: contributed })));
  }

  for (const d of demoDocuments) {
    const name = `${randomBytes(16).toString('hex')}.pdf`;
    const data = await makePdf(`${d.title} ${planYear + d.year}`, d.body);
    await storage.put('documents', name, data);
    const [file] = await db
      .insert(storedFiles)
      .values({ companyId, userId, folder: 'documents', name, originalFilename: `${d.title}.pdf`, contentType: 'application/pdf', size: data.length })
      .returning({ id: storedFiles.id });
    await db.insert(documents).values({ companyId, userId, name: d.title, year: planYear + d.year, createdByAdmin: true, fileId: file!.id, type: 'document' });
  }
}
