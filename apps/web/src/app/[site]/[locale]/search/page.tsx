import { searchRoute } from "@/components/search/search-page";

/** /search: the search page in its "search" mode (components/search/search-page.tsx holds the page). */
const route = searchRoute("search");
export const generateMetadata = route.generateMetadata;
export default route.Page;
