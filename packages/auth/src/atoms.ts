import { atom } from "jotai";
import type { User } from "@gk/contracts";
import type { ResolvedSite } from "@gk/tenancy";

/** The login state: IDLE until the start-up flow has run, then LOADING, LOGIN or NOT_LOGIN. */
export const LOGIN_STATES = ["IDLE", "LOADING", "LOGIN", "NOT_LOGIN"] as const;
export type LoginState = (typeof LOGIN_STATES)[number];

/** The auth store: login state, current user, interests, recommendation-changed flag, tenant data. */
export const loginStateAtom = atom<LoginState>("IDLE");
export const currentUserAtom = atom<User | null>(null);
export const interestsAtom = atom<string[]>([]);
/** Set when the learner changes interests, so the home page reloads "recommendations for you". */
export const isRecommendationChangedAtom = atom(false);
/** The site of this visit (@gk/tenancy), set by the app shell from the server's resolution. */
export const tenantDataAtom = atom<ResolvedSite | null>(null);

export const isLoggedInAtom = atom((get) => get(loginStateAtom) === "LOGIN");
