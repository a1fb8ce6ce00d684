// Testing Library only cleans up by itself when vitest globals are on; they are off in this repo.
import { cleanup } from "@testing-library/react";
import { afterEach, expect } from "vitest";
import { classConflicts, classListsIn } from "./testing/class-conflicts";

// what a test rendered sets each property once per element (cn does not resolve conflicts; see lib/cn.ts)
afterEach(() => {
  const conflicts = classConflicts(classListsIn(document.body));
  cleanup();
  expect(conflicts).toEqual([]);
});
