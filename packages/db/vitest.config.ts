import { preset } from "@gk/vitest-config";

export default preset({ test: { globalSetup: ["./test/global-setup.ts"] } });
