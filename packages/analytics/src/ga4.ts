import { EVENTS, type ProductEvent } from "./constants";

type Props = Record<string, unknown>;

/** One `window.dataLayer` entry in GA4's shape: the event name and its parameters. */
export type DataLayerEvent = { event: string } & Props;

const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);
const amount = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/** Drops unset parameters, so GA4 never receives an empty or "undefined" value. */
function clean<T extends Props>(entry: T): T {
  return Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Each product event (EVENTS) as its GA4 event: the recommended name and parameters where GA4 has one
 * (page_view, login, sign_up, share, purchase), a custom event otherwise (begin_course). Keyed by the product
 * event, so a new entry in EVENTS does not type-check until it is mapped here. No user id or other personal
 * data is ever passed on.
 */
const MAPPING: Record<ProductEvent, (p: Props) => DataLayerEvent | null> = {
  [EVENTS.screenView]: (p) => {
    const path = text(p.path);
    if (!path) return null;
    return clean({ event: "page_view", page_path: path, page_title: text(p.title) });
  },
  // a new account signs in once with the method "register"
  [EVENTS.login]: (p) =>
    p.method === "register"
      ? { event: "sign_up", method: "password" }
      : clean({ event: "login", method: text(p.method) }),
  [EVENTS.share]: (p) =>
    clean({ event: "share", method: text(p.channel), content_type: text(p.kind), item_id: text(p.id) }),
  [EVENTS.beginCourse]: (p) => {
    const course = text(p.course);
    return course ? { event: "begin_course", course_id: course } : null;
  },
  [EVENTS.purchase]: (p) => {
    const id = text(p.transactionId);
    const value = amount(p.value);
    if (!id || value === undefined) return null;
    const items = Array.isArray(p.items)
      ? (p.items as Props[]).map((item) =>
          clean({ item_id: text(item.id) ?? "", item_name: text(item.name) }),
        )
      : [];
    return {
      event: "purchase",
      ecommerce: { transaction_id: id, value, currency: text(p.currency) ?? "IDR", items },
    };
  },
};

/** The GA4 entry of a product event, or null for an event GA4 does not get (unknown, or missing its key field). */
export function toDataLayerEvent(event: string, properties: Props = {}): DataLayerEvent | null {
  const map = (MAPPING as Record<string, ((p: Props) => DataLayerEvent | null) | undefined>)[event];
  return map ? map(properties) : null;
}
