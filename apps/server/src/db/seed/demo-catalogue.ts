import type { AgeGroupPrice, CategoryAlias, ProductLine, ProductQuestion } from '@flexplan/domain/catalogue-types';
import type { benefits, LocalizedText } from '../schema/index';

type BenefitRow = typeof benefits.$inferInsert;

/** A benefit of the demo catalogue, before ids are known: names refer to products and providers. */
export interface DemoBenefit extends Omit<
  BenefitRow,
  'companyId' | 'productId' | 'collectiveId' | 'parentId' | 'providerId' | 'startDate' | 'endDate' | 'monthsAvailability'
> {
  key: string;
  product: CategoryAlias;
  /** Index of the company's collective. */
  collective: number;
  provider?: string;
  parent?: string;
  monthsAvailability?: boolean[];
}

export interface DemoProduct {
  alias: CategoryAlias;
  line: ProductLine;
  name: LocalizedText;
  isDefault?: boolean;
  isDocumentRequired?: boolean;
  isQuestionsRequired?: boolean;
  questions?: ProductQuestion[];
  documentName?: string;
}

export interface DemoCatalogue {
  providers: { name: string; logo: string | null; website: string | null }[];
  products: DemoProduct[];
  benefits: DemoBenefit[];
}

const L = (es: string, ca: string, en: string, pt: string): LocalizedText => ({ es, ca, en, pt });
const ages = (...rows: [number, number, number][]): AgeGroupPrice[] => rows.map(([from, to, price]) => ({ from, to, price }));
const healthQuestions: ProductQuestion[] = [
  { title: '¿Padece alguna enfermedad crónica?', isRequired: true },
  { title: '¿Ha sido hospitalizado en los últimos 5 años?', isRequired: true },
  { title: 'Observaciones para la aseguradora', isRequired: false },
];

