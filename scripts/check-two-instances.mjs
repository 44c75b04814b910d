// Two built server instances on one PostgreSQL behind nginx with deploy/nginx.conf, checked
// through the proxy (docs/operations.md: When you outgrow one machine): an award answered by one instance
// reaches a balance stream held by the other, the hourly award limit is one for both, and a
// session made on one works on the other. Run by .ci/run after `npm test` (which builds).
//
//   PG_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/check-two-instances.mjs
//
// PROXY_PORT (8090) and INSTANCE_PORTS (3310,3311) choose the ports. nginx runs as this user with
// its pid, logs and temporary files in a temporary folder.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverUrl = process.env.PG_URL;
const proxyPort = Number(process.env.PROXY_PORT ?? 8090);
const instancePorts = (process.env.INSTANCE_PORTS ?? "3310,3311").split(",").map(Number);
const proxy = `http://127.0.0.1:${proxyPort}`;
const started = Date.now();
const children = [];
let work;
let dropDatabase = async () => undefined;

function step(text) {
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${text}`);
}

function fail(text) {
  throw new Error(text);
}

async function main() {
  if (!serverUrl) fail("Set PG_URL to a PostgreSQL server (a database is created and dropped).");
  for (const entry of ["main", "seed-demo"]) {
    if (!existsSync(path.join(root, `apps/server/dist/${entry}.js`))) {
      fail(`apps/server/dist/${entry}.js is missing: run npm run build first.`);
    }
  }
  work = mkdtempSync(path.join(tmpdir(), "trophy-proxy-"));
  // nginx started as root hands requests to workers running as nobody: they must reach these.
  chmodSync(work, 0o755);

  const name = `proxy_check_${randomBytes(4).toString("hex")}`;
  await admin(`CREATE DATABASE ${name}`);
  dropDatabase = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    APP_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: proxy,
    HOST: "127.0.0.1",
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    // Low, so the check can see under which address sign-ups are counted.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: "3",
  };
  const seeded = spawnSync("node", ["apps/server/dist/seed-demo.js"], {
    cwd: root,
    env: { ...env, DATA_DIR: path.join(work, "seed") },
    encoding: "utf8",
  });
  if (seeded.status !== 0) fail(`seed-demo failed:\n${seeded.stdout}${seeded.stderr}`);
  step("demo data in a new PostgreSQL database");

  for (const port of instancePorts) {
    const child = spawn("node", ["apps/server/dist/main.js"], {
      cwd: root,
      env: { ...env, PORT: String(port), DATA_DIR: path.join(work, `instance-${port}`) },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(child);
  }
  await Promise.all(instancePorts.map((port) => waitFor(`http://127.0.0.1:${port}`)));
  step(`instances on ports ${instancePorts.join(" and ")}`);

  startNginx();
  await waitFor(proxy);
  step(`nginx on port ${proxyPort} with deploy/nginx.conf`);

  await checkSession();
  const apiKey = await developerKey();
  await checkStreamAcrossInstances(apiKey);
  await checkSharedLimit(apiKey);
  await checkClientAddress();
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** deploy/nginx.conf as shipped, with this run's ports, inside a main file of temporary paths. */
function startNginx() {
  let site = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  const [first, second] = instancePorts;
  if (
    !/listen 80;/.test(site) ||
    !site.includes("127.0.0.1:3001") ||
    !site.includes("127.0.0.1:3002")
  ) {
    fail(
      "deploy/nginx.conf no longer has the listen 80 and 127.0.0.1:3001/3002 lines this check replaces",
    );
  }
  site = site
    .replace("listen 80;", `listen 127.0.0.1:${proxyPort};`)
    .replace("127.0.0.1:3001", `127.0.0.1:${first}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${second}`);
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(work, dir), { mode: 0o777 });
    chmodSync(path.join(work, dir), 0o777);
  }
  writeFileSync(path.join(work, "site.conf"), site);
  writeFileSync(
    path.join(work, "nginx.conf"),
    `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 512; }
http {
    access_log off;
    client_body_temp_path ${work}/body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
    # Which instance answered: this check needs to know, visitors do not.
    add_header X-Upstream $upstream_addr always;
    include ${work}/site.conf;
}
`,
  );
  const args = [
    "-p",
    work,
    "-c",
    path.join(work, "nginx.conf"),
    "-e",
    path.join(work, "error.log"),
  ];
  const tested = spawnSync("nginx", [...args, "-t", "-q"], { encoding: "utf8" });
  if (tested.status !== 0) fail(`nginx refuses the configuration:\n${tested.stderr}`);
  children.push(
    spawn("nginx", [...args, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] }),
  );
}

