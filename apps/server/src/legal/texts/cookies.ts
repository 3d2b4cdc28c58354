import type { LegalTexts } from '../legal-text';

/**
 * The cookie policy (LSSI-CE art. 22.2). The portal sets no cookie: the server answers no
 * Set-Cookie, and the web app keeps three keys in localStorage (apps/web/src/shared/storage/
 * local-store.ts `storageKeys`). A key added there must be described here; the browser suite
 * checks that every key a signed-in browser holds is named in this text.
 */
export const cookiesTexts: LegalTexts = {
  es: {
    title: 'Política de cookies',
    sections: [
      {
        heading: 'Qué guarda el portal en tu navegador',
        paragraphs: [
          'Este portal, titularidad de {legalEntity} (en adelante, «la Empresa»), no instala cookies, ni propias ni de terceros, y no usa herramientas de análisis, publicidad ni redes sociales. Para funcionar guarda en el almacenamiento local del navegador (localStorage), una técnica equivalente a las cookies, solo tres datos:',
          'flexplan.token: identifica tu sesión para que no tengas que volver a entrar en cada página. Se borra al cerrar la sesión y deja de ser válido cuando la sesión caduca.\nflexplan.language: el idioma que eliges. Se conserva hasta que lo cambias.\nflexplan.cookieConsent: que has aceptado este aviso, en su versión vigente (v3), para no volver a mostrarlo. Si el aviso cambia, se te vuelve a pedir.',
        ],
      },
      {
        heading: 'Por qué son necesarios',
        paragraphs: [
          'Los tres son técnicos y estrictamente necesarios para prestar el servicio que pides, por lo que el artículo 22.2 de la LSSI-CE los exime de consentimiento, como explica la Guía sobre el uso de las cookies de la Agencia Española de Protección de Datos. Aun así, el portal te informa antes de iniciar sesión y, si la Empresa lo ha decidido, te pide que lo aceptes.',
        ],
      },
      {
        heading: 'Cómo borrarlos',
        paragraphs: [
          'Cerrar la sesión borra su identificador. Los demás datos se borran desde la configuración del navegador, en el apartado de datos de sitios o de almacenamiento; después tendrás que volver a elegir el idioma y aceptar este aviso.',
        ],
      },
      {
        heading: 'Cambios',
        paragraphs: [
          'Si la Empresa incorporara otras tecnologías, por ejemplo de análisis, actualizaría esta política y te pediría el consentimiento antes de usarlas. Responsable: {legalEntity}. Consultas: {privacyEmail}.',
        ],
      },
    ],
  },
  ca: {
    title: 'Política de galetes',
    sections: [
      {
        heading: 'Què desa el portal al teu navegador',
        paragraphs: [
          'Aquest portal, titularitat de {legalEntity} (d’ara endavant, «l’Empresa»), no instal·la galetes, ni pròpies ni de tercers, i no fa servir eines d’anàlisi, publicitat ni xarxes socials. Per funcionar desa a l’emmagatzematge local del navegador (localStorage), una tècnica equivalent a les galetes, només tres dades:',
          'flexplan.token: identifica la teva sessió perquè no hagis de tornar a entrar a cada pàgina. S’esborra en tancar la sessió i deixa de ser vàlid quan la sessió caduca.\nflexplan.language: l’idioma que tries. Es conserva fins que el canvies.\nflexplan.cookieConsent: que has acceptat aquest avís, en la versió vigent (v3), perquè no es torni a mostrar. Si l’avís canvia, se’t torna a demanar.',
        ],
      },
      {
        heading: 'Per què són necessàries',
        paragraphs: [
          'Totes tres són tècniques i estrictament necessàries per prestar el servei que demanes, de manera que l’article 22.2 de la LSSI-CE les eximeix del consentiment, tal com explica la Guia sobre l’ús de les galetes de l’Agència Espanyola de Protecció de Dades. Tot i així, el portal t’informa abans d’iniciar la sessió i, si l’Empresa ho ha decidit, et demana que ho acceptis.',
        ],
      },
      {
        heading: 'Com esborrar-les',
        paragraphs: [
          'Tancar la sessió n’esborra l’identificador. Les altres dades s’esborren des de la configuració del navegador, a l’apartat de dades de llocs o d’emmagatzematge; després hauràs de tornar a triar l’idioma i acceptar aquest avís.',
        ],
      },
      {
        heading: 'Canvis',
        paragraphs: [
          'Si l’Empresa incorporés altres tecnologies, per exemple d’anàlisi, actualitzaria aquesta política i et demanaria el consentiment abans de fer-les servir. Responsable: {legalEntity}. Consultes: {privacyEmail}.',
        ],
      },
    ],
  },
  en: {
    title: 'Cookie policy',
    sections: [
      {
        heading: 'What the portal keeps in your browser',
        paragraphs: [
          'This portal, owned by {legalEntity} (hereinafter, “the Company”), sets no cookies, neither its own nor third-party ones, and uses no analytics, advertising or social media tools. To work, it keeps only three items in the browser’s local storage (localStorage), a technique equivalent to cookies:',
          'flexplan.token: identifies your session so that you do not have to sign in on every page. It is deleted when you log out and stops being valid when the session expires.\nflexplan.language: the language you choose. It is kept until you change it.\nflexplan.cookieConsent: that you have accepted this notice, in its current version (v3), so that it is not shown again. If the notice changes, you are asked again.',
        ],
      },
      {
        heading: 'Why they are necessary',
        paragraphs: [
          'All three are technical and strictly necessary to provide the service you ask for, so article 22.2 of the LSSI-CE exempts them from consent, as the Spanish Data Protection Agency’s guide on the use of cookies explains. Even so, the portal informs you before you sign in and, where the Company has chosen to, asks you to accept.',
        ],
      },
      {
        heading: 'How to delete them',
        paragraphs: [
          'Logging out deletes the session identifier. The others are deleted from your browser’s settings, under site data or storage; afterwards you will have to choose your language and accept this notice again.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          'If the Company added other technologies, such as analytics, it would update this policy and ask for your consent before using them. Controller: {legalEntity}. Questions: {privacyEmail}.',
        ],
      },
    ],
  },
  pt: {
    title: 'Política de cookies',
    sections: [
      {
        heading: 'O que o portal guarda no seu navegador',
        paragraphs: [
          'Este portal, de que é titular a {legalEntity} (doravante, «a Empresa»), não instala cookies, nem próprios nem de terceiros, e não utiliza ferramentas de análise, publicidade nem redes sociais. Para funcionar, guarda no armazenamento local do navegador (localStorage), uma técnica equivalente aos cookies, apenas três dados:',
          'flexplan.token: identifica a sua sessão para que não tenha de voltar a entrar em cada página. É apagado ao terminar a sessão e deixa de ser válido quando a sessão expira.\nflexplan.language: o idioma que escolhe. É conservado até o alterar.\nflexplan.cookieConsent: que aceitou este aviso, na versão em vigor (v3), para não voltar a ser mostrado. Se o aviso mudar, é-lhe pedido de novo.',
        ],
      },
      {
        heading: 'Porque são necessários',
        paragraphs: [
          'Os três são técnicos e estritamente necessários para prestar o serviço que pede, pelo que o artigo 22.2 da LSSI-CE os isenta de consentimento, como explica o guia sobre a utilização de cookies da Agência Espanhola de Proteção de Dados. Ainda assim, o portal informa-o antes de iniciar sessão e, se a Empresa o tiver decidido, pede-lhe que o aceite.',
        ],
      },
      {
        heading: 'Como apagá-los',
        paragraphs: [
          'Terminar a sessão apaga o identificador de sessão. Os restantes dados apagam-se nas definições do navegador, na secção de dados de sites ou de armazenamento; depois, terá de voltar a escolher o idioma e aceitar este aviso.',
        ],
      },
      {
        heading: 'Alterações',
        paragraphs: [
          'Se a Empresa incorporasse outras tecnologias, por exemplo de análise, atualizaria esta política e pedir-lhe-ia o consentimento antes de as utilizar. Responsável: {legalEntity}. Questões: {privacyEmail}.',
        ],
      },
    ],
  },
};
