import type { CategoryAlias, ContractStatus } from '@flexplan/domain/catalogue-types';
import type { LocalizedText } from '../schema/index';

/** laura's contracts in every state of the list labels and the home counters, over two years. */
export interface DemoContract {
  benefit: string;
  category: CategoryAlias;
  /** Offset from the plan year: 0 this year, −1 last year. */
  yearOffset: number;
  status: ContractStatus;
  signed: boolean;
  monthlyPrice: number;
  months: number[];
  /** A family member by first name; the employee when absent. */
  member?: string;
  contributionPercent?: number;
  additionalInfo?: Record<string, unknown>;
}

const months = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const lauraContracts: DemoContract[] = [
  { benefit: 'food-card', category: 'food', yearOffset: 0, status: 'contracted', signed: true, monthlyPrice: 15_000, months: months(1, 12) },
  { benefit: 'transport', category: 'transport', yearOffset: 0, status: 'contracted', signed: false, monthlyPrice: 5_460, months: months(3, 12) },
  {
    benefit: 'formation',
    category: 'formation',
    yearOffset: 0,
    status: 'pending',
    signed: true,
    monthlyPrice: 20_000,
    months: months(9, 12),
    additionalInfo: { paymentFreq: 'monthly', centerName: 'ESIC', course: 'Máster en Dirección Financiera', phoneContact: '914523300' },
  },
  {
    benefit: 'sanitas',
    category: 'health-insurance',
    yearOffset: -1,
    status: 'contracted',
    signed: true,
    monthlyPrice: 5_200,
    months: months(1, 12),
    contributionPercent: 20,
  },
  { benefit: 'gym', category: 'gym', yearOffset: -1, status: 'cancelled', signed: true, monthlyPrice: 3_990, months: months(1, 6) },
];

/** The demo keys of david's stale cart (seed-stale-cart.ts). */
export const staleCart = { email: 'david.moreno@acme.test', expired: 'gym', otherCollective: 'gym-sales' };

export const demoDocuments: { title: string; body: string; year: number }[] = [
  {
    title: 'Certificado de retenciones e ingresos a cuenta',
    body: 'Certificado anual de retenciones del IRPF emitido por Acme Seguros S.A. para Laura Martín García.',
    year: -1,
  },
  {
    title: 'Política de retribución flexible',
    body: 'Condiciones del plan de retribución flexible de Acme Seguros: productos, límites y calendario de la campaña.',
    year: 0,
  },
];

export const demoNews: { company: string; collective?: number; text: LocalizedText }[] = [
  {
    company: 'acme',
    text: {
      es: 'Abre la campaña de retribución flexible: elige tus productos antes del día 20.',
      ca: 'S’obre la campanya de retribució flexible: tria els teus productes abans del dia 20.',
      en: 'The flexible remuneration campaign is open: choose your products before the 20th.',
      pt: 'Abriu a campanha de remuneração flexível: escolha os seus produtos antes do dia 20.',
    },
  },
  {
    company: 'acme',
    collective: 0,
    text: {
      es: 'Nuevo: seguro dental de Sanitas para toda la familia.',
      ca: 'Novetat: assegurança dental de Sanitas per a tota la família.',
      en: 'New: Sanitas dental cover for the whole family.',
      pt: 'Novidade: seguro dentário Sanitas para toda a família.',
    },
  },
  {
    company: 'globex',
    text: {
      en: 'Welcome to your benefits portal.',
      pt: 'Bem-vindo ao seu portal de benefícios.',
      es: 'Bienvenido a tu portal de beneficios.',
      ca: 'Benvingut al teu portal de beneficis.',
    },
  },
];
