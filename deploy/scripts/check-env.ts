// `tsx scripts/check-env.ts '[{"label": "...", "app": "api|web|search", "env": {...}}, ...]'`: runs each
// app's own start-up validation on sets of variables, in a process of its own (the deploy tests ask it about
// the values compose.yaml gives each service; importing an app into a package is not done). Prints one
// JSON result per set: {label, ok, message}.
type Validate = (env: Record<string, string>) => unknown;
const validators: Record<string, () => Promise<Validate>> = {
  api: async () => (await import("../../apps/api/src/env")).loadEnv,
  web: async () => (await import("../../apps/web/src/env")).parseEnv,
  search: async () => (await import("../../apps/search/src/env")).loadSearchEnv,
};

interface Check {
  label: string;
  app: string;
  env: Record<string, string>;
}

const checks = JSON.parse(process.argv[2] ?? "[]") as Check[];
const results: { label: string; ok: boolean; message: string }[] = [];
for (const c of checks) {
  const load = validators[c.app];
  if (!load) {
    results.push({ label: c.label, ok: false, message: `no validation known for app "${c.app}"` });
    continue;
  }
  try {
    (await load())(c.env);
    results.push({ label: c.label, ok: true, message: "" });
  } catch (err) {
    results.push({ label: c.label, ok: false, message: err instanceof Error ? err.message : String(err) });
  }
}
console.log(JSON.stringify(results));
