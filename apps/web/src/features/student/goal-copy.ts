import { countText, defineCopy } from "@/lib/i18n/define-copy";

const NAMESPACE = "studentGoal";

/** The words of the student's goal: the dashboard card, the rewards' goal buttons, the celebration. */
export const GOAL_COPY = defineCopy(
  NAMESPACE,
  {
    yourGoal: "Your Goal",
    noGoal: "Pick a reward to save towards and watch your progress here.",
    chooseGoal: "Choose a goal",
    setAsGoal: "Set as goal",
    removeGoal: "Remove goal",
    goalBadge: "Your goal",
    goalSetTitle: "Goal set",
    goalRemovedTitle: "Goal removed",
    goalFailedTitle: "Could not change your goal",
    goalFailed: "Please try again.",
    progressLabel: "Progress toward {title}",
    progressValue_one: "{balance} of {{count, number}} trophy",
    progressValue_other: "{balance} of {{count, number}} trophies",
    toGo_one: "{{count, number}} more trophy to go",
    toGo_other: "{{count, number}} more trophies to go",
    ready: "You have enough trophies to redeem it.",
    redeemNow: "Go to rewards",
    unavailable: "This reward cannot be redeemed right now.",
    reached: "Goal reached! You can redeem {title} now.",
    errorLoadingGoal: "Your goal could not be loaded.",
  },
  {
    es: {
      yourGoal: "Tu meta",
      noGoal: "Elige una recompensa para ahorrar trofeos y mira aquí cuánto te falta.",
      chooseGoal: "Elegir una meta",
      setAsGoal: "Fijar como meta",
      removeGoal: "Quitar meta",
      goalBadge: "Tu meta",
      goalSetTitle: "Meta fijada",
      goalRemovedTitle: "Meta quitada",
      goalFailedTitle: "No se pudo cambiar tu meta",
      goalFailed: "Inténtalo de nuevo.",
      progressLabel: "Progreso hacia {title}",
      progressValue_one: "{balance} de {{count, number}} trofeo",
      progressValue_other: "{balance} de {{count, number}} trofeos",
      toGo_one: "Te falta {{count, number}} trofeo",
      toGo_other: "Te faltan {{count, number}} trofeos",
      ready: "Tienes suficientes trofeos para canjearla.",
      redeemNow: "Ir a las recompensas",
      unavailable: "Esta recompensa no se puede canjear por ahora.",
      reached: "¡Meta alcanzada! Ya puedes canjear {title}.",
      errorLoadingGoal: "No se pudo cargar tu meta.",
    },
  },
);

/** A goal text with a count, in the current language's plural form and number format. */
export function goalCount(key: "progressValue" | "toGo", count: number): string {
  return countText(NAMESPACE, key, count);
}
