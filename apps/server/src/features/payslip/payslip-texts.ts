import type { Language } from '@flexplan/domain';
import type { BenefitCategory } from '@flexplan/domain/tax/tax-year';

/** The words of the payslip PDF in one language. */
export interface PayslipTexts {
  title: string;
  employee: string;
  paymentsNote: string;
  extra: string;
  month: string;
  gross: string;
  socialSecurity: string;
  withoutPlan: string;
  withPlan: string;
  products: string;
  taxableInKind: string;
  rate: string;
  withholding: string;
  net: string;
  difference: string;
  total: string;
  annualRate: string;
  saving: string;
  productsTitle: string;
  paid: string;
  regularised: string;
  regularisedNote: string;
  overWithheld: string;
  calculatorNote: string;
  /** While the year's tax rules are not published: which year's were used. */
  rulesNote: string;
  unavailable: string;
  months: string[];
  categories: Record<BenefitCategory, string>;
}

const es: PayslipTexts = {
  title: 'Mi nómina mes a mes {year}',
  employee: 'Empleado',
  paymentsNote: '{count} pagas; las extraordinarias se pagan en junio y diciembre.',
  extra: 'paga extra',
  month: 'Mes',
  gross: 'Bruto',
  socialSecurity: 'Seg. Social',
  withoutPlan: 'Sin plan',
  withPlan: 'Con plan',
  products: 'Productos',
  taxableInKind: 'Especie tributable',
  rate: '% IRPF',
  withholding: 'IRPF',
  net: 'Neto',
  difference: 'Diferencia',
  total: 'Total anual',
  annualRate: 'Tipo anual de IRPF: {without} sin plan, {with} con plan',
  saving: 'Ahorro anual en IRPF: {amount}',
  productsTitle: 'Productos pagados con el salario en efectivo',
  paid: 'Pagado',
  regularised: 'Tipo regularizado',
  regularisedNote:
    'El tipo se regulariza en {months}: un producto empieza ese mes y el tipo de los meses que quedan se recalcula para que la retención del año sea la correcta.',
  overWithheld: 'Retenido de más antes de la regularización (se recupera en la declaración de la renta): {amount}',
  rulesNote: 'Calculado con las normas fiscales de {rulesYear}: las de {year} aún no se han publicado.',
  calculatorNote: 'Los totales anuales son los de la calculadora, al céntimo. La última nómina ajusta los céntimos del tipo truncado.',
  unavailable: 'Sin salario fijo no se puede calcular la nómina.',
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  categories: {
    'health-insurance': 'Seguro médico',
    food: 'Comida',
    transport: 'Transporte',
    kindergarten: 'Guardería',
    formation: 'Formación',
    renting: 'Renting de coche',
    'life-insurance': 'Seguro de vida',
    'life-insurance-axa': 'Seguro de vida AXA',
    'saving-plan': 'Plan de ahorro',
    gym: 'Gimnasio',
    lottery: 'Lotería',
    other: 'Otros',
  },
};

const ca: PayslipTexts = {
  title: 'La meva nòmina mes a mes {year}',
  employee: 'Empleat',
  paymentsNote: '{count} pagues; les extraordinàries es paguen al juny i al desembre.',
  extra: 'paga extra',
  month: 'Mes',
  gross: 'Brut',
  socialSecurity: 'Seg. Social',
  withoutPlan: 'Sense pla',
  withPlan: 'Amb pla',
  products: 'Productes',
  taxableInKind: 'Espècie tributable',
  rate: '% IRPF',
  withholding: 'IRPF',
  net: 'Net',
  difference: 'Diferència',
  total: 'Total anual',
  annualRate: "Tipus anual d'IRPF: {without} sense pla, {with} amb pla",
  saving: "Estalvi anual d'IRPF: {amount}",
  productsTitle: 'Productes pagats amb el salari en efectiu',
  paid: 'Pagat',
  regularised: 'Tipus regularitzat',
  regularisedNote:
    "El tipus es regularitza a {months}: un producte comença aquell mes i el tipus dels mesos que queden es recalcula perquè la retenció de l'any sigui la correcta.",
  overWithheld: 'Retingut de més abans de la regularització (es recupera a la declaració de la renda): {amount}',
  rulesNote: 'Calculat amb les normes fiscals del {rulesYear}: les del {year} encara no s’han publicat.',
  calculatorNote: "Els totals anuals són els de la calculadora, al cèntim. L'última nòmina ajusta els cèntims del tipus truncat.",
  unavailable: 'Sense salari fix no es pot calcular la nòmina.',
  months: ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'],
  categories: {
    'health-insurance': 'Assegurança mèdica',
    food: 'Menjar',
    transport: 'Transport',
    kindergarten: 'Llar d’infants',
    formation: 'Formació',
    renting: 'Rènting de cotxe',
    'life-insurance': 'Assegurança de vida',
    'life-insurance-axa': 'Assegurança de vida AXA',
    'saving-plan': 'Pla d’estalvi',
    gym: 'Gimnàs',
    lottery: 'Loteria',
    other: 'Altres',
  },
};

