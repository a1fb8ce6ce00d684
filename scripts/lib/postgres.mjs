// A real PostgreSQL for the integration tests. With TEST_POSTGRES_URL set we use it as is; as root we start
// Debian's cluster and create a throwaway role and database; otherwise we explain what to set.
import { spawnSync } from "node:child_process";

const ROLE = "gk_test";
const PASSWORD = "gk_test_password";

/** @param {string} cmd */
function sh(cmd) {
  return spawnSync("sh", ["-c", cmd], { encoding: "utf8" });
}

/** @param {string} sql */
function asPostgres(sql) {
  return spawnSync(
    "su",
    ["postgres", "-c", `psql -v ON_ERROR_STOP=1 -qAt -c "${sql.replace(/"/g, '\\"')}"`],
    {
      encoding: "utf8",
    },
  );
}

/** @returns {string} a postgres:// URL of a database the tests may create schemas in */
export function ensurePostgres() {
  if (process.env.TEST_POSTGRES_URL) return process.env.TEST_POSTGRES_URL;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      "✗ set TEST_POSTGRES_URL=postgres://user:pass@host:port/db (a database the tests may use), or run as root.",
    );
    process.exit(1);
  }
  const clusters = sh("pg_lsclusters -h").stdout.trim().split("\n").filter(Boolean);
  if (clusters.length === 0) {
    const version = sh("ls /usr/lib/postgresql | sort -V | tail -1").stdout.trim();
    const made = sh(`pg_createcluster ${version} main`);
    if (made.status !== 0) throw new Error(`pg_createcluster failed: ${made.stderr}`);
  }
  const [version, name, port, status] = (sh("pg_lsclusters -h").stdout.trim().split("\n")[0] ?? "").split(
    /\s+/,
  );
  if (status !== "online") {
    const started = sh(`pg_ctlcluster ${version} ${name} start`);
    if (started.status !== 0) throw new Error(`could not start PostgreSQL: ${started.stderr}`);
  }
  const exists = asPostgres(`select 1 from pg_roles where rolname='${ROLE}'`).stdout.trim() === "1";
  if (!exists) asPostgres(`create role ${ROLE} login createdb password '${PASSWORD}'`);
  // Dropping a test database ends its other sessions; pg_signal_backend lets the role end an autovacuum
  // worker that happens to be in it too, instead of the drop being refused.
  asPostgres(`grant pg_signal_backend to ${ROLE}`);
  const dbExists = asPostgres(`select 1 from pg_database where datname='${ROLE}'`).stdout.trim() === "1";
  if (!dbExists) asPostgres(`create database ${ROLE} owner ${ROLE}`);
  return `postgres://${ROLE}:${PASSWORD}@127.0.0.1:${port}/${ROLE}`;
}
