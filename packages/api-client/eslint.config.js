import config from "@gk/eslint-config";

export default [
  ...config,
  {
    // The client and its route table are being reworked together right now; until that lands, this test keeps
    // reading its regenerate switch (UPDATE_ROUTES=1) from the environment directly.
    files: ["src/routes.test.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
];
