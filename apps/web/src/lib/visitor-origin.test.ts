import { describe, expect, it } from "vitest";
import { visitorHost, visitorOrigin } from "./visitor-origin";

const from = (headers: Record<string, string>) => new Headers(headers);

describe("visitorOrigin: the origin the visitor used", () => {
  it("takes a plain Host header, http on a local development host", () => {
    expect(visitorOrigin(from({ host: "trenggalek.localhost:3000" }))).toBe(
      "http://trenggalek.localhost:3000",
    );
    expect(visitorOrigin(from({ host: "localhost:3000" }))).toBe("http://localhost:3000");
    expect(visitorOrigin(from({ host: "127.0.0.1:3000" }))).toBe("http://127.0.0.1:3000");
  });

  it("takes a plain Host header, https on any other host", () => {
    expect(visitorOrigin(from({ host: "trenggalek.gurukita.id" }))).toBe("https://trenggalek.gurukita.id");
    // a name that merely contains "localhost" is not a local host
    expect(visitorOrigin(from({ host: "localhost.example.com" }))).toBe("https://localhost.example.com");
  });

  it("prefers X-Forwarded-Host and X-Forwarded-Proto behind a proxy", () => {
    const behindProxy = from({
      host: "web-general:3000",
      "x-forwarded-host": "trenggalek.gurukita.id",
      "x-forwarded-proto": "https",
    });
    expect(visitorOrigin(behindProxy)).toBe("https://trenggalek.gurukita.id");
    expect(visitorHost(behindProxy)).toBe("trenggalek.gurukita.id");
  });

  it("believes X-Forwarded-Proto over the host guess, in both directions", () => {
    expect(visitorOrigin(from({ host: "localhost:3000", "x-forwarded-proto": "https" }))).toBe(
      "https://localhost:3000",
    );
    expect(visitorOrigin(from({ host: "gurukita.id", "x-forwarded-proto": "http" }))).toBe(
      "http://gurukita.id",
    );
  });

  it("takes the first value of a comma-separated forwarded list (the one the visitor sent)", () => {
    const chained = from({
      host: "web-general:3000",
      "x-forwarded-host": "jambikota.gurukita.id, caddy.internal",
      "x-forwarded-proto": "https, http",
    });
    expect(visitorOrigin(chained)).toBe("https://jambikota.gurukita.id");
    expect(visitorHost(chained)).toBe("jambikota.gurukita.id");
  });

  it("ignores a scheme that is neither http nor https", () => {
    expect(visitorOrigin(from({ host: "gurukita.id", "x-forwarded-proto": "javascript" }))).toBe(
      "https://gurukita.id",
    );
  });

  it("falls back to the Host header when X-Forwarded-Host is empty", () => {
    expect(visitorOrigin(from({ host: "gate.localhost:3000", "x-forwarded-host": "" }))).toBe(
      "http://gate.localhost:3000",
    );
  });

  it("is null when the request names no host, so each caller keeps its own fallback", () => {
    expect(visitorOrigin(from({}))).toBeNull();
    expect(visitorOrigin(from({ "x-forwarded-proto": "https" }))).toBeNull();
    expect(visitorHost(from({}))).toBeNull();
  });
});
