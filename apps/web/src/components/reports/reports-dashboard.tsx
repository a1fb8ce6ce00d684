"use client";

import { REPORT_PERIODS, type Locale, type OrgReport } from "@gk/contracts";
import { useTranslations } from "@gk/i18n/client";
import { formatThousands } from "@gk/i18n/numbers";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useGk } from "../query-provider";

const BRAND = "var(--color-brand)";
const SUCCESS = "var(--color-success)";
const DANGER = "var(--color-danger)";
const AXIS = { fontSize: 12, fill: "var(--color-ink-muted)" };
// legend labels in the text colour (the series colours are not all readable as text)
const legendText = (value: string) => <span style={{ color: "var(--color-ink)" }}>{value}</span>;

/**
 * A chart and the table of the same numbers beside it: the chart is for the eye (hidden from assistive
 * technology, and not focusable), the table for everyone.
 */
function ChartWithTable({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl border border-line p-4">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <div aria-hidden="true" className="h-64 min-w-0">
          {chart}
        </div>
        {/* a table wider than a phone scrolls sideways, and can be focused to scroll it by keyboard */}
        <div role="region" aria-label={title} tabIndex={0} className="min-w-0 overflow-x-auto">
          {table}
        </div>
      </div>
    </section>
  );
}

const cell = "px-2 py-2 font-semibold text-ink";
const th = `${cell} text-left`;
/** a column of figures: right-aligned */
const thNumber = `${cell} text-right`;
const td = "px-2 py-2 text-ink";
const num = "px-2 py-2 text-right tabular-nums text-ink";

/** The dashboard: the period's totals, completions over time, mandatory courses by department, top courses. */
export function ReportsDashboard({ locale }: { locale: Locale }) {
  const t = useTranslations("reports");
  const gk = useGk();
  const [days, setDays] = useState<number>(90);
  const report = useQuery(gk.orgReport.queryOptions({ days }));
  const label = (start: string, bucket: OrgReport["bucket"]) =>
    new Intl.DateTimeFormat(locale === "id" ? "id-ID" : "en-GB", {
      ...(bucket === "month" ? { month: "short", year: "numeric" } : { day: "numeric", month: "short" }),
      timeZone: "UTC",
    }).format(new Date(`${start}T00:00:00Z`));
  const pct = (done: number, all: number) =>
    t("dashboard.percent", { value: formatThousands(all === 0 ? 0 : Math.round((done / all) * 1000) / 10) });

  return (
    <div className="space-y-6">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink-muted">{t("dashboard.period")}</legend>
        {REPORT_PERIODS.map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={d === days}
            onClick={() => setDays(d)}
            className={`flex min-h-11 items-center rounded-full border px-4 font-semibold ${
              d === days ? "border-brand bg-brand text-white" : "border-line text-ink"
            }`}
          >
            {t("dashboard.days", { days: d })}
          </button>
        ))}
      </fieldset>

      {report.isPending ? (
        <p className="text-ink-muted">{t("loading")}</p>
      ) : report.isError ? (
        <p role="alert" className="rounded-lg border border-danger p-3 text-danger-ink">
          {t("unavailable")}
        </p>
      ) : (
        <Report report={report.data.data} label={label} pct={pct} />
      )}
    </div>
  );
}

