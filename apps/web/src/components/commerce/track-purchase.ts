"use client";

import { EVENTS } from "@gk/analytics/constants";
import type { TransactionDetail } from "@gk/contracts";
import { useEffect } from "react";
import { useApp } from "../providers";

const KEY = "gk-purchase-tracked";

/**
 * The purchase event, once per paid transaction in this browser: when the page shows it paid (straight back
 * from the provider, or after the poll sees the provider's notice), not on every later visit of the receipt.
 */
export function useTrackPurchase(tx: TransactionDetail): void {
  const { analytics } = useApp();
  useEffect(() => {
    if (tx.status !== "paid") return;
    let seen: string[] = [];
    try {
      seen = JSON.parse(localStorage.getItem(KEY) ?? "[]") as string[];
    } catch {
      // storage off or unreadable: track anyway; GA4 and Amplitude see the same transaction id
    }
    if (seen.includes(tx.id)) return;
    analytics.track(EVENTS.purchase, {
      transactionId: tx.id,
      value: tx.total,
      currency: "IDR",
      items: [{ id: tx.course.slug, name: tx.course.name }],
    });
    try {
      localStorage.setItem(KEY, JSON.stringify([...seen, tx.id].slice(-20)));
    } catch {
      // nothing to keep it in
    }
  }, [analytics, tx]);
}
