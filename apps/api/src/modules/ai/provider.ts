import {
  createHostedProvider,
  createOfflineProvider,
  withFallback,
  type AiProvider,
  type TokenUsage,
} from "@gk/ai";
import { aiUsage } from "@gk/db";
import { getSite } from "@gk/tenancy";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";

/**
 * The one place that decides which AI model a site uses. A site's tenant.json `ai` block overrides the API's
 * settings field by field (its key comes from the environment variable it names); with no endpoint at all the
 * site gets the offline provider, the default, which needs no network. A hosted model is always wrapped in the
 * offline fallback: when it fails, or the site's tokens for this month are spent, the offline provider answers
 * with a note instead of an error.
 */
export interface SiteAiSettings {
  /** the OpenAI-compatible endpoint, or undefined: offline */
  baseUrl: string | undefined;
  model: string;
  apiKey: string | undefined;
  monthlyTokenBudget: number;
  userRequestsPerHour: number;
}

export function aiSettingsFor(ctx: AppContext, siteSlug: string): SiteAiSettings {
  const own = getSite(siteSlug)?.ai;
  const base = ctx.config.ai;
  return {
    baseUrl: own?.baseUrl ?? base.baseUrl,
    model: own?.model ?? base.model,
    // a site that names its own key variable never borrows the API's key (it may be another vendor's)
    apiKey: own?.apiKeyEnv ? base.siteKeys.get(own.apiKeyEnv) : base.apiKey,
    monthlyTokenBudget: own?.monthlyTokenBudget ?? base.monthlyTokenBudget,
    userRequestsPerHour: own?.userRequestsPerHour ?? base.userRequestsPerHour,
  };
}

/** The budget month, in UTC: `YYYY-MM`. */
export const usageMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/** Tokens the site's model has used this month. */
export async function tokensUsed(ctx: AppContext, siteSlug: string, now = new Date()): Promise<number> {
  const [row] = await ctx.db
    .select({ tokens: aiUsage.tokens })
    .from(aiUsage)
    .where(and(eq(aiUsage.site, siteSlug), eq(aiUsage.month, usageMonth(now))));
  return row?.tokens ?? 0;
}

/** Adds what a hosted call cost to the site's month (offline calls cost nothing and are not recorded). */
export async function recordAiUsage(
  ctx: AppContext,
  siteSlug: string,
  usage: TokenUsage,
  now = new Date(),
): Promise<void> {
  const tokens = Math.max(0, Math.round(usage.inputTokens + usage.outputTokens));
  if (tokens === 0) return;
  await ctx.db
    .insert(aiUsage)
    .values({ site: siteSlug, month: usageMonth(now), tokens })
    .onConflictDoUpdate({
      target: [aiUsage.site, aiUsage.month],
      set: { tokens: sql`${aiUsage.tokens} + ${tokens}`, updatedAt: now },
    });
}

const offline = createOfflineProvider();

/**
 * The provider for a site: offline when no endpoint is configured; otherwise the site's model, falling back to
 * the offline provider (with a note in the answer's language) when the model fails or this month's budget is
 * spent. Callers record `usage` of each result with `recordAiUsage`.
 */
export function aiFor(ctx: AppContext, siteSlug: string): AiProvider {
  const settings = aiSettingsFor(ctx, siteSlug);
  if (!settings.baseUrl) return offline;
  const hosted = createHostedProvider({
    baseURL: settings.baseUrl,
    model: settings.model,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
  });
  return withFallback(hosted, {
    fallback: offline,
    budgetLeft: async () => (await tokensUsed(ctx, siteSlug)) < settings.monthlyTokenBudget,
  });
}