function Report({
  report: r,
  label,
  pct,
}: {
  report: OrgReport;
  label: (start: string, bucket: OrgReport["bucket"]) => string;
  pct: (done: number, all: number) => string;
}) {
  const t = useTranslations("reports");
  const series = r.completionsOverTime.map((b) => ({ name: label(b.start, r.bucket), value: b.completions }));
  const departments = r.mandatoryByDepartment.map((d) => ({
    name: d.department ?? t("dashboard.noDepartment"),
    completed: d.completed,
    open: d.assigned - d.completed - d.overdue,
    overdue: d.overdue,
    assigned: d.assigned,
  }));
  const stats = [
    [t("dashboard.members"), formatThousands(r.members)],
    [t("dashboard.activeLearners"), formatThousands(r.activeLearners)],
    [t("dashboard.completions"), formatThousands(r.completions)],
    [t("dashboard.hours"), t("dashboard.hoursValue", { hours: formatThousands(r.learningHours) })],
  ] as const;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="report-totals">
        {stats.map(([name, value]) => (
          <div key={name} className="rounded-xl border border-line p-4">
            <dt className="text-sm text-ink-muted">{name}</dt>
            <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-muted">{t("dashboard.chartNote")}</p>

      <ChartWithTable
        title={t("dashboard.overTime")}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              accessibilityLayer={false}
              data={series}
              margin={{ top: 8, right: 8, bottom: 8, left: -16 }}
            >
              <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" />
              <XAxis dataKey="name" tick={AXIS} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={AXIS} tickFormatter={(v: number) => formatThousands(v)} />
              <Tooltip formatter={(v) => formatThousands(Number(v))} />
              <Line
                type="monotone"
                dataKey="value"
                name={t("dashboard.completions")}
                stroke={BRAND}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        }
        table={
          <table className="w-full text-sm">
            <caption className="sr-only">{t("dashboard.overTime")}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className={th}>
                  {r.bucket === "month" ? t("dashboard.overTimeMonth") : t("dashboard.overTimeWeek")}
                </th>
                <th scope="col" className={thNumber}>
                  {t("dashboard.completions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((b, i) => (
                <tr key={r.completionsOverTime[i]!.start} className="border-b border-line last:border-0">
                  <th scope="row" className={`${td} font-normal`}>
                    {b.name}
                  </th>
                  <td className={num}>{formatThousands(b.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <ChartWithTable
        title={t("dashboard.mandatory")}
        chart={
          departments.length === 0 ? null : (
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                accessibilityLayer={false}
                data={departments}
                layout="vertical"
                margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
              >
                <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" />
                <XAxis type="number" allowDecimals={false} tick={AXIS} />
                <YAxis type="category" dataKey="name" width={96} tick={AXIS} />
                <Tooltip formatter={(v) => formatThousands(Number(v))} />
                <Legend formatter={legendText} />
                <Bar
                  dataKey="completed"
                  stackId="a"
                  name={t("dashboard.completed")}
                  fill={SUCCESS}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="open"
                  stackId="a"
                  name={t("dashboard.assigned")}
                  fill={BRAND}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="overdue"
                  stackId="a"
                  name={t("dashboard.overdue")}
                  fill={DANGER}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          )
        }
        table={
          departments.length === 0 ? (
            <p className="text-ink-muted">{t("dashboard.noMandatory")}</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">{t("dashboard.mandatory")}</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className={th}>
                    {t("dashboard.department")}
                  </th>
                  <th scope="col" className={thNumber}>
                    {t("dashboard.assigned")}
                  </th>
                  <th scope="col" className={thNumber}>
                    {t("dashboard.completed")}
                  </th>
                  <th scope="col" className={thNumber}>
                    {t("dashboard.overdue")}
                  </th>
                  <th scope="col" className={thNumber}>
                    {t("dashboard.rate")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {departments.map((d) => (
                  <tr key={d.name} className="border-b border-line last:border-0">
                    <th scope="row" className={`${td} font-normal`}>
                      {d.name}
                    </th>
                    <td className={num}>{formatThousands(d.assigned)}</td>
                    <td className={num}>{formatThousands(d.completed)}</td>
                    <td className={num}>{formatThousands(d.overdue)}</td>
                    <td className={num}>{pct(d.completed, d.assigned)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      />

      <ChartWithTable
        title={t("dashboard.top")}
        chart={
          r.topCourses.length === 0 ? null : (
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                accessibilityLayer={false}
                data={r.topCourses.map((c, i) => ({
                  name: `${i + 1}`,
                  enrolments: c.enrolments,
                  completions: c.completions,
                }))}
                margin={{ top: 8, right: 8, bottom: 8, left: -16 }}
              >
                <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" />
                <XAxis dataKey="name" tick={AXIS} />
                <YAxis allowDecimals={false} tick={AXIS} tickFormatter={(v: number) => formatThousands(v)} />
                <Tooltip formatter={(v) => formatThousands(Number(v))} />
                <Legend formatter={legendText} />
                <Bar
                  dataKey="enrolments"
                  name={t("dashboard.enrolments")}
                  fill={BRAND}
                  isAnimationActive={false}
                />
                <Bar
                  dataKey="completions"
                  name={t("dashboard.completed")}
                  fill={SUCCESS}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          )
        }
        table={
          r.topCourses.length === 0 ? (
            <p className="text-ink-muted">{t("dashboard.noCourses")}</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">{t("dashboard.top")}</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className={th}>
                    #
                  </th>
                  <th scope="col" className={th}>
                    {t("dashboard.course")}
                  </th>
                  <th scope="col" className={thNumber}>
                    {t("dashboard.enrolments")}
                  </th>
                  <th scope="col" className={thNumber}>
                    {t("dashboard.completed")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {r.topCourses.map((c, i) => (
                  <tr key={c.courseId} className="border-b border-line last:border-0">
                    <td className={num}>{formatThousands(i + 1)}</td>
                    <th scope="row" className={`${td} font-normal`}>
                      {c.name}
                    </th>
                    <td className={num}>{formatThousands(c.enrolments)}</td>
                    <td className={num}>{formatThousands(c.completions)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      />
    </>
  );
}
