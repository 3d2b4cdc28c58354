import type { LegalTexts } from '../legal-text';

/**
 * The privacy policy (GDPR arts. 13–14 and Spanish Organic Law 3/2018, LOPDGDD), in the two
 * layers the AEPD recommends: the basic information (`summary`, the portal's privacy text) and
 * the detail (the portal's privacy detail).
 */
export const privacyTexts: LegalTexts = {
  es: {
    title: 'Política de privacidad',
    summary: [
      {
        heading: 'Información básica sobre protección de datos',
        paragraphs: [
          'Responsable: {legalEntity} («la Empresa»).\nFinalidades: gestionar tu plan de retribución flexible y aplicarlo en tu nómina.\nLegitimación: tu contrato de trabajo y el acuerdo de retribución flexible, las obligaciones legales de la Empresa y, para los datos de salud, tu consentimiento explícito.\nDestinatarios: las aseguradoras y los proveedores de los productos que contratas, las administraciones públicas cuando la ley lo exige y los encargados del tratamiento de la Empresa.\nDerechos: acceso, rectificación, supresión, oposición, limitación y portabilidad, y reclamación ante la Agencia Española de Protección de Datos.\nInformación adicional: en los apartados siguientes.',
        ],
      },
    ],
    sections: [
      {
        heading: '1. Responsable y delegado de protección de datos',
        paragraphs: [
          '{legalEntity}, NIF {taxId}, con domicilio en {address}. Para cualquier cuestión sobre tus datos: {privacyEmail}. Delegado de protección de datos (DPD): {dpoEmail}.',
        ],
      },
      {
        heading: '2. Datos que tratamos',
        paragraphs: [
          'Datos identificativos y de contacto (nombre, DNI o NIE, correo electrónico, teléfono y dirección); datos laborales y económicos (salario, categoría, centro, número de la Seguridad Social y cuenta bancaria); datos de los familiares que declaras para la retención o como beneficiarios de un producto, y los productos que simulas y contratas. Los datos de salud solo se tratan cuando un seguro los exige, y únicamente con tu consentimiento explícito.',
        ],
      },
      {
        heading: '3. Finalidades',
        paragraphs: [
          'a) Gestionar tu plan: simulaciones, carrito, contratos y su aceptación por correo electrónico.\nb) Aplicar en tu nómina la renuncia salarial y calcular la retención del IRPF y las cotizaciones.\nc) Tramitar con cada proveedor el alta, la modificación y la baja de los productos contratados.\nd) Cumplir las obligaciones laborales y fiscales de la Empresa y proteger la seguridad del portal.',
        ],
      },
      {
        heading: '4. Base jurídica',
        paragraphs: [
          'La ejecución de tu contrato de trabajo y del acuerdo de retribución flexible que firmas (art. 6.1.b del RGPD); el cumplimiento de obligaciones legales laborales, fiscales y de Seguridad Social (art. 6.1.c); el interés legítimo de la Empresa en la seguridad del portal (art. 6.1.f), y tu consentimiento explícito para los datos de salud (art. 9.2.a), que puedes retirar cuando quieras sin que afecte a lo tratado antes.',
        ],
      },
      {
        heading: '5. Destinatarios',
        paragraphs: [
          'Las aseguradoras, gestoras de planes de ahorro, emisoras de tarjetas y demás proveedores de los productos que contratas, con los datos que cada producto necesita; la Agencia Tributaria, la Seguridad Social y los juzgados cuando la ley lo exige, y los proveedores de alojamiento, correo electrónico y nómina, que actúan como encargados del tratamiento con contrato. Los datos no salen del Espacio Económico Europeo.',
        ],
      },
      {
        heading: '6. Conservación',
        paragraphs: [
          'Mientras dure tu relación laboral y estén vigentes los productos contratados. Después, bloqueados durante los plazos de prescripción de las obligaciones legales, con carácter general hasta seis años, y luego se suprimen. Los registros de acceso al portal se conservan un año.',
        ],
      },
      {
        heading: '7. Tus derechos',
        paragraphs: [
          'Puedes pedir el acceso, la rectificación, la supresión, la oposición, la limitación del tratamiento y la portabilidad de tus datos, y retirar tu consentimiento, escribiendo a {privacyEmail} e indicando qué derecho ejerces. Si crees que no se ha atendido tu solicitud, puedes consultar al DPD en {dpoEmail} o presentar una reclamación ante la Agencia Española de Protección de Datos (www.aepd.es).',
        ],
      },
    ],
  },
  ca: {
    title: 'Política de privadesa',
    summary: [
      {
        heading: 'Informació bàsica sobre protecció de dades',
        paragraphs: [
          'Responsable: {legalEntity} («l’Empresa»).\nFinalitats: gestionar el teu pla de retribució flexible i aplicar-lo a la teva nòmina.\nLegitimació: el teu contracte de treball i l’acord de retribució flexible, les obligacions legals de l’Empresa i, per a les dades de salut, el teu consentiment explícit.\nDestinataris: les asseguradores i els proveïdors dels productes que contractes, les administracions públiques quan la llei ho exigeix i els encarregats del tractament de l’Empresa.\nDrets: accés, rectificació, supressió, oposició, limitació i portabilitat, i reclamació davant l’Agència Espanyola de Protecció de Dades.\nInformació addicional: als apartats següents.',
        ],
      },
    ],
    sections: [
      {
        heading: '1. Responsable i delegat de protecció de dades',
        paragraphs: [
          '{legalEntity}, NIF {taxId}, amb domicili a {address}. Per a qualsevol qüestió sobre les teves dades: {privacyEmail}. Delegat de protecció de dades (DPD): {dpoEmail}.',
        ],
      },
      {
        heading: '2. Dades que tractem',
        paragraphs: [
          'Dades identificatives i de contacte (nom, DNI o NIE, correu electrònic, telèfon i adreça); dades laborals i econòmiques (salari, categoria, centre, número de la Seguretat Social i compte bancari); dades dels familiars que declares per a la retenció o com a beneficiaris d’un producte, i els productes que simules i contractes. Les dades de salut només es tracten quan una assegurança les exigeix, i únicament amb el teu consentiment explícit.',
        ],
      },
      {
        heading: '3. Finalitats',
        paragraphs: [
          'a) Gestionar el teu pla: simulacions, cistella, contractes i la seva acceptació per correu electrònic.\nb) Aplicar a la teva nòmina la renúncia salarial i calcular la retenció de l’IRPF i les cotitzacions.\nc) Tramitar amb cada proveïdor l’alta, la modificació i la baixa dels productes contractats.\nd) Complir les obligacions laborals i fiscals de l’Empresa i protegir la seguretat del portal.',
        ],
      },
      {
        heading: '4. Base jurídica',
        paragraphs: [
          'L’execució del teu contracte de treball i de l’acord de retribució flexible que signes (art. 6.1.b del RGPD); el compliment d’obligacions legals laborals, fiscals i de Seguretat Social (art. 6.1.c); l’interès legítim de l’Empresa en la seguretat del portal (art. 6.1.f), i el teu consentiment explícit per a les dades de salut (art. 9.2.a), que pots retirar quan vulguis sense que afecti el que s’ha tractat abans.',
        ],
      },
      {
        heading: '5. Destinataris',
        paragraphs: [
          'Les asseguradores, gestores de plans d’estalvi, emissores de targetes i altres proveïdors dels productes que contractes, amb les dades que cada producte necessita; l’Agència Tributària, la Seguretat Social i els jutjats quan la llei ho exigeix, i els proveïdors d’allotjament, correu electrònic i nòmina, que actuen com a encarregats del tractament amb contracte. Les dades no surten de l’Espai Econòmic Europeu.',
        ],
      },
      {
        heading: '6. Conservació',
        paragraphs: [
          'Mentre duri la teva relació laboral i estiguin vigents els productes contractats. Després, bloquejades durant els terminis de prescripció de les obligacions legals, amb caràcter general fins a sis anys, i després se suprimeixen. Els registres d’accés al portal es conserven un any.',
        ],
      },
      {
        heading: '7. Els teus drets',
        paragraphs: [
          'Pots demanar l’accés, la rectificació, la supressió, l’oposició, la limitació del tractament i la portabilitat de les teves dades, i retirar el teu consentiment, escrivint a {privacyEmail} i indicant quin dret exerceixes. Si creus que no s’ha atès la teva sol·licitud, pots consultar el DPD a {dpoEmail} o presentar una reclamació davant l’Agència Espanyola de Protecció de Dades (www.aepd.es).',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    summary: [
      {
        heading: 'Basic information on data protection',
        paragraphs: [
          'Controller: {legalEntity} (“the Company”).\nPurposes: running your flexible remuneration plan and applying it in your payroll.\nLegal basis: your employment contract and the flexible remuneration agreement, the Company’s legal obligations and, for health data, your explicit consent.\nRecipients: the insurers and providers of the products you take out, public authorities when the law requires it, and the Company’s processors.\nRights: access, rectification, erasure, objection, restriction and portability, and a complaint to the Spanish Data Protection Agency (AEPD).\nAdditional information: in the sections below.',
        ],
      },
    ],
    sections: [
      {
        heading: '1. Controller and data protection officer',
        paragraphs: [
          '{legalEntity}, tax ID {taxId}, registered office at {address}. For any question about your data: {privacyEmail}. Data protection officer (DPO): {dpoEmail}.',
        ],
      },
      {
        heading: '2. Data we process',
        paragraphs: [
          'Identification and contact data (name, DNI or NIE, e-mail, phone and address); employment and financial data (salary, category, workplace, social security number and bank account); data on the family members you declare for withholding or as beneficiaries of a product; and the products you simulate and take out. Health data are processed only when an insurance policy requires them, and only with your explicit consent.',
        ],
      },
      {
        heading: '3. Purposes',
        paragraphs: [
          'a) Running your plan: simulations, cart, contracts and their acceptance by e-mail.\nb) Applying the salary sacrifice in your payroll and calculating income tax (IRPF) withholding and social security contributions.\nc) Arranging with each provider the start, change and end of the products you take out.\nd) Meeting the Company’s employment and tax obligations and keeping the portal secure.',
        ],
      },
      {
        heading: '4. Legal basis',
        paragraphs: [
          'The performance of your employment contract and of the flexible remuneration agreement you sign (art. 6(1)(b) GDPR); compliance with legal obligations in employment, tax and social security matters (art. 6(1)(c)); the Company’s legitimate interest in the security of the portal (art. 6(1)(f)); and your explicit consent for health data (art. 9(2)(a)), which you may withdraw at any time without affecting the processing carried out before.',
        ],
      },
      {
        heading: '5. Recipients',
        paragraphs: [
          'Insurers, savings plan managers, card issuers and the other providers of the products you take out, with the data each product needs; the Tax Agency, the Social Security and the courts when the law requires it; and the hosting, e-mail and payroll providers, who act as processors under contract. Your data do not leave the European Economic Area.',
        ],
      },
      {
        heading: '6. Retention',
        paragraphs: [
          'For as long as your employment lasts and the products you took out are in force. Afterwards, blocked for the limitation periods of the legal obligations, generally up to six years, and then erased. The portal’s access logs are kept for one year.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: [
          'You may request access to, rectification, erasure, restriction of processing and portability of your data, object to its processing and withdraw your consent, by writing to {privacyEmail} and saying which right you exercise. If you think your request was not properly handled, you may consult the DPO at {dpoEmail} or lodge a complaint with the Spanish Data Protection Agency (www.aepd.es).',
        ],
      },
    ],
  },
  pt: {
    title: 'Política de privacidade',
    summary: [
      {
        heading: 'Informação básica sobre proteção de dados',
        paragraphs: [
          'Responsável: {legalEntity} («a Empresa»).\nFinalidades: gerir o seu plano de remuneração flexível e aplicá-lo no processamento salarial.\nFundamento jurídico: o seu contrato de trabalho e o acordo de remuneração flexível, as obrigações legais da Empresa e, para os dados de saúde, o seu consentimento explícito.\nDestinatários: as seguradoras e os fornecedores dos produtos que contrata, as autoridades públicas quando a lei o exige e os subcontratantes da Empresa.\nDireitos: acesso, retificação, apagamento, oposição, limitação e portabilidade, e reclamação junto da Agência Espanhola de Proteção de Dados (AEPD).\nInformação adicional: nas secções seguintes.',
        ],
      },
    ],
    sections: [
      {
        heading: '1. Responsável e encarregado da proteção de dados',
        paragraphs: [
          '{legalEntity}, NIF {taxId}, com sede em {address}. Para qualquer questão sobre os seus dados: {privacyEmail}. Encarregado da proteção de dados (EPD): {dpoEmail}.',
        ],
      },
      {
        heading: '2. Dados que tratamos',
        paragraphs: [
          'Dados de identificação e de contacto (nome, DNI ou NIE, correio eletrónico, telefone e morada); dados profissionais e económicos (salário, categoria, local de trabalho, número da Segurança Social e conta bancária); dados dos familiares que declara para a retenção na fonte ou como beneficiários de um produto; e os produtos que simula e contrata. Os dados de saúde só são tratados quando um seguro os exige, e apenas com o seu consentimento explícito.',
        ],
      },
      {
        heading: '3. Finalidades',
        paragraphs: [
          'a) Gerir o seu plano: simulações, carrinho, contratos e a sua aceitação por correio eletrónico.\nb) Aplicar no processamento salarial a renúncia ao salário e calcular a retenção do IRPF e as contribuições.\nc) Tratar com cada fornecedor a adesão, a alteração e a cessação dos produtos contratados.\nd) Cumprir as obrigações laborais e fiscais da Empresa e proteger a segurança do portal.',
        ],
      },
      {
        heading: '4. Fundamento jurídico',
        paragraphs: [
          'A execução do seu contrato de trabalho e do acordo de remuneração flexível que assina (art. 6.º, n.º 1, alínea b), do RGPD); o cumprimento de obrigações legais laborais, fiscais e de Segurança Social (alínea c)); o interesse legítimo da Empresa na segurança do portal (alínea f)); e o seu consentimento explícito para os dados de saúde (art. 9.º, n.º 2, alínea a)), que pode retirar a qualquer momento sem afetar o tratamento já efetuado.',
        ],
      },
      {
        heading: '5. Destinatários',
        paragraphs: [
          'As seguradoras, as gestoras de planos de poupança, os emissores de cartões e os restantes fornecedores dos produtos que contrata, com os dados de que cada produto necessita; a Agência Tributária, a Segurança Social e os tribunais quando a lei o exige; e os fornecedores de alojamento, correio eletrónico e processamento salarial, que atuam como subcontratantes ao abrigo de contrato. Os dados não saem do Espaço Económico Europeu.',
        ],
      },
      {
        heading: '6. Conservação',
        paragraphs: [
          'Enquanto durar a sua relação laboral e estiverem em vigor os produtos contratados. Depois, bloqueados durante os prazos de prescrição das obrigações legais, em regra até seis anos, e em seguida apagados. Os registos de acesso ao portal são conservados durante um ano.',
        ],
      },
      {
        heading: '7. Os seus direitos',
        paragraphs: [
          'Pode pedir o acesso, a retificação, o apagamento, a limitação do tratamento e a portabilidade dos seus dados, opor-se ao tratamento e retirar o seu consentimento, escrevendo para {privacyEmail} e indicando o direito que exerce. Se considerar que o seu pedido não foi atendido, pode consultar o EPD em {dpoEmail} ou apresentar uma reclamação junto da Agência Espanhola de Proteção de Dados (www.aepd.es).',
        ],
      },
    ],
  },
};
