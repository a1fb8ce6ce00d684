import "@gk/i18n/app-config";
// the ambient declaration @gk/analytics uses for amplitude-js (which ships no types)
import "../../../packages/analytics/src/amplitude-js.d.ts";
