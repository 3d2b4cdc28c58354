/** The demo accounts listed in the README; every one has the password DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Flexible2026';

export interface DemoFamilyMember {
  relationship: 'spouse' | 'child' | 'domestic_partner';
  firstName: string;
  lastName1: string;
  lastName2: string;
  personalId: string;
  birthday: string;
}

export interface DemoUser {
  company: string;
  collective: number;
  office: number;
  legalEntity: number;
  role?: 'employee' | 'company-admin' | 'platform-operator';
  email: string;
  personalId: string;
  /** Bank account and social security number: encrypted at rest, so the dump test looks for them. */
  ban?: string;
  securityNumber?: string;
  firstName: string;
  lastName1: string;
  lastName2: string;
  mobilePhonePrefix: string | null;
  phone: string | null;
  birthday: string;
  gender: 0 | 1;
  language: string;
  isPasswordDeprecated?: boolean;
  /** The employee tab's address and origin (docs/product/employee-portal.md §5 Employee form); absent: never filled. */
  address?: DemoAddress;
  family?: DemoFamilyMember[];
}

/** Countries as ISO 3166-1 codes, the province by name and the street type by its cadastre code, as the profile stores them. */
export interface DemoAddress {
  nationality: string;
  birthCountry?: string;
  residenceCountry?: string;
  typeOfStreet?: string;
  address1: string;
  houseNumber?: string;
  city: string;
  postalCode: string;
  province: string;
  country: string;
}

/** An address in Madrid for the acme people whose profile is complete. */
const madrid = (address1: string, houseNumber: string, postalCode: string): DemoAddress => ({
  nationality: 'ES',
  typeOfStreet: 'CL',
  address1,
  houseNumber,
  city: 'Madrid',
  postalCode,
  province: 'Madrid',
  country: 'ES',
});

