import type { CommandModule } from "../src/bot/router.js";
import { ping } from "./ping.js";

/** Every slash command of the bot; `npm run deploy-commands` registers exactly this list. */
export const commands: readonly CommandModule[] = [ping];
