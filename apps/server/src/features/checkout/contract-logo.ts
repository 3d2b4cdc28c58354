import type { FastifyBaseLogger } from 'fastify';
import type { CompanyRow } from '../../http/request-company';
import { logoImage, type PdfImageBytes } from '../../pdf/logo-image';
import type { Storage } from '../../storage/local-storage';

/** What the contract PDF needs to draw the company's logo: its file, and where to say it could not. */
export interface ContractLogoSource {
  storage: Pick<Storage, 'find'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * A contract goes out without the logo rather than not at all: one warning for the operator, who
 * can replace the file; the purchase, its e-mail and the downloads carry on.
 */
export function warnLogoLeftOut(log: ContractLogoSource['log'], company: CompanyRow, err: unknown): void {
  log.warn({ err, companyId: company.id, logo: company.logo }, 'company logo unreadable: the contract PDF is made without it');
}

/**
 * The company's logo (the images container of the storage adapter, as the settings store it and
 * /api/storage/images serves it) ready for the contract PDF; null when the company has none, or when
 * its file is missing or unreadable (then logged once).
 */
export async function contractLogo({ storage, log }: ContractLogoSource, company: CompanyRow): Promise<PdfImageBytes | null> {
  if (!company.logo) return null;
  try {
    const data = await storage.find('images', company.logo);
    if (!data) throw new Error('no such file in the storage');
    return await logoImage(data);
  } catch (err) {
    warnLogoLeftOut(log, company, err);
    return null;
  }
}
