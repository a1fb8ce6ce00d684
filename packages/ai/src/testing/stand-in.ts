/**
 * A small OpenAI-compatible HTTP server for tests and local journeys: `POST /v1/chat/completions`, answered
 * whole or, with `stream: true`, as server-sent events ending in `data: [DONE]`. It records every request, so a
 * test can assert what the prompt carried. Replies are scripted per test; the default one cites the first
 * passage of a coach prompt and writes simple questions for a question-writing prompt, enough for journeys.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    response_format?: unknown;
    [k: string]: unknown;
  };
  /** the system message's text */
  system: string;
  /** every user message's text, joined by blank lines */
  user: string;
}

export type StandInReply =
  | { content: string; usage?: { prompt_tokens: number; completion_tokens: number } }
  | { status: number; body?: unknown }
  /** never answers (for timeouts) */
  | { hang: true };

export interface ModelStandIn {
  /** the base URL to configure, ending in /v1 */
  baseURL: string;
  requests: RecordedRequest[];
  /** replaces the reply for the following requests */
  reply(fn: (req: RecordedRequest) => StandInReply | Promise<StandInReply>): void;
  close(): Promise<void>;
}

interface ParsedPassage {
  label: string;
  id: string;
  text: string;
}

/** The passages a prompt carried (from the `<passage label id …>` block). */
export function passagesInPrompt(user: string): ParsedPassage[] {
  return [...user.matchAll(/<passage label="([^"]+)" id="([^"]+)"[^>]*>\n([\s\S]*?)\n<\/passage>/g)].map(
    (m) => ({
      label: m[1]!,
      id: m[2]!,
      text: m[3]!,
    }),
  );
}

const firstSentence = (t: string) =>
  (/^[^\n]*?[.!?](?=\s|$)/.exec(t.trim())?.[0] ?? t.trim().split("\n")[0]!).trim();

/** The default reply: a one-sentence cited answer, or simple questions when the prompt asks for JSON. */
export function defaultReply(req: RecordedRequest): StandInReply {
  const passages = passagesInPrompt(req.user);
  if (/Reply with JSON only/.test(req.system)) {
    const count = Number(/Write (\d+)/.exec(req.user)?.[1] ?? 1);
    const questions = Array.from({ length: Math.min(count, passages.length) }, (_, i) => {
      const p = passages[i]!;
      const others = passages.filter((o) => o !== p).slice(0, 3);
      const wrong = others.map((o) => ({ text: firstSentence(o.text), correct: false }));
      while (wrong.length < 2) wrong.push({ text: `— ${wrong.length + 1}`, correct: false });
      const indonesian = /in Indonesian/.test(req.user);
      return {
        stem: indonesian
          ? `Kalimat mana yang membuka paragraf ${p.label} pelajaran ini?`
          : `Which sentence opens paragraph ${p.label} of the lesson?`,
        options: [{ text: firstSentence(p.text), correct: true }, ...wrong],
        sourcePassageId: p.id,
        rationale: firstSentence(p.text),
      };
    });
    return { content: JSON.stringify({ questions }) };
  }
  const p = passages[0];
  return { content: p ? `${firstSentence(p.text)} [${p.label}]` : "…" };
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content.map((c: { text?: string }) => (typeof c?.text === "string" ? c.text : "")).join("");
  return "";
}

export async function startModelStandIn(
  reply: (req: RecordedRequest) => StandInReply | Promise<StandInReply> = defaultReply,
  options: { port?: number } = {},
): Promise<ModelStandIn> {
  let current = reply;
  const requests: RecordedRequest[] = [];
  /** set by `POST /_usage`: the usage the next answer reports, so a journey can spend a budget on purpose */
  let nextUsage: { prompt_tokens: number; completion_tokens: number } | null = null;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      // a journey in another process reads what the model was sent (a local stand-in: nothing to hide)
      if (req.method === "POST" && req.url === "/_usage") {
        const { tokens } = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as { tokens?: number };
        nextUsage = { prompt_tokens: tokens ?? 0, completion_tokens: 0 };
        res.writeHead(204).end();
        return;
      }
      if (req.method === "GET" && req.url === "/_recorded") {
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify(requests.map(({ path, system, user }) => ({ path, system, user }))));
        return;
      }
      void (async () => {
        let body: RecordedRequest["body"];
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as RecordedRequest["body"];
        } catch {
          res.writeHead(400, { "content-type": "application/json" }).end('{"error":{"message":"bad json"}}');
          return;
        }
        if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
          res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
          return;
        }
        const messages = (body.messages ?? []).map((m) => ({ role: m.role, content: textOf(m.content) }));
        const recorded: RecordedRequest = {
          path: req.url,
          headers: req.headers,
          body,
          system: messages
            .filter((m) => m.role === "system")
            .map((m) => m.content)
            .join("\n\n"),
          user: messages
            .filter((m) => m.role === "user")
            .map((m) => m.content)
            .join("\n\n"),
        };
        requests.push(recorded);
        const r = await current(recorded);
        if ("hang" in r) return;
        if ("status" in r) {
          res
            .writeHead(r.status, { "content-type": "application/json" })
            .end(JSON.stringify(r.body ?? { error: { message: `stand-in error ${r.status}` } }));
          return;
        }
        const usage = nextUsage ?? {
          prompt_tokens: r.usage?.prompt_tokens ?? Math.ceil(recorded.user.length / 4),
          completion_tokens: r.usage?.completion_tokens ?? Math.ceil(r.content.length / 4),
        };
        nextUsage = null;
        const total = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
        const base = {
          id: `chatcmpl-${requests.length}`,
          created: Math.floor(Date.now() / 1000),
          model: body.model,
        };
        if (!body.stream) {
          res.writeHead(200, { "content-type": "application/json" }).end(
            JSON.stringify({
              ...base,
              object: "chat.completion",
              choices: [
                { index: 0, message: { role: "assistant", content: r.content }, finish_reason: "stop" },
              ],
              usage: total,
            }),
          );
          return;
        }
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        const send = (o: unknown) => res.write(`data: ${JSON.stringify(o)}\n\n`);
        const pieces = r.content.match(/[\s\S]{1,12}/g) ?? [];
        send({
          ...base,
          object: "chat.completion.chunk",
          choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }],
        });
        for (const piece of pieces)
          send({
            ...base,
            object: "chat.completion.chunk",
            choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
          });
        send({
          ...base,
          object: "chat.completion.chunk",
          choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
          usage: total,
        });
        res.end("data: [DONE]\n\n");
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (fn) => {
      current = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
