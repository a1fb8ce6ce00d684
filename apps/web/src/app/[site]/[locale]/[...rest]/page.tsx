import { notFound } from "next/navigation";

/** Any path no page claims renders the site's not-found page inside the site layout. */
export default function CatchAll() {
  notFound();
}
