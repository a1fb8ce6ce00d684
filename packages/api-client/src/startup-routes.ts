import type { EndpointName } from "@gk/contracts";
import type { EndpointShape } from "./request";

/**
 * The call a page makes on its own as it starts, for a signed-in visitor: the profile behind the sign-in
 * state. It is known without the route table (which arrives with the first other call), so that state never
 * waits for an extra script. routes.test.ts checks it against the contracts.
 */
export const startupRoutes = {
  profile: { method: "GET", path: "/profile" },
} as const satisfies { [N in EndpointName]?: EndpointShape };
