/**
 * The "measured, not assumed" figures of issue 15, counted from what the fake Discord recorded: hand-offs,
 * prompts that offered only pass-like answers, pings, new DMs, message edits and REST calls per action.
 * `npm run demo -- --stats` prints them; docs/bot.md keeps the figures before and after.
 */
import { z } from "zod";
import type { FakeDiscord, MessageEvent } from "./fake-discord.js";
import { choicesOf } from "./sim-player.js";

/** The figures (the JSON object `npm run demo -- --stats` ends with). */
export interface TableStats {
  /** Times the player acting changed (the first player to act counts as one). */
  handOffs: number;
  /** Prompts shown (created or re-rendered with `rb:` components) whose only answers were pass-like. */
  passOnlyPrompts: number;
  /** User mentions that notify, in channel messages the bot created (not DMs, not ephemeral answers). */
  pings: number;
  /** Messages created in DM channels. */
  newDms: number;
  /** Edits of existing messages (board edits, closed prompts, interaction updates). */
  messageEdits: number;
  /** REST requests the bot made divided by the players' actions (component clicks), two decimals. */
  restCallsPerAction: number;
}

/** Where counting starts: lengths of the fake's records at that moment (see {@link markStats}). */
export interface StatsMark {
  requests: number;
  interactions: number;
  messageEvents: number;
}

/** Remembers where the fake's records stand now, so {@link tableStats} counts only what follows. */
export function markStats(fake: FakeDiscord): StatsMark {
  return {
    requests: fake.requests.length,
    interactions: fake.interactions.length,
    messageEvents: fake.messageEvents.length,
  };
}

const AllowedMentions = z.object({ parse: z.array(z.string()).optional(), users: z.array(z.string()).optional() });

/** The users a created message notifies: mentions in its content that `allowed_mentions` lets through. */
export function pingedUsers(e: MessageEvent): string[] {
  const mentioned = [...new Set([...e.content.matchAll(/<@!?(\d+)>/g)].map((m) => m[1]!))];
  if (e.allowedMentions === undefined) return mentioned;
  const allowed = AllowedMentions.safeParse(e.allowedMentions);
  if (!allowed.success) return mentioned;
  if (allowed.data.parse?.includes("users")) return mentioned;
  const users = allowed.data.users ?? [];
  return mentioned.filter((id) => users.includes(id));
}

/**
 * True when the components of a message are a game prompt (`rb:` custom ids) whose every answer is pass-like:
 * pass, end turn, a rune use, or nothing but Concede / Back.
 */
export function isPassOnlyPrompt(e: MessageEvent): boolean | undefined {
  const components = e.components ?? [];
  const ids = components.flatMap((row) =>
    ((row as { components?: { custom_id?: string }[] }).components ?? []).flatMap((c) =>
      c.custom_id?.startsWith("rb:") ? [c.custom_id] : [],
    ),
  );
  if (ids.length === 0) return undefined;
  const choices = choicesOf({ message: { components } as never, files: [], ephemeral: e.ephemeral });
  return choices.every((c) => c.passive || c.rune);
}

/** Counts {@link TableStats} from the fake's records after `mark`. */
export function tableStats(fake: FakeDiscord, mark: StatsMark): TableStats {
  const actions = fake.interactions
    .slice(mark.interactions)
    .filter((r) => (r.kind === "button" || r.kind === "select") && /^rbm?:/.test(r.customId ?? ""));
  let handOffs = 0;
  let last: string | undefined;
  for (const a of actions) {
    // "Your move" (rbm:…:act) opens the prompt of the player already deciding; only game actions hand off.
    if (!a.customId?.startsWith("rb:")) continue;
    if (a.userId !== last) handOffs++;
    last = a.userId;
  }
  const events = fake.messageEvents.slice(mark.messageEvents);
  let passOnlyPrompts = 0;
  let pings = 0;
  let newDms = 0;
  let messageEdits = 0;
  for (const e of events) {
    if (isPassOnlyPrompt(e)) passOnlyPrompts++;
    if (e.kind === "edit") messageEdits++;
    else if (e.dm) newDms++;
    else if (!e.ephemeral) pings += pingedUsers(e).length;
  }
  const requests = fake.requests.length - mark.requests;
  return {
    handOffs,
    passOnlyPrompts,
    pings,
    newDms,
    messageEdits,
    restCallsPerAction: actions.length ? Math.round((requests / actions.length) * 100) / 100 : 0,
  };
}
