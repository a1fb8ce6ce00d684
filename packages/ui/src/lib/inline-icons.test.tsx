import { render } from "@testing-library/react";
import * as refreshCw from "lucide-react/icons/refresh-cw";
import * as search from "lucide-react/icons/search";
import * as serverCrash from "lucide-react/icons/server-crash";
import * as userRound from "lucide-react/icons/user-round";
import { describe, expect, it } from "vitest";
import { ICON_SHAPES, InlineIcon, type InlineIconName } from "./inline-icons";

const LUCIDE: Record<InlineIconName, unknown> = {
  "server-crash": serverCrash,
  "refresh-cw": refreshCw,
  search,
  "user-round": userRound,
};

/** lucide's own shapes of an icon, without React's keys. */
function lucideShapes(module: unknown) {
  const data = (module as { __iconData: { node: [string, Record<string, string>][] } }).__iconData;
  return data.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs]);
}

describe("the inline icons", () => {
  it("draw lucide's shapes", () => {
    for (const [name, module] of Object.entries(LUCIDE))
      expect(ICON_SHAPES[name as InlineIconName], name).toEqual(lucideShapes(module));
  });

  it("are drawn as lucide draws them, hidden from screen readers", () => {
    const { container } = render(<InlineIcon name="search" className="size-5" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg.getAttribute("stroke-width")).toBe("2");
    expect(svg.getAttribute("class")).toBe("size-5");
    expect(svg.querySelectorAll("path, circle")).toHaveLength(2);
  });
});
