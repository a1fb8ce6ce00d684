/**
 * A small reader of Dockerfiles, enough for the rules the images must keep: several stages, a pinned base
 * image, a runtime that ends as an unprivileged user with a health check. (Not a full parser: instructions
 * are split on lines, with backslash continuations joined.)
 */

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  image: string;
  name: string | null;
  instructions: Instruction[];
}

export function instructions(text: string): Instruction[] {
  const out: Instruction[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let line = lines[i]!;
    if (/^\s*(#|$)/.test(line)) continue;
    while (/\\\s*$/.test(line) && i + 1 < lines.length) {
      i++;
      const next = lines[i]!;
      line = line.replace(/\\\s*$/, " ") + (/^\s*#/.test(next) ? "" : next);
    }
    const m = /^\s*([A-Za-z]+)\s+([\s\S]*)$/.exec(line);
    if (m) out.push({ keyword: m[1]!.toUpperCase(), args: m[2]!.trim(), line: start + 1 });
  }
  return out;
}

export function stages(text: string): Stage[] {
  const out: Stage[] = [];
  for (const ins of instructions(text)) {
    if (ins.keyword === "FROM") {
      const parts = ins.args.split(/\s+/).filter((p) => !p.startsWith("--"));
      const as = parts.findIndex((p) => p.toUpperCase() === "AS");
      out.push({ image: parts[0]!, name: as >= 0 ? (parts[as + 1] ?? null) : null, instructions: [] });
    } else {
      out.at(-1)?.instructions.push(ins);
    }
  }
  return out;
}

/** `node:20.19.5-bookworm-slim` or `name@sha256:…`; not `latest`, not a bare or floating major like `20` or `20-slim`. */
export function isPinnedImage(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const tag = /:([^/:]+)$/.exec(image)?.[1];
  if (!tag || /^latest\b/.test(tag)) return false;
  return /^v?\d+\.\d+\.\d+(?:[-.][A-Za-z0-9.-]+)?$/.test(tag);
}

/** Names the runtime stage sets with ENV (both `ENV A=1 B=2` and the legacy `ENV A 1`). */
export function envNames(stage: Stage): string[] {
  const names: string[] = [];
  for (const ins of stage.instructions.filter((i) => i.keyword === "ENV")) {
    if (/^[A-Za-z_][A-Za-z0-9_]*\s+[^=]*$/.test(ins.args) && !ins.args.includes("="))
      names.push(ins.args.split(/\s+/)[0]!);
    else for (const m of ins.args.matchAll(/(?:^|\s)([A-Za-z_][A-Za-z0-9_]*)=/g)) names.push(m[1]!);
  }
  return names;
}

/** Every rule an image must keep, as messages naming the problem; none means the Dockerfile is fine. */
export function dockerfileProblems(text: string): string[] {
  const problems: string[] = [];
  const all = stages(text);
  if (all.length < 2)
    problems.push(`one stage only: build and runtime must be separate stages (found ${all.length})`);
  const names = new Set(all.map((s) => s.name).filter(Boolean));
  for (const s of all) {
    if (names.has(s.image)) continue; // FROM an earlier stage
    if (!isPinnedImage(s.image))
      problems.push(
        `FROM ${s.image}: pin an exact version tag (major.minor.patch) or a digest, never latest or a floating major`,
      );
  }
  const runtime = all.at(-1);
  if (runtime) {
    const users = runtime.instructions.filter((i) => i.keyword === "USER");
    const last = users.at(-1);
    if (!last) problems.push("the runtime stage has no USER: it would run as root");
    else if (/^(root|0)(:.*)?$/.test(last.args.trim()))
      problems.push(`the runtime stage ends as USER ${last.args}: it must end as an unprivileged user`);
    const lastUserAt = last ? runtime.instructions.indexOf(last) : -1;
    if (last && runtime.instructions.slice(lastUserAt + 1).some((i) => i.keyword === "RUN"))
      problems.push("RUN after the final USER: do the privileged work before switching user");
    if (!runtime.instructions.some((i) => i.keyword === "HEALTHCHECK"))
      problems.push("the runtime stage has no HEALTHCHECK");
    if (!runtime.instructions.some((i) => i.keyword === "CMD" || i.keyword === "ENTRYPOINT"))
      problems.push("the runtime stage has no CMD");
  }
  return problems;
}
