import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox";
import { PasswordField } from "./password-field";
import { Select } from "./select";
import { TextField } from "./text-field";

describe("form fields", () => {
  it("TextField ties the label, the hint and the error message to the input", () => {
    render(
      <TextField
        label="Email atau nomor HP"
        hint="Pastikan data yang dimasukkan benar"
        error="Email tidak valid"
        defaultValue="budi@"
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>("Email atau nomor HP");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = input
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Email tidak valid", "Pastikan data yang dimasukkan benar"]);
    expect(screen.getByRole("alert").textContent).toBe("Email tidak valid");
    // what the user typed stays after an error
    expect(input.value).toBe("budi@");
  });

  it("TextField without an error is not invalid and has no alert", () => {
    render(<TextField label="Full name" hint="Used on your certificate" />);
    const input = screen.getByLabelText("Full name");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("PasswordField reveals and hides with labels from props", () => {
    render(
      <PasswordField
        label="Kata sandi"
        showLabel="Tampilkan kata sandi"
        hideLabel="Sembunyikan kata sandi"
        error="Wajib diisi"
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>("Kata sandi");
    expect(input.type).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Tampilkan kata sandi" }));
    expect(input.type).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Sembunyikan kata sandi" }));
    expect(input.type).toBe("password");
    expect(screen.getByRole("alert").textContent).toBe("Wajib diisi");
  });

  it("Select and Checkbox render their error under the control", () => {
    render(
      <>
        <Select
          label="Kategori"
          placeholder="Pilih kategori"
          options={[{ value: "ai", label: "AI & Machine Learning" }]}
          error="Pilih satu kategori"
        />
        <Checkbox label="Saya setuju dengan syarat penggunaan" error="Anda harus setuju" />
      </>,
    );
    const select = screen.getByLabelText("Kategori");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Pilih kategori",
      "AI & Machine Learning",
    ]);
    const box = screen.getByLabelText("Saya setuju dengan syarat penggunaan");
    expect(document.getElementById(box.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Anda harus setuju",
    );
    expect(screen.getAllByRole("alert")).toHaveLength(2);
  });
});
