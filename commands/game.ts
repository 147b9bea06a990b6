import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  SlashCommandBuilder,
} from "discord.js";
import type { RbAction } from "../src/games/riftbound/rules/index.js";
import type { RbView } from "../src/games/riftbound/rules/view.js";
import type { BotDeps } from "../src/bot/game/deps.js";
import {
  matchForUser,
  NOT_A_PLAYER_REPLY,
  privatePromptReply,
  runCommandAction,
  seatOf,
  showBoard,
} from "../src/bot/game/play.js";
import type { CommandModule } from "../src/bot/router.js";

type Choice = { name: string; value: string };

/** Names the seat may see, by object id (hand, champion, base, battlefields, own facedown cards). */
function names(v: RbView): Map<string, string> {
  const m = new Map<string, string>();
  for (const p of v.players) {
    for (const c of [...(p.hand ?? []), ...p.base, ...(p.champion ? [p.champion] : [])]) m.set(c.id, c.name);
  }
  for (const b of v.battlefields) {
    for (const u of b.units) m.set(u.id, u.name);
    if (b.facedown && !("hidden" in b.facedown)) m.set(b.facedown.id, b.facedown.name);
  }
  return m;
}

/** The user's legal actions and their view when it is their decision, for autocomplete. */
async function legalFor(
  deps: BotDeps,
  i: AutocompleteInteraction,
): Promise<{ legal: RbAction[]; view: RbView } | null> {
  const m = await matchForUser(deps, i.user.id, i.channelId);
  if (!m) return null;
  const seat = seatOf(m, i.user.id);
  if (seat === null || m.pending?.seat !== seat) return null;
  return { legal: m.legalActions(seat) as RbAction[], view: m.view(seat) as RbView };
}

function filter(choices: Choice[], typed: string): Choice[] {
  const t = typed.toLowerCase();
  const seen = new Set<string>();
  return choices
    .filter((c) => c.name.toLowerCase().includes(t) && !seen.has(c.value) && seen.add(c.value))
    .slice(0, 25)
    .map((c) => ({ name: c.name.slice(0, 100), value: c.value }));
}

/** `/play card`: autocomplete lists the cards with a legal play now; further steps come as private buttons. */
function play(deps: () => BotDeps): CommandModule {
  return {
    data: new SlashCommandBuilder()
      .setName("play")
      .setDescription("Play a card (destination and targets follow as buttons).")
      .addStringOption((o) => o.setName("card").setDescription("Card to play").setRequired(true).setAutocomplete(true))
      .toJSON(),
    async execute(i) {
      const card = i.options.getString("card", true);
      await runCommandAction(deps(), i, { optionId: card.startsWith("p.") ? card : `p.${card}` });
    },
    async autocomplete(i) {
      const l = await legalFor(deps(), i);
      if (!l) return i.respond([]);
      const n = names(l.view);
      const choices = l.legal.flatMap((a) =>
        a.type === "play" ? [{ name: n.get(a.card) ?? a.card, value: `p.${a.card}` }] : [],
      );
      await i.respond(filter(choices, String(i.options.getFocused())));
    },
  };
}

/** `/move unit`: autocomplete lists legal standard moves ("Unit → destination"). */
function move(deps: () => BotDeps): CommandModule {
  return {
    data: new SlashCommandBuilder()
      .setName("move")
      .setDescription("Move units (a standard move).")
      .addStringOption((o) => o.setName("move").setDescription("Which move").setRequired(true).setAutocomplete(true))
      .toJSON(),
    async execute(i) {
      await runCommandAction(deps(), i, { optionId: "v", values: [i.options.getString("move", true)] });
    },
    async autocomplete(i) {
      const l = await legalFor(deps(), i);
      if (!l) return i.respond([]);
      const n = names(l.view);
      const dest = (to: number | "base") =>
        to === "base" ? "base" : (l.view.battlefields.find((b) => b.index === to)?.card.name ?? `battlefield ${to}`);
      const choices = l.legal.flatMap((a) => {
        if (a.type !== "move") return [];
        const d = a.to === "base" ? "b" : String(a.to);
        const group = a.units.length > 1;
        const who = group ? `All ${a.units.length} ready base units` : (n.get(a.units[0] ?? "") ?? "unit");
        return [{ name: `${who} → ${dest(a.to)}`, value: `v.${group ? "B" : a.units[0]}.${d}` }];
      });
      await i.respond(filter(choices, String(i.options.getFocused())));
    },
  };
}

function simple(
  name: string,
  description: string,
  run: (deps: BotDeps, i: ChatInputCommandInteraction) => Promise<void>,
  deps: () => BotDeps,
): CommandModule {
  return {
    data: new SlashCommandBuilder().setName(name).setDescription(description).toJSON(),
    execute: (i) => run(deps(), i),
  };
}

/** `/pass` passes priority or focus, or ends the turn when that is what is left (the engine decides legality). */
async function pass(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const m = await matchForUser(deps, i.user.id, i.channelId);
  const seat = m ? seatOf(m, i.user.id) : null;
  const legal = m && seat !== null ? (m.legalActions(seat) as RbAction[]) : [];
  const action: RbAction =
    legal.some((a) => a.type === "pass") || !legal.some((a) => a.type === "endTurn")
      ? { type: "pass" }
      : { type: "endTurn" };
  await runCommandAction(deps, i, { action });
}

/** `/hand`: the private hand (and the current prompt when it is your decision). */
async function hand(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const m = await matchForUser(deps, i.user.id, i.channelId);
  if (!m) return void (await i.reply({ content: "You have no running match.", flags: MessageFlags.Ephemeral }));
  const seat = seatOf(m, i.user.id);
  if (seat === null) return void (await i.reply({ content: NOT_A_PLAYER_REPLY, flags: MessageFlags.Ephemeral }));
  await i.reply({ ...privatePromptReply(m, seat), flags: MessageFlags.Ephemeral });
}

/** The game commands: `/play`, `/move`, `/pass`, `/board`, `/hand`, `/concede`. */
export function gameCommands(deps: () => BotDeps): CommandModule[] {
  return [
    play(deps),
    move(deps),
    simple("pass", "Pass priority or focus (or end your turn).", pass, deps),
    simple("board", "Show the current board (privately).", showBoard, deps),
    simple("hand", "Show your hand and your current choice (privately).", hand, deps),
    simple(
      "concede",
      "Concede the current game.",
      (d, i) => runCommandAction(d, i, { action: { type: "concede" } }),
      deps,
    ),
  ];
}
