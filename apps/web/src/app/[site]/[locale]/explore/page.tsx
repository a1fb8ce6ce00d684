import { searchRoute } from "@/components/search/search-page";

/** /explore: the search page in its "explore" mode (components/search/search-page.tsx holds the page). */
const route = searchRoute("explore");
export const generateMetadata = route.generateMetadata;
export default route.Page;