const en: PayslipTexts = {
  title: 'My payslip, month by month {year}',
  employee: 'Employee',
  paymentsNote: '{count} payments; the extra payments are paid in June and December.',
  extra: 'extra payment',
  month: 'Month',
  gross: 'Gross',
  socialSecurity: 'Social sec.',
  withoutPlan: 'Without plan',
  withPlan: 'With plan',
  products: 'Products',
  taxableInKind: 'Taxable in kind',
  rate: 'IRPF %',
  withholding: 'IRPF',
  net: 'Net',
  difference: 'Difference',
  total: 'Year total',
  annualRate: 'Annual IRPF rate: {without} without the plan, {with} with it',
  saving: 'Yearly IRPF saving: {amount}',
  productsTitle: 'Products paid from cash pay',
  paid: 'Paid',
  regularised: 'Rate regularised',
  regularisedNote:
    "The rate is regularised in {months}: a product starts that month and the rate of the remaining months is recomputed so the year's withholding comes out right.",
  overWithheld: 'Withheld in excess before the regularisation (recovered in the tax return): {amount}',
  rulesNote: 'Computed with the {rulesYear} tax rules: those for {year} are not published yet.',
  calculatorNote: "The year's totals are the calculator's, to the cent. The last payslip settles the cents of the truncated rate.",
  unavailable: 'Without a fixed salary the payslip cannot be calculated.',
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  categories: {
    'health-insurance': 'Health insurance',
    food: 'Meals',
    transport: 'Transport',
    kindergarten: 'Kindergarten',
    formation: 'Training',
    renting: 'Car renting',
    'life-insurance': 'Life insurance',
    'life-insurance-axa': 'AXA life insurance',
    'saving-plan': 'Saving plan',
    gym: 'Gym',
    lottery: 'Lottery',
    other: 'Other',
  },
};

const pt: PayslipTexts = {
  title: 'O meu recibo de vencimento mês a mês {year}',
  employee: 'Colaborador',
  paymentsNote: '{count} pagamentos; os subsídios extraordinários são pagos em junho e dezembro.',
  extra: 'subsídio extra',
  month: 'Mês',
  gross: 'Bruto',
  socialSecurity: 'Seg. Social',
  withoutPlan: 'Sem plano',
  withPlan: 'Com plano',
  products: 'Produtos',
  taxableInKind: 'Espécie tributável',
  rate: '% IRPF',
  withholding: 'IRPF',
  net: 'Líquido',
  difference: 'Diferença',
  total: 'Total anual',
  annualRate: 'Taxa anual de IRPF: {without} sem plano, {with} com plano',
  saving: 'Poupança anual de IRPF: {amount}',
  productsTitle: 'Produtos pagos com o salário em dinheiro',
  paid: 'Pago',
  regularised: 'Taxa regularizada',
  regularisedNote:
    'A taxa é regularizada em {months}: um produto começa nesse mês e a taxa dos meses restantes é recalculada para que a retenção do ano seja a correta.',
  overWithheld: 'Retido a mais antes da regularização (recuperado na declaração de IRS espanhola): {amount}',
  rulesNote: 'Calculado com as regras fiscais de {rulesYear}: as de {year} ainda não foram publicadas.',
  calculatorNote: 'Os totais anuais são os da calculadora, ao cêntimo. O último recibo acerta os cêntimos da taxa truncada.',
  unavailable: 'Sem salário fixo não é possível calcular o recibo.',
  months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  categories: {
    'health-insurance': 'Seguro de saúde',
    food: 'Refeições',
    transport: 'Transportes',
    kindergarten: 'Creche',
    formation: 'Formação',
    renting: 'Renting automóvel',
    'life-insurance': 'Seguro de vida',
    'life-insurance-axa': 'Seguro de vida AXA',
    'saving-plan': 'Plano de poupança',
    gym: 'Ginásio',
    lottery: 'Lotaria',
    other: 'Outros',
  },
};

export const payslipTexts: Record<Language, PayslipTexts> = { es, ca, en, pt };

/** The locale money and rates are written in, per language. */
export const payslipLocales: Record<Language, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB', pt: 'pt-PT' };
