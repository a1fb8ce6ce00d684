/**
 * Tells zod, before it is ever loaded in the browser, not to compile parsers with `new Function`. zod probes
 * once whether it may; the pages' Content-Security-Policy forbids eval, so the probe would be reported as a
 * violation (parsing is the same without the compiled path). zod keeps its settings on one global object
 * shared by every copy of it (`globalThis.__zod_globalConfig`, read when its first schema module runs), so
 * setting it here spares every page the ~5 kB of zod's core that importing `config()` would load: pages that
 * never validate in the browser load no zod at all.
 */
type ZodScope = { __zod_globalConfig?: Record<string, unknown> };

export function presetZodJitless(scope: ZodScope = globalThis as ZodScope): void {
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
