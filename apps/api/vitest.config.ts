import { preset } from "@gk/vitest-config";

// Two forks: the suite is the longest task of `npm test` (each file on PGlite and on PostgreSQL), and vitest's
// default of one worker per core but one leaves the second core of a two-core machine idle. Measured alone on
// two cores: 435 s with two forks; inside `npm test` with one fork it took 809 s.
// Not isolated: each fork loads the server's modules once instead of once per file (68 files). Every test file
// opens its own database and server, and nothing is mocked at module level (fake clocks are reset after each
// test), so what a file leaves behind is only warm modules: 312 s → 208–218 s alone on two cores, all files
// passing in a shuffled order too.
export default preset({ test: { globalSetup: ["./test/global-setup.ts"], maxWorkers: 2, isolate: false } });
