import { test } from "@playwright/test";
import { aiQuizJourney } from "./ai-quiz-journey";
import { PHONE_TOO } from "./helpers";
import { API_BASE, WEB_BASE } from "./learning-helpers";

/** The AI quiz journey (ai-quiz-journey.ts) on the main stack, whose writer is the offline one, desktop and phone. */
test(
  "staff review and publish AI-written questions; a learner takes the AI-generated quiz",
  PHONE_TOO,
  async ({ page, browser }, info) => {
    test.setTimeout(240_000);
    await aiQuizJourney(page, browser, info, { web: WEB_BASE, api: API_BASE, writer: "offline" });
  },
);
