/**
 * The settings of the database command line (migrate, seed, setup), read here and nowhere else, like each
 * app's env.ts: one place lists what these commands read.
 */
export const cliEnv = {
  /**
   * Where the data lives: a postgres:// or postgresql:// URL, a PGlite folder (file:… or a path), memory://,
   * or unset for the embedded PGlite under data/ (createDatabase decides).
   */
  DATABASE_URL: process.env.DATABASE_URL?.trim() || undefined,
} as const;
