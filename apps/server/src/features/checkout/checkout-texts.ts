import { isLanguage, type Language } from '@flexplan/domain';

/** The words of the contract PDF and e-mails, per language (Spanish when the user has none). */
const texts = {
  es: {
    subject: 'Acepta tu contrato de retribución flexible', hello: 'Hola', intro: 'Has firmado estos productos de tu plan de retribución flexible. Para activarlos, acepta las condiciones con el enlace (un solo uso, caduca en {days} días):', accept: 'Aceptar las condiciones',
    attached: 'Adjuntamos el contrato en PDF.', ignore: 'Si no has sido tú, no hagas nada y avisa a tu empresa.',
    pdfTitle: 'Contrato de retribución flexible', company: 'Empresa', legalEntity: 'Sociedad', employee: 'Empleado', product: 'Producto', beneficiary: 'Beneficiario', month: 'Mes', price: 'Importe', contribution: 'Aportación empresa', total: 'Total', effective: 'Fecha de efecto', you: 'Titular',
    conditions: 'El empleado renuncia a la parte de su salario en efectivo indicada, que la empresa destina a los productos elegidos. Cada producto empieza en su fecha de efecto. Si la aceptación llega después de la fecha de corte de la empresa, el inicio pasa al mes siguiente, el mes perdido no se cobra y se comunica por correo electrónico.',
    cover: 'Cobertura', years: '{n} años', facts: { death: 'Capital de fallecimiento', disability: 'Capital de invalidez', fallcc: 'Fallecimiento por cualquier causa', falla: 'Fallecimiento por accidente', fallac: 'Fallecimiento por accidente de tráfico', ipacc: 'Incapacidad permanente absoluta por cualquier causa', ipaa: 'Incapacidad permanente absoluta por accidente', ipaac: 'Incapacidad permanente absoluta por accidente de tráfico', ginv: 'Gran invalidez', rentingTerm: 'Duración', rentingFee: 'Cuota mensual con IVA', vehicleValue: 'Valor del vehículo', inKindMonthly: 'Retribución en especie mensual' },
    lateSubject: 'Tu contrato empieza un mes más tarde', lateIntro: 'Aceptaste las condiciones después de la fecha de corte: los productos empiezan el {date} y los meses anteriores no se incluyen.',
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  },
  ca: {
    subject: 'Accepta el teu contracte de retribució flexible', hello: 'Hola', intro: 'Has signat aquests productes del teu pla de retribució flexible. Per activar-los, accepta les condicions amb l’enllaç (un sol ús, caduca en {days} dies):', accept: 'Acceptar les condicions',
    attached: 'Adjuntem el contracte en PDF.', ignore: 'Si no has estat tu, no facis res i avisa la teva empresa.',
    pdfTitle: 'Contracte de retribució flexible', company: 'Empresa', legalEntity: 'Societat', employee: 'Empleat', product: 'Producte', beneficiary: 'Beneficiari', month: 'Mes', price: 'Import', contribution: 'Aportació empresa', total: 'Total', effective: 'Data d’efecte', you: 'Titular',
    conditions: 'L’empleat renuncia a la part del seu salari en efectiu indicada, que l’empresa destina als productes triats. Cada producte comença en la seva data d’efecte. Si l’acceptació arriba després de la data de tall de l’empresa, l’inici passa al mes següent, el mes perdut no es cobra i es comunica per correu electrònic.',
    cover: 'Cobertura', years: '{n} anys', facts: { death: 'Capital de defunció', disability: 'Capital d’invalidesa', fallcc: 'Defunció per qualsevol causa', falla: 'Defunció per accident', fallac: 'Defunció per accident de trànsit', ipacc: 'Incapacitat permanent absoluta per qualsevol causa', ipaa: 'Incapacitat permanent absoluta per accident', ipaac: 'Incapacitat permanent absoluta per accident de trànsit', ginv: 'Gran invalidesa', rentingTerm: 'Durada', rentingFee: 'Quota mensual amb IVA', vehicleValue: 'Valor del vehicle', inKindMonthly: 'Retribució en espècie mensual' },
    lateSubject: 'El teu contracte comença un mes més tard', lateIntro: 'Vas acceptar les condicions després de la data de tall: els productes comencen el {date} i els mesos anteriors no s’inclouen.',
    months: ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'],
  },
  en: {
    subject: 'Accept your flexible remuneration contract', hello: 'Hello', intro: 'You signed these products of your flexible remuneration plan. To activate them, accept the conditions with this link (single use, expires in {days} days):', accept: 'Accept the conditions',
    attached: 'The contract is attached as a PDF.', ignore: 'If this was not you, do nothing and tell your company.',
    pdfTitle: 'Flexible remuneration contract', company: 'Company', legalEntity: 'Legal entity', employee: 'Employee', product: 'Product', beneficiary: 'Beneficiary', month: 'Month', price: 'Amount', contribution: 'Company contribution', total: 'Total', effective: 'Effective date', you: 'Holder',
    conditions: 'The employee gives up the part of their cash salary shown, which the company spends on the chosen products. Each product starts on its effective date. If the acceptance comes after the company\'s cut-off date, the start moves to the following month, the lost month is not charged, and an e-mail says so.',
    cover: 'Cover', years: '{n} years', facts: { death: 'Death capital', disability: 'Disability capital', fallcc: 'Death from any cause', falla: 'Accidental death', fallac: 'Death in a traffic accident', ipacc: 'Permanent total disability from any cause', ipaa: 'Permanent total disability from an accident', ipaac: 'Permanent total disability from a traffic accident', ginv: 'Severe disability', rentingTerm: 'Term', rentingFee: 'Monthly fee with VAT', vehicleValue: 'Vehicle value', inKindMonthly: 'Monthly remuneration in kind' },
    lateSubject: 'Your contract starts a month later', lateIntro: 'You accepted the conditions after the cut-off date: the products start on {date} and the earlier months are left out.',
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  pt: {
    subject: 'Aceite o seu contrato de remuneração flexível', hello: 'Olá', intro: 'Assinou estes produtos do seu plano de remuneração flexível. Para os ativar, aceite as condições com a ligação (uso único, expira em {days} dias):', accept: 'Aceitar as condições',
    attached: 'Segue o contrato em PDF.', ignore: 'Se não foi você, não faça nada e avise a sua empresa.',
    pdfTitle: 'Contrato de remuneração flexível', company: 'Empresa', legalEntity: 'Sociedade', employee: 'Colaborador', product: 'Produto', beneficiary: 'Beneficiário', month: 'Mês', price: 'Montante', contribution: 'Contribuição da empresa', total: 'Total', effective: 'Data de efeito', you: 'Titular',
    conditions: 'O colaborador renuncia à parte do salário em dinheiro indicada, que a empresa destina aos produtos escolhidos. Cada produto começa na sua data de efeito. Se a aceitação chegar depois da data de corte da empresa, o início passa para o mês seguinte, o mês perdido não é cobrado e é comunicado por correio eletrónico.',
    cover: 'Cobertura', years: '{n} anos', facts: { death: 'Capital por morte', disability: 'Capital por invalidez', fallcc: 'Morte por qualquer causa', falla: 'Morte por acidente', fallac: 'Morte por acidente de viação', ipacc: 'Invalidez permanente absoluta por qualquer causa', ipaa: 'Invalidez permanente absoluta por acidente', ipaac: 'Invalidez permanente absoluta por acidente de viação', ginv: 'Grande invalidez', rentingTerm: 'Duração', rentingFee: 'Mensalidade com IVA', vehicleValue: 'Valor do veículo', inKindMonthly: 'Remuneração em espécie mensal' },
    lateSubject: 'O seu contrato começa um mês mais tarde', lateIntro: 'Aceitou as condições depois da data de corte: os produtos começam em {date} e os meses anteriores não são incluídos.',
    months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  },
} as const satisfies Record<Language, unknown>;

export type CheckoutTexts = (typeof texts)[Language];

export function checkoutTexts(language: string | null): CheckoutTexts {
  return texts[isLanguage(language) ? language : 'es'];
}

export function localized(text: Partial<Record<string, string>> | null | undefined, language: string | null): string {
  const lang = isLanguage(language) ? language : 'es';
  return text?.[lang] ?? text?.en ?? text?.es ?? '';
}
