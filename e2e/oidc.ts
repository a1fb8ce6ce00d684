import { createServer } from "node:http";
import Provider from "oidc-provider";
import { STACK } from "./stack-config";

/**
 * "Google" for the journeys: a real OpenID Connect provider (oidc-provider) with its development login and
 * consent pages. Whatever name is typed at its login becomes the account; its email is that name at
 * google-e2e.test, so each journey can sign in as someone new.
 */
export async function startOidc() {
  const provider = new Provider(STACK.oidcIssuer, {
    clients: [
      {
        client_id: STACK.oidcClientId,
        client_secret: STACK.oidcClientSecret,
        redirect_uris: [`http://localhost:${STACK.webPort}/auth/google/callback`],
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // the ID token carries the scope's claims, as Google's does
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: `${sub.toLowerCase().replace(/[^a-z0-9.-]/g, "")}@google-e2e.test`,
        email_verified: true,
        name: `Google ${sub}`,
      }),
    }),
    cookies: { keys: ["gk-e2e-oidc-cookie-key"] },
    features: { devInteractions: { enabled: true } },
  });
  // Koa answers and reports its own errors; the promise its handler returns carries nothing for the server
  const handle = provider.callback();
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(STACK.oidcPort, "127.0.0.1", resolve));
  console.log(`oidc-provider on ${STACK.oidcIssuer}`);
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
