import { endpoints } from "@gk/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { graceDays } from "../account/delete";
import { defineRoute } from "../../http/define-route";
import { authRateLimit } from "../../http/rate-limit";
import { t } from "../../i18n";
import { identify } from "./identify";
import { chooseAccount, login, register } from "./login";
import { changePassword, requestPasswordReset, resetPassword } from "./passwords";
import { revokeSession } from "./sessions";
import { toUserDto } from "./users";
import { requireFeature } from "../../http/site-features";

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const limited = { config: authRateLimit };
  // a company account on its initial password may still see who it is, sign out and replace the password
  const firstLogin = { allowInitialPassword: true };

  defineRoute(app, endpoints.identify, limited, async (request) => ({
    data: await identify(ctx, request.body.username),
  }));

  defineRoute(app, endpoints.login, limited, async (request) => ({
    data: await login(ctx, request.body, { ip: request.clientAddress, site: request.site }),
  }));

  defineRoute(app, endpoints.accountChooser, limited, async (request) => ({
    data: await chooseAccount(ctx, request.body, request.site),
  }));

  defineRoute(app, endpoints.register, limited, async (request) => {
    requireFeature(request, "registration");
    const { acceptTerms: _accepted, ...body } = request.body;
    return { data: await register(ctx, body, { site: request.site, locale: request.locale }) };
  });

  defineRoute(app, endpoints.profile, firstLogin, async (request) => ({
    data: {
      user: toUserDto(request.auth!.user, request.auth!),
      deletionGraceDays: graceDays(ctx, request.site.slug),
    },
  }));

  defineRoute(app, endpoints.logout, firstLogin, async (request) => {
    await revokeSession(ctx, request.auth!.sessionId);
    return { data: { message: t(request.locale, "auth.loggedOut") } };
  });

  defineRoute(app, endpoints.passwordEmail, limited, async (request) => {
    await requestPasswordReset(ctx, request.body.username, {
      locale: request.locale,
      origin: request.site.origin,
      site: request.site.slug,
    });
    return { data: { message: t(request.locale, "auth.resetSent") } };
  });

  defineRoute(app, endpoints.passwordReset, limited, async (request) => {
    await resetPassword(ctx, request.body);
    return { data: { message: t(request.locale, "auth.passwordChanged") } };
  });

  defineRoute(app, endpoints.passwordChange, { ...limited, ...firstLogin }, async (request) => {
    await changePassword(ctx, request.auth!.user, request.auth!.sessionId, request.body);
    return { data: { message: t(request.locale, "auth.passwordChanged") } };
  });
}
