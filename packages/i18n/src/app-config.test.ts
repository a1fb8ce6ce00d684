import { describe, expect, it } from "vitest";
import { useTranslations } from "next-intl";
import "./app-config";

/**
 * Never called: compiled by `tsc --noEmit` (the package's typecheck). If the AppConfig augmentation stopped
 * typing keys, the @ts-expect-error lines would become unused errors and the typecheck would fail.
 */
export function useTypedKeysCheck() {
  const t = useTranslations("auth");
  const ok: string = t("register.notRegistered");
  // @ts-expect-error: not a key of the auth namespace
  t("register.doesNotExist");
  // @ts-expect-error: not a namespace
  useTranslations("nope");
  return ok;
}

describe("typed keys", () => {
  it("are checked by the typecheck (see useTypedKeysCheck)", () => {
    expect(typeof useTypedKeysCheck).toBe("function");
  });
});
