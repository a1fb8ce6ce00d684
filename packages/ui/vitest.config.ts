import { preset } from "@gk/vitest-config";

// Components are tested in happy-dom: a real DOM, real React, no mocks of our own code.
export default preset({ test: { environment: "happy-dom", setupFiles: ["./src/test-setup.ts"] } });
