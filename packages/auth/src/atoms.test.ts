import { describe, expect, it } from "vitest";
import { createStore } from "jotai";
import {
  currentUserAtom,
  interestsAtom,
  isLoggedInAtom,
  isRecommendationChangedAtom,
  loginStateAtom,
  LOGIN_STATES,
  tenantDataAtom,
} from "./atoms";

describe("auth store", () => {
  it("starts IDLE with no user, no interests, no recommendation change and no tenant", () => {
    const store = createStore();
    expect(LOGIN_STATES).toEqual(["IDLE", "LOADING", "LOGIN", "NOT_LOGIN"]);
    expect(store.get(loginStateAtom)).toBe("IDLE");
    expect(store.get(currentUserAtom)).toBeNull();
    expect(store.get(interestsAtom)).toEqual([]);
    expect(store.get(isRecommendationChangedAtom)).toBe(false);
    expect(store.get(tenantDataAtom)).toBeNull();
    expect(store.get(isLoggedInAtom)).toBe(false);
    store.set(loginStateAtom, "LOGIN");
    expect(store.get(isLoggedInAtom)).toBe(true);
  });
});
