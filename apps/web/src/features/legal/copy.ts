import { defineCopy } from "@/lib/i18n/define-copy";

/**
 * The privacy policy and the terms of use. Trophy Rewards is used by children and run by each
 * school for itself, so both pages speak plainly and send every request to the school's
 * administrator of the deployment.
 */
export const LEGAL_COPY = defineCopy(
  "legal",
  {
    privacyTitle: "Privacy Policy",
    privacyIntro:
      "Trophy Rewards is used by students, many of them children. This page says in plain words what is kept about you, why, who can see it, and how to get it or have it deleted. Your school runs this Trophy Rewards and its administrator is responsible for it.",
    collectTitle: "What is collected",
    collectItems: [
      "Your name and e-mail address, to sign you in and to tell accounts apart.",
      "A student's trophy balance and history: each award, with the app that gave it, and each redemption.",
      "Redemptions and the gift card codes they gave, so the student can find them again.",
      "For a parent/guide: an optional phone number, the students they are linked to and the custom rewards they create.",
      "For a developer: the company name and the app's details, such as its API key use and the awards it made.",
      "Server logs with IP addresses, used only for security (to stop attacks and abuse) and kept for a short time.",
    ],
    whyTitle: "Why it is collected",
    whyBody:
      "Only to run the service: to sign you in, to count and show trophies, to deliver rewards and gift cards, and to keep the service safe. Nothing is used for any other purpose.",
    whoTitle: "Who can see it",
    whoItems: [
      "You, in your own account.",
      "The parents/guides linked to a student, who see that student's trophies and rewards.",
      "The administrators of your school's Trophy Rewards, who run the service.",
      "Developers only see the ids of the students they award trophies to.",
    ],
    noAdsTitle: "No ads, no selling, no tracking",
    noAdsItems: [
      "There are no advertisements.",
      "Your data is never sold, and never shared for marketing.",
      "There are no tracking cookies. Your browser's local storage keeps only your session, your theme and your language.",
    ],
    keptTitle: "How long it is kept",
    keptBody:
      "Account data is kept for as long as the account exists. When an account is deleted, its name, e-mail, phone, password, sessions, connections, goal and notification settings are removed at once. The trophy amounts and the gift cards already redeemed stay in the records, anonymised (no name, e-mail or description), so that balances and gift card stock stay correct. Server logs with IP addresses are kept for a short time for security, then deleted.",
    childrenTitle: "Children",
    childrenBody:
      "Children under 13 need a parent's consent to use Trophy Rewards. Your school collects this consent.",
    rightsTitle: "Getting your data, or having it deleted",
    rightsBody:
      "Everyone can download all the data kept about them as one file, and delete their account, from their Profile (Your data: Download my data, Delete my account, with the password). A student with a linked parent/guide asks, and the parent/guide confirms or refuses the deletion. A linked parent/guide can also download their student's data from the student's page. Your school's administrator can also export or delete any account on request, within 30 days.",
    contactTitle: "Contact",
    contactBody:
      "For any question about this policy or your data, contact the administrator of your school's Trophy Rewards.",
    termsTitle: "Terms of Use",
    termsIntro:
      "By using Trophy Rewards you agree to these terms. They are short on purpose: please read them.",
    useTitle: "Acceptable use",
    useItems: [
      "Use Trophy Rewards for learning and for the rewards it offers.",
      "Do not try to get trophies you did not earn, use someone else's account or share your password.",
      "Do not attack, overload or try to break into the service.",
      "Be respectful in the names and rewards you write.",
    ],
    trophiesTitle: "Trophies and rewards",
    trophiesItems: [
      "Trophies have no cash value. They cannot be exchanged for money, sold or moved to another account.",
      "Gift cards are final once redeemed: a redeemed gift card cannot be returned, exchanged or refunded.",
      "A custom reward is given by the parent/guide who created it.",
    ],
    suspensionTitle: "Suspension",
    suspensionBody:
      "Accounts may be suspended for abuse, such as cheating for trophies, misusing gift cards or attacking the service. The administrators decide, for a period or for good.",
    developersTitle: "For developers",
    developersItems: [
      "Follow the API rules in the documentation: keep your API key secret and respect the rate limit and the daily budget.",
      "Award trophies only for learning, never for purchases, advertising or anything else.",
      "An administrator approves your account and may suspend it or stop its key if these rules are broken.",
    ],
    changesTitle: "Changes and contact",
    changesBody:
      "These terms may change; the version on this page applies. For any question, contact the administrator of your school's Trophy Rewards.",
    privacyLinkLead: "How your data is handled is explained in the",
  },
  {
    es: {
      privacyTitle: "Política de privacidad",
      privacyIntro:
        "Trophy Rewards lo usan estudiantes, muchos de ellos niños y niñas. Esta página explica con palabras sencillas qué se guarda sobre ti, para qué, quién puede verlo y cómo obtenerlo o pedir que se elimine. Tu escuela gestiona este Trophy Rewards y su administrador es el responsable.",
      collectTitle: "Qué se recopila",
      collectItems: [
        "Tu nombre y tu correo electrónico, para iniciar sesión y distinguir las cuentas.",
        "El saldo y el historial de trofeos de cada estudiante: cada premio, con la aplicación que lo dio, y cada canje.",
        "Los canjes y los códigos de tarjetas regalo que se entregaron, para que el estudiante pueda volver a encontrarlos.",
        "De un padre/tutor: un teléfono opcional, los estudiantes con los que está vinculado y las recompensas personalizadas que crea.",
        "De un desarrollador: el nombre de la empresa y los datos de su aplicación, como el uso de su clave de API y los premios que otorgó.",
        "Registros del servidor con direcciones IP, usados solo por seguridad (para frenar ataques y abusos) y guardados poco tiempo.",
      ],
      whyTitle: "Para qué se recopila",
      whyBody:
        "Solo para que el servicio funcione: para iniciar sesión, contar y mostrar trofeos, entregar recompensas y tarjetas regalo, y mantener el servicio seguro. Nada se usa para ningún otro fin.",
      whoTitle: "Quién puede verlo",
      whoItems: [
        "Tú, en tu propia cuenta.",
        "Los padres/tutores vinculados con un estudiante, que ven los trofeos y las recompensas de ese estudiante.",
        "Los administradores del Trophy Rewards de tu escuela, que gestionan el servicio.",
        "Los desarrolladores solo ven los identificadores de los estudiantes a los que otorgan trofeos.",
      ],
      noAdsTitle: "Sin anuncios, sin ventas, sin rastreo",
      noAdsItems: [
        "No hay anuncios.",
        "Tus datos nunca se venden ni se comparten con fines de marketing.",
        "No hay cookies de rastreo. El almacenamiento local de tu navegador guarda solo tu sesión, tu tema y tu idioma.",
      ],
      keptTitle: "Cuánto tiempo se guarda",
      keptBody:
        "Los datos de una cuenta se guardan mientras la cuenta existe. Al eliminar una cuenta se borran al momento su nombre, correo, teléfono, contraseña, sesiones, conexiones, meta y preferencias de notificación. Las cantidades de trofeos y las tarjetas regalo ya canjeadas quedan en los registros de forma anónima (sin nombre, correo ni descripción), para que los saldos y las existencias de tarjetas regalo sigan siendo correctos. Los registros del servidor con direcciones IP se guardan poco tiempo por seguridad y luego se eliminan.",
      childrenTitle: "Niños y niñas",
      childrenBody:
        "Los menores de 13 años necesitan el consentimiento de su padre, madre o tutor para usar Trophy Rewards. Tu escuela se encarga de recoger ese consentimiento.",
      rightsTitle: "Obtener tus datos o pedir que se eliminen",
      rightsBody:
        "Cualquiera puede descargar en un archivo todos los datos que se guardan sobre su cuenta, y eliminarla, desde su Perfil (Tus datos: Descargar mis datos, Eliminar mi cuenta, con la contraseña). Un estudiante con un padre/tutor vinculado lo pide, y el padre/tutor confirma o rechaza la eliminación. Un padre/tutor vinculado también puede descargar los datos de su estudiante desde la página del estudiante. El administrador de tu escuela también puede exportar o eliminar cualquier cuenta si se le pide, en un plazo de 30 días.",
      contactTitle: "Contacto",
      contactBody:
        "Para cualquier pregunta sobre esta política o tus datos, contacta con el administrador del Trophy Rewards de tu escuela.",
      termsTitle: "Términos de uso",
      termsIntro:
        "Al usar Trophy Rewards aceptas estos términos. Son breves a propósito: léelos, por favor.",
      useTitle: "Uso aceptable",
      useItems: [
        "Usa Trophy Rewards para aprender y para las recompensas que ofrece.",
        "No intentes conseguir trofeos que no ganaste, usar la cuenta de otra persona ni compartir tu contraseña.",
        "No ataques, sobrecargues ni intentes entrar sin permiso en el servicio.",
        "Sé respetuoso en los nombres y las recompensas que escribas.",
      ],
      trophiesTitle: "Trofeos y recompensas",
      trophiesItems: [
        "Los trofeos no tienen valor en dinero. No se pueden cambiar por dinero, vender ni pasar a otra cuenta.",
        "Las tarjetas regalo son definitivas una vez canjeadas: una tarjeta canjeada no se puede devolver, cambiar ni reembolsar.",
        "Una recompensa personalizada la entrega el padre/tutor que la creó.",
      ],
      suspensionTitle: "Suspensión",
      suspensionBody:
        "Las cuentas pueden suspenderse por abuso, por ejemplo por hacer trampa para conseguir trofeos, usar mal las tarjetas regalo o atacar el servicio. Lo deciden los administradores, por un tiempo o de forma definitiva.",
      developersTitle: "Para desarrolladores",
      developersItems: [
        "Sigue las reglas de la API de la documentación: mantén en secreto tu clave de API y respeta el límite de solicitudes y el presupuesto diario.",
        "Otorga trofeos solo por aprendizaje, nunca por compras, publicidad ni nada más.",
        "Un administrador aprueba tu cuenta y puede suspenderla o anular su clave si no se cumplen estas reglas.",
      ],
      changesTitle: "Cambios y contacto",
      changesBody:
        "Estos términos pueden cambiar; se aplica la versión de esta página. Para cualquier pregunta, contacta con el administrador del Trophy Rewards de tu escuela.",
      privacyLinkLead: "Cómo se tratan tus datos se explica en la",
    },
  },
);
