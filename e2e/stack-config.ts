/** Ports and test secrets shared by stack.ts, the Playwright config and the journeys. */
export const STACK = {
  searchPort: 8108,
  apiPort: 4000,
  webPort: 3000,
  oidcPort: 9090,
  /** the second stack, whose AI is an OpenAI-compatible model stand-in instead of the offline provider */
  aiApiPort: 4100,
  aiWebPort: 3100,
  modelPort: 9191,
  searchAdminKey: "gk-dev-admin-key",
  lmsSite: "lms-e2e",
  lmsSecret: "e2e-lms-shared-secret",
  oidcIssuer: "http://127.0.0.1:9090",
  oidcClientId: "gk-e2e-web",
  oidcClientSecret: "gk-e2e-web-secret",
} as const;
