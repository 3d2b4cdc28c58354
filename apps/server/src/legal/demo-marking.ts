import type { Language } from '@flexplan/domain';
import type { LegalParties } from './legal-text';

/**
 * The line at the top of every demo legal text ("clearly marked as the
 * company's to replace"). `{company}` is the company's short name, or a bracketed blank.
 */
export const demoBanners: Record<Language, string> = {
  es: 'Texto de demostración — {company} debe sustituirlo por el suyo propio.',
  ca: 'Text de demostració — {company} l’ha de substituir pel seu propi.',
  en: 'Demo text — {company} must replace it with its own.',
  pt: 'Texto de demonstração — a {company} deve substituí-lo pelo seu próprio.',
};

/**
 * The static PDFs are shared by every company on the portal, so they name no company: each
 * detail is a bracketed blank the company fills in when it writes its own text.
 */
export const blankParties: Record<Language, LegalParties> = {
  es: {
    company: '[Empresa]',
    legalEntity: '[razón social]',
    taxId: '[número]',
    address: '[domicilio social]',
    registry: '[Registro Mercantil: tomo, folio y hoja]',
    email: '[correo de contacto]',
    privacyEmail: '[correo de privacidad]',
    dpoEmail: '[correo del DPD]',
  },
  ca: {
    company: '[Empresa]',
    legalEntity: '[raó social]',
    taxId: '[número]',
    address: '[domicili social]',
    registry: '[Registre Mercantil: volum, foli i full]',
    email: '[correu de contacte]',
    privacyEmail: '[correu de privadesa]',
    dpoEmail: '[correu del DPD]',
  },
  en: {
    company: '[Company]',
    legalEntity: '[legal name]',
    taxId: '[number]',
    address: '[registered office]',
    registry: '[Commercial Registry: volume, folio and sheet]',
    email: '[contact e-mail]',
    privacyEmail: '[privacy e-mail]',
    dpoEmail: '[DPO e-mail]',
  },
  pt: {
    company: '[Empresa]',
    legalEntity: '[denominação social]',
    taxId: '[número]',
    address: '[sede social]',
    registry: '[Registo Comercial: tomo, fólio e folha]',
    email: '[correio eletrónico de contacto]',
    privacyEmail: '[correio eletrónico de privacidade]',
    dpoEmail: '[correio eletrónico do EPD]',
  },
};
