import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, standing in for Google. It publishes its
 * discovery document and JWKS like Google does; `idToken()` signs with the provider's own key, the one its
 * JWKS endpoint serves, so the API's verification goes through discovery and the real JWKS endpoint.
 */
type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];

export async function startOidcProvider(clientId: string) {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: "test-key-1", alg: "RS256", use: "sig" };
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_q, r) => r.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    jwks: { keys: [jwk] },
    clients: [
      {
        client_id: clientId,
        client_secret: "test-secret",
        redirect_uris: ["http://127.0.0.1/callback"],
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    features: { devInteractions: { enabled: false } },
  });
  // Koa answers and reports its own errors; the promise its handler returns carries nothing for the server
  const handle = provider.callback();
  handler = (req, res) => void handle(req, res);
  return {
    issuer,
    /** an ID token as the provider issues them: RS256 with its published key */
    idToken: (
      claims: Record<string, unknown>,
      options: { audience?: string; expiresIn?: string; key?: SigningKey } = {},
    ) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: jwk.kid!, typ: "JWT" })
        .setIssuer(issuer)
        .setAudience(options.audience ?? clientId)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? "10m")
        .sign(options.key ?? privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
