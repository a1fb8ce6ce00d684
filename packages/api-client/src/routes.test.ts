import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { endpoints, type Endpoint } from "@gk/contracts";
import { describe, expect, it } from "vitest";
import { routes } from "./routes";
import { startupRoutes } from "./startup-routes";

/** The browser's route table is derived from @gk/contracts (the single source of truth) and must match it. */
function expected() {
  return Object.fromEntries(
    (Object.entries(endpoints) as [string, Endpoint][]).map(([name, e]) => [
      name,
      e.query ? { method: e.method, path: e.path, query: [...e.query] } : { method: e.method, path: e.path },
    ]),
  );
}

function renderRoutes(): string {
  const literal = (shape: { method: string; path: string; query?: string[] }) =>
    `{ method: "${shape.method}", path: "${shape.path}"${shape.query ? `, query: [${shape.query.map((q) => `"${q}"`).join(", ")}]` : ""} }`;
  const lines = Object.entries(expected()).map(([name, shape]) => `  ${name}: ${literal(shape)},`);
  return [
    "// GENERATED from @gk/contracts `endpoints` by `UPDATE_ROUTES=1 pnpm --filter @gk/api-client test` — do not edit.",
    "// Only method, path and query of each call: the browser client needs no zod schema to build a request.",
    'import type { EndpointName } from "@gk/contracts";',
    'import type { EndpointShape } from "./request";',
    "",
    "export const routes = {",
    ...lines,
    "} as const satisfies { [N in EndpointName]: EndpointShape };",
    "",
  ].join("\n");
}

describe("routes (generated from the contracts)", () => {
  it("has method, path and query of every contracts endpoint, and nothing else", () => {
    if (process.env.UPDATE_ROUTES === "1")
      writeFileSync(fileURLToPath(new URL("./routes.ts", import.meta.url)), renderRoutes());
    expect(JSON.parse(JSON.stringify(routes))).toEqual(expected());
  });

  it("knows the start-up calls exactly as the table does", () => {
    for (const [name, shape] of Object.entries(startupRoutes))
      expect(shape).toEqual(routes[name as keyof typeof routes]);
  });
});
