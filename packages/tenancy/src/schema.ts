import { DEFAULT_LOCALE, LOCALES, localeSchema, type Locale } from "@gk/contracts";
import { z } from "zod";
import { analyticsSettingsSchema, mapSettingsSchema, tagManagerSettingsSchema } from "./adapters";

export * from "./adapters";

/**
 * The config of one site. Each named site is one `tenants/<slug>/tenant.json`;
 * onboarding a site means adding one such file. The schema is strict so a misspelt field is an error
 * that names the field, not a silently ignored setting.
 */

// The languages are defined once in @gk/contracts; they stay exported here because sites are configured in them.
export { DEFAULT_LOCALE, LOCALES, localeSchema, type Locale };

/** The site types. `regional`, `government` and `company` are the named sites. */
export const SITE_TYPES = [
  "general",
  "business",
  "gate",
  "tenant",
  "regional",
  "government",
  "company",
  "lms",
] as const;
export const siteTypeSchema = z.enum(SITE_TYPES);
export type SiteType = z.infer<typeof siteTypeSchema>;

/** Build groups: CI and deployments can build one group at a time with TENANT_GROUP. */
export const SITE_GROUPS = ["core", "regional", "government", "company"] as const;
export const siteGroupSchema = z.enum(SITE_GROUPS);
export type SiteGroup = z.infer<typeof siteGroupSchema>;

/** The named manifests; other sites use their parent's. */
export const MANIFEST_IDS = [
  "default",
  "business",
  "gate",
  "maluku",
  "trenggalek",
  "pesawaran",
  "muarojambi",
  "jambi",
] as const;

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens (a-z, 0-9, -)");
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a #rrggbb colour");
const localized = z.object({ id: z.string().min(1), en: z.string().min(1) }).strict();

/**
 * A host pattern. With a dot it is a whole host name (`belajar.trenggalekkab.go.id`); without one it is a
 * first label on any domain, so `trenggalek` matches `trenggalek.<product domain>` and `trenggalek.localhost`.
 */
const hostPattern = z
  .string()
  .regex(
    /^(?:[a-z0-9-]+)(?:\.[a-z0-9-]+)*$/,
    "must be a lower-case host name or a first label, without port or scheme",
  );

export const siteMetadataSchema = z
  .object({
    title: localized,
    description: localized,
    themeColor: colour,
    url: z.url(),
    image: z.string().min(1),
    appTitle: z.string().min(1),
    type: z.enum(["website", "article"]).default("website"),
  })
  .strict();

export const manifestIconSchema = z
  .object({
    src: z.string().min(1),
    sizes: z.string().min(1),
    type: z.string().min(1),
    purpose: z.string().optional(),
  })
  .strict();

export const manifestSchema = z
  .object({
    id: z.enum(MANIFEST_IDS),
    name: z.string().min(1),
    shortName: z.string().min(1).max(12, "should be at most 12 characters so it fits under an app icon"),
    icons: z.array(manifestIconSchema).min(1),
    themeColor: colour,
    backgroundColor: colour,
  })
  .strict();

export const themeSchema = z
  .object({
    primary: colour,
    primaryStrong: colour,
    primarySoft: colour,
    /** Short text of the logo mark in the header; a site may ship a logo file instead. */
    logoText: z.string().min(1).max(24),
    logo: z.string().optional(),
  })
  .strict();

/** Feature switches per site. Defaults describe the general site; a site turns off what it does not offer. */
export const featuresSchema = z
  .object({
    registration: z.boolean().default(true),
    googleSignIn: z.boolean().default(true),
    aiCoach: z.boolean().default(true),
    leaderboard: z.boolean().default(true),
    payments: z.boolean().default(true),
    businessPlan: z.boolean().default(false),
    lmsIntegration: z.boolean().default(false),
    blog: z.boolean().default(true),
    /**
     * Whether people sign in with a phone number as well as an email (the sign-in form's wording). Unset:
     * yes, except on company and business sites, whose people sign in with their company email
     * (`phoneSignIn(site)` in `src/sign-in.ts`).
     */
    phoneSignIn: z.boolean().optional(),
  })
  .strict();

/**
 * How long a session opened on this site lasts. `idleMinutes`: minutes without a request after which it ends
 * (0 = never idle out); `absoluteHours`: hours after sign-in after which it ends however busy it is, at most
 * the 7 days of the sign-in cookie. Unset, a company site idles out after 30 minutes (`sessionLimits`) and every
 * other site takes the API's defaults (`SESSION_IDLE_MINUTES`, 7 days). Both apply to sessions already open.
 */
export const sessionSettingsSchema = z
  .object({
    idleMinutes: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60)
      .optional(),
    absoluteHours: z
      .number()
      .int()
      .min(1)
      .max(7 * 24, "must be at most 168 hours (7 days, the sign-in cookie's lifetime)")
      .optional(),
  })
  .strict();
