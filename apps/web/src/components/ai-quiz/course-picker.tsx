import { Button } from "@gk/ui/button";
import { Select } from "@gk/ui/select";
import { TextField } from "@gk/ui/text-field";
import Form from "next/form";

/**
 * Step 1: which course the questions are for. Two plain GET forms (they work before JavaScript arrives): words
 * to search the catalogue with, then one course of the answer. The chosen course travels in the address
 * (`?course=`), so the page is rendered on the server with that course's lessons and drafts.
 */
export function CoursePicker({
  action,
  q,
  chosen,
  courses,
  labels,
}: {
  action: string;
  q: string;
  chosen: string | null;
  courses: { slug: string; name: string }[];
  labels: { search: string; searchButton: string; course: string; open: string; none: string };
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Form action={action} role="search" className="flex items-end gap-2">
        <TextField
          containerClassName="min-w-0 flex-1"
          label={labels.search}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={200}
        />
        <Button type="submit" variant="secondary">
          {labels.searchButton}
        </Button>
      </Form>
      {courses.length === 0 ? (
        <p className="self-end text-ink-muted">{labels.none}</p>
      ) : (
        <Form action={action} className="flex items-end gap-2">
          {q ? <input type="hidden" name="q" value={q} /> : null}
          <Select
            containerClassName="min-w-0 flex-1"
            label={labels.course}
            name="course"
            defaultValue={chosen ?? courses[0]?.slug}
            options={courses.map((c) => ({ value: c.slug, label: c.name }))}
          />
          <Button type="submit" data-testid="ai-open-course">
            {labels.open}
          </Button>
        </Form>
      )}
    </div>
  );
}
