// `pnpm --filter @gk/deploy generate`: rewrites deploy/Caddyfile from the tenants (run after a tenant's
// hosts change; the deploy tests fail while the committed file is stale).
import { writeFileSync } from "node:fs";
import { renderCaddyfile } from "../src/caddyfile";

const target = new URL("../Caddyfile", import.meta.url);
writeFileSync(target, renderCaddyfile());
console.log(`wrote ${target.pathname}`);
