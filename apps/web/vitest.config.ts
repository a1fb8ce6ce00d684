import { preset } from "@gk/vitest-config";
import { fileURLToPath } from "node:url";

// Two kinds of tests: *.test.ts are logic and run in Node; *.test.tsx render components in happy-dom (a
// real DOM, real React, our real components and providers), with Testing Library cleaning up after each.
// Each project inherits the preset and excludes the other kind, so every test file runs exactly once.
export default preset({
  // tsconfig.json keeps JSX as written for Next's compiler; the tests compile it themselves, as React 19 does
  oxc: { jsx: { runtime: "automatic" } },
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    projects: [
      { extends: true, test: { name: "node", exclude: ["**/node_modules/**", "**/*.test.tsx"] } },
      {
        extends: true,
        test: {
          name: "dom",
          exclude: ["**/node_modules/**", "**/*.test.ts"],
          environment: "happy-dom",
          setupFiles: ["./src/test/dom-setup.ts"],
        },
      },
    ],
  },
});
