import { defineCopy } from "@/lib/i18n/define-copy";

/**
 * The developer area's copy for the test key, the keys' last use, usage by outcome and the
 * request log (docs/product.md §8). `{name}` placeholders are filled with fillTemplate; `_one` and
 * `_other` keys are counts (countText).
 */
export const PLATFORM_COPY = defineCopy(
  "developerPlatform",
  {
    liveKeyTitle: "Live API Key",
    liveKeyHelp:
      "Send it in the X-API-Key header. Keep it secret: anyone who has it can award trophies as your app.",
    liveKeyLabel: "Live API key",
    copyLiveKey: "Copy live API key",
    testKeyTitle: "Test API Key",
    testKeyHelp:
      'Calls with the test key run in a sandbox: any e-mail is a sandbox student, no real trophies are awarded, and every answer says "livemode": false. Limit: {limit} calls per hour.',
    testKeyLabel: "Test API key",
    copyTestKey: "Copy test API key",
    noTestKey: "You have no active test key. Regenerate one to try the API in the sandbox.",
    regenerateTestKeyTitle: "Regenerate test key",
    regenerateTestKeyConfirm: "Are you sure? Your old test key will stop working immediately.",
    testKeyRegenerated: "Test key regenerated",
    testRegenerationFailed: "Failed to regenerate the test key.",
    lastUsed: "Last used {time}",
    neverUsed: "Never used",
    usageModes: "Key",
    live: "Live",
    test: "Test",
    liveCallsHint: "With your live key",
    exampleKey: "Key in the examples",
    exampleTestKey: "Test key",
    exampleLiveKey: "Live key",
    exampleUsesTestKey:
      "It carries your test key: the call awards a sandbox student, no real trophies. Choose Live key when your app is ready.",
    exampleUsesLiveKey:
      "It carries your live key: the call awards real trophies to a real student.",
    outcomeSuccess: "Success",
    outcomeClientError: "4xx",
    outcomeRateLimited: "429",
    outcomeClientErrorLong: "Refused (4xx)",
    outcomeRateLimitedLong: "Rate limited (429)",
    trophiesLabel: "Trophies",
    studentsLabel: "Students",
    dayLabel: "Day (UTC)",
    callsPerDay: "Calls per day by outcome",
    usageTableLabel: "Days with calls",
    noLiveCalls: "No calls with the live key in this period.",
    noTestCalls: "No calls with the test key in this period.",
    periodTotals_one:
      "{{count, number}} call in this period: {success} succeeded, {clientErrors} refused (4xx), {rateLimited} rate limited (429); {trophies} trophies awarded.",
    periodTotals_other:
      "{{count, number}} calls in this period: {success} succeeded, {clientErrors} refused (4xx), {rateLimited} rate limited (429); {trophies} trophies awarded.",
    requestLogTitle: "Recent Requests",
    requestLogBody: "The last 100 calls made with your keys.",
    requestLogLabel: "Table of recent requests",
    failingFirst: "Failing first",
    refresh: "Refresh",
    refreshing: "Refreshing...",
    loadingRequests: "Loading recent requests",
    noRequests: "No API calls yet. Calls with your live or test key appear here.",
    columnTime: "Time",
    columnKey: "Key",
    columnOperation: "Operation",
    columnStatus: "Status",
    columnErrorCode: "Error code",
    columnStudent: "Student",
  },
  {
    es: {
      liveKeyTitle: "Clave de API real",
      liveKeyHelp:
        "Envíala en el encabezado X-API-Key. Mantenla en secreto: cualquiera que la tenga puede otorgar trofeos en nombre de tu aplicación.",
      liveKeyLabel: "Clave de API real",
      copyLiveKey: "Copiar clave de API real",
      testKeyTitle: "Clave de API de prueba",
      testKeyHelp:
        'Las llamadas con la clave de prueba se hacen en un entorno de pruebas: cualquier correo es un estudiante de prueba, no se otorgan trofeos reales y cada respuesta indica "livemode": false. Límite: {limit} llamadas por hora.',
      testKeyLabel: "Clave de API de prueba",
      copyTestKey: "Copiar clave de API de prueba",
      noTestKey:
        "No tienes ninguna clave de prueba activa. Regenera una para probar la API en el entorno de pruebas.",
      regenerateTestKeyTitle: "Regenerar clave de prueba",
      regenerateTestKeyConfirm:
        "¿Seguro que quieres continuar? Tu clave de prueba anterior dejará de funcionar de inmediato.",
      testKeyRegenerated: "Clave de prueba regenerada",
      testRegenerationFailed: "No se pudo regenerar la clave de prueba.",
      lastUsed: "Último uso: {time}",
      neverUsed: "Nunca se ha usado",
      usageModes: "Clave",
      live: "Real",
      test: "Prueba",
      liveCallsHint: "Con tu clave real",
      exampleKey: "Clave de los ejemplos",
      exampleTestKey: "Clave de prueba",
      exampleLiveKey: "Clave real",
      exampleUsesTestKey:
        "Lleva tu clave de prueba: la llamada otorga trofeos a un estudiante de prueba, no trofeos reales. Elige Clave real cuando tu aplicación esté lista.",
      exampleUsesLiveKey:
        "Lleva tu clave real: la llamada otorga trofeos reales a un estudiante real.",
      outcomeSuccess: "Correctas",
      outcomeClientError: "4xx",
      outcomeRateLimited: "429",
      outcomeClientErrorLong: "Rechazadas (4xx)",
      outcomeRateLimitedLong: "Límite superado (429)",
      trophiesLabel: "Trofeos",
      studentsLabel: "Estudiantes",
      dayLabel: "Día (UTC)",
      callsPerDay: "Llamadas por día según el resultado",
      usageTableLabel: "Días con llamadas",
      noLiveCalls: "No hubo llamadas con la clave real en este periodo.",
      noTestCalls: "No hubo llamadas con la clave de prueba en este periodo.",
      periodTotals_one:
        "{{count, number}} llamada en este periodo: {success} correctas, {clientErrors} rechazadas (4xx), {rateLimited} con el límite superado (429); {trophies} trofeos otorgados.",
      periodTotals_other:
        "{{count, number}} llamadas en este periodo: {success} correctas, {clientErrors} rechazadas (4xx), {rateLimited} con el límite superado (429); {trophies} trofeos otorgados.",
      requestLogTitle: "Solicitudes recientes",
      requestLogBody: "Las últimas 100 llamadas hechas con tus claves.",
      requestLogLabel: "Tabla de solicitudes recientes",
      failingFirst: "Fallidas primero",
      refresh: "Actualizar",
      refreshing: "Actualizando...",
      loadingRequests: "Cargando las solicitudes recientes",
      noRequests:
        "Todavía no hay llamadas a la API. Aquí aparecen las llamadas con tu clave real o de prueba.",
      columnTime: "Hora",
      columnKey: "Clave",
      columnOperation: "Operación",
      columnStatus: "Estado",
      columnErrorCode: "Código de error",
      columnStudent: "Estudiante",
    },
  },
);
