import { preset } from "@gk/vitest-config";

// The rule tests sit beside the config they test.
export default preset({ test: { include: ["*.test.js"] } });
