import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { namesOf, repoRoot, type App } from "./app-env";
import { dockerfileProblems, envNames, instructions, isPinnedImage, stages } from "./dockerfile";

const dockerfiles: Record<string, App> = {
  "apps/api/Dockerfile": "api",
  "apps/search/Dockerfile": "search",
  "apps/web/Dockerfile": "web",
};
const read = (path: string) => readFileSync(`${repoRoot}${path}`, "utf8");
const pnpmVersion = (JSON.parse(read("package.json")) as { packageManager: string }).packageManager.replace(
  /^pnpm@/,
  "",
);

describe.each(Object.entries(dockerfiles))("%s", (path, app) => {
  const text = read(path);
  const all = stages(text);
  const runtime = all.at(-1)!;

  it("is multi-stage, pinned, and its runtime ends as an unprivileged user with a health check", () => {
    expect(dockerfileProblems(text)).toEqual([]);
  });

  it("builds from the repository root with the workspace's pnpm, installing from the lockfile", () => {
    expect(text).toContain("COPY pnpm-lock.yaml pnpm-workspace.yaml ./");
    expect(text).toContain(`pnpm@${pnpmVersion}`);
    expect(text).toMatch(/--offline/);
  });

  it("copies nothing but the build's output into the runtime stage", () => {
    const copies = runtime.instructions.filter((i) => i.keyword === "COPY");
    expect(copies.length).toBeGreaterThan(0);
    for (const c of copies) expect(c.args, `line ${c.line}`).toMatch(/--from=build\b/);
  });

  it("sets only environment variables the app knows", () => {
    const known = namesOf(app);
    for (const name of envNames(runtime))
      expect(known.has(name), `${path} sets ${name}, which ${app} does not read`).toBe(true);
  });
});

describe("apps/web/Dockerfile", () => {
  const text = read("apps/web/Dockerfile");
  it("is built per tenant group and refuses an unknown group", () => {
    expect(text).toMatch(/^ARG TENANT_GROUP$/m);
    expect(text).toMatch(/core\|regional\|government\|company\)/);
    expect(envNames(stages(text).at(-1)!)).toContain("TENANT_GROUP");
  });
});

describe("the Dockerfile rules themselves", () => {
  const good = `FROM node:20.19.5-bookworm-slim AS build
RUN echo build
FROM node:20.19.5-bookworm-slim
COPY --from=build /out /app
USER node
HEALTHCHECK CMD node -e "process.exit(0)"
CMD ["node", "server.js"]
`;

  it("accept a good one", () => {
    expect(dockerfileProblems(good)).toEqual([]);
  });

  it("refuse a single stage, a root or missing user, floating tags and a missing health check", () => {
    expect(dockerfileProblems("FROM node:20.19.5\nUSER node\nHEALTHCHECK CMD true\nCMD x\n").join()).toMatch(
      /one stage only/,
    );
    expect(dockerfileProblems(good.replace("USER node", "USER root")).join()).toMatch(/ends as USER root/);
    expect(dockerfileProblems(good.replace("USER node\n", "")).join()).toMatch(/no USER/);
    expect(
      dockerfileProblems(
        good.replace("FROM node:20.19.5-bookworm-slim AS build", "FROM node:latest AS build"),
      ).join(),
    ).toMatch(/FROM node:latest/);
    expect(
      dockerfileProblems(good.replace("FROM node:20.19.5-bookworm-slim\n", "FROM node:20-slim\n")).join(),
    ).toMatch(/FROM node:20-slim/);
    expect(dockerfileProblems(good.replace(/HEALTHCHECK.*\n/, "")).join()).toMatch(/no HEALTHCHECK/);
    expect(dockerfileProblems(`${good.replace(/CMD.*\n$/, "")}RUN rm -rf /\nCMD x\n`).join()).toMatch(
      /RUN after the final USER/,
    );
  });

  it("tell a pinned image from a floating one", () => {
    for (const ok of ["node:20.19.5-bookworm-slim", "postgres:17.6.0", "node@sha256:" + "a".repeat(64)])
      expect(isPinnedImage(ok), ok).toBe(true);
    for (const bad of [
      "node",
      "node:latest",
      "node:20",
      "node:20-slim",
      "node:lts-bookworm",
      "node:20.19-slim",
    ])
      expect(isPinnedImage(bad), bad).toBe(false);
  });

  it("join continued lines and skip comments", () => {
    const ins = instructions("# c\nRUN a \\\n  # inner\n  && b\nENV A=1 \\\n    B=2\n");
    expect(ins.map((i) => i.keyword)).toEqual(["RUN", "ENV"]);
    expect(envNames({ image: "x", name: null, instructions: ins })).toEqual(["A", "B"]);
  });
});
