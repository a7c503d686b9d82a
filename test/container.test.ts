import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { homedir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import pg from "pg";

/**
 * The Containerfile, built and run: the image builds (on a local stand-in for node:24-bookworm-slim
 * where there is no registry), runs as a non-root user with its HEALTHCHECK and one volume, and on
 * SQLite and on PostgreSQL de-identifies, stops on SIGTERM with exit 0, starts again and
 * re-identifies. Opt-in (CONTAINER_TEST=1): it needs root, buildah, podman, runc and debootstrap, and
 * takes minutes (docs/decisions/0006-container-image-and-its-test.md); `npm run test:container`.
 */
const ENABLED = process.env.CONTAINER_TEST === "1";
const REPO = join(import.meta.dirname, "..");
const BASE = process.env.CONTAINER_BASE ?? "localhost/node:24-bookworm-slim";
const IMAGE = `localhost/clinical-deid:test-${randomBytes(4).toString("hex")}`;
const API_KEY = `container-test-${randomBytes(12).toString("hex")}`;
const NOTE = "Pt John Smith seen by Dr. Adams on 7/22/2019, call 617-555-1234.";
// runc and explicit limits: the default crun fails on these machines' cgroups and rlimits.
const RUN = ["--runtime", "runc", "run", "-d", "--ulimit", "nofile=1024:1024", "--ulimit", "nproc=1024:1024"];

function sh(command: string, args: readonly string[], options: { cwd?: string } = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? REPO,
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  return { code: result.status, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

function must(command: string, args: readonly string[]): string {
  const result = sh(command, args);
  assert.equal(result.code, 0, `${command} ${args.join(" ")}:\n${result.stderr.slice(-3000)}`);
  return result.stdout.trim();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** Waits until the container's service answers /health (or the container has exited). */
async function healthy(name: string, port: number): Promise<void> {
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    const running = sh("podman", ["inspect", name, "--format", "{{.State.Running}}"]).stdout.trim();
    if (running !== "true")
      assert.fail(`${name} stopped:\n${sh("podman", ["logs", name]).stderr.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function post(port: number, path: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${API_KEY}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as Record<string, unknown>;
}

function rssMiB(name: string): number {
  const status = must("podman", ["exec", name, "cat", "/proc/1/status"]);
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const started: string[] = [];
const volumes: string[] = [];

async function stopAndStart(name: string, port: number): Promise<void> {
  must("podman", ["stop", "-t", "70", name]);
  assert.equal(
    must("podman", ["inspect", name, "--format", "{{.State.ExitCode}}"]),
    "0",
    "SIGTERM drains and exits 0",
  );
  must("podman", ["start", name]);
  await healthy(name, port);
}

describe("the container image", {
  skip: ENABLED ? false : "set CONTAINER_TEST=1 (root, buildah, podman, runc)",
}, () => {
  before(
    () => {
      if (BASE.startsWith("localhost/")) must(join(REPO, "scripts", "container", "stand-in-base.sh"), [BASE]);
      // The host's npm cache serves the build's `npm ci` (the tarballs this clone's `npm ci` fetched).
      must("buildah", [
        "bud",
        "--isolation",
        "chroot",
        "--format",
        "docker",
        "--layers=false",
        "--volume",
        `${join(homedir(), ".npm")}:/root/.npm`,
        "--build-arg",
        `BASE=${BASE}`,
        "-t",
        IMAGE,
        ".",
      ]);
    },
    { timeout: 1_800_000 },
  );

  after(() => {
    for (const name of started) sh("podman", ["rm", "-f", "-t", "0", name]);
    for (const volume of volumes) sh("podman", ["volume", "rm", "-f", volume]);
    sh("podman", ["rmi", "-f", IMAGE]);
  });

  test("is configured to run as a non-root user with a health check and one volume", (t) => {
    // buildah shows the Docker-format config, HEALTHCHECK included (podman's inspect leaves it out).
    const image = JSON.parse(must("buildah", ["inspect", "--type", "image", IMAGE])) as {
      Docker: {
        config: {
          User: string;
          Volumes: Record<string, unknown>;
          Env: string[];
          Healthcheck?: { Test: string[] };
        };
      };
    };
    const config = image.Docker.config;
    const healthcheck = config.Healthcheck;
    assert.equal(config.User, "10001:10001");
    assert.deepEqual(Object.keys(config.Volumes), ["/data"]);
    assert.match(healthcheck?.Test.join(" ") ?? "", /\/health/);
    assert.ok(config.Env.includes("DEID_DATA_DIR=/data"));
    const size = Number(must("podman", ["image", "inspect", IMAGE, "--format", "{{.Size}}"]));
    t.diagnostic(`image size ${Math.round(size / 1024 / 1024)} MiB on ${BASE}`);
  });

  test("on SQLite: de-identifies, stops on SIGTERM, starts again and re-identifies", async (t) => {
    const name = `deid-ct-${randomBytes(4).toString("hex")}`;
    const volume = `${name}-data`;
    const port = await freePort();
    must("podman", ["volume", "create", volume]);
    volumes.push(volume);
    started.push(name);
    const env = ["-e", `DEID_API_KEY=${API_KEY}`, "-e", "DEID_WORKERS=1", "-e", "DEID_LOG_LEVEL=warn"];
    must("podman", [
      ...RUN,
      "--name",
      name,
      "-p",
      `127.0.0.1:${port}:8080`,
      "-v",
      `${volume}:/data`,
      ...env,
      IMAGE,
    ]);
    await healthy(name, port);
    t.diagnostic(`RSS after start ${rssMiB(name)} MiB (1 worker)`);
    assert.equal(must("podman", ["exec", name, "id", "-u"]), "10001");
    assert.equal(sh("podman", ["healthcheck", "run", name]).code, 0, "HEALTHCHECK passes");
    const out = await post(port, "/api/v1/deidentify", { text: NOTE, subject_id: "p-1" });
    assert.match(String(out.text), /^Pt \[NAM_[0-9a-f]{12}\]/);
    for (let i = 0; i < 50; i++) await post(port, "/api/v1/deidentify", { text: `${NOTE} ${i}` });
    t.diagnostic(`RSS after 51 documents ${rssMiB(name)} MiB`);
    const files = must("podman", ["exec", name, "ls", "/data"]).split("\n").sort();
    for (const file of ["audit-checkpoint.json", "deid.sqlite", "master.key"])
      assert.ok(files.includes(file), file);

    await stopAndStart(name, port);
    const back = await post(port, "/api/v1/reidentify", { text: out.text, document_id: out.document_id });
    assert.equal(back.text, NOTE);
  });

  test("on PostgreSQL: two replicas share the database and key, and a restart keeps the vault", {
    skip: process.env.TEST_DATABASE_URL ? false : "TEST_DATABASE_URL is not set",
  }, async (t) => {
    const database = `deid_ct_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    t.after(async () => {
      for (const name of started) sh("podman", ["rm", "-f", "-t", "0", name]);
      started.length = 0;
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    const masterKey = randomBytes(32).toString("base64");
    const replica = async (): Promise<{ name: string; port: number }> => {
      const name = `deid-ct-${randomBytes(4).toString("hex")}`;
      const port = await freePort();
      must("podman", ["volume", "create", `${name}-data`]);
      volumes.push(`${name}-data`);
      started.push(name);
      // The machine's PostgreSQL listens on the host's loopback: host networking reaches it.
      const env = [
        ["DATABASE_URL", url.href],
        ["DEID_MASTER_KEY", masterKey],
        ["DEID_API_KEY", API_KEY],
        ["HOST", "127.0.0.1"],
        ["PORT", String(port)],
        ["DEID_WORKERS", "1"],
        ["DEID_LOG_LEVEL", "warn"],
      ].flatMap(([k, v]) => ["-e", `${k}=${v}`]);
      must("podman", [
        ...RUN,
        "--name",
        name,
        "--network",
        "host",
        "-v",
        `${name}-data:/data`,
        ...env,
        IMAGE,
      ]);
      await healthy(name, port);
      return { name, port };
    };
    const first = await replica();
    const out = await post(first.port, "/api/v1/deidentify", {
      text: NOTE,
      subject_id: "p-1",
      policy: "surrogate",
    });
    assert.doesNotMatch(String(out.text), /John Smith/);
    await stopAndStart(first.name, first.port);
    assert.equal(
      (await post(first.port, "/api/v1/reidentify", { text: out.text, document_id: out.document_id })).text,
      NOTE,
    );
    const second = await replica();
    assert.equal(
      (await post(second.port, "/api/v1/reidentify", { text: out.text, document_id: out.document_id })).text,
      NOTE,
      "another replica on the same database and key re-identifies",
    );
  });
});
