import { preset } from "@gk/vitest-config";

// One file, run alone: its blocks share one cluster of real processes. The verbose reporter prints each
// check's name, and the suite's own summary says what was shown with the figures of the run.
export default preset({
  test: {
    include: ["src/**/*.test.ts"],
    reporters: ["verbose"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
