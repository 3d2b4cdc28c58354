import { PLATFORM_COMPANY_SLUG } from '@flexplan/domain/company/platform-api';
import type { DemoCompany } from './demo-companies';
import type { DemoUser } from './demo-users';

/**
 * The platform company: the home of the platform operators' user rows. It has
 * no catalogue and no employees; an operator logs in on any company's host and switches to one.
 */
export const demoPlatform: DemoCompany = {
  company: {
    slug: PLATFORM_COMPANY_SLUG,
    name: 'Flexplan',
    brand: 'FLEXPLAN',
    isSpecialBrand: false,
    // No image: images are served on their own company's host only, and the operators work on every other.
    logo: null,
    background: null,
    colorBar: '#1c2b4a',
    colorTitles: '#1c2b4a',
    color: '#1971c2',
    languages: ['es', 'ca', 'en', 'pt'],
    helpEmail: 'soporte@flexplan.test',
  },
  legalEntities: [{ name: 'Flexplan Plataforma S.L.', taxId: 'B28000009', logo: null }],
  offices: ['Madrid'],
  collectives: ['Plataforma'],
};

/** The demo platform operator, in the README's table with the other demo accounts (password DEMO_PASSWORD). */
export const demoOperators: DemoUser[] = [
  {
    company: PLATFORM_COMPANY_SLUG,
    collective: 0,
    office: 0,
    legalEntity: 0,
    role: 'platform-operator',
    email: 'operator@flexplan.test',
    personalId: '33333333P',
    firstName: 'Olga',
    lastName1: 'Operadora',
    lastName2: 'Plataforma',
    mobilePhonePrefix: '+34',
    phone: '600300300',
    birthday: '1982-09-14',
    gender: 0,
    language: 'es',
  },
];
