// Shared flat config: every package's eslint.config.js is `export { default } from "@gk/eslint-config"`.
//
// Rules that depend on where a file lives (the environment ban, import boundaries) match on the file's path
// relative to the repository root, not on globs: each package lints from its own folder, where a glob such
// as "packages/**" would never match.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import tseslint from "typescript-eslint";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The file's path from the repository root, with forward slashes ("" when outside the repository). */
const fromRoot = (file) => {
  const rel = relative(ROOT, file);
  return rel.startsWith("..") ? "" : rel.split(sep).join("/");
};
const CODE = /\.[cm]?[jt]sx?$/;
/**
 * `files` entries matching repository-relative paths by regular expression. Code files only: a function in
 * `files` makes ESLint lint whatever it matches, and a README or tsconfig.json is not JavaScript.
 */
const paths = (...patterns) => patterns.map((re) => (file) => CODE.test(file) && re.test(fromRoot(file)));

const TS = "**/*.{ts,tsx,mts,cts}";
const JS = "**/*.{js,jsx,mjs,cjs}";

// ---------------------------------------------------------------------------------------------------------
// The environment is read in one validated module per program, so a missing or malformed setting stops the
// program at start with its name, and every setting a program has is listed in one place.
const processEnvBan = [
  {
    // Forwarding the whole environment to a child process (`{ ...process.env, PORT: "0" }`) reads nothing,
    // so a spread is allowed; any other use of process.env is a read.
    selector:
      "MemberExpression[object.name='process'][property.name='env']:not(SpreadElement > MemberExpression)",
    message:
      "Read the environment only in the program's validated env.ts (apps/<app>/src/env.ts) and import the value from there.",
  },
  {
    selector: "MemberExpression[object.name='process'][computed=true][property.value='env']",
    message: "Read the environment only in the program's validated env.ts and import the value from there.",
  },
  {
    selector:
      "MemberExpression[property.name='env'][object.type='MemberExpression'][object.property.name='process']",
    message: "Read the environment only in the program's validated env.ts and import the value from there.",
  },
  {
    selector: "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
    message: "Read the environment only in the program's validated env.ts and import the value from there.",
  },
  {
    selector: "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
    message: "Read the environment only in the program's validated env.ts and import the value from there.",
  },
];

// Where reading the environment is the job of the file.
const envReaders = paths(
  // each program's validated environment module
  /^apps\/[^/]+\/src\/env\.ts$/,
  /^packages\/db\/src\/cli\/env\.ts$/, // the database command line (migrate, seed, setup)
  /^bench\/lib\/env\.ts$/, // the benchmark knobs
  // the web build: Next inlines NEXT_PUBLIC_* at build time only where the code says process.env.NEXT_PUBLIC_X
  /^apps\/web\/src\/build-env\.ts$/,
  /^apps\/web\/src\/lib\/public-env\.ts$/,
  /^apps\/web\/next\.config\.ts$/,
  /^apps\/web\/serve\.mjs$/, // the web's server: the variables Next's own servers read (PORT, HOSTNAME)
  // test runners' configuration and the harnesses that start the stack for tests
  /(^|\/)vitest\.config\.[cm]?[jt]s$/,
  /(^|\/)playwright\.config\.ts$/,
  /^e2e\/stack\.ts$/,
  /^e2e\/screenshots\.mjs$/,
  /^e2e\/tests\/learning-helpers\.ts$/, // where the learning journeys are pointed at another stack
  /^tests\/cluster\/src\/lib\//,
  /^apps\/storybook\/scripts\/a11y\.mjs$/,
  // the root npm scripts prepare the machine and start the programs: setting up their environment is the point
  /^scripts\//,
);