export const demoUsers: DemoUser[] = [
  {
    company: 'acme',
    collective: 0,
    office: 0,
    legalEntity: 0,
    email: 'laura.martin@acme.test',
    personalId: '12345678Z',
    firstName: 'Laura',
    lastName1: 'Martín',
    lastName2: 'García',
    mobilePhonePrefix: '+34',
    phone: '612345678',
    birthday: '1988-04-12',
    gender: 0,
    language: 'es',
    ban: 'ES6621000418401234567891',
    securityNumber: '281234567840',
    // A complete profile (README): every field the employee tab requires is on file.
    address: madrid('Alcalá', '120', '28009'),
    family: [
      // Her spouse's own ID: no other demo person has it (docs/decisions/020).
      { relationship: 'spouse', firstName: 'Javier', lastName1: 'Gómez', lastName2: 'Ruiz', personalId: '98765432M', birthday: '1986-09-03' },
      { relationship: 'child', firstName: 'Lucía', lastName1: 'Gómez', lastName2: 'Martín', personalId: '34567890V', birthday: '2019-05-20' },
      { relationship: 'child', firstName: 'Hugo', lastName1: 'Gómez', lastName2: 'Martín', personalId: '45678901G', birthday: '2024-10-02' },
    ],
  },
  {
    company: 'acme',
    collective: 1,
    office: 1,
    legalEntity: 1,
    email: 'pablo.ruiz@acme.test',
    personalId: '56789012B',
    firstName: 'Pablo',
    lastName1: 'Ruiz',
    lastName2: 'Sánchez',
    mobilePhonePrefix: '+34',
    phone: null,
    birthday: '1992-11-30',
    gender: 1,
    language: 'ca',
  },
  {
    // A second incomplete profile, so completing one in a scenario leaves pablo as he is.
    company: 'acme',
    collective: 1,
    office: 1,
    legalEntity: 1,
    email: 'sergio.lopez@acme.test',
    personalId: '89012345E',
    firstName: 'Sergio',
    lastName1: 'López',
    lastName2: 'Prieto',
    mobilePhonePrefix: '+34',
    phone: null,
    birthday: '1995-06-21',
    gender: 1,
    language: 'es',
  },
  {
    company: 'acme',
    collective: 0,
    office: 0,
    legalEntity: 0,
    email: 'marta.vidal@acme.test',
    personalId: '67890123B',
    firstName: 'Marta',
    lastName1: 'Vidal',
    lastName2: 'Ferrer',
    mobilePhonePrefix: '+34',
    phone: '634567890',
    birthday: '1979-02-14',
    gender: 0,
    language: 'es',
    isPasswordDeprecated: true,
    address: madrid('Princesa', '25', '28008'),
  },
  {
    // A stale cart (seed-stale-cart.ts): an expired item and one of another collective.
    company: 'acme',
    collective: 0,
    office: 0,
    legalEntity: 0,
    email: 'david.moreno@acme.test',
    personalId: '23456789D',
    firstName: 'David',
    lastName1: 'Moreno',
    lastName2: 'Gil',
    mobilePhonePrefix: '+34',
    phone: '645678901',
    birthday: '1990-04-03',
    gender: 1,
    language: 'es',
    address: madrid('Atocha', '48', '28012'),
  },
  {
    company: 'globex',
    collective: 0,
    office: 0,
    legalEntity: 0,
    email: 'joao.silva@globex.test',
    personalId: 'X1234567L',
    firstName: 'João',
    lastName1: 'Silva',
    lastName2: 'Pereira',
    mobilePhonePrefix: '+351',
    phone: '912345678',
    birthday: '1985-07-08',
    gender: 1,
    language: 'pt',
    // A complete profile (README) in the special-brand company: its five more fields too.
    address: {
      nationality: 'PT',
      birthCountry: 'PT',
      residenceCountry: 'ES',
      typeOfStreet: 'CL',
      address1: 'Serrano',
      houseNumber: '61',
      city: 'Madrid',
      postalCode: '28006',
      province: 'Madrid',
      country: 'ES',
    },
  },
  {
    // A family and a top bag, for the saving plan's family step (globex's baskets have two providers).
    company: 'globex',
    collective: 0,
    office: 0,
    legalEntity: 0,
    email: 'ines.ferreira@globex.test',
    personalId: 'Y2345678Z',
    firstName: 'Inês',
    lastName1: 'Ferreira',
    lastName2: 'Costa',
    mobilePhonePrefix: '+351',
    phone: '914567890',
    birthday: '1987-03-14',
    gender: 0,
    language: 'pt',
    address: {
      nationality: 'PT',
      birthCountry: 'PT',
      residenceCountry: 'ES',
      typeOfStreet: 'AV',
      address1: 'América',
      houseNumber: '32',
      city: 'Madrid',
      postalCode: '28028',
      province: 'Madrid',
      country: 'ES',
    },
    ban: 'ES7921000813610123456789',
    securityNumber: '080987654321',
    family: [
      { relationship: 'spouse', firstName: 'Pedro', lastName1: 'Santos', lastName2: 'Oliveira', personalId: '87654321X', birthday: '1985-11-02' },
      { relationship: 'child', firstName: 'Mariana', lastName1: 'Santos', lastName2: 'Ferreira', personalId: '76543210S', birthday: '2016-09-21' },
    ],
  },
  {
    company: 'acme',
    collective: 0,
    office: 0,
    legalEntity: 0,
    role: 'company-admin',
    email: 'admin@acme.test',
    personalId: '11111111H',
    firstName: 'Carmen',
    lastName1: 'Navarro',
    lastName2: 'Ibáñez',
    mobilePhonePrefix: '+34',
    phone: '600100100',
    birthday: '1975-03-08',
    gender: 0,
    language: 'es',
  },
  {
    company: 'globex',
    collective: 0,
    office: 0,
    legalEntity: 0,
    role: 'company-admin',
    email: 'admin@globex.test',
    personalId: '22222222J',
    firstName: 'Rui',
    lastName1: 'Costa',
    lastName2: 'Almeida',
    mobilePhonePrefix: '+351',
    phone: '913000000',
    birthday: '1980-06-19',
    gender: 1,
    language: 'pt',
  },
  {
    company: 'initech',
    collective: 0,
    office: 0,
    legalEntity: 0,
    email: 'ana.torres@initech.test',
    personalId: '78901234X',
    firstName: 'Ana',
    lastName1: 'Torres',
    lastName2: 'Llorens',
    mobilePhonePrefix: '+34',
    phone: '655443322',
    birthday: '1990-01-25',
    gender: 0,
    language: 'es',
    ban: 'ES1000492352082414205416',
    securityNumber: '461029384756',
  },
];
