import { Badge } from "@gk/ui/badge";
import { Sparkles } from "lucide-react";

/**
 * Tells a learner that a quiz's questions were written by the AI writer: the badge, and the sentence that says
 * the provider's staff checked and approved them (every AI-written question is published only after review).
 * The words come in translated so the badge renders on the server and in client components alike.
 */
export function AiGeneratedBadge({ label, explanation }: { label: string; explanation: string }) {
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2" data-testid="ai-generated">
      <Badge tone="info" size="md" className="self-start">
        <Sparkles aria-hidden />
        {label}
      </Badge>
      <p className="text-sm text-ink-muted">{explanation}</p>
    </div>
  );
}
