import { readFileSync } from "node:fs";
import { mailOutbox } from "@gk/db";
import { createTestDatabase } from "@gk/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DRIVERS, json, startTestApi, testConfig, type TestApi } from "../../../test/harness";
import { startSmtp } from "../../../test/smtp";
import { createServer } from "../../server";

const PASSWORD = "kopi-tubruk-9";

describe.each(DRIVERS)("the mail queue on %s", (driver) => {
  it("keeps a queued mail across a restart and delivers it once SMTP answers", async () => {
    const smtp = await startSmtp();
    const database = await createTestDatabase(driver, inject("postgresUrl"));
    try {
      // a server whose SMTP is down: the job fails and waits for its retry, then the server stops
      const down = await createServer({ database, config: testConfig({ SMTP_URL: "smtp://127.0.0.1:9" }) });
      const jobId = await down.ctx.jobs.send("mail.send", {
        to: "restart@example.id",
        subject: "Tes",
        text: "bertahan",
      });
      expect(jobId).toBeTruthy();
      // stop only once the job has failed at least once: waiting for a retry (state "retry") or already being
      // retried (its retry count goes up when it starts again)
      await expect
        .poll(
          async () => {
            const job = await down.ctx.jobs.boss.getJobById("mail.send", jobId!);
            return job !== null && (job.state === "retry" || job.retryCount > 0);
          },
          { timeout: 20_000, interval: 50 },
        )
        .toBe(true);
      await down.close();
      expect(smtp.received).toHaveLength(0);
      const up = await createServer({ database, config: testConfig({ SMTP_URL: smtp.url }) });
      try {
        const [mail] = await smtp.waitFor(1, 20_000);
        expect(mail!.to).toEqual(["restart@example.id"]);
      } finally {
        await up.close();
      }
    } finally {
      await database.close();
      await smtp.close();
    }
  }, 45_000);
});

describe("the outbox when no SMTP server is configured", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi("pglite");
  });
  afterAll(() => api?.close());

  it("stores the mail as a row and an .eml file, listed on the development page", async () => {
    await api.app.inject({
      method: "POST",
      url: "/auth/register",
      ...json({
        fullName: "Oki Setiawan",
        email: "oki@example.id",
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        acceptTerms: true,
      }),
    });
    await api.app.inject({
      method: "POST",
      url: "/auth/password/email",
      ...json({ username: "oki@example.id" }),
    });
    // the mail is written by the job queue's worker, some time after the request has been answered
    await expect
      .poll(() => api.database.db.select().from(mailOutbox), { timeout: 20_000, interval: 50 })
      .toHaveLength(1);
    const rows = await api.database.db.select().from(mailOutbox);
    expect(readFileSync(rows[0]!.emlPath!, "utf8")).toContain("To: oki@example.id");
    const page = await api.app.inject("/dev/outbox");
    expect(page.body).toContain("Atur ulang kata sandi GuruKita Anda");
    const one = await api.app.inject(`/dev/outbox/${rows[0]!.id}`);
    expect(one.body).toContain("reset-password?token=");
  });
});
