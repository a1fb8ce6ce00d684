import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSite, phoneSignIn } from "@gk/tenancy";
import { renderPage, startApi, testUser, type TestApi, profileFor } from "@/test/app";
import { LoginForm } from "./login-form";

// The sign-in form against a stand-in API on a real local HTTP server: what the visitor sees (in Indonesian,
// the default language) and what the form sends.
describe("LoginForm", () => {
  let api: TestApi;
  let navigations: string[];

  beforeEach(async () => {
    api = await startApi({
      "POST /auth/v2/identify": ({ body }) =>
        (JSON.parse(body) as { username: string }).username === "budi@example.id"
          ? { status: 200, body: { data: { registered: true, methods: ["password"] } } }
          : { status: 404, body: { message: "Akun tidak ditemukan.", code: "NOT_FOUND" } },
      "POST /auth/v2/login": ({ body }) =>
        (JSON.parse(body) as { password: string }).password === "kopi-tubruk-9"
          ? { status: 200, body: { data: { token: "token-budi", user: testUser } } }
          : { status: 401, body: { message: "Email/nomor HP atau kata sandi salah.", code: "UNAUTHORIZED" } },
      "GET /profile": profileFor(),
    });
    // after signing in the app loads the next page in full; the test records where to instead of leaving
    navigations = [];
    vi.spyOn(window.location, "assign").mockImplementation((url) => void navigations.push(String(url)));
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    await api.close();
  });

  const usernameField = () => screen.getByLabelText("Nomor HP atau Email");

  it("asks for the email or phone first and says so in Indonesian when it is empty", async () => {
    renderPage(<LoginForm locale="id" company={false} googleEnabled={false} />, { api, at: "/login" });
    fireEvent.click(screen.getByRole("button", { name: "Lanjut" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Wajib diisi");
    expect(usernameField().getAttribute("aria-invalid")).toBe("true");
    expect(api.seen).toEqual([]);
  });

  it("offers registration to an unknown account and keeps what was typed", async () => {
    renderPage(<LoginForm locale="id" company={false} googleEnabled={false} />, {
      api,
      at: "/login?url=%2Fmy-class",
    });
    fireEvent.change(usernameField(), { target: { value: "  baru@example.id " } });
    fireEvent.click(screen.getByRole("button", { name: "Lanjut" }));
    const offer = await screen.findByRole("alert");
    expect(offer.textContent).toContain("Oops, kamu belum terdaftar. Silakan isi datamu.");
    const link = screen.getByRole("link", { name: "Daftar" });
    expect(new URL(link.getAttribute("href")!, api.url).searchParams.toString()).toBe(
      "identity=baru%40example.id&notRegistered=1&url=%2Fmy-class",
    );
    expect(api.calls("POST /auth/v2/identify").map((c) => c.body)).toEqual([{ username: "baru@example.id" }]);
  });

  it("signs in with the password, showing a wrong password's message first", async () => {
    renderPage(<LoginForm locale="id" company={false} googleEnabled={false} />, {
      api,
      at: "/login?url=%2Fmy-class",
    });
    fireEvent.change(usernameField(), { target: { value: "budi@example.id" } });
    fireEvent.click(screen.getByRole("button", { name: "Lanjut" }));

    const password = await screen.findByLabelText<HTMLInputElement>("Kata Sandi");
    fireEvent.click(screen.getByRole("button", { name: "Masuk" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Wajib diisi");

    fireEvent.change(password, { target: { value: "salah-sandi" } });
    fireEvent.click(screen.getByRole("button", { name: "Masuk" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Email/nomor HP atau kata sandi salah."),
    );
    // what was typed stays after an error
    expect(password.value).toBe("salah-sandi");

    fireEvent.change(password, { target: { value: "kopi-tubruk-9" } });
    fireEvent.click(screen.getByRole("button", { name: "Masuk" }));
    // the session is checked with the new token, then the page asked for before sign-in is loaded
    await waitFor(() => expect(navigations).toEqual(["/my-class"]));
    expect(api.calls("POST /auth/v2/login").map((c) => c.body)).toEqual([
      { username: "budi@example.id", password: "salah-sandi" },
      { username: "budi@example.id", password: "kopi-tubruk-9" },
    ]);
    expect(api.calls("GET /profile").at(-1)?.request.headers.authorization).toBe("Bearer token-budi");
  });

  // the login page passes phoneSignIn(site): a general site lets people in with a phone number, the business
  // site (company email only) does not, and the field's label, placeholder and wrong-password text follow
  it.each([
    ["general", "id", "Nomor HP atau Email", "contoh@email.com atau 08xxxxxxxxxx"],
    ["general", "en", "Phone Number or Email", "name@email.com or 08xxxxxxxxxx"],
    ["business", "id", "Email", "contoh@email.com"],
    ["business", "en", "Email", "name@email.com"],
  ] as const)("on the %s site in %s the field reads %j", async (slug, locale, label, placeholder) => {
    renderPage(
      <LoginForm
        locale={locale}
        company={slug === "business"}
        googleEnabled={false}
        phoneSignIn={phoneSignIn(getSite(slug)!)}
      />,
      { api, locale, at: locale === "en" ? "/en/login" : "/login" },
    );
    const field = screen.getByLabelText<HTMLInputElement>(label);
    expect(field.placeholder).toBe(placeholder);
    expect(
      screen.queryByLabelText(locale === "id" ? "Email atau Nomor HP" : "Email or Phone Number"),
    ).toBeNull();
  });

  it("says 'email or password' on a site without phone sign-in when the API gives no message", async () => {
    await api.close();
    api = await startApi({
      "POST /auth/v2/identify": () => ({
        status: 200,
        body: { data: { registered: true, methods: ["password"] } },
      }),
      "POST /auth/v2/login": () => ({ status: 401, body: {} }),
    });
    renderPage(<LoginForm locale="id" company googleEnabled={false} phoneSignIn={false} />, {
      api,
      at: "/login",
    });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "dewi@nusantara-maju.co.id" } });
    fireEvent.click(screen.getByRole("button", { name: "Lanjut" }));
    fireEvent.change(await screen.findByLabelText("Kata Sandi"), { target: { value: "salah-sandi" } });
    fireEvent.click(screen.getByRole("button", { name: "Masuk" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Email atau kata sandi salah."));
  });
});
