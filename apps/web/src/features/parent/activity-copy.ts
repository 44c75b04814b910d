import { defineCopy } from "@/lib/i18n/define-copy";

/**
 * What a linked student did, as their parent/guide sees it: the 30-day chart on the dashboard and
 * the student's page with the feed. `{name}` placeholders are filled by fillTemplate.
 */
export const ACTIVITY_COPY = defineCopy(
  "parentActivity",
  {
    pageTitle: "Student Activity",
    pageIntro: "What {name} earned in apps and spent on rewards, newest first.",
    pageIntroUnnamed: "What this student earned in apps and spent on rewards, newest first.",
    backToStudents: "Back to Students",
    viewActivity: "View activity",
    balance: "Balance",
    chartTitle: "Last 30 days",
    chartSummary: "Trophies of {name} in the last 30 days: {earned} earned, {spent} spent.",
    chartSummaryUnnamed: "Trophies in the last 30 days: {earned} earned, {spent} spent.",
    earned: "Earned",
    spent: "Spent",
    figures: "Daily figures",
    figuresLabel: "Trophies earned and spent per day, newest first",
    day: "Day",
    quietMonth: "No trophies earned or spent in the last 30 days.",
    loadingChart: "Loading the last 30 days",
    feedTitle: "Activity",
    loadingActivity: "Loading activity",
    noActivity: "No activity yet. Trophies from apps and redeemed rewards will show here.",
    loadMore: "Load more",
    loadingMore: "Loading...",
    showing: "Showing {shown} of {total}",
    kindAward: "Award",
    kindRedemption: "Redeemed",
    kindReversal: "Taken back",
    kindRefund: "Refunded",
    kindHold: "Held for approval",
    fromApp: "From {app}",
  },
  {
    es: {
      pageTitle: "Actividad del estudiante",
      pageIntro:
        "Lo que {name} ganó en las aplicaciones y gastó en recompensas, lo más reciente primero.",
      pageIntroUnnamed:
        "Lo que este estudiante ganó en las aplicaciones y gastó en recompensas, lo más reciente primero.",
      backToStudents: "Volver a Estudiantes",
      viewActivity: "Ver actividad",
      balance: "Saldo",
      chartTitle: "Últimos 30 días",
      chartSummary: "Trofeos de {name} en los últimos 30 días: {earned} ganados, {spent} gastados.",
      chartSummaryUnnamed: "Trofeos de los últimos 30 días: {earned} ganados, {spent} gastados.",
      earned: "Ganados",
      spent: "Gastados",
      figures: "Cifras por día",
      figuresLabel: "Trofeos ganados y gastados por día, lo más reciente primero",
      day: "Día",
      quietMonth: "Ningún trofeo ganado ni gastado en los últimos 30 días.",
      loadingChart: "Cargando los últimos 30 días",
      feedTitle: "Actividad",
      loadingActivity: "Cargando la actividad",
      noActivity:
        "Todavía no hay actividad. Aquí aparecerán los trofeos de las aplicaciones y las recompensas canjeadas.",
      loadMore: "Cargar más",
      loadingMore: "Cargando...",
      showing: "Mostrando {shown} de {total}",
      kindAward: "Premio",
      kindRedemption: "Canjeado",
      kindReversal: "Retirado",
      kindRefund: "Reembolsado",
      kindHold: "Reservado para aprobación",
      fromApp: "De {app}",
    },
  },
);
