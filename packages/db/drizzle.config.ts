import { defineConfig } from "drizzle-kit";

// `pnpm --filter @gk/db db:generate` (under flock: other engineers add tables to the same migration folder).
export default defineConfig({ dialect: "postgresql", schema: "./src/schema/index.ts", out: "./drizzle" });
