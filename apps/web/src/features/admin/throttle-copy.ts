import {
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS_WHILE_SLOWED,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
} from "@trophy/shared/constants";
import { defineCopy } from "@/lib/i18n/define-copy";

/** The Users page's section on the sign-in throttle (docs/product.md, /admin/users; §10). */
export const THROTTLE_COPY = defineCopy(
  "adminThrottle",
  {
    title: "Sign-in throttle",
    intro:
      "Accounts held back by failed sign-ins in the last few minutes. Their owners still sign in from any address that has not failed.",
    until: "The counts start again at {time}.",
    failures: "Failed sign-ins: {count}",
    slowed: "Slowed",
    slowedHint: `More than ${LOGIN_MAX_FAILURES_PER_ACCOUNT} failures from all addresses: each address gets ${LOGIN_MAX_ATTEMPTS_PER_ADDRESS_WHILE_SLOWED} attempts.`,
    refusedFrom: "Refused from:",
    moreAddresses: "and {count} more",
    refusedEverywhere: "Addresses refused on every account",
    showingSome: "Showing {shown} of {total} accounts",
    none: "No account is held back by failed sign-ins.",
    loadFailed: "Could not load the sign-in throttle",
  },
  {
    es: {
      title: "Límite de inicios de sesión",
      intro:
        "Cuentas frenadas por inicios de sesión fallidos en los últimos minutos. Sus dueños siguen entrando desde cualquier dirección que no haya fallado.",
      until: "Los recuentos empiezan de nuevo a las {time}.",
      failures: "Inicios de sesión fallidos: {count}",
      slowed: "Frenada",
      slowedHint: `Más de ${LOGIN_MAX_FAILURES_PER_ACCOUNT} fallos desde todas las direcciones: cada dirección tiene ${LOGIN_MAX_ATTEMPTS_PER_ADDRESS_WHILE_SLOWED} intentos.`,
      refusedFrom: "Rechazada desde:",
      moreAddresses: "y {count} más",
      refusedEverywhere: "Direcciones rechazadas en todas las cuentas",
      showingSome: "Se muestran {shown} de {total} cuentas",
      none: "Ninguna cuenta está frenada por inicios de sesión fallidos.",
      loadFailed: "No se pudo cargar el límite de inicios de sesión",
    },
  },
);
