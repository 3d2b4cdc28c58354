import type { LegalTexts } from '../legal-text';

/**
 * The terms of the flexible remuneration plan: voluntary, a salary sacrifice within the legal
 * limits (Workers' Statute art. 26.1, the IRPF exemptions), the cut-off date and how a product
 * is changed or cancelled — as the portal applies them (docs/product/benefits-and-simulation.md §4–§5, docs/decisions/254-acceptance-after-the-cut-off-moves-the-start.md).
 */
export const conditionsTexts: LegalTexts = {
  es: {
    title: 'Términos y condiciones del plan de retribución flexible',
    sections: [
      {
        heading: '1. Objeto',
        paragraphs: [
          'Estas condiciones regulan la adhesión de las personas empleadas de {legalEntity} (en adelante, «la Empresa») a su plan de retribución flexible a través de este portal. Cada contratación se completa con el contrato que recibes por correo electrónico, que prevalece en lo que concrete.',
        ],
      },
      {
        heading: '2. Adhesión voluntaria',
        paragraphs: [
          'La adhesión es voluntaria e individual. Puedes contratar los productos que quieras, modificarlos o no contratar ninguno; no hacerlo no cambia tu salario ni tus condiciones de trabajo.',
        ],
      },
      {
        heading: '3. Renuncia salarial',
        paragraphs: [
          'Al contratar un producto aceptas que una parte de tu salario en dinero se sustituya por ese producto (retribución en especie), por el importe mensual que figura en el contrato. Tu retribución bruta total no cambia: cambia cómo la recibes. La Empresa paga el producto al proveedor y lo refleja en tu nómina.',
        ],
      },
      {
        heading: '4. Límites legales',
        paragraphs: [
          'La retribución en especie no puede superar el 30 % del salario (art. 26.1 del Estatuto de los Trabajadores) ni dejar la parte en dinero por debajo del salario mínimo interprofesional. Cada producto respeta además sus límites de exención del IRPF, como 11 € por día laborable en la comida, 1.500 € al año en el transporte público o 500 € al año por persona asegurada en el seguro de salud. El portal comprueba estos límites al contratar; si la normativa cambia, la parte que los supere tributará como rendimiento del trabajo.',
        ],
      },
      {
        heading: '5. Fecha de corte y efecto',
        paragraphs: [
          'Tras firmar en el portal, recibes el contrato por correo electrónico con un enlace para aceptarlo. Si lo aceptas antes del día de corte de la Empresa, que se indica al firmar, cada producto empieza en su fecha de efecto, por lo general el día 1 del mes siguiente. Si la aceptación llega después, el inicio pasa al mes siguiente y el mes perdido no se cobra.',
        ],
      },
      {
        heading: '6. Modificación y cancelación',
        paragraphs: [
          'Puedes modificar o cancelar un producto desde el portal; como una nueva contratación, el cambio surte efecto a partir del mes siguiente a su aceptación. Algunos productos tienen plazos propios: el plan de ahorro solo cambia en sus ventanas de primavera y otoño, con efecto el 1 de junio o el 1 de diciembre, un seguro puede exigir mantenerlo hasta el final de su anualidad y un renting dura el plazo pactado, de dos a cinco años. Lo ya descontado por meses disfrutados no se devuelve.',
        ],
      },
      {
        heading: '7. Duración y baja',
        paragraphs: [
          'Salvo que su contrato diga otra cosa, cada producto termina en diciembre del año del plan; para el año siguiente, vuelves a elegir en el portal. Si tu relación laboral termina, la renuncia salarial termina el mismo mes, y los productos que lo permitan pueden seguir a tu cargo directamente con el proveedor.',
        ],
      },
      {
        heading: '8. Datos personales',
        paragraphs: ['Los datos necesarios para gestionar el plan se tratan según la política de privacidad.'],
      },
    ],
  },
  ca: {
    title: 'Termes i condicions del pla de retribució flexible',
    sections: [
      {
        heading: '1. Objecte',
        paragraphs: [
          'Aquestes condicions regulen l’adhesió de les persones treballadores de {legalEntity} (d’ara endavant, «l’Empresa») al seu pla de retribució flexible mitjançant aquest portal. Cada contractació es completa amb el contracte que reps per correu electrònic, que preval en allò que concreti.',
        ],
      },
      {
        heading: '2. Adhesió voluntària',
        paragraphs: [
          'L’adhesió és voluntària i individual. Pots contractar els productes que vulguis, modificar-los o no contractar-ne cap; no fer-ho no canvia el teu salari ni les teves condicions de treball.',
        ],
      },
      {
        heading: '3. Renúncia salarial',
        paragraphs: [
          'En contractar un producte acceptes que una part del teu salari en diners se substitueixi per aquest producte (retribució en espècie), per l’import mensual que consta al contracte. La teva retribució bruta total no canvia: canvia com la reps. L’Empresa paga el producte al proveïdor i ho reflecteix a la teva nòmina.',
        ],
      },
      {
        heading: '4. Límits legals',
        paragraphs: [
          'La retribució en espècie no pot superar el 30 % del salari (art. 26.1 de l’Estatut dels Treballadors) ni deixar la part en diners per sota del salari mínim interprofessional. Cada producte respecta, a més, els seus límits d’exempció de l’IRPF, com ara 11 € per dia laborable en el menjar, 1.500 € l’any en el transport públic o 500 € l’any per persona assegurada en l’assegurança de salut. El portal comprova aquests límits en contractar; si la normativa canvia, la part que els superi tributarà com a rendiment del treball.',
        ],
      },
      {
        heading: '5. Data de tall i efecte',
        paragraphs: [
          'Després de signar al portal, reps el contracte per correu electrònic amb un enllaç per acceptar-lo. Si l’acceptes abans del dia de tall de l’Empresa, que s’indica en signar, cada producte comença en la seva data d’efecte, generalment el dia 1 del mes següent. Si l’acceptació arriba després, l’inici passa al mes següent i el mes perdut no es cobra.',
        ],
      },
      {
        heading: '6. Modificació i cancel·lació',
        paragraphs: [
          'Pots modificar o cancel·lar un producte des del portal; com una nova contractació, el canvi té efecte a partir del mes següent a la seva acceptació. Alguns productes tenen terminis propis: el pla d’estalvi només canvia en les seves finestres de primavera i tardor, amb efecte l’1 de juny o l’1 de desembre, una assegurança pot exigir mantenir-la fins al final de la seva anualitat i un rènting dura el termini pactat, de dos a cinc anys. El que ja s’ha descomptat per mesos gaudits no es retorna.',
        ],
      },
      {
        heading: '7. Durada i baixa',
        paragraphs: [
          'Tret que el seu contracte digui una altra cosa, cada producte acaba el desembre de l’any del pla; per a l’any següent, tornes a triar al portal. Si la teva relació laboral acaba, la renúncia salarial acaba el mateix mes, i els productes que ho permetin poden continuar al teu càrrec directament amb el proveïdor.',
        ],
      },
      {
        heading: '8. Dades personals',
        paragraphs: ['Les dades necessàries per gestionar el pla es tracten segons la política de privadesa.'],
      },
    ],
  },
  en: {
    title: 'Terms and conditions of the flexible remuneration plan',
    sections: [
      {
        heading: '1. Purpose',
        paragraphs: [
          'These terms govern how the employees of {legalEntity} (hereinafter, “the Company”) join its flexible remuneration plan through this portal. Each purchase is completed by the contract you receive by e-mail, which prevails on the points it specifies.',
        ],
      },
      {
        heading: '2. Voluntary participation',
        paragraphs: [
          'Joining is voluntary and individual. You may take out the products you wish, change them or take out none; not joining does not change your salary or your working conditions.',
        ],
      },
      {
        heading: '3. Salary sacrifice',
        paragraphs: [
          'By taking out a product you agree that part of your cash salary is replaced by that product (remuneration in kind), for the monthly amount shown in the contract. Your total gross remuneration does not change: what changes is how you receive it. The Company pays the provider and shows it in your payslip.',
        ],
      },
      {
        heading: '4. Legal limits',
        paragraphs: [
          'Remuneration in kind may not exceed 30% of the salary (art. 26.1 of the Spanish Workers’ Statute) nor bring the cash part below the minimum interprofessional wage. Each product also keeps within its income tax (IRPF) exemption limits, such as €11 per working day for meals, €1,500 a year for public transport or €500 a year per insured person for health insurance. The portal checks these limits when you take out a product; if the rules change, any part above them is taxed as employment income.',
        ],
      },
      {
        heading: '5. Cut-off date and start',
        paragraphs: [
          'After signing in the portal, you receive the contract by e-mail with a link to accept it. If you accept before the Company’s cut-off day, shown when you sign, each product starts on its effective date, usually the 1st of the following month. If the acceptance comes later, the start moves to the following month and the month lost is not charged.',
        ],
      },
      {
        heading: '6. Changes and cancellation',
        paragraphs: [
          'You may change or cancel a product from the portal; like a new purchase, the change takes effect from the month after you accept it. Some products have their own terms: the saving plan changes only in its spring and autumn windows, taking effect on 1 June or 1 December, an insurance policy may have to be kept until the end of its annual term, and a renting lasts the agreed term, from two to five years. Amounts already deducted for months enjoyed are not refunded.',
        ],
      },
      {
        heading: '7. Duration and leaving',
        paragraphs: [
          'Unless its contract says otherwise, each product ends in December of the plan year; for the following year, you choose again in the portal. If your employment ends, the salary sacrifice ends the same month, and the products that allow it may continue at your expense directly with the provider.',
        ],
      },
      {
        heading: '8. Personal data',
        paragraphs: ['The data needed to run the plan are processed as the privacy policy explains.'],
      },
    ],
  },
  pt: {
    title: 'Termos e condições do plano de remuneração flexível',
    sections: [
      {
        heading: '1. Objeto',
        paragraphs: [
          'Estas condições regulam a adesão dos colaboradores da {legalEntity} (doravante, «a Empresa») ao seu plano de remuneração flexível através deste portal. Cada contratação completa-se com o contrato que recebe por correio eletrónico, que prevalece naquilo que concretizar.',
        ],
      },
      {
        heading: '2. Adesão voluntária',
        paragraphs: [
          'A adesão é voluntária e individual. Pode contratar os produtos que quiser, alterá-los ou não contratar nenhum; não o fazer não altera o seu salário nem as suas condições de trabalho.',
        ],
      },
      {
        heading: '3. Renúncia ao salário',
        paragraphs: [
          'Ao contratar um produto, aceita que uma parte do seu salário em dinheiro seja substituída por esse produto (remuneração em espécie), pelo montante mensal indicado no contrato. A sua remuneração bruta total não muda: muda a forma como a recebe. A Empresa paga o produto ao fornecedor e reflete-o no seu recibo de vencimento.',
        ],
      },
      {
        heading: '4. Limites legais',
        paragraphs: [
          'A remuneração em espécie não pode exceder 30 % do salário (art. 26.º, n.º 1, do Estatuto dos Trabalhadores espanhol) nem deixar a parte em dinheiro abaixo do salário mínimo interprofissional. Cada produto respeita ainda os seus limites de isenção do IRPF, como 11 € por dia útil na refeição, 1500 € por ano no transporte público ou 500 € por ano por pessoa segura no seguro de saúde. O portal verifica estes limites ao contratar; se as regras mudarem, a parte que os ultrapasse é tributada como rendimento do trabalho.',
        ],
      },
      {
        heading: '5. Data de corte e início',
        paragraphs: [
          'Depois de assinar no portal, recebe o contrato por correio eletrónico com uma ligação para o aceitar. Se o aceitar antes do dia de corte da Empresa, indicado ao assinar, cada produto começa na sua data de efeito, normalmente no dia 1 do mês seguinte. Se a aceitação chegar depois, o início passa para o mês seguinte e o mês perdido não é cobrado.',
        ],
      },
      {
        heading: '6. Alteração e cancelamento',
        paragraphs: [
          'Pode alterar ou cancelar um produto a partir do portal; tal como uma nova contratação, a alteração produz efeitos a partir do mês seguinte à sua aceitação. Alguns produtos têm prazos próprios: o plano de poupança só muda nas suas janelas da primavera e do outono, com efeitos a 1 de junho ou a 1 de dezembro, um seguro pode ter de ser mantido até ao fim da sua anuidade e um renting dura o prazo acordado, de dois a cinco anos. O que já foi descontado por meses usufruídos não é devolvido.',
        ],
      },
      {
        heading: '7. Duração e saída',
        paragraphs: [
          'Salvo se o contrato disser outra coisa, cada produto termina em dezembro do ano do plano; para o ano seguinte, volta a escolher no portal. Se a sua relação laboral terminar, a renúncia ao salário termina no mesmo mês, e os produtos que o permitam podem continuar a seu cargo diretamente com o fornecedor.',
        ],
      },
      {
        heading: '8. Dados pessoais',
        paragraphs: ['Os dados necessários para gerir o plano são tratados de acordo com a política de privacidade.'],
      },
    ],
  },
};
