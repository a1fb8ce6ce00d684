import { configFromEnv } from "./env";
import { createSearchServer } from "./server";

const config = configFromEnv();
const search = createSearchServer({ apiKey: config.apiKey, dataDir: config.dataDir });
const url = await search.listen(config.port, config.host);
console.log(`search: Typesense-compatible server on ${url} (data in ${config.dataDir})`);
const stop = () => void search.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
