import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as shapes from "./icon-shapes";
import * as passwordShapes from "./password-icon-shapes";
import { InlineIcon } from "./inline-icons";

/** lucide's own shapes of an icon, without React's keys. */
function lucideShapes(module: unknown) {
  const data = (module as { __iconData: { node: [string, Record<string, string>][] } }).__iconData;
  return data.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs]);
}

describe("the inline icons", () => {
  it("draw lucide's shapes", async () => {
    const icons = Object.entries({ ...shapes, ...passwordShapes });
    expect(icons.length).toBeGreaterThan(20);
    for (const [exported, shape] of icons) {
      // share2Icon is lucide's "share-2", circleCheckIcon its "circle-check"
      const name = exported.replace(/Icon$/, "").replace(/[A-Z0-9]/g, (c) => `-${c.toLowerCase()}`);
      const module: unknown = await import(`lucide-react/icons/${name}`);
      expect(shape, name).toEqual(lucideShapes(module));
    }
  });

  it("are drawn as lucide draws them, hidden from screen readers", () => {
    const { container } = render(<InlineIcon icon={shapes.searchIcon} className="size-5" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg.getAttribute("stroke-width")).toBe("2");
    expect(svg.getAttribute("class")).toBe("size-5");
    expect(svg.querySelectorAll("path, circle")).toHaveLength(2);
  });

  it("are an image with a name when they carry a label", () => {
    const { getByRole } = render(<InlineIcon icon={shapes.circleCheckIcon} label="Selesai" />);
    const svg = getByRole("img", { name: "Selesai" });
    expect(svg.getAttribute("aria-hidden")).toBeNull();
  });
});
