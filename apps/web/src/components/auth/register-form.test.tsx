import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage, startApi, testUser, type TestApi, profileFor } from "@/test/app";
import { RegisterForm } from "./register-form";

// Registration against a stand-in API on a real local HTTP server: the checks in the browser speak
// Indonesian, the API's field errors land under their fields, and a valid form registers and signs in.
describe("RegisterForm", () => {
  let api: TestApi;
  let navigations: string[];
  let registerAnswer: { status: number; body: unknown };

  beforeEach(async () => {
    registerAnswer = {
      status: 201,
      body: { data: { token: "token-sari", user: { ...testUser, fullName: "Sari Dewi" } } },
    };
    api = await startApi({
      "POST /auth/register": () => registerAnswer,
      "GET /profile": profileFor("token-sari", { ...testUser, fullName: "Sari Dewi" }),
    });
    navigations = [];
    vi.spyOn(window.location, "assign").mockImplementation((url) => void navigations.push(String(url)));
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await api.close();
  });

  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  /** the error message tied to a field (aria-describedby), in the language the visitor reads */
  const errorOf = (label: string) =>
    (field(label).getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id))
      .find((el) => el?.getAttribute("role") === "alert")?.textContent ?? null;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

  it("an empty form names every missing field in Indonesian and sends nothing", async () => {
    renderPage(<RegisterForm locale="id" />, { api, at: "/register" });
    fireEvent.click(screen.getByRole("button", { name: "Daftar" }));
    expect(await screen.findByText("Pastikan data yang dimasukkan sudah benar")).toBeTruthy();
    expect(errorOf("Nama Lengkap")).toBe("Wajib diisi");
    expect(errorOf("Email atau Nomor HP")).toBe("Wajib diisi");
    expect(errorOf("Kata Sandi")).toBe("Kata sandi minimal 8 karakter");
    expect(screen.getByText("Kamu harus menyetujui syarat dan kebijakan privasi")).toBeTruthy();
    expect(api.seen).toEqual([]);
  });

  it("checks each field when it is left", () => {
    renderPage(<RegisterForm locale="id" />, { api, at: "/register" });
    type("Email atau Nomor HP", "budi@");
    fireEvent.blur(field("Email atau Nomor HP"));
    expect(errorOf("Email atau Nomor HP")).toBe("Format email tidak valid");
    type("Email atau Nomor HP", "0812");
    fireEvent.blur(field("Email atau Nomor HP"));
    expect(errorOf("Email atau Nomor HP")).toBe("Format nomor HP tidak valid");
    type("Email atau Nomor HP", "0812-3456-7890");
    fireEvent.blur(field("Email atau Nomor HP"));
    expect(errorOf("Email atau Nomor HP")).toBeNull();
    type("Kata Sandi", "kopi-tubruk-9");
    type("Konfirmasi Kata Sandi", "kopi-tubruk-8");
    fireEvent.blur(field("Konfirmasi Kata Sandi"));
    expect(errorOf("Konfirmasi Kata Sandi")).toBe("Konfirmasi kata sandi tidak cocok");
  });

  function fillValid() {
    type("Nama Lengkap", " Sari Dewi ");
    type("Email atau Nomor HP", "081234567890");
    type("Kata Sandi", "kopi-tubruk-9");
    type("Konfirmasi Kata Sandi", "kopi-tubruk-9");
    type("Nama Organisasi", "desa-maju");
    fireEvent.click(field("Dengan mendaftar, kamu menyetujui Syarat Penggunaan dan Kebijakan Privasi kami."));
  }

  it("registers a phone number, then signs in and goes to the page asked for", async () => {
    renderPage(<RegisterForm locale="id" />, { api, at: "/register?url=%2Fmy-class" });
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Daftar" }));
    await waitFor(() => expect(navigations).toEqual(["/my-class"]));
    expect(api.calls("POST /auth/register").map((c) => c.body)).toEqual([
      {
        fullName: "Sari Dewi",
        phone: "081234567890",
        password: "kopi-tubruk-9",
        passwordConfirmation: "kopi-tubruk-9",
        referral: "desa-maju",
        acceptTerms: true,
      },
    ]);
    expect(api.calls("GET /profile").at(-1)?.request.headers.authorization).toBe("Bearer token-sari");
  });

  it("shows the API's field errors under their fields and keeps what was typed", async () => {
    registerAnswer = {
      status: 422,
      body: {
        message: "Pastikan data yang dimasukkan sudah benar",
        code: "VALIDATION",
        errors: { phone: ["Nomor HP sudah terdaftar"] },
      },
    };
    renderPage(<RegisterForm locale="id" />, { api, at: "/register" });
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Daftar" }));
    await waitFor(() => expect(errorOf("Email atau Nomor HP")).toBe("Nomor HP sudah terdaftar"));
    expect(screen.getByText("Pastikan data yang dimasukkan sudah benar")).toBeTruthy();
    expect(field("Email atau Nomor HP").value).toBe("081234567890");
    expect(field("Nama Lengkap").value).toBe(" Sari Dewi ");
    expect(navigations).toEqual([]);
  });
});