async function waitFor(base) {
  for (let i = 0; i < 150; i++) {
    try {
      const res = await fetch(`${base}/api/v1/openapi.json`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  fail(`${base} did not start within 30 s`);
}

/**
 * One call through the proxy, with the instance that answered it. A busy instance's 503 (it
 * handled nothing) is tried again after its Retry-After, as the web client does.
 */
async function call(method, url, { body, token, apiKey, headers = {} } = {}) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${proxy}${url}`, {
      method,
      headers: {
        ...(body ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(apiKey ? { "x-api-key": apiKey } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const retryAfter = Number(res.headers.get("retry-after"));
    if (res.status === 503 && retryAfter > 0 && attempt < 5) {
      await new Promise((r) => setTimeout(r, Math.min(retryAfter, 2) * 1000));
      continue;
    }
    return {
      status: res.status,
      upstream: res.headers.get("x-upstream"),
      body: text ? JSON.parse(text) : null,
      retried: attempt > 0,
    };
  }
}

/**
 * Makes the next call go to another instance than `not`: nginx takes turns between the two, so
 * after a harmless call answered by `not`, the next one goes to the other. For calls that must
 * not be repeated (a refresh token works once).
 */
async function callOn(not, ...args) {
  for (let i = 0; i < 10; i++) {
    const probe = await call("GET", "/api/v1/openapi.json");
    if (probe.upstream !== not) continue;
    const res = await call(...args);
    if (res.upstream === not && !res.retried) fail(`nginx sent two calls in a row to ${not}`);
    return res;
  }
  fail(`no call went to ${not}: is the upstream list in deploy/nginx.conf still two instances?`);
}

async function signIn(email) {
  const res = await call("POST", "/auth/login", { body: { email, password: "Demo1234" } });
  if (res.status !== 200)
    fail(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

async function checkSession() {
  const login = await signIn("student@demo.test");
  const me = await callOn(login.upstream, "GET", "/api/users/profile", {
    token: login.body.accessToken,
  });
  if (me.status !== 200)
    fail(`a session made on ${login.upstream} answered ${me.status} on ${me.upstream}`);
  const refreshed = await callOn(login.upstream, "POST", "/auth/refresh", {
    body: { refreshToken: login.body.refreshToken },
  });
  if (refreshed.status !== 200) {
    fail(
      `a refresh token from ${login.upstream} answered ${refreshed.status} on ${refreshed.upstream}: ${JSON.stringify(refreshed.body)}`,
    );
  }
  const logout = await call("POST", "/auth/logout", { token: refreshed.body.token });
  const after = await callOn(logout.upstream, "POST", "/auth/refresh", {
    body: { refreshToken: refreshed.body.refreshToken },
  });
  if (after.status !== 401)
    fail(
      `after logout on ${logout.upstream}, a refresh on ${after.upstream} answered ${after.status}`,
    );
  step(
    `a session made on ${login.upstream} works on ${me.upstream}, and its logout counts there too`,
  );
}

async function developerKey() {
  const login = await signIn("developer@demo.test");
  const key = await call("GET", "/api/developers/api-key", { token: login.body.accessToken });
  if (key.status !== 200 || !key.body.apiKey) fail(`the developer's key: ${key.status}`);
  return key.body.apiKey;
}

function award(apiKey, n) {
  return call("POST", "/api/v1/award-trophies", {
    apiKey,
    body: { email: "student@demo.test", amount: 1, description: `Proxy check ${n}` },
  });
}

/** Opens the balance stream through the proxy; resolves with its events as they come. */
function openStream(token) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${proxy}/api/sse/balance-updates/${token}`,
      { headers: { accept: "text/event-stream" } },
      (res) => {
        const events = [];
        const waiters = [];
        let buffer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split("\n").find((l) => l.startsWith("data:"));
            if (!data) continue;
            const event = JSON.parse(data.slice(5));
            events.push(event);
            for (const w of [...waiters]) if (w.test(event)) w.resolve(event);
          }
        });
        resolve({
          status: res.statusCode,
          upstream: res.headers["x-upstream"],
          next: (test, ms = 5000) =>
            new Promise((done, timeout) => {
              const seen = events.find(test);
              if (seen) return done(seen);
              waiters.push({ test, resolve: done });
              setTimeout(() => timeout(new Error(`no matching event within ${ms} ms`)), ms);
            }),
          close: () => req.destroy(),
        });
      },
    );
    req.on("error", reject);
  });
}

async function checkStreamAcrossInstances(apiKey) {
  const login = await signIn("student@demo.test");
  const stream = await openStream(login.body.accessToken);
  if (stream.status !== 200) fail(`the balance stream answered ${stream.status}`);
  await stream.next((e) => e.type === "connected");
  let res;
  for (let n = 0; n < 10; n++) {
    res = await award(apiKey, n);
    if (res.status !== 200) fail(`an award answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.upstream !== stream.upstream) break;
  }
  if (res.upstream === stream.upstream)
    fail(`every award went to the stream's instance ${stream.upstream}`);
  const sent = Date.now();
  const id = res.body.transaction.id;
  const event = await stream.next(
    (e) => e.type === "balance_update" && e.data.transaction?.id === id,
  );
  stream.close();
  step(
    `an award answered by ${res.upstream} reached the stream held by ${stream.upstream} in ${Date.now() - sent} ms (balance ${event.data.newBalance})`,
  );
}

