"use client";

import { useChat } from "@ai-sdk/react";
import type { Locale } from "@gk/tenancy";
import { createTokenStore } from "@gk/auth/token";
import { COACH_CHAT_PATH, type CoachMessage } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { Button } from "@gk/ui/button";
import { useQuery } from "@tanstack/react-query";
import { DefaultChatTransport } from "ai";
import { Send, Square, Trash2, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useApp } from "../providers";
import { QueryProvider } from "../query-provider";
import { CoachMessageItem, type CoachUIMessage } from "./coach-message";
import { errorMessageOf } from "./coach-text";
import { ClientForm, SubmitButton } from "../client-form";

/** The keyboard focus ring of @gk/ui's controls, for the box and the scrollable list. */
const focusRing =
  "outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-ink";

interface Props {
  id: string;
  locale: Locale;
  courseSlug: string;
  lessonId?: string;
  onClose: () => void;
}

/**
 * The AI coach of a course: the learner's conversation (read from the API each time the panel opens), a question
 * box (Enter sends, Shift+Enter breaks the line) and the answer as it streams, its `[P1]` markers linked to the
 * cited paragraphs. The API's own messages (rate limit, the coach being off, a too long question) are shown as
 * it sends them, already in the learner's language.
 */
export function CoachPanel(props: Props) {
  // loaded only when the learner opens the coach, so it brings its own react-query
  return (
    <QueryProvider>
      <Coach {...props} />
    </QueryProvider>
  );
}

