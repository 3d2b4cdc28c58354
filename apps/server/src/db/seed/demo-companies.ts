import type { companies, LocalizedText } from '../schema/index';

type CompanyRow = typeof companies.$inferInsert;

export interface DemoCompany {
  company: CompanyRow;
  legalEntities: { name: string; taxId: string; logo: string }[];
  offices: string[];
  collectives: string[];
}

const acmePrivacy: LocalizedText = {
  es: 'Acme Seguros trata tus datos para gestionar tu plan de retribución flexible.',
  ca: 'Acme Seguros tracta les teves dades per gestionar el teu pla de retribució flexible.',
  en: 'Acme Seguros processes your data to run your flexible remuneration plan.',
  pt: 'A Acme Seguros trata os seus dados para gerir o seu plano de remuneração flexível.',
};
const acmePrivacyDetail: LocalizedText = {
  es: 'Responsable: Acme Seguros S.A. Finalidad: gestión del plan. Derechos: acceso, rectificación y supresión en privacidad@acme.test.',
  ca: 'Responsable: Acme Seguros S.A. Finalitat: gestió del pla. Drets: accés, rectificació i supressió a privacidad@acme.test.',
  en: 'Controller: Acme Seguros S.A. Purpose: running the plan. Rights: access, rectification and erasure at privacidad@acme.test.',
  pt: 'Responsável: Acme Seguros S.A. Finalidade: gestão do plano. Direitos: acesso, retificação e apagamento em privacidad@acme.test.',
};

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
      privacyText: acmePrivacy,
      privacyDetail: acmePrivacyDetail,
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
      privacyText: {
        en: 'Globex processes your data to run your benefits plan.',
        pt: 'A Globex trata os seus dados para gerir o seu plano de benefícios.',
        es: 'Globex trata tus datos para gestionar tu plan de beneficios.',
        ca: 'Globex tracta les teves dades per gestionar el teu pla de beneficis.',
      },
      privacyDetail: {
        en: 'Controller: Globex Ibérica S.A.',
        pt: 'Responsável: Globex Ibérica S.A.',
        es: 'Responsable: Globex Ibérica S.A.',
        ca: 'Responsable: Globex Ibérica S.A.',
      },
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
    },
    legalEntities: [{ name: 'Initech España S.L.', taxId: 'B46000004', logo: 'initech-logo.svg' }],
    offices: ['Valencia'],
    collectives: ['General'],
  },
];

/** Main menu tiles (spec part 1 §2 Main menu page); the compensation tile is filtered by company flag. */
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
