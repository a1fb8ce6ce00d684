import { preset } from "@gk/vitest-config";

// Two forks: the suite is the longest task of `npm test` (each file on PGlite and on PostgreSQL), and vitest's
// default of one worker per core but one leaves the second core of a two-core machine idle. Measured alone on
// two cores: 435 s with two forks; inside `npm test` with one fork it took 809 s.
export default preset({ test: { globalSetup: ["./test/global-setup.ts"], maxWorkers: 2 } });
