import { randomUUID } from "node:crypto";
import { users } from "@gk/db";
import { openSession } from "../modules/auth/sessions";
import type { Entry } from "./calls";

const uuidZero = "00000000-0000-4000-8000-000000000000";

/**
 * The account's own-data calls in the isolation matrix, each with someone else's ids in the body (which the
 * API must ignore): the deletion link and its confirmation (refused: the actors have passwords, and the token is
 * forged), a copy of my data (mine only), correcting a profile, choosing interests
 * and the mailed download link with a forged token.
 */
export const ACCOUNT_CALLS: Record<string, Entry> = {
  "POST /account/delete/link": {
    refusedOnly: true,
    calls: (c) => [{ method: "POST", url: "/account/delete/link", body: { userId: c.victims[0]!.user!.id } }],
  },
  "POST /account/delete/confirm": {
    refusedOnly: true,
    calls: (c) => [
      {
        method: "POST",
        url: "/account/delete/confirm",
        body: { token: "t".repeat(43), userId: c.victims[0]!.user!.id, keepCertificateName: false },
      },
    ],
  },
  "POST /account/export": {
    calls: (c) => [{ method: "POST", url: "/account/export", body: { userId: c.victims[0]!.user!.id } }],
  },
  // on a person of its own: a valid correction (the bad-input run sends many) must not wear away the
  // world's actors, whose names are the markers the matrix looks for
  "PATCH /profile": {
    calls: async (c) => {
      const [person] = await c.world.db
        .insert(users)
        .values({ fullName: "Orang Baru", email: `profil.${randomUUID()}@contoh.id` })
        .returning();
      const token = await openSession(c.world.db, c.world.api.config, {
        userId: person!.id,
        membershipId: null,
        site: "general",
      });
      return [
        {
          method: "PATCH",
          url: "/profile",
          token,
          body: { fullName: "Orang Baru", email: person!.email, phone: null, userId: c.victims[0]!.user!.id },
        },
      ];
    },
  },
  // the caller's own interests only: another person's id in the body is ignored
  "PUT /profile/interests": {
    calls: (c) => [
      {
        method: "PUT",
        url: "/profile/interests",
        body: { interests: ["digital-it"], userId: c.victims[0]!.user!.id },
      },
    ],
  },
  "GET /account/exports/{exportId}/download": {
    refusedOnly: true,
    calls: () => [{ method: "GET", url: `/account/exports/${uuidZero}/download?token=${"t".repeat(43)}` }],
  },
};
