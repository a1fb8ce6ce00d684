// Testing Library only cleans up by itself when vitest globals are on; they are off in this repo.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());
