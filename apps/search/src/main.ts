import { configFromEnv, type SearchConfig } from "./env";
import { createSearchServer } from "./server";

// A bad setting ends the start with the variable named and no stack trace: the message is the whole story.
let config: SearchConfig;
try {
  config = configFromEnv();
} catch (err) {
  console.error(`search: ${(err as Error).message}`);
  process.exit(1);
}
const search = createSearchServer({ apiKey: config.apiKey, dataDir: config.dataDir });
const url = await search.listen(config.port, config.host);
console.log(`search: Typesense-compatible server on ${url} (data in ${config.dataDir})`);
const stop = () => void search.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