async function checkSharedLimit(apiKey) {
  const served = new Map();
  let accepted = 0;
  let n = 100;
  // At most 100 award calls an hour per developer (docs/product.md §9), on every instance together.
  for (;;) {
    const batch = await Promise.all(Array.from({ length: 4 }, () => award(apiKey, n++)));
    for (const res of batch) {
      if (res.status === 200) accepted++;
      else if (res.status !== 429)
        fail(`an award answered ${res.status}: ${JSON.stringify(res.body)}`);
      const key = `${res.upstream} ${res.status}`;
      served.set(key, (served.get(key) ?? 0) + 1);
    }
    if (batch.every((r) => r.status === 429)) break;
    if (n > 400) fail("no 429 after 300 awards: the hourly limit is not shared by the instances");
  }
  const refusedBy = [...served.keys()].filter((k) => k.endsWith(" 429")).length;
  const acceptedBy = [...served.keys()].filter((k) => k.endsWith(" 200")).length;
  if (refusedBy < 2 || acceptedBy < 2)
    fail(`both instances must accept and then refuse: ${JSON.stringify([...served])}`);
  if (accepted > 100)
    fail(`${accepted} awards accepted within the hour; the limit is 100 for both instances`);
  step(
    `the hourly award limit is shared: ${accepted} more accepted, then both instances answered 429`,
  );
}

/**
 * nginx replaces X-Forwarded-For with the address it saw, and the servers trust that one hop
 * (TRUST_PROXY=1): sign-ups claiming other addresses still count under the real one, on both
 * instances together.
 */
async function checkClientAddress() {
  const statuses = [];
  const upstreams = new Set();
  for (let n = 0; n < 4; n++) {
    const res = await call("POST", "/auth/register", {
      headers: { "x-forwarded-for": `203.0.113.${n + 1}` },
      body: {
        userType: "student",
        email: `proxy-check-${n}@example.com`,
        name: `Proxy ${n}`,
        birthYear: 2000,
        birthMonth: 1,
      },
    });
    statuses.push(res.status);
    upstreams.add(res.upstream);
  }
  if (statuses.join() !== "201,201,201,429") {
    fail(
      `sign-ups with made-up X-Forwarded-For answered ${statuses.join()}, expected 201,201,201,429`,
    );
  }
  if (upstreams.size < 2) fail("every sign-up went to one instance");
  step("sign-ups count under the address nginx saw, whatever X-Forwarded-For a client sends");
}

async function stopAll() {
  for (const child of children.reverse()) {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => {
        const timer = setTimeout(() => {
          child.kill("SIGKILL");
          r();
        }, 12_000);
        child.once("exit", () => {
          clearTimeout(timer);
          r();
        });
      });
    }
  }
  await dropDatabase().catch(() => undefined);
  if (work) rmSync(work, { recursive: true, force: true });
}

main()
  .then(async () => {
    await stopAll();
    console.log(
      `Two instances behind nginx: every check passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  })
  .catch(async (err) => {
    console.error(`Two instances behind nginx: ${err instanceof Error ? err.message : err}`);
    if (work && existsSync(path.join(work, "error.log")))
      console.error(readFileSync(path.join(work, "error.log"), "utf8"));
    await stopAll();
    process.exit(1);
  });