export const acmeCatalogue: DemoCatalogue = {
  providers: [
    { name: 'Sanitas', logo: null, website: 'https://www.sanitas.es' },
    { name: 'Adeslas', logo: null, website: 'https://www.adeslas.es' },
    { name: 'Edenred', logo: null, website: 'https://www.edenred.es' },
    { name: 'Pluxee', logo: null, website: 'https://www.pluxee.es' },
    { name: 'AXA', logo: null, website: 'https://www.axa.es' },
    { name: 'ALD Automotive', logo: null, website: 'https://www.aldautomotive.es' },
    { name: 'Wellhub', logo: null, website: 'https://wellhub.com' },
    { name: 'Loterías y Apuestas del Estado', logo: null, website: 'https://www.loteriasyapuestas.es' },
    { name: 'Escuela de Negocios ESIC', logo: null, website: 'https://www.esic.edu' },
  ],
  products: [
    {
      alias: 'health-insurance',
      line: 'Exent',
      name: L('Seguro médico', 'Assegurança mèdica', 'Health insurance', 'Seguro de saúde'),
      isDefault: true,
      isQuestionsRequired: true,
      questions: healthQuestions,
    },
    { alias: 'food', line: 'Exent', name: L('Comida', 'Menjar', 'Meals', 'Refeições'), isDefault: true },
    { alias: 'transport', line: 'Exent', name: L('Transporte', 'Transport', 'Transport', 'Transportes'), isDefault: true },
    {
      alias: 'kindergarten',
      line: 'Exent',
      name: L('Guardería', 'Llar d’infants', 'Kindergarten', 'Creche'),
      isDefault: true,
      isDocumentRequired: true,
      documentName: 'Factura de la guardería',
    },
    {
      alias: 'formation',
      line: 'Exent',
      name: L('Formación', 'Formació', 'Training', 'Formação'),
      isDefault: true,
      isDocumentRequired: true,
      documentName: 'Matrícula del curso',
    },
    { alias: 'renting', line: 'Exent', name: L('Renting de coche', 'Rènting de cotxe', 'Car renting', 'Renting automóvel') },
    { alias: 'life-insurance', line: 'Top', name: L('Seguro de vida', 'Assegurança de vida', 'Life insurance', 'Seguro de vida') },
    { alias: 'life-insurance-axa', line: 'Top', name: L('Seguro de vida AXA', 'Assegurança de vida AXA', 'AXA life insurance', 'Seguro de vida AXA') },
    { alias: 'saving-plan', line: 'Top', name: L('Plan de ahorro', 'Pla d’estalvi', 'Saving plan', 'Plano de poupança'), isDefault: true },
    { alias: 'gym', line: 'Top', name: L('Gimnasio', 'Gimnàs', 'Gym', 'Ginásio') },
    { alias: 'lottery', line: 'Top', name: L('Lotería', 'Loteria', 'Lottery', 'Lotaria') },
    { alias: 'informative', line: 'Top', name: L('Ventajas para empleados', 'Avantatges per a empleats', 'Employee perks', 'Vantagens para colaboradores') },
  ],
  benefits: [
    {
      key: 'sanitas',
      product: 'health-insurance',
      collective: 0,
      provider: 'Sanitas',
      isTaxAdvantage: true,
      priceForFamily: true,
      name: L('Sanitas Más Salud', 'Sanitas Més Salut', 'Sanitas Más Salud', 'Sanitas Más Salud'),
      description: L(
        'Cuadro médico completo, hospitalización y urgencias 24 h.',
        'Quadre mèdic complet, hospitalització i urgències 24 h.',
        'Full medical network, hospital care and 24-hour emergencies.',
        'Rede médica completa, internamento e urgências 24 h.',
      ),
      longDescription: L(
        'Sin copagos. Incluye pruebas diagnósticas, medicina preventiva y videoconsulta.',
        'Sense copagaments. Inclou proves diagnòstiques, medicina preventiva i videoconsulta.',
        'No co-payments. Includes diagnostic tests, preventive care and video consultations.',
        'Sem copagamentos. Inclui exames de diagnóstico, medicina preventiva e videoconsulta.',
      ),
      ageGroups: ages([0, 24, 3500], [25, 44, 5200], [45, 64, 7900], [65, 120, 12900]),
      ageGroupsForFamily: ages([0, 24, 3500], [25, 44, 5200], [45, 64, 7900], [65, 120, 12900]),
      contribution: { kind: 'percent', basisPoints: 2000 },
      contributionTarget: 'employee',
      whoAffect: 'both',
      questionnaireEnabled: true,
      questionnaireType: 'telematic',
      healthType: 'complete',
    },
    {
      key: 'sanitas-dental',
      product: 'health-insurance',
      collective: 0,
      provider: 'Sanitas',
      parent: 'sanitas',
      isSupplementary: true,
      isTaxAdvantage: true,
      priceForFamily: true,
      name: L('Sanitas Dental', 'Sanitas Dental', 'Sanitas Dental', 'Sanitas Dentário'),
      description: L(
        'Limpiezas, empastes y ortodoncia con descuento.',
        'Neteges, empastaments i ortodòncia amb descompte.',
        'Cleanings, fillings and discounted orthodontics.',
        'Limpezas, obturações e ortodontia com desconto.',
      ),
      ageGroups: ages([0, 120, 900]),
      ageGroupsForFamily: ages([0, 120, 900]),
    },
    {
      key: 'adeslas',
      product: 'health-insurance',
      collective: 0,
      provider: 'Adeslas',
      isTaxAdvantage: true,
      priceForFamily: true,
      name: L('Adeslas Plena', 'Adeslas Plena', 'Adeslas Plena', 'Adeslas Plena'),
      description: L(
        'La mayor red de centros propios y concertados de España.',
        'La xarxa més gran de centres propis i concertats d’Espanya.',
        'The largest network of own and partner centres in Spain.',
        'A maior rede de centros próprios e convencionados de Espanha.',
      ),
      longDescription: L(
        'Incluye reembolso de gastos médicos en el extranjero hasta 12.000 €.',
        'Inclou reemborsament de despeses mèdiques a l’estranger fins a 12.000 €.',
        'Includes refund of medical costs abroad up to €12,000.',
        'Inclui reembolso de despesas médicas no estrangeiro até 12 000 €.',
      ),
      ageGroups: ages([0, 24, 4100], [25, 44, 5900], [45, 64, 8800], [65, 120, 13900]),
      ageGroupsForFamily: ages([0, 24, 4100], [25, 44, 5900], [45, 64, 8800], [65, 120, 13900]),
      questionnaireEnabled: true,
      questionnaireType: 'telephone',
      healthType: 'complete',
    },
    {
      key: 'adeslas-dental',
      product: 'health-insurance',
      collective: 0,
      provider: 'Adeslas',
      parent: 'adeslas',
      isSupplementary: true,
      isTaxAdvantage: true,
      priceForFamily: true,
      name: L('Adeslas Dental', 'Adeslas Dental', 'Adeslas Dental', 'Adeslas Dentário'),
      description: L(
        'Más de 40 servicios dentales gratuitos.',
        'Més de 40 serveis dentals gratuïts.',
        'Over 40 free dental services.',
        'Mais de 40 serviços dentários gratuitos.',
      ),
      ageGroups: ages([0, 120, 700]),
      ageGroupsForFamily: ages([0, 120, 700]),
    },
    {
      key: 'food-card',
      product: 'food',
      collective: 0,
      provider: 'Edenred',
      isTaxAdvantage: true,
      name: L('Tarjeta restaurante', 'Targeta restaurant', 'Meal card', 'Cartão refeição'),
      description: L(
        'Paga tu comida en más de 50.000 restaurantes, exento hasta 11 € al día.',
        'Paga el teu menjar en més de 50.000 restaurants, exempt fins a 11 € al dia.',
        'Pay for lunch in over 50,000 restaurants, tax-free up to €11 a day.',
        'Pague as refeições em mais de 50 000 restaurantes, isento até 11 € por dia.',
      ),
      minAmount: 2000,
      defaultPrice: 15000,
      workingDays: 20,
      workingPrice: 22000,
    },
    {
      key: 'food-vouchers',
      product: 'food',
      collective: 0,
      provider: 'Pluxee',
      isTaxAdvantage: true,
      name: L('Vales de comida', 'Vals de menjar', 'Meal vouchers', 'Vales de refeição'),
      description: L(
        'Talonario mensual de vales de 9 € y 11 €.',
        'Talonari mensual de vals de 9 € i 11 €.',
        'A monthly book of €9 and €11 vouchers.',
        'Caderneta mensal de vales de 9 € e 11 €.',
      ),
      minAmount: 900,
      workingDays: 20,
      workingPrice: 22000,
      faceValues: [900, 1100],
    },
    {
      key: 'transport',
      product: 'transport',
      collective: 0,
      provider: 'Edenred',
      isTaxAdvantage: true,
      name: L('Tarjeta transporte', 'Targeta transport', 'Transport card', 'Cartão transportes'),
      description: L(
        'Abono de transporte público, exento hasta 1.500 € al año.',
        'Abonament de transport públic, exempt fins a 1.500 € l’any.',
        'Public transport pass, tax-free up to €1,500 a year.',
        'Passe de transportes públicos, isento até 1 500 € por ano.',
      ),
      minAmount: 1000,
      defaultPrice: 5460,
    },
    {
      key: 'kindergarten',
      product: 'kindergarten',
      collective: 0,
      isTaxAdvantage: true,
      name: L('Cheque guardería', 'Xec llar d’infants', 'Kindergarten voucher', 'Cheque creche'),
      description: L(
        'Para hijos menores de 3 años; exento sin límite.',
        'Per a fills menors de 3 anys; exempt sense límit.',
        'For children under 3; tax-free with no limit.',
        'Para filhos com menos de 3 anos; isento sem limite.',
      ),
      minAmount: 5000,
      defaultPrice: 30000,
      whoAffect: 'family',
    },
    {
      key: 'formation',
      product: 'formation',
      collective: 0,
      provider: 'Escuela de Negocios ESIC',
      isTaxAdvantage: true,
      name: L('Formación profesional', 'Formació professional', 'Professional training', 'Formação profissional'),
      description: L(
        'Cursos relacionados con tu puesto: no tributan.',
        'Cursos relacionats amb el teu lloc: no tributen.',
        'Job-related courses: not taxable.',
        'Cursos relacionados com a sua função: não tributam.',
      ),
      minAmount: 3000,
      defaultPrice: 20000,
    },
    {
      key: 'renting-corolla',
      product: 'renting',
      collective: 0,
      provider: 'ALD Automotive',
      isTaxAdvantage: true,
      contractMethod: 'hole-year',
      name: L('Toyota Corolla Hybrid 140H', 'Toyota Corolla Hybrid 140H', 'Toyota Corolla Hybrid 140H', 'Toyota Corolla Hybrid 140H'),
      description: L(
        'Híbrido eficiente, mantenimiento y seguro incluidos.',
        'Híbrid eficient, manteniment i assegurança inclosos.',
        'Efficient hybrid, maintenance and insurance included.',
        'Híbrido eficiente, manutenção e seguro incluídos.',
      ),
      vehicle: { model: 'Toyota Corolla Hybrid 140H', vehicleValue: 2_890_000, efficiency: 'hybrid', feeWithoutVAT: 32_231, feeWithVAT: 39_000 },
    },
    {
      key: 'renting-tiguan',
      product: 'renting',
      collective: 0,
      provider: 'ALD Automotive',
      isTaxAdvantage: true,
      contractMethod: 'hole-year',
      name: L('Volkswagen Tiguan 1.5 TSI', 'Volkswagen Tiguan 1.5 TSI', 'Volkswagen Tiguan 1.5 TSI', 'Volkswagen Tiguan 1.5 TSI'),
      description: L(
        'SUV de gasolina, mantenimiento y seguro incluidos.',
        'SUV de gasolina, manteniment i assegurança inclosos.',
        'Petrol SUV, maintenance and insurance included.',
        'SUV a gasolina, manutenção e seguro incluídos.',
      ),
      vehicle: { model: 'Volkswagen Tiguan 1.5 TSI', vehicleValue: 3_980_000, efficiency: 'none', feeWithoutVAT: 45_455, feeWithVAT: 55_000 },
    },
    {
      key: 'life',
      product: 'life-insurance',
      collective: 0,
      provider: 'AXA',
      rateTable: 'life-2026',
      name: L('Seguro de vida colectivo', 'Assegurança de vida col·lectiva', 'Group life insurance', 'Seguro de vida de grupo'),
      description: L(
        'Capital por fallecimiento e invalidez, con precio según tu edad.',
        'Capital per defunció i invalidesa, amb preu segons la teva edat.',
        'Death and disability cover, priced by your age.',
        'Capital por morte e invalidez, com preço segundo a idade.',
      ),
    },
    {
      key: 'life-axa',
      product: 'life-insurance-axa',
      collective: 0,
      provider: 'AXA',
      rateTable: 'life-axa-2026',
      name: L('AXA Vida Protección', 'AXA Vida Protecció', 'AXA Life Protection', 'AXA Vida Proteção'),
      description: L(
        'Siete coberturas a medida: fallecimiento, accidente e invalidez.',
        'Set cobertures a mida: defunció, accident i invalidesa.',
        'Seven tailored covers: death, accident and disability.',
        'Sete coberturas à medida: morte, acidente e invalidez.',
      ),
    },
    ...(['prudent', 'moderate', 'decisive', 'very-decisive'] as const).map((basket, i): DemoBenefit => ({
      key: `saving-${basket}`,
      product: 'saving-plan',
      collective: 0,
      provider: 'AXA',
      savingsType: basket,
      position: i,
      minAmount: 3000,
      defaultPrice: 10000,
      name: [
        L('Cartera Prudente', 'Cartera Prudent', 'Prudent portfolio', 'Carteira Prudente'),
        L('Cartera Moderada', 'Cartera Moderada', 'Moderate portfolio', 'Carteira Moderada'),
        L('Cartera Decidida', 'Cartera Decidida', 'Decisive portfolio', 'Carteira Decidida'),
        L('Cartera Muy Decidida', 'Cartera Molt Decidida', 'Very decisive portfolio', 'Carteira Muito Decidida'),
      ][i]!,
      description: L(
        `Plan de pensiones de empleo, perfil ${i + 1} de 4.`,
        `Pla de pensions d’ocupació, perfil ${i + 1} de 4.`,
        `Workplace pension plan, risk profile ${i + 1} of 4.`,
        `Plano de pensões profissional, perfil ${i + 1} de 4.`,
      ),
    })),
    {
      key: 'gym',
      product: 'gym',
      collective: 0,
      provider: 'Wellhub',
      minAmount: 1990,
      defaultPrice: 3990,
      name: L('Wellhub gimnasios', 'Wellhub gimnasos', 'Wellhub gyms', 'Wellhub ginásios'),
      description: L(
        'Acceso a miles de gimnasios y apps de bienestar.',
        'Accés a milers de gimnasos i apps de benestar.',
        'Access to thousands of gyms and wellbeing apps.',
        'Acesso a milhares de ginásios e apps de bem-estar.',
      ),
    },
    {
      key: 'lottery',
      product: 'lottery',
      collective: 0,
      provider: 'Loterías y Apuestas del Estado',
      contractMethod: 'tickets',
      ticketPrice: 2000,
      name: L('Lotería de Navidad', 'Loteria de Nadal', 'Christmas lottery', 'Lotaria de Natal'),
      description: L(
        'Décimos de 20 € del sorteo de Navidad.',
        'Dècims de 20 € del sorteig de Nadal.',
        '€20 tickets for the Christmas draw.',
        'Décimos de 20 € da lotaria de Natal.',
      ),
    },
    {
      key: 'perks',
      product: 'informative',
      collective: 0,
      contractMethod: 'informative',
      name: L('Descuentos en ópticas', 'Descomptes en òptiques', 'Optician discounts', 'Descontos em óticas'),
      description: L(
        'Un 25 % de descuento en gafas y lentillas presentando tu tarjeta de empleado.',
        'Un 25 % de descompte en ulleres i lents presentant la teva targeta d’empleat.',
        '25% off glasses and contact lenses with your employee card.',
        '25 % de desconto em óculos e lentes com o seu cartão de colaborador.',
      ),
    },
    {
      key: 'gym-sales',
      product: 'gym',
      collective: 1,
      provider: 'Wellhub',
      minAmount: 1990,
      defaultPrice: 2990,
      name: L('Wellhub básico', 'Wellhub bàsic', 'Wellhub basic', 'Wellhub básico'),
      description: L(
        'Plan básico para la red comercial.',
        'Pla bàsic per a la xarxa comercial.',
        'Basic plan for the sales network.',
        'Plano básico para a rede comercial.',
      ),
    },
    {
      key: 'food-sales',
      product: 'food',
      collective: 1,
      provider: 'Edenred',
      isTaxAdvantage: true,
      minAmount: 2000,
      workingDays: 21,
      workingPrice: 23100,
      name: L('Tarjeta restaurante', 'Targeta restaurant', 'Meal card', 'Cartão refeição'),
      description: L(
        'Tarjeta restaurante para la red comercial.',
        'Targeta restaurant per a la xarxa comercial.',
        'Meal card for the sales network.',
        'Cartão refeição para a rede comercial.',
      ),
    },
  ],
};

