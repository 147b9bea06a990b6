import { readFileSync } from "node:fs";
import { parseAllDocuments } from "/work/main/node_modules/yaml/dist/index.js";
import { runScenario } from "/work/wt-ga/src/games/grand-archive/scenario/runner.ts";
for (const d of parseAllDocuments(readFileSync(process.argv[2]!, "utf8"))) console.log(JSON.stringify(runScenario(d.toJSON()), null, 1));
