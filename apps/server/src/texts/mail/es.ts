import type { MailCatalogue } from "./en";

/** The e-mails in Spanish: tú, plain and friendly (children read them too); the web's words. */
export const ES: MailCatalogue = {
  greeting: "Hola, {name}:",
  greetingNoName: "Hola:",
  pasteLink: "O pega este enlace en tu navegador: {link}",
  someone: "Alguien",

  verifySubject: "Confirma tu correo electrónico para Trophy Rewards",
  verifyIntro:
    "Confirma tu dirección de correo electrónico para activar tu cuenta de Trophy Rewards:",
  verifyButton: "Confirmar mi correo",
  verifyRule_one:
    "El enlace funciona una sola vez y caduca en {count} hora. Si no te registraste, ignora este mensaje.",
  verifyRule_other:
    "El enlace funciona una sola vez y caduca en {count} horas. Si no te registraste, ignora este mensaje.",

  resetSubject: "Cambia tu contraseña de Trophy Rewards",
  resetIntro: "Alguien pidió cambiar la contraseña de tu cuenta de Trophy Rewards.",
  resetChooseHere: "Elige una nueva aquí:",
  resetButton: "Elegir una contraseña nueva",
  resetRule_one:
    "El enlace funciona una sola vez y caduca en {count} minuto. Si no lo pediste tú, ignora este mensaje: tu contraseña sigue igual.",
  resetRule_other:
    "El enlace funciona una sola vez y caduca en {count} minutos. Si no lo pediste tú, ignora este mensaje: tu contraseña sigue igual.",

  accountExistsSubject: "Ya tienes una cuenta de Trophy Rewards",
  accountExistsIntro:
    "Alguien intentó crear una cuenta de Trophy Rewards con esta dirección de correo, pero ya tiene una. No se cambió nada.",
  accountExistsSignIn: "Para usar tu cuenta, inicia sesión:",
  accountExistsReset:
    "¿Olvidaste tu contraseña o no terminaste de configurar la cuenta? Elige una contraseña nueva (así también confirmas tu correo):",
  accountExistsResetButton: "Cambiar mi contraseña",
  accountExistsRule: "Si no fuiste tú, ignora este mensaje: tu cuenta sigue igual.",
  signIn: "Iniciar sesión",

  consentSubject: "Un niño o una niña pide tu consentimiento para usar Trophy Rewards",
  consentIntro:
    "{student} ({email}) se registró en Trophy Rewards y dio esta dirección como la de su madre, padre o tutor. Un estudiante menor de {age} años solo puede usar su cuenta cuando su madre, padre o tutor lo acepta.",
  consentWhat:
    "La página de abajo explica qué datos recogemos y para qué, que las apps otorgan trofeos y que con ellos se pueden canjear tarjetas de regalo, y cómo retirar tu consentimiento más adelante. Para aceptar, inicia sesión o regístrate allí como madre, padre o tutor; para rechazarlo, lo que elimina la cuenta, no necesitas cuenta.",
  consentButton: "Leer y responder",
  consentOnlyYou:
    "Solo la cuenta de madre, padre o tutor con esta dirección de correo puede aceptar. Si tienes una con otra dirección, pide al niño o a la niña que corrija la dirección.",
  consentChangedSubject: "Cambió el consentimiento de una cuenta infantil de Trophy Rewards",
  consentGivenBy: "{parent} ({parentEmail}) aceptó que {student} use su cuenta de Trophy Rewards.",
  consentWithdrawnBy:
    "{parent} ({parentEmail}) retiró el consentimiento de la cuenta de Trophy Rewards de {student}. La cuenta está cerrada y solo {parent} puede volver a dar el consentimiento.",
  consentDisputedBy:
    "{student} dijo que {parent} ({parentEmail}) no es su madre, padre ni tutor. Ese vínculo quedó congelado y avisamos a nuestros administradores.",
  consentChangedWhy:
    "Recibes este correo porque estás vinculado a este estudiante. No se puede desactivar: trata de quién respalda la cuenta de un niño o una niña.",
  linkApprovalSubject: "Un adulto nuevo pide conectarse con un niño o una niña que respaldas",
  linkApprovalLine:
    "{student} aceptó una solicitud de conexión de {parent} ({parentEmail}). Como diste el consentimiento para la cuenta de {student}, la conexión empieza solo cuando la apruebes en la página de {student}.",
  consentArrivedSubject: "Tu madre, padre o tutor aceptó",
  consentArrivedBody: "{parent} aceptó que uses Trophy Rewards. Ya puedes iniciar sesión.",

  consentRule_one:
    "Si no respondes en {count} día, la cuenta se elimina. Si no conoces a este estudiante, rechaza la solicitud o ignora este mensaje.",
  consentRule_other:
    "Si no respondes en {count} días, la cuenta se elimina. Si no conoces a este estudiante, rechaza la solicitud o ignora este mensaje.",

  notificationWhy:
    "Recibes este correo porque tienes activado este aviso en tu perfil de Trophy Rewards.",
  notificationTurnOffText: "Desactiva este aviso con un clic: {url}",
  notificationSettingsText: "Todos tus ajustes de avisos: {url}",
  notificationTurnOffLink: "Desactiva este aviso",
  notificationSettingsLink: "todos tus ajustes de avisos",
  notificationFooterLinks: "{turnOff} o cambia {settings}.",

  openFulfillment: "Abrir Entregas",
  openMyStudents: "Abrir Estudiantes",
  openYourRewards: "Ver tus recompensas",
  openYourDashboard: "Abrir tu panel",
  openApiKeys: "Ver tus claves de API",
  openDevelopers: "Abrir Desarrolladores",
  openGiftCards: "Abrir Tarjetas regalo",
  openYourGiftCards: "Ver tus tarjetas regalo",
  decideFulfilment:
    "Márcala como entregada cuando la tenga, o recházala explicando el motivo para devolverle los trofeos.",
  trophiesBack_one: "{count} trofeo ha vuelto a tu saldo.",
  trophiesBack_other: "{count} trofeos han vuelto a tu saldo.",

  rewardRedeemedSubject: "{student} canjeó {title}",
  rewardRedeemedLine_one: '{student} canjeó tu recompensa "{title}" por {count} trofeo.',
  rewardRedeemedLine_other: '{student} canjeó tu recompensa "{title}" por {count} trofeos.',

  connectionAcceptedSubject: "{student} aceptó tu solicitud de conexión",
  connectionDeclinedSubject: "{student} rechazó tu solicitud de conexión",
  connectionAcceptedLine:
    "{student} aceptó tu solicitud: ahora ves sus trofeos y puedes crear recompensas para él o ella.",
  connectionDeclinedLine: "{student} rechazó tu solicitud de conexión.",

  rewardFulfilledSubject: "Recompensa entregada: {title}",
  rewardFulfilledLine: 'Tu recompensa "{title}" se marcó como entregada. ¡Disfrútala!',
  rewardDeclinedSubject: "Recompensa rechazada: {title}",
  rewardDeclinedLine: 'Tu recompensa "{title}" fue rechazada: {reason}',

  connectionRequestedSubject: "Un padre o tutor quiere conectarse contigo",
  connectionRequestedLine:
    'Alguien que se registró como padre o tutor quiere conectarse contigo en Trophy Rewards. El nombre que dio es "{name}" y su correo electrónico es {email}.',
  connectionRequestedAdvice:
    "Acepta solo si conoces a esa persona. En tu panel puedes rechazar la solicitud, o bloquear a esa persona para que no pueda volver a pedírtelo.",

  approvalEndedSubject:
    "{student} quitó su conexión contigo: la aprobación de tarjetas regalo terminó",
  approvalEndedLine:
    "{student} quitó su conexión contigo en Trophy Rewards. Eras el último padre o tutor que aprobaba antes sus tarjetas regalo, así que esa aprobación terminó: sus canjes de tarjetas regalo ya no esperan la aprobación de nadie.",
  approvalEndedAgain:
    "Para volver a aprobarlas, envía una nueva solicitud de conexión; cuando la acepte, activa Aprobar antes las tarjetas regalo en su página.",

  developerApprovedSubject: "Tu cuenta de desarrollador está aprobada",
  developerApprovedLine:
    "Un administrador aprobó tu cuenta de desarrollador de Trophy Rewards. Tu clave de API te está esperando.",
  developerRejectedSubject: "Tu cuenta de desarrollador no fue aprobada",
  developerRejectedLine: "Un administrador rechazó tu cuenta de desarrollador de Trophy Rewards.",
  developerRejectedLineWithReason:
    "Un administrador rechazó tu cuenta de desarrollador de Trophy Rewards: {reason}",

  developerRegisteredSubject: "Nuevo desarrollador pendiente de revisión: {email}",
  developerRegisteredLine: "{who} se registró como desarrollador y espera tu revisión.",

  lowStockSubject: "Quedan pocas tarjetas regalo de {cardType}",
  lowStockLine_one:
    "Solo queda {count} tarjeta regalo de {cardType} disponible. Sube más antes de que se agoten para los estudiantes.",
  lowStockLine_other:
    "Solo quedan {count} tarjetas regalo de {cardType} disponibles. Sube más antes de que se agoten para los estudiantes.",

  approvalRequestedSubject: "{student} canjeó {title}: espera tu aprobación",
  approvalRequestedLine_one:
    "{student} canjeó {title} por {count} trofeo. El canje espera tu aprobación: el trofeo queda reservado y el código sigue oculto hasta que decidas.",
  approvalRequestedLine_other:
    "{student} canjeó {title} por {count} trofeos. El canje espera tu aprobación: los trofeos quedan reservados y el código sigue oculto hasta que decidas.",
  approvalRequestedDecide:
    "Apruébalo para darle el código, o recházalo explicando el motivo para devolverle los trofeos.",

  giftCardApprovedSubject: "Tu canje de {title} está aprobado",
  giftCardApprovedLine:
    "{parent} aprobó tu canje de {title}. La tarjeta ya es tuya: su código te espera en tus tarjetas regalo.",
  giftCardDeclinedSubject: "Tu canje de {title} fue rechazado",
  giftCardDeclinedLine: "{parent} rechazó tu canje de {title}.",
  giftCardDeclinedLineWithReason: "{parent} rechazó tu canje de {title}: {reason}",

  baseRewardRedeemedLine_one: '{student} canjeó "{title}" por {count} trofeo.',
  baseRewardRedeemedLine_other: '{student} canjeó "{title}" por {count} trofeos.',
  baseRewardWaitsForParent:
    "Está pendiente de entrega: puedes entregarla tú, otro de sus padres o tutores, o los administradores de la plataforma.",
  baseRewardAdminSubject: "{student} canjeó {title}: pendiente de entrega",
  baseRewardWaitsForAdmin:
    "Está pendiente de entrega: puede entregarla un administrador o uno de los padres o tutores del estudiante.",
};
