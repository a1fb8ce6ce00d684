export * from "./atoms";
export {
  createAuthController,
  type AuthController,
  type AuthControllerOptions,
  type LoginInput,
} from "./controller";
export { createTokenSignal, TOKEN_CHANNEL, type TokenSignal } from "./signal";
export {
  createTokenStore,
  readTokenCookie,
  tokenCookie,
  TOKEN_COOKIE,
  TOKEN_COOKIE_MAX_AGE_SECONDS,
  TOKEN_KEY,
  type TokenStore,
  type TokenStoreEnv,
} from "./token";
export * from "./redirects";
