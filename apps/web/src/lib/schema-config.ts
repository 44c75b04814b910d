import { config } from "zod/v4/core";

/**
 * Runs first, before any schema is built: zod would otherwise probe whether it may compile parsers
 * with `new Function`, which the server's Content-Security-Policy (no 'unsafe-eval') refuses and
 * the browser reports as a violation. Parsing without compiled parsers costs nothing noticeable
 * at our payload sizes. Only zod's small config module is imported here, not the schema library.
 */
config({ jitless: true });
