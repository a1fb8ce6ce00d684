// Testing Library only cleans up by itself when vitest globals are on; they are off in this repository.
import { cleanup } from "@testing-library/react";
import { classConflicts, classListsIn } from "@gk/ui/testing/class-conflicts";
import { afterEach, expect } from "vitest";

// what a test rendered sets each property once per element (the design system's cn does not resolve conflicts)
afterEach(() => {
  const conflicts = classConflicts(classListsIn(document.body));
  cleanup();
  expect(conflicts).toEqual([]);
});

// A sign-in in one test must not leave the next one signed in: the token lives in a cookie and storage.
afterEach(() => {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
});
