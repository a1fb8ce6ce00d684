/**
 * Module-level rules that ESLint cannot see across files: no import cycles anywhere in the product's code
 * (a cycle makes load order decide behaviour and hides which module owns a concept; the search view had one).
 * The package boundaries (a package never imports an app, the UI kit never imports the API client) are
 * checked by the shared ESLint config, file by file.
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules import each other in a circle: move what both need into a third module.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|\\.next[^/]*|dist|storybook-static|\\.turbo|coverage)/" },
    // Cycles that exist at run time: type-only imports are erased by the compiler and order nothing.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.depcruise.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