function Coach({ id, locale, courseSlug, lessonId, onClose }: Props) {
  const t = useTranslations("course");
  const { api } = useApp();
  const history = useQuery({
    queryKey: ["coach", courseSlug],
    // always the stored conversation: answers streamed since the last read are not in any cache
    queryFn: ({ signal }) => api.request("coachConversation", { courseSlug }, { signal, useCache: false }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  return (
    <div
      id={id}
      className="space-y-3 rounded-card border border-line bg-surface p-4 shadow-sm"
      data-testid="coach-panel"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-lg font-bold text-ink">{t("coach.title")}</h2>
          <p className="text-sm text-ink-muted">{t("coach.intro")}</p>
        </div>
        <Button variant="ghost" size="icon" aria-label={t("coach.close")} onClick={onClose}>
          <X aria-hidden className="size-5" />
        </Button>
      </div>
      {history.isPending ? (
        <p role="status" className="text-ink-muted">
          {t("coach.loading")}
        </p>
      ) : history.isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-danger-ink">{history.error.message || t("coach.loadError")}</p>
          <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
            {t("coach.retry")}
          </Button>
        </div>
      ) : (
        <CoachChat
          locale={locale}
          courseSlug={courseSlug}
          lessonId={lessonId}
          initial={history.data.data.messages.map(toUIMessage)}
          questionMax={history.data.data.questionMax}
        />
      )}
    </div>
  );
}

/** A kept turn as the ai SDK's message, with the same parts the stream gives a new answer. */
function toUIMessage(m: CoachMessage): CoachUIMessage {
  if (m.role === "user") return { id: m.id, role: "user", parts: [{ type: "text", text: m.text }] };
  return {
    id: m.id,
    role: "assistant",
    parts: [
      ...(m.note
        ? [{ type: "data-note" as const, data: { reason: m.mode ?? "offline", note: m.note } }]
        : []),
      { type: "text", text: m.text },
      { type: "data-citations", data: m.citations },
      ...(m.outcome ? [{ type: "data-outcome" as const, data: m.outcome }] : []),
    ],
  };
}

function CoachChat({
  locale,
  courseSlug,
  lessonId,
  initial,
  questionMax,
}: {
  locale: Locale;
  courseSlug: string;
  lessonId?: string;
  initial: CoachUIMessage[];
  questionMax: number;
}) {
  const t = useTranslations("course");
  const { api } = useApp();
  const transport = useMemo(
    () =>
      new DefaultChatTransport<CoachUIMessage>({
        // the same-origin proxy, with the session the way the other calls send it
        api: `/api/gk${COACH_CHAT_PATH.replace("{courseSlug}", encodeURIComponent(courseSlug))}`,
        headers: (): Record<string, string> => {
          const token = createTokenStore().get();
          return { "Accept-Language": locale, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
        },
        // the API reads only the last question (the conversation is kept on its side): send that one alone
        prepareSendMessagesRequest: ({ id, messages }) => ({
          body: { id, messages: messages.slice(-1), ...(lessonId ? { lessonId } : {}) },
        }),
      }),
    [courseSlug, lessonId, locale],
  );
  const { messages, sendMessage, setMessages, status, error, stop, clearError } = useChat<CoachUIMessage>({
    messages: initial,
    transport,
  });
  const [input, setInput] = useState("");
  const [clearing, setClearing] = useState(false);
  const [notice, setNotice] = useState<{ text: string; danger: boolean } | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const busy = status === "submitted" || status === "streaming";
  const boxId = useId();
  const hintId = useId();

  // the question box has the focus as soon as the panel opens
  useEffect(() => box.current?.focus(), []);
  // the newest words stay in view while the answer streams
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages]);
  // a refused question (rate limit, too long…) was never kept: it goes back to the box to be sent again
  useEffect(() => {
    if (!error) return;
    const last = messages[messages.length - 1];
    if (last?.role !== "user") return;
    setMessages(messages.slice(0, -1));
    setInput(last.parts.map((p) => (p.type === "text" ? p.text : "")).join(""));
  }, [error, messages, setMessages]);

  const send = (e?: FormEvent) => {
    e?.preventDefault();
    const text = input.trim();
    if (!text || busy) return;
    clearError();
    setNotice(null);
    setInput("");
    void sendMessage({ text });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line; never while an input method is composing a word
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) send(e);
  };
  const clear = async () => {
    setClearing(true);
    setNotice(null);
    try {
      await api.request("coachConversationClear", { courseSlug });
      clearError();
      setMessages([]);
      setNotice({ text: t("coach.cleared"), danger: false });
      box.current?.focus();
    } catch (err) {
      setNotice({ text: err instanceof Error ? err.message : t("coach.error"), danger: true });
    } finally {
      setClearing(false);
    }
  };

  const failure = error ? (errorMessageOf(error) ?? t("coach.error")) : null;
  return (
    <div className="space-y-3">
      <ol
        ref={list}
        aria-live="polite"
        aria-busy={busy}
        aria-label={t("coach.messages")}
        className={`max-h-[60vh] space-y-3 overflow-y-auto rounded-lg bg-surface-muted p-3 ${focusRing}`}
        // scrollable content must be reachable from the keyboard
        tabIndex={0}
        data-testid="coach-messages"
      >
        {messages.length === 0 ? <li className="text-ink-muted">{t("coach.empty")}</li> : null}
        {messages.map((m) => (
          <CoachMessageItem key={m.id} message={m} courseSlug={courseSlug} />
        ))}
        {status === "submitted" ? <li className="text-ink-muted">{t("coach.thinking")}</li> : null}
      </ol>
      {failure ? (
        <p role="alert" className="rounded-lg border border-danger px-3 py-2 text-danger-ink">
          {failure}
        </p>
      ) : null}
      <p
        role="status"
        className={notice ? (notice.danger ? "text-danger-ink" : "text-success-ink") : "sr-only"}
      >
        {notice?.text ?? ""}
      </p>
      <ClientForm onSubmit={send} className="space-y-2">
        <label htmlFor={boxId} className="block font-semibold text-ink">
          {t("coach.question")}
        </label>
        <textarea
          ref={box}
          id={boxId}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={questionMax}
          rows={2}
          placeholder={t("coach.placeholder")}
          aria-describedby={hintId}
          // clear of the lesson's sticky bottom bar when the focus scrolls it into view
          className={`block w-full scroll-mb-36 resize-y rounded-lg border border-line-strong bg-surface px-3 py-2 text-base text-ink ${focusRing}`}
        />
        <p id={hintId} className="flex flex-wrap justify-between gap-2 text-sm text-ink-muted">
          <span>{t("coach.hint")}</span>
          <span>{t("coach.count", { count: input.length, max: questionMax })}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          {busy ? (
            <Button variant="secondary" onClick={() => void stop()}>
              <Square aria-hidden className="size-4" />
              {t("coach.stop")}
            </Button>
          ) : (
            <SubmitButton disabled={!input.trim()}>
              <Send aria-hidden className="size-4" />
              {t("coach.send")}
            </SubmitButton>
          )}
          <Button
            variant="ghost"
            loading={clearing}
            disabled={busy || messages.length === 0}
            onClick={() => void clear()}
          >
            <Trash2 aria-hidden className="size-4" />
            {t("coach.clear")}
          </Button>
        </div>
      </ClientForm>
    </div>
  );
}