export const globexCatalogue: DemoCatalogue = {
  providers: [
    { name: 'Médis', logo: null, website: 'https://www.medis.pt' },
    { name: 'Edenred', logo: null, website: 'https://www.edenred.pt' },
    { name: 'Fidelidade', logo: null, website: 'https://www.fidelidade.pt' },
    { name: 'Ageas', logo: null, website: 'https://www.ageas.pt' },
  ],
  products: [
    { alias: 'health-insurance', line: 'Exent', name: L('Seguro médico', 'Assegurança mèdica', 'Health insurance', 'Seguro de saúde'), isDefault: true },
    { alias: 'food', line: 'Exent', name: L('Comida', 'Menjar', 'Meals', 'Refeições'), isDefault: true },
    { alias: 'transport', line: 'Exent', name: L('Transporte', 'Transport', 'Transport', 'Transportes'), isDefault: true },
    { alias: 'saving-plan', line: 'Top', name: L('Plan de ahorro', 'Pla d’estalvi', 'Saving plan', 'Plano de poupança'), isDefault: true },
  ],
  benefits: [
    {
      key: 'medis',
      product: 'health-insurance',
      collective: 0,
      provider: 'Médis',
      isTaxAdvantage: true,
      priceForFamily: true,
      name: L('Médis Opção 2', 'Médis Opció 2', 'Médis Option 2', 'Médis Opção 2'),
      description: L(
        'Red médica en España y Portugal.',
        'Xarxa mèdica a Espanya i Portugal.',
        'Medical network in Spain and Portugal.',
        'Rede médica em Espanha e Portugal.',
      ),
      ageGroups: ages([0, 29, 3900], [30, 54, 5600], [55, 120, 9800]),
      ageGroupsForFamily: ages([0, 29, 3900], [30, 54, 5600], [55, 120, 9800]),
    },
    {
      key: 'food',
      product: 'food',
      collective: 0,
      provider: 'Edenred',
      isTaxAdvantage: true,
      minAmount: 2000,
      defaultPrice: 12000,
      workingDays: 20,
      workingPrice: 22000,
      name: L('Tarjeta restaurante', 'Targeta restaurant', 'Meal card', 'Cartão refeição'),
      description: L(
        'Comida exenta hasta 11 € al día.',
        'Menjar exempt fins a 11 € al dia.',
        'Tax-free meals up to €11 a day.',
        'Refeições isentas até 11 € por dia.',
      ),
    },
    {
      key: 'transport',
      product: 'transport',
      collective: 0,
      provider: 'Edenred',
      isTaxAdvantage: true,
      minAmount: 1000,
      defaultPrice: 4000,
      name: L('Tarjeta transporte', 'Targeta transport', 'Transport card', 'Cartão transportes'),
      description: L(
        'Transporte público exento hasta 1.500 € al año.',
        'Transport públic exempt fins a 1.500 € l’any.',
        'Public transport, tax-free up to €1,500 a year.',
        'Transportes públicos isentos até 1 500 € por ano.',
      ),
    },
    // Two providers, so the saving plan's wizard asks whom the plan is for (docs/decisions/265-the-saving-plans-family-step-picks-who-the-plan.md):
    // Fidelidade's savings insurance may be the employee's or a family member's, Ageas's pension
    // plan only the employee's.
    ...globexSavingBaskets(),
  ],
};

