export { default } from "@gk/i18n/request";
