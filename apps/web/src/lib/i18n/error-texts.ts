import {
  API_KEY_REGENERATIONS_PER_DAY,
  API_RATE_LIMIT_PER_HOUR,
  APP_REVERSAL_WINDOW_DAYS,
  PASSWORD_MIN_LENGTH,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_TESTS_PER_MINUTE,
} from "@trophy/shared/constants";
import type { ErrorCode } from "@trophy/shared/error-codes";
import { i18next } from "./i18n";

/**
 * The API's error codes in the languages other than English. English shows the server's own
 * sentence (the product's exact texts); another language shows its text for the code, or the
 * server's sentence for a code this client does not know (docs/architecture.md §9). The type holds
 * every code, so a new code breaks the type check until it is translated. Where the server's
 * sentence carries details of one answer (the codes of an upload, a balance), the text here reads
 * whole without them: the details travel as the answer's fields and are shown from there.
 */
const ES: Record<ErrorCode, string> = {
  validation_failed: "La solicitud no es válida",
  invalid_json: "El cuerpo de la solicitud no es un JSON válido",
  unsupported_media_type: "Tipo de contenido no admitido",
  payload_too_large: "El cuerpo de la solicitud es demasiado grande",
  invalid_url: "La dirección no es una URL válida",
  url_too_long: "La dirección es demasiado larga",
  bad_request: "Solicitud incorrecta",
  unstorable_text: "El texto contiene caracteres que no se pueden guardar",
  not_found: "No se encontró",
  internal_error: "Algo salió mal. Inténtalo de nuevo más tarde.",
  server_busy: "El servidor está ocupado. Inténtalo de nuevo en un momento.",

  invalid_credentials: "Correo electrónico o contraseña no válidos",
  verify_email: "Verifica tu correo electrónico antes de iniciar sesión",
  developer_pending: "Tu cuenta de desarrollador está pendiente de aprobación por un administrador",
  developer_rejected: "Un administrador rechazó tu cuenta de desarrollador",
  suspended: "Tu cuenta está suspendida",
  too_many_attempts:
    "Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo más tarde.",
  email_taken: "Ya existe una cuenta con este correo electrónico",
  admin_registration: "Las cuentas de administrador no se pueden crear mediante el registro",
  too_many_registrations: "Demasiados registros desde esta red. Inténtalo de nuevo más tarde.",
  invalid_verification_token: "El enlace de verificación no es válido o ha caducado",
  password_not_needed: "Esta cuenta no necesita que se establezca una contraseña",
  password_required: "Escribe la contraseña que elegiste al registrarte",
  wrong_password: "La contraseña no es correcta",
  invalid_password: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres, con mayúsculas, minúsculas y números.`,
  too_many_resends: "Se pidieron demasiados correos de verificación. Inténtalo de nuevo más tarde.",
  invalid_refresh_token: "La sesión no es válida o ha caducado",
  auth_required: "Debes iniciar sesión",
  invalid_token: "El token no es válido o ha caducado",
  stream_token_invalid: "El token no es válido o ha caducado",
  forbidden: "No tienes permiso para hacer esto",

  insufficient_trophies: "No tienes suficientes trofeos",
  out_of_stock: "Esta tarjeta regalo está agotada",
  reward_not_found: "No se encontró la recompensa",
  invalid_reward_id: "El identificador de la recompensa no es válido",
  request_not_found: "No se encontró la solicitud de conexión",

  api_key_missing: "Falta la clave de API: envíala en la cabecera X-API-Key",
  api_key_invalid: "La clave de API no es válida o fue revocada",
  developer_not_validated: "Esta cuenta de desarrollador no está validada",
  student_not_found: "No hay ninguna cuenta de estudiante con ese correo electrónico",
  rate_limited: `Límite superado: ${API_RATE_LIMIT_PER_HOUR} solicitudes por hora por desarrollador`,
  daily_budget_exceeded: "Este premio superaría el límite diario de trofeos del desarrollador",
  idempotency_mismatch: "Esta Idempotency-Key ya se usó con una solicitud diferente",
  developer_not_found: "No se encontró el desarrollador",
  too_many_regenerations: `Puedes regenerar tu clave de API como máximo ${API_KEY_REGENERATIONS_PER_DAY} veces en 24 horas. Inténtalo de nuevo más tarde.`,
  too_many_invalid_keys:
    "Demasiadas llamadas con una clave de API desconocida desde esta dirección. Inténtalo de nuevo más tarde.",

  already_linked: "Este estudiante ya está vinculado contigo",
  request_already_pending: "Ya hay una solicitud de conexión pendiente con este estudiante",
  student_not_linked: "Solo puedes crear recompensas para estudiantes vinculados contigo",
  link_not_found: "Este estudiante no está vinculado contigo",
  fulfillment_not_found: "No se encontró la entrega",
  already_fulfilled: "Esta recompensa ya se entregó",
  reward_out_of_stock: "Esta recompensa está agotada",
  already_declined: "Este canje ya se rechazó",

  gift_card_exists: "Ya existe una tarjeta regalo con ese código",
  duplicate_codes_in_batch: "Hay códigos repetidos en el lote",
  all_gift_cards_failed: "No se pudo guardar ninguna tarjeta regalo",
  invalid_gift_card_file: "No se pudo leer el archivo de tarjetas regalo",
  denomination_not_found: "No hay tarjetas regalo de ese valor",
  cannot_delete_redeemed: "No se puede eliminar: algunas tarjetas ya se han canjeado",
  user_not_found: "No se encontró el usuario",
  cannot_suspend_self: "No puedes suspender tu propia cuenta",
  last_active_admin: "No se puede suspender al último administrador activo",
  award_not_found: "No se encontró el premio",
  reversal_exceeds_balance: "El saldo del estudiante es menor que los trofeos de este premio",
  reversal_window_passed: `Una app puede revertir sus premios durante ${APP_REVERSAL_WINDOW_DAYS} días; pide a un administrador que revierta uno más antiguo`,
  webhook_url_invalid:
    "La URL del webhook debe ser una dirección https:// cuyo nombre de host se resuelva",
  webhook_url_forbidden:
    "La URL del webhook no debe apuntar a una dirección de red privada, local o de enlace local",
  too_many_webhooks: `Un desarrollador puede registrar como máximo ${WEBHOOK_ENDPOINTS_MAX} webhooks; elimina uno primero`,
  webhook_not_found: "No se encontró el webhook",
  too_many_webhook_tests: `Puedes enviar como máximo ${WEBHOOK_TESTS_PER_MINUTE} eventos de prueba por minuto. Inténtalo de nuevo en un momento.`,
  gift_card_goal: "Una tarjeta regalo no puede ser una meta; elige otra de las recompensas",
  request_not_pending:
    "Esta solicitud ya tiene respuesta; solo se puede cancelar una solicitud pendiente",
  parent_link_not_found: "Este padre, madre o tutor no está vinculado contigo",
  notification_not_for_role: "Esa notificación no es de tu tipo de cuenta",
  invalid_unsubscribe_token: "Este enlace para darse de baja no es válido",

  approval_not_found: "No hay ninguna tarjeta regalo con ese id esperando tu aprobación",
  already_approved: "Esta tarjeta regalo ya se aprobó",
  redemption_not_found: "No se encontró el canje",
  avatar_for_students_only: "Solo los estudiantes eligen un avatar",

  invalid_reset_token:
    "Este enlace para restablecer la contraseña no es válido, ya se usó o caducó. Pide uno nuevo.",
  too_many_reset_requests:
    "Se pidieron demasiados correos para restablecer la contraseña. Inténtalo de nuevo más tarde.",
  wrong_current_password: "La contraseña actual no es correcta",
  last_admin: "No se puede eliminar la cuenta del último administrador activo",
  cannot_delete_self: "Elimina tu propia cuenta desde tu perfil, con tu contraseña",
  deletion_request_not_found: "No hay ninguna solicitud pendiente para eliminar esta cuenta",
  approval_ends_on_unlink:
    "Este padre, madre o tutor es el último que aprueba tus tarjetas regalo: si lo quitas, esa aprobación termina y se le avisará. Confirma para quitarlo.",
  block_not_found: "Este padre, madre o tutor no está bloqueado",
};

i18next.addResourceBundle("es", "errors", ES, true, true);

/** The text to show for an error answer in the current language. */
export function errorText(code: ErrorCode | undefined, serverSentence: string): string {
  if (!code || i18next.language === "en") return serverSentence;
  return i18next.t(code, { ns: "errors", defaultValue: serverSentence, fallbackLng: [] });
}
