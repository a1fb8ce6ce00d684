import type { Database } from "@gk/db";

/** One answer as the browser sent it, in the ids its attempt issued, and when the request arrived. */
export interface AnswerWrite {
  attemptId: string;
  userId: string;
  /** the question id this attempt issued */
  itemId: string;
  /** the option ids this attempt issued, without repeats; empty is a blank answer */
  optionIds: string[];
  receivedAt: Date;
  /** the server's clock when the save was asked for: at or past the deadline nothing is saved */
  now: Date;
}

interface Pending extends AnswerWrite {
  resolve: (saved: boolean) => void;
  reject: (err: unknown) => void;
}

/**
 * One statement checks and writes a whole batch of answers: only rows whose attempt is the sender's, still in
 * progress and before its deadline, whose question this attempt drew from its quiz, whose options are all
 * options of that question here and, for a single-answer question, at most one. Everything else is left to
 * the caller's full path, which says why in the learner's language. The ids are mapped to the real ones in
 * SQL, from the attempt's own rows, so nothing read earlier by the process decides what is written.
 *
 * Within a batch, two answers to one question keep the one that arrived last (an upsert cannot touch one row
 * twice); against the table, the stored answer is replaced only by one that arrived later, as on the full path.
 * A row reported saved is either written or already superseded by a later arrival: both stand once the
 * statement commits.
 */
const batchSql = (json: string) => `
with v as (
  select * from jsonb_to_recordset(${json}::text::jsonb)
    as v(k int, attempt_id uuid, user_id uuid, item_id uuid, option_ids uuid[], answered_at timestamptz, now timestamptz)
), checked as (
  select v.k, v.attempt_id, aq.question_id, v.answered_at,
    array(
      select aq.option_ids[array_position(aq.public_option_ids, p.id)]
      from unnest(v.option_ids) with ordinality as p(id, n) order by p.n
    ) as real_ids
  from v
  join quiz_attempts a
    on a.id = v.attempt_id and a.user_id = v.user_id and a.status = 'in_progress' and a.deadline_at > v.now
  join quiz_attempt_questions aq on aq.id = v.item_id and aq.attempt_id = v.attempt_id
  join quiz_questions q on q.id = aq.question_id and q.quiz_id = a.quiz_id
  where q.kind = 'multiple' or cardinality(v.option_ids) <= 1
), valid as (
  select * from checked where array_position(real_ids, null) is null
), latest as (
  select distinct on (attempt_id, question_id) attempt_id, question_id, real_ids, answered_at
  from valid order by attempt_id, question_id, answered_at desc, k desc
), written as (
  insert into quiz_attempt_answers (attempt_id, question_id, option_ids, answered_at)
  select attempt_id, question_id, real_ids, answered_at from latest
  on conflict (attempt_id, question_id) do update
    set option_ids = excluded.option_ids, answered_at = excluded.answered_at
    where quiz_attempt_answers.answered_at <= excluded.answered_at
  returning 1
)
select k from valid`;

/**
 * PGlite plans an unnamed statement anew each time, and planning this one costs more than running it for a
 * batch: there it is a named PREPAREd statement run with EXECUTE, planned once per database. The batch travels
 * as one JSON text literal; its values are uuids, ISO times and numbers, and quotes are doubled regardless.
 */
const PREPARED = "gk_save_quiz_answers";
const prepared = new WeakMap<Database["db"], Promise<unknown>>();
function prepare(database: Database) {
  let ready = prepared.get(database.db);
  if (!ready) {
    ready = database
      .executeSql(`prepare ${PREPARED}(text) as ${batchSql("$1")}`)
      .catch((e: { code?: string }) => {
        if (e?.code === "42P05") return; // already prepared on this database by another server instance
        prepared.delete(database.db);
        throw e;
      });
    prepared.set(database.db, ready);
  }
  return ready;
}

export interface AnswerWriterOptions {
  /** batches written at once: 1 on PGlite (one connection: a second would only queue behind the first) */
  maxInFlight: number;
  maxBatch?: number;
}

/**
 * Group commit for quiz answers, the busiest write of a quiz day. A save waits for the batch in flight to
 * finish, and whatever arrived meanwhile goes out as the next batch: one statement and one commit for all of
 * them, instead of one each. An idle server writes an answer at once (no timer); a busy one writes bigger
 * batches. Each caller is answered only after the statement that holds its row has committed, so an
 * acknowledged answer is in the database.
 */
export class AnswerWriter {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;
  private readonly maxBatch: number;

  constructor(
    private readonly database: Database,
    private readonly options: AnswerWriterOptions,
  ) {
    this.maxBatch = options.maxBatch ?? 500;
  }

  /** true when the answer stands (committed); false when it failed a check, and nothing was written */
  write(answer: AnswerWrite): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ ...answer, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // the requests parsed in this turn of the event loop join the first batch
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump() {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      void this.flush(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async flush(batch: Pending[]) {
    try {
      const saved = await this.run(batch);
      batch.forEach((p, k) => p.resolve(saved.has(k)));
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      // one bad row (a question deleted meanwhile) must not fail the others: each on its own, so each
      // request gets its own outcome
      for (const p of batch) await this.flush([p]);
    }
  }

  private async run(batch: AnswerWrite[]): Promise<Set<number>> {
    const rows = batch.map((a, k) => ({
      k,
      attempt_id: a.attemptId,
      user_id: a.userId,
      item_id: a.itemId,
      option_ids: a.optionIds,
      answered_at: a.receivedAt.toISOString(),
      now: a.now.toISOString(),
    }));
    const json = JSON.stringify(rows);
    let saved: Record<string, unknown>[];
    if (this.database.driver === "pglite") {
      await prepare(this.database);
      saved = (await this.database.executeSql(`execute ${PREPARED}('${json.replaceAll("'", "''")}')`)).rows;
    } else saved = (await this.database.executeSql(batchSql("$1"), [json])).rows;
    return new Set(saved.map((r) => Number(r.k)));
  }
}