function globexSavingBaskets(): DemoBenefit[] {
  const fidelidade = (n: number) =>
    L(
      `Seguro de ahorro para ti o tu familia, perfil ${n} de 4.`,
      `Assegurança d’estalvi per a tu o la teva família, perfil ${n} de 4.`,
      `Savings insurance for you or your family, risk profile ${n} of 4.`,
      `Seguro de poupança para si ou a sua família, perfil ${n} de 4.`,
    );
  const ageas = (n: number) =>
    L(
      `Plan de pensiones de empleo a tu nombre, perfil ${n} de 4.`,
      `Pla de pensions d’ocupació a nom teu, perfil ${n} de 4.`,
      `Workplace pension plan in your name, risk profile ${n} of 4.`,
      `Plano de pensões profissional em seu nome, perfil ${n} de 4.`,
    );
  const baskets = [
    {
      savingsType: 'prudent',
      provider: 'Fidelidade',
      whoAffect: 'both',
      name: L('Fidelidade Cartera Prudente', 'Fidelidade Cartera Prudent', 'Fidelidade Prudent portfolio', 'Fidelidade Carteira Prudente'),
      description: fidelidade(1),
    },
    {
      savingsType: 'moderate',
      provider: 'Fidelidade',
      whoAffect: 'both',
      name: L('Fidelidade Cartera Moderada', 'Fidelidade Cartera Moderada', 'Fidelidade Moderate portfolio', 'Fidelidade Carteira Moderada'),
      description: fidelidade(2),
    },
    {
      savingsType: 'decisive',
      provider: 'Ageas',
      whoAffect: 'employee',
      name: L('Ageas Cartera Decidida', 'Ageas Cartera Decidida', 'Ageas Decisive portfolio', 'Ageas Carteira Decidida'),
      description: ageas(3),
    },
    {
      savingsType: 'very-decisive',
      provider: 'Ageas',
      whoAffect: 'employee',
      name: L('Ageas Cartera Muy Decidida', 'Ageas Cartera Molt Decidida', 'Ageas Very decisive portfolio', 'Ageas Carteira Muito Decidida'),
      description: ageas(4),
    },
  ] as const;
  return baskets.map(({ savingsType, ...basket }, position) => ({
    ...basket,
    key: `saving-${savingsType}`,
    product: 'saving-plan',
    collective: 0,
    savingsType,
    position,
    minAmount: 3000,
    defaultPrice: 5000,
  }));
}

