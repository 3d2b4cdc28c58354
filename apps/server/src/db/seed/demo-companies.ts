import type { companies, LocalizedText } from '../schema/index';
import { privacyPolicy } from '../../legal/legal-texts';

type CompanyRow = typeof companies.$inferInsert;

export interface DemoCompany {
  company: CompanyRow;
  legalEntities: { name: string; taxId: string; logo: string | null }[];
  offices: string[];
  collectives: string[];
}

// The privacy policy is the demo text of apps/server/src/legal, naming each company's (invented)
// details; it says it is a demo the company must replace.
const acmePrivacy = privacyPolicy(['es', 'ca', 'en'], {
  company: 'Acme Seguros',
  legalEntity: 'Acme Seguros S.A.',
  taxId: 'A28000001',
  address: 'Paseo de la Castellana 200, 28046 Madrid',
  registry: 'Registro Mercantil de Madrid, tomo 1000, folio 1, hoja M-000001',
  email: 'ayuda@acme.test',
  privacyEmail: 'privacidad@acme.test',
  dpoEmail: 'dpo@acme.test',
});
const globexPrivacy = privacyPolicy(['en', 'pt'], {
  company: 'Globex Ibérica',
  legalEntity: 'Globex Ibérica S.A.',
  taxId: 'A08000003',
  address: 'Avinguda Diagonal 600, 08021 Barcelona',
  registry: 'Registro Mercantil de Barcelona, tomo 2000, folio 1, hoja B-000003',
  email: 'help@globex.test',
  privacyEmail: 'privacy@globex.test',
  dpoEmail: 'dpo@globex.test',
});
const initechPrivacy = privacyPolicy(['es', 'en'], {
  company: 'Initech',
  legalEntity: 'Initech España S.L.',
  taxId: 'B46000004',
  address: 'Calle de Colón 1, 46004 Valencia',
  registry: 'Registro Mercantil de Valencia, tomo 3000, folio 1, hoja V-000004',
  email: 'soporte@initech.test',
  privacyEmail: 'privacidad@initech.test',
  dpoEmail: 'dpo@initech.test',
});

export const demoCompanies: DemoCompany[] = [
  {
    company: {
      slug: 'acme',
      name: 'Acme Seguros',
      taxId: 'A28000001',
      brand: 'AXA',
      isSpecialBrand: false,
      logo: 'acme-logo.svg',
      background: 'acme-background.svg',
      colorBar: '#00205b',
      colorTitles: '#00205b',
      color: '#0b5fd3',
      languages: ['es', 'ca', 'en'],
      alertDays: 30,
      cutOffDay: 20,
      legalPrivacy: true,
      legalConditions: true,
      legalCookies: true,
      cookieConsentMandatory: true,
      helpEmail: 'ayuda@acme.test',
      ...acmePrivacy,
    },
    legalEntities: [
      { name: 'Acme Seguros S.A.', taxId: 'A28000001', logo: 'acme-le-seguros.svg' },
      { name: 'Acme Servicios Digitales S.L.', taxId: 'B28000002', logo: 'acme-le-digital.svg' },
    ],
    offices: ['Madrid - Castellana', 'Barcelona - Diagonal'],
    collectives: ['Oficinas Centrales', 'Red Comercial'],
  },
  {
    company: {
      slug: 'globex',
      name: 'Globex Ibérica',
      taxId: 'A08000003',
      brand: 'CONFIDE',
      isSpecialBrand: true,
      logo: 'globex-logo.svg',
      background: 'globex-background.svg',
      colorBar: '#0f5132',
      colorTitles: '#14532d',
      color: '#1c7c54',
      languages: ['en', 'pt'],
      alertDays: 15,
      cutOffDay: 15,
      hideCompensation: true,
      legalPrivacy: false,
      legalConditions: false,
      legalCookies: false,
      cookieConsentMandatory: false,
      helpEmail: 'help@globex.test',
      ...globexPrivacy,
    },
    legalEntities: [{ name: 'Globex Ibérica S.A.', taxId: 'A08000003', logo: 'globex-logo.svg' }],
    offices: ['Lisboa', 'Vigo'],
    collectives: ['General'],
  },
  {
    company: {
      slug: 'initech',
      name: 'Initech',
      taxId: 'B46000004',
      brand: 'MANFRE',
      isSpecialBrand: false,
      logo: 'initech-logo.svg',
      background: null,
      colorBar: '#5b2a86',
      colorTitles: '#3b1a5a',
      color: '#7048e8',
      languages: ['es', 'en'],
      maintenance: true,
      helpEmail: 'soporte@initech.test',
      ...initechPrivacy,
    },
    legalEntities: [{ name: 'Initech España S.L.', taxId: 'B46000004', logo: 'initech-logo.svg' }],
    offices: ['Valencia'],
    collectives: ['General'],
  },
];

/** Main menu tiles (docs/product/employee-portal.md §2 Main menu page); the compensation tile is filtered by company flag. */
export const demoMenu: { icon: string; link: string; name: LocalizedText }[] = [
  { icon: 'info', link: '/home', name: { es: 'Mi plan', ca: 'El meu pla', en: 'My plan', pt: 'O meu plano' } },
  {
    icon: 'remuneration',
    link: '/flexible',
    name: { es: 'Retribución flexible', ca: 'Retribució flexible', en: 'Flexible remuneration', pt: 'Remuneração flexível' },
  },
  { icon: 'other', link: '/other', name: { es: 'Otros productos', ca: 'Altres productes', en: 'Other products', pt: 'Outros produtos' } },
  { icon: 'documents', link: '/documents', name: { es: 'Documentos', ca: 'Documents', en: 'Documents', pt: 'Documentos' } },
  {
    icon: 'compensation',
    link: '/compensation',
    name: { es: 'Compensación total', ca: 'Compensació total', en: 'Total compensation', pt: 'Compensação total' },
  },
  {
    icon: 'exemption',
    link: '/privacy-policy',
    name: { es: 'Privacidad y condiciones', ca: 'Privadesa i condicions', en: 'Privacy and terms', pt: 'Privacidade e condições' },
  },
];