// ---------------------------------------------------------------------------------------------------------
// Import boundaries. Packages are the parts apps are made of: a package that imports an app turns the
// dependency graph into a cycle and drags a whole app into every consumer. The design system (@gk/ui) renders
// what it is given and never talks to the API, so it stays usable in Storybook and in any app.
const appNames = readdirSync(join(ROOT, "apps"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => {
    try {
      return [JSON.parse(readFileSync(join(ROOT, "apps", d.name, "package.json"), "utf8")).name];
    } catch {
      return [];
    }
  });
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const appPackage = `^(${appNames.map(escape).join("|")})(/.*)?$`;
// From anywhere inside packages/<name>/, a relative path that climbs out and then names apps/.
const relativeIntoApps = "^(\\.\\./)+apps(/.*)?$";
const noAppImports = [
  { regex: appPackage, message: "A package never imports an app: move what both need into a package." },
  { regex: relativeIntoApps, message: "A package never imports an app: move what both need into a package." },
];
const uiApiClient = [
  {
    regex: "^@gk/api-client(/.*)?$",
    message: "@gk/ui never talks to the API: take the data as props from the app.",
  },
  {
    regex: "^(\\.\\./)+api-client(/.*)?$",
    message: "@gk/ui never talks to the API: take the data as props from the app.",
  },
];
// no-restricted-imports does not see `import("…")`; the same rule for dynamic imports with a literal path.
// (esquery's regular expressions cannot contain a slash, so each one is written as \x2F.)
const dynamicImport = (regex, message) => ({
  selector: `ImportExpression > Literal.source[value=/${regex.replaceAll("\\/", "/").replaceAll("/", "\\x2F")}/]`,
  message,
});

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.next/**",
      "**/storybook-static/**",
      "**/coverage/**",
      "**/drizzle/meta/**",
      "**/next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": ["error", ...processEnvBan],
    },
  },

  // Type-aware rules, TypeScript files only: each file is checked against the nearest tsconfig.json.
  {
    files: [TS],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: process.cwd() } },
    rules: {
      // The rules that catch real bugs stay errors: promises nobody awaits or handles, promises where a
      // callback's return value is ignored, awaiting something that is not a promise, casts that do nothing.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      // Left off: each flooded with findings that are style, not bugs.
      // - An async function without await is how a Fastify plugin or handler, or an implementation of an
      //   interface that returns a promise, keeps its signature (about 30 such findings, none a bug).
      "@typescript-eslint/require-await": "off",
      // - Our stores are object literals whose methods never use `this`; handing `store.subscribe` to
      //   useSyncExternalStore is the idiom, and the rule would want `this: void` written on each of them.
      "@typescript-eslint/unbound-method": "off",
      // - String(value) on an input of unknown type is how the request parsers coerce it on purpose.
      "@typescript-eslint/no-base-to-string": "off",
    },
  },
  // Tests and benchmarks read JSON answers (`response.json()`, a tool's report), typed `any`, field by field;
  // the unsafe-any rules would flag every such line (over 400 in the API's tests alone) and catch nothing
  // that the test's own assertions do not. Product code keeps them.
  {
    files: ["**/*.test.{ts,tsx}", "**/test/**", ...paths(/^(e2e|tests|bench)\//)],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  // JavaScript, the tools' config files beside a package's tsconfig (which some tsconfigs include and some do
  // not) and Storybook's .storybook folder (TypeScript leaves dot-folders out of a tsconfig's include) are
  // linted without type information.
  {
    files: [JS, "*.config.{ts,mts,cts}", "**/.storybook/**/*.{ts,tsx}"],
    extends: [tseslint.configs.disableTypeChecked],
  },

  // The environment: allowed where reading it is the file's job (see envReaders above).
  { files: envReaders, rules: { "no-restricted-syntax": "off" } },

  // Boundaries: packages never import apps; @gk/ui never imports @gk/api-client.
  {
    files: paths(/^packages\/[^/]+\//),
    rules: {
      "no-restricted-imports": ["error", { patterns: noAppImports }],
      "no-restricted-syntax": [
        "error",
        ...processEnvBan,
        ...noAppImports.map(({ regex, message }) => dynamicImport(regex, message)),
      ],
    },
  },
  {
    files: paths(/^packages\/ui\//),
    rules: {
      "no-restricted-imports": ["error", { patterns: [...noAppImports, ...uiApiClient] }],
      "no-restricted-syntax": [
        "error",
        ...processEnvBan,
        ...[...noAppImports, ...uiApiClient].map(({ regex, message }) => dynamicImport(regex, message)),
      ],
    },
  },
  // A package's own env reader (the database command line) keeps the boundary checks but may read the environment.
  {
    files: paths(/^packages\/db\/src\/cli\/env\.ts$/),
    rules: {
      "no-restricted-syntax": [
        "error",
        ...noAppImports.map(({ regex, message }) => dynamicImport(regex, message)),
      ],
    },
  },
);
