import { countText, defineCopy } from "@/lib/i18n/define-copy";

const NAMESPACE = "parentRewards";

/**
 * Editing, pausing and deleting custom rewards, and declining a redemption (the texts shared with
 * the admin's screens are in the common copy).
 */
export const REWARDS_COPY = defineCopy(
  NAMESPACE,
  {
    redeemed_one: "Redeemed {{count, number}} time",
    redeemed_other: "Redeemed {{count, number}} times",
    rewardInactive: "Inactive",
    edit: "Edit",
    editRewardTitle: "Edit this reward",
    editRewardBody: "Your student sees the changes at once; past redemptions keep their cost.",
    save: "Save",
    saving: "Saving...",
    rewardUpdated: "Reward updated",
    failedToUpdate: "Failed to update reward",
    deactivate: "Deactivate",
    activate: "Activate",
    rewardDeactivated: "Reward deactivated",
    rewardActivated: "Reward activated",
    delete: "Delete",
    deleting: "Deleting...",
    deleteRewardTitle: "Delete this reward?",
    deleteRewardBody:
      "A reward that was never redeemed is deleted. One that was redeemed is deactivated instead, so your student's history keeps it.",
    rewardDeleted: "Reward deleted",
    rewardKeptInactive: "Reward deactivated: it was redeemed before, so it stays in the history.",
    failedToDelete: "Failed to delete reward",
    reasonHint: "Your student reads it; up to 500 characters",
    redemptionDeclined: "Redemption declined: the trophies went back to the student",
    failedToDecline: "Failed to decline redemption",
  },
  {
    es: {
      redeemed_one: "Canjeada {{count, number}} vez",
      redeemed_other: "Canjeada {{count, number}} veces",
      rewardInactive: "Inactiva",
      edit: "Editar",
      editRewardTitle: "Editar esta recompensa",
      editRewardBody:
        "Tu estudiante ve los cambios al momento; los canjes anteriores conservan su coste.",
      save: "Guardar",
      saving: "Guardando...",
      rewardUpdated: "Recompensa actualizada",
      failedToUpdate: "No se pudo actualizar la recompensa",
      deactivate: "Desactivar",
      activate: "Activar",
      rewardDeactivated: "Recompensa desactivada",
      rewardActivated: "Recompensa activada",
      delete: "Eliminar",
      deleting: "Eliminando...",
      deleteRewardTitle: "¿Eliminar esta recompensa?",
      deleteRewardBody:
        "Una recompensa que nunca se canjeó se elimina. Una que ya se canjeó se desactiva, para que el historial de tu estudiante la conserve.",
      rewardDeleted: "Recompensa eliminada",
      rewardKeptInactive:
        "Recompensa desactivada: ya se había canjeado, así que se queda en el historial.",
      failedToDelete: "No se pudo eliminar la recompensa",
      reasonHint: "Tu estudiante lo lee; hasta 500 caracteres",
      redemptionDeclined: "Canje rechazado: los trofeos volvieron al estudiante",
      failedToDecline: "No se pudo rechazar el canje",
    },
  },
);

/** A parent rewards text with a count, in the current language's plural form. */
export function rewardsCount(key: "redeemed", count: number): string {
  return countText(NAMESPACE, key, count);
}
