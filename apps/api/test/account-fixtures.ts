import { mailOutbox, users, type Db } from "@gk/db";
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { AppConfig } from "../src/config";
import { openSession } from "../src/modules/auth/sessions";

/** A person who signs in only with Google: an email, a Google subject, no password; and a session of theirs. */
export async function googleOnlyLearner(db: Db, config: AppConfig, email: string, name = "Rina Google") {
  const [user] = await db
    .insert(users)
    .values({ fullName: name, email, googleSubject: `google-${email}`, passwordHash: null })
    .returning();
  const token = await openSession(db, config, { userId: user!.id, membershipId: null, site: "general" });
  return { user: user!, token };
}

/** The newest mail to this address, once the job queue has sent one. */
export async function newestMail(db: Db, to: string) {
  const newest = async () =>
    (
      await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1)
    )[0];
  await expect.poll(newest, { timeout: 20_000, interval: 100 }).toBeDefined();
  return (await newest())!;
}

/** The first link with this path in a mail to this address, waiting for the mail that has one. */
export async function mailedLink(db: Db, to: string, path: string): Promise<URL> {
  const find = async () => {
    const mail = await newestMail(db, to);
    const found = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(path));
    return found ? new URL(found) : null;
  };
  await expect.poll(find, { timeout: 20_000, interval: 100 }).not.toBeNull();
  return (await find())!;
}
