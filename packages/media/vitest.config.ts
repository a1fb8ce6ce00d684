export { default } from "@gk/vitest-config";
