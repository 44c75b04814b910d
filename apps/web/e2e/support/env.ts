import { tmpdir } from "node:os";
import path from "node:path";

/** E2E_PORT lets two runs share a machine (each its own server and data directory). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The server's DATA_DIR for the run: its mail outbox is where the tests read their links. */
export const E2E_DATA_DIR = path.join(tmpdir(), `trophy-e2e-data-${E2E_PORT}`);
export const E2E_ADMIN = { email: "admin@e2e.test", password: "Adm1nPassword" };
export const PASSWORD = "S3cretpass";
/** Seeded by serve.mjs (npm run seed:demo's data). */
export const DEMO_DEVELOPER = { email: "developer@demo.test", password: "Demo1234" };
