import { preset } from "@gk/vitest-config";
import { fileURLToPath } from "node:url";

export default preset({ resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } } });
