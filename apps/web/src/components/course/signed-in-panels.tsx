"use client";

import { storedToken } from "@gk/auth/stored-token";
import { lazy, Suspense, type ComponentType } from "react";

/**
 * The course page's parts that only a signed-in learner's page renders: the main action that enrols, the AI
 * coach, and the live certificate offer and upgrade panel (a visitor without a session gets the server's own
 * link and panels, with no script). Turbopack puts every client component a page segment imports into that
 * page's first scripts, rendered or not; reached through import() from this module instead, each is a chunk of
 * its own that a visitor's page never fetches. (next/dynamic would do the same at ~1.7 kB more on every page.)
 *
 * The server renders them in place, so a learner sees the whole page at once; each sits in a Suspense boundary
 * of its own, so the rest of the page hydrates without waiting for its chunk.
 */

const courseActions = () => import("./course-actions");
const coachLauncher = () => import("../coach/coach-launcher");
const upgradePanel = () => import("../commerce/upgrade-panel");

// A page with a session renders these: their chunks are asked for as soon as this module runs, beside the
// page's own scripts, not when hydration reaches them.
if (typeof window !== "undefined" && storedToken())
  for (const load of [courseActions, coachLauncher, upgradePanel]) void load().catch(() => undefined);

/** Asks again every 3 s while the network drops the chunk: the server's HTML stays on screen meanwhile. */
async function persistently<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch {
      await new Promise((next) => setTimeout(next, 3_000));
    }
  }
}

/** A component fetched on first render, in a boundary of its own (the server's HTML stays until it is there). */
function fetchedPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = lazy(() => persistently(load).then((component) => ({ default: component })));
  return function FetchedPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

export const EnrolButton = fetchedPart(() => courseActions().then((m) => m.EnrolButton));
export const CoachLauncher = fetchedPart(() => coachLauncher().then((m) => m.CoachLauncher));
export const CertificateOffer = fetchedPart(() => upgradePanel().then((m) => m.CertificateOffer));
export const UpgradePanel = fetchedPart(() => upgradePanel().then((m) => m.UpgradePanel));
