import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RatingStars } from "./rating-stars";

describe("<RatingStars>", () => {
  it("is one labelled element, amber up to the value", () => {
    const { container } = render(<RatingStars value={4.5} label="Rating 4,5 dari 5" />);
    const stars = screen.getByRole("img", { name: "Rating 4,5 dari 5" });
    expect(container.childNodes).toHaveLength(1);
    expect(stars.childNodes).toHaveLength(0);
    // four whole 16 px stars with their 2 px gaps, then half of the fifth
    expect(stars.style.getPropertyValue("--gk-stars-filled")).toBe("80px");
    expect(stars.className).toContain("gk-stars-sm");
    expect(stars.className).toContain("gk-stars-fill");
  });

  it("keeps the value within 0 to 5 stars, in either size", () => {
    const { rerender } = render(<RatingStars value={7} label="x" size="md" />);
    // 5 stars of 24 px with their gaps: the amber reaches past the 128 px row, so all five are filled
    expect(screen.getByRole("img").style.getPropertyValue("--gk-stars-filled")).toBe("130px");
    rerender(<RatingStars value={-1} label="x" />);
    expect(screen.getByRole("img").style.getPropertyValue("--gk-stars-filled")).toBe("0px");
  });
});
