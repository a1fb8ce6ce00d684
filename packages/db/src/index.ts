export {
  createDatabase,
  defaultPgliteDir,
  type Database,
  type DatabaseOptions,
  type Db,
  type Schema,
  type SqlResult,
} from "./client";
export { dataDir, migrationsFolder, repoRoot } from "./paths";
export { isDatabaseUnavailable } from "./unavailable";
export { ARGON2_OPTIONS, hashPassword, verifyPassword } from "./passwords";
export * as schema from "./schema";
export * from "./schema";
