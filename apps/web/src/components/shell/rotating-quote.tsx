"use client";

import { QUOTE_ROTATE_MS, quoteKeyAt, type QuoteKey } from "@gk/i18n";
import { useTranslations } from "@gk/i18n/client";
import { useEffect, useState } from "react";

/** The four motivational quotes, one at a time, changing every QUOTE_ROTATE_MS. */
export function RotatingQuote() {
  const t = useTranslations("common");
  // the first quote on the server and in the first client render, so hydration matches
  const [key, setKey] = useState<QuoteKey>("q1");
  useEffect(() => {
    setKey(quoteKeyAt(Date.now()));
    const id = setInterval(() => setKey(quoteKeyAt(Date.now())), QUOTE_ROTATE_MS);
    return () => clearInterval(id);
  }, []);
  return (
    <blockquote aria-live="off" className="max-w-prose text-base italic text-ink" data-quote={key}>
      “{t(`quotes.${key}`)}”
    </blockquote>
  );
}
