// A real server for the client libraries' tests (packages/client, clients/python): the server's
// sources on a free port with an empty embedded database of its own, an admin from
// ADMIN_EMAIL/ADMIN_PASSWORD, a developer registered and approved through the API with both
// keys, and a verified student. Prints one JSON line with what the tests need, then runs until
// its standard input closes (its parent is done or gone) or it is sent SIGTERM/SIGINT.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const READY_WAIT_MS = 90_000;
const PASSWORD = "S3cretpass";
const ADMIN = { email: "admin@clients.test", password: "Adm1nPassword" };
const unique = (prefix) => `${prefix}-${randomBytes(4).toString("hex")}@clients.test`;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "trophy-clients-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A DATABASE_URL or SMTP_URL of the caller's would send this server's writes elsewhere.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !["DATABASE_URL", "SMTP_URL"].includes(name)),
  );
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "warn",
    // Busy test machines must not turn into 503s the tests did not ask for.
    OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
    OVERLOAD_POOL_WAIT_MS: "0",
    OVERLOAD_MAX_IN_FLIGHT: "0",
    // The tests' webhook receivers listen on 127.0.0.1 over http.
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
  });
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => {
    output += chunk.toString();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", (chunk) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const killed = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killed);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_WAIT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    }
    const ready = await fetch(`${baseUrl}/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { baseUrl, dataDir, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready within ${READY_WAIT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function call(baseUrl, method, url, { body, token } = {}) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      accept: "application/json",
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The verification link mailed to `email`, from the server's .eml outbox. */
async function verificationToken(dataDir, email) {
  const dir = path.join(dataDir, "mail");
  for (let attempt = 0; attempt < 200; attempt++) {
    for (const file of await readdir(dir).catch(() => [])) {
      const raw = (await readFile(path.join(dir, file), "utf8")).replace(/=\r?\n/g, "");
      if (!raw.includes(`To: ${email}`) && !raw.includes(`<${email}>`)) continue;
      const token = /\/auth\/verify-email\/([\w.-]+)/.exec(raw)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail to ${email}`);
}

const signIn = async (baseUrl, email, password) =>
  (await call(baseUrl, "POST", "/auth/login", { body: { email, password } })).accessToken;

/** A developer approved by the admin, with its live and test keys; a verified student. */
async function provision(baseUrl, dataDir) {
  const developer = { email: unique("dev"), password: PASSWORD };
  await call(baseUrl, "POST", "/auth/register", {
    body: { userType: "developer", ...developer, companyName: "Client Tests" },
  });
  const adminToken = await signIn(baseUrl, ADMIN.email, ADMIN.password);
  const { developers } = await call(baseUrl, "GET", "/api/admin/developers?limit=500", {
    token: adminToken,
  });
  const id = developers.find((d) => d.email === developer.email)?.id;
  if (!id) throw new Error("the new developer is not listed");
  await call(baseUrl, "PUT", `/api/admin/developers/${id}/validate`, { token: adminToken });
  const token = await signIn(baseUrl, developer.email, developer.password);
  const keys = await call(baseUrl, "GET", "/api/developers/api-key", { token });
  if (!keys.apiKey || !keys.testApiKey) throw new Error("the approved developer has no keys");

  const student = { email: unique("student"), password: PASSWORD };
  await call(baseUrl, "POST", "/auth/register", {
    body: {
      userType: "student",
      email: student.email,
      name: "Client Tester",
      birthYear: 2000,
      birthMonth: 1,
    },
  });
  const verification = await verificationToken(dataDir, student.email);
  await call(baseUrl, "POST", `/auth/verify-email/${verification}`, {
    body: { password: student.password },
  });
  return { developer, liveKey: keys.apiKey, testKey: keys.testApiKey, student };
}

const server = await startServer();
let stopping = null;
const stop = () => {
  stopping ??= server.stop().then(() => process.exit(0));
  return stopping;
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
try {
  const world = await provision(server.baseUrl, server.dataDir);
  process.stdout.write(`${JSON.stringify({ baseUrl: server.baseUrl, ...world })}\n`);
} catch (err) {
  console.error(err);
  await server.stop();
  process.exit(1);
}
process.stdin.resume();
process.stdin.on("end", stop);
process.stdin.on("close", stop);
