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
    },
  },
);