export type SessionSettings = z.output<typeof sessionSettingsSchema>;

/**
 * How the site sells the paid upgrade (only where `features.payments` is on). `provider`: the payment provider of
 * this site (unset: the API's PAYMENT_PROVIDER); `freeCourses`: every course is free on this site (its owner pays
 * for its people), so everything opens in full and finishing earns the certificate without an upgrade.
 */
export const commerceSettingsSchema = z
  .object({
    provider: z.enum(["sandbox", "midtrans", "xendit"]).optional(),
    freeCourses: z.boolean().default(false),
  })
  .strict();
export type CommerceSettings = z.output<typeof commerceSettingsSchema>;

/**
 * The site's own AI model for the coach and the question writer (only where `features.aiCoach` is on); every
 * field unset takes the API's setting (`AI_BASE_URL`, `AI_MODEL`, …). `apiKeyEnv` is the NAME of the environment
 * variable of the API that holds the key, never the key itself (tenant.json is in the repository).
 */
export const aiSettingsSchema = z
  .object({
    baseUrl: z.url().optional(),
    model: z.string().min(1).optional(),
    apiKeyEnv: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]*$/, "must be the name of an environment variable (A-Z, 0-9, _)")
      .optional(),
    monthlyTokenBudget: z.number().int().min(0).optional(),
    userRequestsPerHour: z.number().int().min(1).optional(),
  })
  .strict();
export type AiSettings = z.output<typeof aiSettingsSchema>;

/**
 * Personal data on this site. `deletionGraceDays`: days between a learner's request to delete the account and
 * its erasure, during which signing in again keeps the account (0 erases at once; erasure must follow without
 * undue delay, so at most 30). Unset: the API's ACCOUNT_DELETION_GRACE_DAYS (14 by default).
 */
export const privacySettingsSchema = z
  .object({
    deletionGraceDays: z.number().int().min(0).max(30).optional(),
  })
  .strict();
export type PrivacySettings = z.output<typeof privacySettingsSchema>;

export const siteConfigSchema = z
  .object({
    $schema: z.string().optional(),
    slug,
    type: siteTypeSchema,
    group: siteGroupSchema,
    /** Organisation referral slug whose curation this site follows (a company or government tenant). */
    referral: slug.optional(),
    parent: slug.optional(),
    hosts: z
      .object({
        production: z.array(hostPattern).default([]),
        development: z.array(hostPattern).default([]),
      })
      .strict()
      .default({ production: [], development: [] }),
    metadata: siteMetadataSchema,
    manifest: manifestSchema.optional(),
    theme: themeSchema.optional(),
    defaultLocale: localeSchema.default(DEFAULT_LOCALE),
    locales: z
      .array(localeSchema)
      .min(1)
      .default([...LOCALES]),
    features: featuresSchema.default(featuresSchema.parse({})),
    session: sessionSettingsSchema.optional(),
    commerce: commerceSettingsSchema.default({ freeCourses: false }),
    ai: aiSettingsSchema.optional(),
    privacy: privacySettingsSchema.optional(),
    tagManager: tagManagerSettingsSchema.optional(),
    map: mapSettingsSchema.optional(),
    analytics: analyticsSettingsSchema.optional(),
  })
  .strict()
  .refine((c) => c.locales.includes(c.defaultLocale), {
    message: "defaultLocale must be one of locales",
    path: ["defaultLocale"],
  });

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfigRaw = z.output<typeof siteConfigSchema>;

/** A site after inheritance from its parent: every site has a manifest and a theme. */
export type Site = Omit<SiteConfigRaw, "manifest" | "theme" | "$schema"> & {
  manifest: z.output<typeof manifestSchema>;
  theme: z.output<typeof themeSchema>;
};

export const villagesSchema = z
  .object({
    $comment: z.string().optional(),
    /** The demo village: its referral maps to `villageBase` for search. */
    demoVillage: slug,
    villageBase: slug,
    /** Every listed village shares this search index. */
    sharedVillage: slug,
    villages: z.array(slug).min(1),
  })
  .strict()
  .refine((v) => new Set(v.villages).size === v.villages.length, {
    message: "village slugs must be unique",
    path: ["villages"],
  });
export type Villages = z.output<typeof villagesSchema>;

/**
 * What a build knows of a site it does not serve: enough to recognise the site's hosts and send the visitor
 * to the site's own domain, and nothing of its content (metadata, manifest, theme, features).
 */
export type SiteRef = Pick<SiteConfigRaw, "slug" | "type" | "group" | "hosts">;

/** The site every build serves: the host rules send unknown hosts, IP addresses and empty hosts to it. */
export const FALLBACK_SITE = "general";
