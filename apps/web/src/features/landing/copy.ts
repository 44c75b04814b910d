import { defineCopy } from "@/lib/i18n/define-copy";

/** The landing page's copy (docs/product.md §2, Landing page). */
export const LANDING_COPY = defineCopy(
  "landing",
  {
    landingTitle: "Welcome to Trophy Rewards",
    landingTagline:
      "Connecting developers, students, parents and educators to turn learning into trophies and real rewards.",
    goToDashboard: "Go to Dashboard",
    studentsCardBody:
      "Earn trophies in your learning apps and redeem them for rewards and gift cards.",
    developersCardBody:
      "Connect your educational app with an API key and award trophies to students.",
    parentsCardBody: "Link to your students, create custom rewards and follow their progress.",
    rewards: "Rewards",
    rewardsCardBody: "Gift cards and personal rewards that make every achievement count.",
    howItWorks: "How It Works",
    stepCreateAccount: "Create an account",
    stepCreateAccountBody: "Sign up as a student, developer or parent/guide.",
    stepEarnConfigure: "Earn and configure",
    stepEarnConfigureBody:
      "Students earn trophies while they learn; developers and parents set up awards and rewards.",
    stepRedeem: "Redeem rewards",
    stepRedeemBody: "Trade trophies for gift cards and custom rewards.",
    getStartedToday: "Get Started Today",
    getStartedBody: "Join Trophy Rewards and celebrate every step of learning.",
  },
  {
    es: {
      landingTitle: "Te damos la bienvenida a Trophy Rewards",
      landingTagline:
        "Conectamos a desarrolladores, estudiantes, familias y educadores para convertir el aprendizaje en trofeos y recompensas reales.",
      goToDashboard: "Ir al panel",
      studentsCardBody:
        "Gana trofeos en tus aplicaciones de aprendizaje y canjéalos por recompensas y tarjetas regalo.",
      developersCardBody:
        "Conecta tu aplicación educativa con una clave de API y otorga trofeos a estudiantes.",
      parentsCardBody:
        "Vincúlate con tus estudiantes, crea recompensas personalizadas y sigue su progreso.",
      rewards: "Recompensas",
      rewardsCardBody: "Tarjetas regalo y recompensas personales que hacen valer cada logro.",
      howItWorks: "Cómo funciona",
      stepCreateAccount: "Crea una cuenta",
      stepCreateAccountBody: "Regístrate como estudiante, desarrollador o padre/tutor.",
      stepEarnConfigure: "Gana y configura",
      stepEarnConfigureBody:
        "Los estudiantes ganan trofeos mientras aprenden; desarrolladores y familias configuran premios y recompensas.",
      stepRedeem: "Canjea recompensas",
      stepRedeemBody: "Cambia trofeos por tarjetas regalo y recompensas personalizadas.",
      getStartedToday: "Empieza hoy",
      getStartedBody: "Únete a Trophy Rewards y celebra cada paso del aprendizaje.",
    },
  },
);
