import type { LegalTexts } from '../legal-text';

/** The legal notice (Spanish Law 34/2002, LSSI-CE, art. 10: who runs the site and how to reach them). */
export const noticeTexts: LegalTexts = {
  es: {
    title: 'Aviso legal',
    sections: [
      {
        heading: 'Titular del portal',
        paragraphs: [
          'En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), se informa de los datos del titular de este portal de retribución flexible (en adelante, «la Empresa»):',
          'Titular: {legalEntity}\nNIF: {taxId}\nDomicilio social: {address}\nDatos registrales: {registry}\nCorreo electrónico: {email}',
        ],
      },
      {
        heading: 'Objeto y acceso',
        paragraphs: [
          'El portal permite a las personas empleadas de la Empresa consultar y gestionar su plan de retribución flexible: simular el ahorro fiscal, contratar productos como el seguro de salud, la tarjeta restaurante, el transporte o la guardería, y consultar sus contratos y documentos. El acceso está reservado a la plantilla y requiere credenciales personales e intransferibles.',
        ],
      },
      {
        heading: 'Condiciones de uso',
        paragraphs: [
          'Quien usa el portal se compromete a hacerlo de buena fe, a custodiar sus credenciales y a no introducir datos de otras personas sin estar autorizado. La Empresa puede suspender el acceso ante un uso indebido e interrumpir el servicio por mantenimiento, avisando cuando sea posible.',
        ],
      },
      {
        heading: 'Propiedad intelectual e industrial',
        paragraphs: [
          'Los textos, diseños, marcas y logotipos del portal pertenecen a la Empresa o a sus proveedores, que los ceden para este uso. No se permite reproducirlos ni distribuirlos fuera de la gestión personal del plan.',
        ],
      },
      {
        heading: 'Responsabilidad',
        paragraphs: [
          'Las simulaciones son orientativas: el ahorro real depende de la nómina, de la normativa fiscal de cada año y de la situación personal y familiar declarada. La Empresa no responde de los daños causados por un uso contrario a este aviso ni de las interrupciones ajenas a su control.',
        ],
      },
      {
        heading: 'Protección de datos y cookies',
        paragraphs: [
          'Los datos personales se tratan según la política de privacidad, y el portal solo guarda en el navegador lo que describe la política de cookies.',
        ],
      },
      {
        heading: 'Legislación aplicable',
        paragraphs: [
          'Este aviso se rige por la legislación española. Las controversias se someterán a los juzgados y tribunales que correspondan conforme a la ley.',
        ],
      },
    ],
  },
  ca: {
    title: 'Avís legal',
    sections: [
      {
        heading: 'Titular del portal',
        paragraphs: [
          'En compliment de l’article 10 de la Llei 34/2002, de serveis de la societat de la informació i de comerç electrònic (LSSI-CE), s’informa de les dades del titular d’aquest portal de retribució flexible (d’ara endavant, «l’Empresa»):',
          'Titular: {legalEntity}\nNIF: {taxId}\nDomicili social: {address}\nDades registrals: {registry}\nCorreu electrònic: {email}',
        ],
      },
      {
        heading: 'Objecte i accés',
        paragraphs: [
          'El portal permet a les persones treballadores de l’Empresa consultar i gestionar el seu pla de retribució flexible: simular l’estalvi fiscal, contractar productes com l’assegurança de salut, la targeta restaurant, el transport o la llar d’infants, i consultar els seus contractes i documents. L’accés està reservat a la plantilla i requereix credencials personals i intransferibles.',
        ],
      },
      {
        heading: 'Condicions d’ús',
        paragraphs: [
          'Qui fa servir el portal es compromet a fer-ho de bona fe, a custodiar les seves credencials i a no introduir dades d’altres persones sense estar-ne autoritzat. L’Empresa pot suspendre l’accés davant d’un ús indegut i interrompre el servei per manteniment, avisant-ne quan sigui possible.',
        ],
      },
      {
        heading: 'Propietat intel·lectual i industrial',
        paragraphs: [
          'Els textos, dissenys, marques i logotips del portal pertanyen a l’Empresa o als seus proveïdors, que els cedeixen per a aquest ús. No es permet reproduir-los ni distribuir-los fora de la gestió personal del pla.',
        ],
      },
      {
        heading: 'Responsabilitat',
        paragraphs: [
          'Les simulacions són orientatives: l’estalvi real depèn de la nòmina, de la normativa fiscal de cada any i de la situació personal i familiar declarada. L’Empresa no respon dels danys causats per un ús contrari a aquest avís ni de les interrupcions alienes al seu control.',
        ],
      },
      {
        heading: 'Protecció de dades i galetes',
        paragraphs: [
          'Les dades personals es tracten segons la política de privadesa, i el portal només desa al navegador el que descriu la política de galetes.',
        ],
      },
      {
        heading: 'Legislació aplicable',
        paragraphs: [
          'Aquest avís es regeix per la legislació espanyola. Les controvèrsies se sotmetran als jutjats i tribunals que corresponguin d’acord amb la llei.',
        ],
      },
    ],
  },
  en: {
    title: 'Legal notice',
    sections: [
      {
        heading: 'Owner of the portal',
        paragraphs: [
          'In compliance with article 10 of Spanish Law 34/2002 on information society services and electronic commerce (LSSI-CE), these are the details of the owner of this flexible remuneration portal (hereinafter, “the Company”):',
          'Owner: {legalEntity}\nTax ID (NIF): {taxId}\nRegistered office: {address}\nRegistry details: {registry}\nE-mail: {email}',
        ],
      },
      {
        heading: 'Purpose and access',
        paragraphs: [
          'The portal lets the Company’s employees view and manage their flexible remuneration plan: simulate their tax saving, take out products such as health insurance, the meal card, transport or nursery school, and read their contracts and documents. Access is reserved for staff and requires personal, non-transferable credentials.',
        ],
      },
      {
        heading: 'Terms of use',
        paragraphs: [
          'Users undertake to use the portal in good faith, to keep their credentials safe and not to enter other people’s data without authorisation. The Company may suspend access in case of misuse and interrupt the service for maintenance, giving notice where possible.',
        ],
      },
      {
        heading: 'Intellectual and industrial property',
        paragraphs: [
          'The texts, designs, trademarks and logos of the portal belong to the Company or to its providers, who license them for this use. They may not be reproduced or distributed beyond the personal management of the plan.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'Simulations are for guidance only: the actual saving depends on the payroll, each year’s tax rules and the personal and family situation declared. The Company is not liable for damage caused by use contrary to this notice or for interruptions beyond its control.',
        ],
      },
      {
        heading: 'Data protection and cookies',
        paragraphs: ['Personal data are processed as the privacy policy explains, and the portal stores in the browser only what the cookie policy describes.'],
      },
      {
        heading: 'Governing law',
        paragraphs: ['This notice is governed by Spanish law. Disputes will be submitted to the courts that have jurisdiction under the law.'],
      },
    ],
  },
  pt: {
    title: 'Aviso legal',
    sections: [
      {
        heading: 'Titular do portal',
        paragraphs: [
          'Em cumprimento do artigo 10.º da Lei espanhola 34/2002, de serviços da sociedade da informação e de comércio eletrónico (LSSI-CE), informam-se os dados do titular deste portal de remuneração flexível (doravante, «a Empresa»):',
          'Titular: {legalEntity}\nNIF: {taxId}\nSede social: {address}\nDados de registo: {registry}\nCorreio eletrónico: {email}',
        ],
      },
      {
        heading: 'Objeto e acesso',
        paragraphs: [
          'O portal permite aos colaboradores da Empresa consultar e gerir o seu plano de remuneração flexível: simular a poupança fiscal, contratar produtos como o seguro de saúde, o cartão refeição, o transporte ou a creche, e consultar os seus contratos e documentos. O acesso está reservado aos colaboradores e exige credenciais pessoais e intransmissíveis.',
        ],
      },
      {
        heading: 'Condições de utilização',
        paragraphs: [
          'Quem utiliza o portal compromete-se a fazê-lo de boa-fé, a guardar as suas credenciais e a não introduzir dados de outras pessoas sem estar autorizado. A Empresa pode suspender o acesso em caso de utilização indevida e interromper o serviço para manutenção, avisando sempre que possível.',
        ],
      },
      {
        heading: 'Propriedade intelectual e industrial',
        paragraphs: [
          'Os textos, desenhos, marcas e logótipos do portal pertencem à Empresa ou aos seus fornecedores, que os cedem para esta utilização. Não é permitido reproduzi-los nem distribuí-los fora da gestão pessoal do plano.',
        ],
      },
      {
        heading: 'Responsabilidade',
        paragraphs: [
          'As simulações são indicativas: a poupança real depende do processamento salarial, das regras fiscais de cada ano e da situação pessoal e familiar declarada. A Empresa não responde pelos danos causados por uma utilização contrária a este aviso nem por interrupções alheias ao seu controlo.',
        ],
      },
      {
        heading: 'Proteção de dados e cookies',
        paragraphs: [
          'Os dados pessoais são tratados de acordo com a política de privacidade, e o portal só guarda no navegador o que a política de cookies descreve.',
        ],
      },
      {
        heading: 'Legislação aplicável',
        paragraphs: ['Este aviso rege-se pela legislação espanhola. Os litígios serão submetidos aos tribunais competentes nos termos da lei.'],
      },
    ],
  },
};
