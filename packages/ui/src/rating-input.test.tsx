import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RatingInput, type RatingLabels } from "./rating-input";

const id: RatingLabels = ["Buruk", "Perlu perbaikan", "Baik", "Sangat baik", "Luar biasa"];

function checked() {
  return screen.getAllByRole("radio").findIndex((r) => r.getAttribute("aria-checked") === "true") + 1;
}

describe("<RatingInput>", () => {
  it("names every star with its level and has one tab stop", () => {
    render(<RatingInput label="Nilai kursus ini" levels={id} />);
    expect(screen.getByRole("radiogroup", { name: "Nilai kursus ini" })).toBeTruthy();
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("aria-label"))).toEqual([...id]);
    expect(screen.getAllByRole("radio").filter((r) => r.tabIndex === 0)).toHaveLength(1);
    expect(checked()).toBe(0);
  });

  it("moves and chooses with the arrow keys, Home/End and digits, within 1..5", () => {
    const onChange = vi.fn();
    render(<RatingInput label="Rate this course" levels={id} onChange={onChange} />);
    const first = screen.getAllByRole("radio")[0]!;
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(checked()).toBe(1);
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowUp" });
    expect(checked()).toBe(3);
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Baik");
    expect(screen.getByText("Baik", { selector: "[aria-live]" })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expect(checked()).toBe(5);
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(checked()).toBe(1);
    fireEvent.keyDown(document.activeElement!, { key: "4" });
    expect(checked()).toBe(4);
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, 2, 3, 5, 5, 1, 1, 4]);
    // the roving tab stop follows the choice
    expect(screen.getAllByRole("radio")[3]!.tabIndex).toBe(0);
  });

  it("chooses on click and submits the value through a hidden input", () => {
    const { container } = render(<RatingInput label="Nilai" levels={id} name="rating" />);
    fireEvent.click(screen.getByRole("radio", { name: "Sangat baik" }));
    expect(checked()).toBe(4);
    expect(container.querySelector<HTMLInputElement>('input[name="rating"]')!.value).toBe("4");
  });
});
