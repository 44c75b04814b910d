import { countText, defineCopy } from "@/lib/i18n/define-copy";

const NAMESPACE = "adminRewards";

/**
 * The admin's Rewards screen: the base rewards every student is offered besides gift cards,
 * fulfilled by hand (docs/product.md §2, /admin/rewards). The stock's words are the common copy's.
 */
export const ADMIN_REWARDS_COPY = defineCopy(
  NAMESPACE,
  {
    rewardsIntro:
      "The rewards every student is offered besides gift cards. Their redemptions wait for you or a student's parent/guide to fulfill them.",
    newReward: "New base reward",
    newRewardBody: "Every student is offered it as soon as it is added.",
    titleLabel: "Title",
    descriptionLabel: "Description",
    addReward: "Add reward",
    addingReward: "Adding...",
    rewardAdded: "Reward added",
    failedToAdd: "Failed to add reward",
    baseRewards: "Base rewards",
    loadingRewards: "Loading rewards",
    noRewards: "No base rewards yet. Add one above: every student is offered it at once.",
    rewardInactive: "Inactive",
    redeemed_one: "Redeemed {{count, number}} time",
    redeemed_other: "Redeemed {{count, number}} times",
    waiting_one: "{{count, number}} waiting",
    waiting_other: "{{count, number}} waiting",
    edit: "Edit",
    editRewardTitle: "Edit this reward",
    editRewardBody: "Students see the changes at once; past redemptions keep their cost.",
    activeLabel: "Offered to students",
    activeHint: "Off: students no longer see it. Redemptions already made stay.",
    save: "Save",
    saving: "Saving...",
    rewardUpdated: "Reward updated",
    failedToUpdate: "Failed to update reward",
    deactivate: "Deactivate",
    activate: "Activate",
    rewardDeactivated: "Reward deactivated",
    rewardActivated: "Reward activated",
  },
  {
    es: {
      rewardsIntro:
        "Las recompensas que se ofrecen a todos los estudiantes además de las tarjetas regalo. Sus canjes esperan a que tú o un padre, madre o tutor del estudiante los entreguen.",
      newReward: "Nueva recompensa básica",
      newRewardBody: "Se ofrece a todos los estudiantes en cuanto se agrega.",
      titleLabel: "Título",
      descriptionLabel: "Descripción",
      addReward: "Agregar recompensa",
      addingReward: "Agregando...",
      rewardAdded: "Recompensa agregada",
      failedToAdd: "No se pudo agregar la recompensa",
      baseRewards: "Recompensas básicas",
      loadingRewards: "Cargando recompensas",
      noRewards:
        "Todavía no hay recompensas básicas. Agrega una arriba: se ofrece al momento a todos los estudiantes.",
      rewardInactive: "Inactiva",
      redeemed_one: "Canjeada {{count, number}} vez",
      redeemed_other: "Canjeada {{count, number}} veces",
      waiting_one: "{{count, number}} en espera",
      waiting_other: "{{count, number}} en espera",
      edit: "Editar",
      editRewardTitle: "Editar esta recompensa",
      editRewardBody:
        "Los estudiantes ven los cambios al momento; los canjes anteriores conservan su coste.",
      activeLabel: "Se ofrece a los estudiantes",
      activeHint: "Desactivada: los estudiantes ya no la ven. Los canjes ya hechos se conservan.",
      save: "Guardar",
      saving: "Guardando...",
      rewardUpdated: "Recompensa actualizada",
      failedToUpdate: "No se pudo actualizar la recompensa",
      deactivate: "Desactivar",
      activate: "Activar",
      rewardDeactivated: "Recompensa desactivada",
      rewardActivated: "Recompensa activada",
    },
  },
);

/** A Rewards screen text with a count, in the current language's plural form. */
export function adminRewardsCount(key: "redeemed" | "waiting", count: number): string {
  return countText(NAMESPACE, key, count);
}
