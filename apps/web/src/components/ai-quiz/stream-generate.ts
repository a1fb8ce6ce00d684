import {
  AI_QUIZ_DRAFTS_STREAM_PATH,
  type AiQuizDraftsGenerateRequest,
  type AiQuizDraftsProgressLine,
} from "@gk/contracts";
import { ApiError, type ApiClient } from "@gk/api-client";
import { createTokenStore } from "@gk/auth/token";
import type { Locale } from "@gk/tenancy";

export type DraftsStep = Extract<AiQuizDraftsProgressLine, { type: "progress" }>;
export type DraftsWritten = Extract<AiQuizDraftsProgressLine, { type: "done" }>["data"];

/**
 * Asks for drafts through the streamed form of the call and reports each step (passages read, the writer at
 * work, each question saved) as it arrives; resolves with what the plain call answers. A refusal before the
 * first step is an ApiError like any call's, so the form shows it the same way; one after it carries the API's
 * message.
 */
export async function generateDraftsStreamed(
  api: ApiClient,
  locale: Locale,
  body: AiQuizDraftsGenerateRequest,
  onStep: (step: DraftsStep) => void,
): Promise<DraftsWritten> {
  const token = createTokenStore().get();
  const url = api.urlOf(AI_QUIZ_DRAFTS_STREAM_PATH);
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "Accept-Language": locale,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const fail = (status: number, data: unknown) =>
    new ApiError({ status, statusText: res.statusText, url, headers: {}, data });
  if (!res.ok || !res.body) throw fail(res.status, await res.json().catch(() => null));
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    for (let nl = buffered.indexOf("\n"); nl >= 0; nl = buffered.indexOf("\n")) {
      const line = JSON.parse(buffered.slice(0, nl)) as AiQuizDraftsProgressLine;
      buffered = buffered.slice(nl + 1);
      if (line.type === "progress") onStep(line);
      else if (line.type === "done") return line.data;
      else throw fail(500, { message: line.message, code: "SERVER_BUSY" });
    }
  }
  throw fail(503, null);
}
