import { preset } from "@gk/vitest-config";

// The rule tests sit beside the config they test. The first sample linted under a package's path builds that
// package's whole TypeScript program for the type-aware rules: tens of seconds on a busy two-core machine,
// which is a slow test, not a failed one.
export default preset({ test: { include: ["*.test.js"], testTimeout: 180_000 } });
