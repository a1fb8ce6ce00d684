export { default } from "@gk/eslint-config";
