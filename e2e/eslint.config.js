import base from "@gk/eslint-config";

// a failed run leaves Playwright's report and traces here; they are output, not source
export default [{ ignores: ["playwright-report/**", "test-results/**"] }, ...base];
