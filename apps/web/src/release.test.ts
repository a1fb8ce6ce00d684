import { APP_VERSION } from "@gk/analytics";
import { describe, expect, it } from "vitest";
import web from "../package.json" with { type: "json" };
import api from "../../api/package.json" with { type: "json" };

// The footer, gk-version in the browser's storage and the API's /health name one release: changesets
// bumps every @gk package together (one fixed group), and this fails when one is bumped alone.
describe("release version", () => {
  it("is the same for the web, the API and the browser's gk-version", () => {
    expect(APP_VERSION).toBe(`v${web.version}`);
    expect(api.version).toBe(web.version);
  });
});