/** Salaries and bags of the demo employees, in cents (docs/product/employee-portal.md §3 User). */
export const demoBags: Record<
  string,
  Partial<{
    fixedSalary: number;
    variableSalary: number;
    paymentCount: number;
    flexibleBag: number;
    topBag: number;
    companyBag: { kind: 'percent'; basisPoints: number } | { kind: 'amount'; cents: number };
    userBag: number;
    userBagProrate: boolean;
    privateUse: number;
  }>
> = {
  'laura.martin@acme.test': {
    fixedSalary: 4_200_000,
    variableSalary: 300_000,
    paymentCount: 14,
    flexibleBag: 1_260_000,
    topBag: 300_000,
    companyBag: { kind: 'amount', cents: 60_000 },
    userBag: 5_000,
    userBagProrate: true,
    privateUse: 30,
  },
  'pablo.ruiz@acme.test': { fixedSalary: 2_800_000, paymentCount: 12, flexibleBag: 840_000, topBag: 100_000 },
  'sergio.lopez@acme.test': { fixedSalary: 2_600_000, paymentCount: 12, flexibleBag: 780_000, topBag: 100_000 },
  'marta.vidal@acme.test': { fixedSalary: 5_500_000, variableSalary: 800_000, paymentCount: 12, flexibleBag: 1_650_000, topBag: 500_000 },
  'david.moreno@acme.test': { fixedSalary: 3_200_000, paymentCount: 12, flexibleBag: 960_000, topBag: 100_000 },
  'joao.silva@globex.test': { fixedSalary: 3_600_000, paymentCount: 14, flexibleBag: 1_080_000, topBag: 0, companyBag: { kind: 'percent', basisPoints: 1000 } },
  'ines.ferreira@globex.test': { fixedSalary: 3_900_000, paymentCount: 14, flexibleBag: 1_170_000, topBag: 240_000 },
  'ana.torres@initech.test': { fixedSalary: 3_000_000, paymentCount: 12, flexibleBag: 900_000 },
};
