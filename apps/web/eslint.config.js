import config from "@gk/eslint-config";

// Tenant-group builds (TENANT_GROUP=<group> next build) go to .next-groups/<group>: generated, like .next.
export default [{ ignores: [".next-groups/**"] }, ...config];
