import { defineCopy } from "@/lib/i18n/define-copy";

/** A student's linked parents/guides on the profile (issue 14, connections both ways). */
export const LINKED_PARENTS_COPY = defineCopy(
  "linkedParents",
  {
    linkedParentsTitle: "Parents and guides",
    linkedParentsIntro:
      "The people you allowed to follow your trophies and make rewards for you. Remove one to end the link.",
    loadingParents: "Loading parents and guides...",
    noLinkedParents:
      "No parent or guide is linked to you. When one sends a request, you accept or decline it on your dashboard.",
    linkedSince: "Linked since {date}",
    remove: "Remove",
    removing: "Removing...",
    removeQuestion: "Remove this parent/guide?",
    removeBody:
      "They will no longer see your trophies, and the rewards they made for you are no longer offered. They can send a new request later.",
    parentWithEmail: "{name} ({email})",
    parentRemoved: "Parent/guide removed",
    failedToRemove: "Failed to remove the parent/guide",
    approvesGiftCards: "Approves your gift cards first",
    removeEndsApprovalBody:
      "They are the last parent or guide who approves your gift cards first. Removing them ends that approval: your gift cards will no longer wait for anyone's approval, and they will get an e-mail saying that you removed the link. They will no longer see your trophies, and the rewards they made for you are no longer offered.",
    removeEndingApproval: "Remove and end approval",
    blockedTitle: "Blocked",
    blockedIntro: "They cannot send you connection requests. Unblock one to let them ask again.",
    blockedSince: "Blocked since {date}",
    unblock: "Unblock",
    unblocking: "Unblocking...",
    parentUnblocked: "Parent/guide unblocked",
    failedToUnblock: "Failed to unblock the parent/guide",
  },
  {
    es: {
      linkedParentsTitle: "Padres y tutores",
      linkedParentsIntro:
        "Las personas a las que permitiste seguir tus trofeos y crear recompensas para ti. Quita una para terminar el vínculo.",
      loadingParents: "Cargando padres y tutores...",
      noLinkedParents:
        "No tienes ningún padre, madre o tutor vinculado. Cuando alguien envíe una solicitud, la aceptas o rechazas en tu panel.",
      linkedSince: "Vinculado desde el {date}",
      remove: "Quitar",
      removing: "Quitando...",
      removeQuestion: "¿Quitar a este padre, madre o tutor?",
      removeBody:
        "Ya no verá tus trofeos y las recompensas que creó para ti dejarán de ofrecerse. Podrá enviar una nueva solicitud más adelante.",
      parentWithEmail: "{name} ({email})",
      parentRemoved: "Padre, madre o tutor quitado",
      failedToRemove: "No se pudo quitar al padre, madre o tutor",
      approvesGiftCards: "Aprueba primero tus tarjetas regalo",
      removeEndsApprovalBody:
        "Es el último padre, madre o tutor que aprueba primero tus tarjetas regalo. Si lo quitas, esa aprobación termina: tus tarjetas regalo ya no esperarán la aprobación de nadie, y recibirá un correo que dice que quitaste el vínculo. Ya no verá tus trofeos y las recompensas que creó para ti dejarán de ofrecerse.",
      removeEndingApproval: "Quitar y terminar la aprobación",
      blockedTitle: "Bloqueados",
      blockedIntro:
        "No pueden enviarte solicitudes de conexión. Desbloquea a uno para que pueda volver a pedirlo.",
      blockedSince: "Bloqueado desde el {date}",
      unblock: "Desbloquear",
      unblocking: "Desbloqueando...",
      parentUnblocked: "Padre, madre o tutor desbloqueado",
      failedToUnblock: "No se pudo desbloquear al padre, madre o tutor",
    },
  },
);
