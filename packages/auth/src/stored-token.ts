/**
 * Reading the stored session token, apart from the token store that writes it (token.ts): a page's first
 * script only needs to know whether someone is signed in, to fetch the sign-in machinery at once or not.
 */
export const TOKEN_KEY = "token";
export const TOKEN_COOKIE = "token";

/** Reads the `token` cookie from a Cookie header or document.cookie string. */
export function readTokenCookie(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return value || null;
    }
  }
  return null;
}

export function browserStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed iframe)
  }
}

/** The token this browser holds for the site (localStorage first, then the cookie), or null. */
export function storedToken(): string | null {
  return (
    browserStorage()?.getItem(TOKEN_KEY) ||
    readTokenCookie(typeof document === "undefined" ? null : document.cookie) ||
    null
  );
}
