import { preset } from "@gk/vitest-config";

// next-intl's ESM imports `next/server` without an extension, which only bundlers resolve: let vite
// process it instead of Node.
export default preset({ test: { server: { deps: { inline: ["next-intl"] } } } });
