import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  SlashCommandBuilder,
} from "discord.js";
import type { CommandChoice, GameCommand, TableView } from "../src/engine/index.js";
import type { GameTable } from "../src/games/index.js";
import { concedeCommand } from "../src/bot/game/concede.js";
import { type BotDeps, presentationOf } from "../src/bot/game/deps.js";
import { matchForUser, privatePromptReply, runCommandAction, showBoard } from "../src/bot/game/play.js";
import { NOT_A_PLAYER_REPLY, seatOf } from "../src/bot/game/seats.js";
import type { CommandModule } from "../src/bot/router.js";

/** The command `name` of the user's running match's game, its legal actions and view when it is their decision. */
async function commandFor(
  deps: BotDeps,
  i: AutocompleteInteraction | ChatInputCommandInteraction,
  name: string,
): Promise<{ command: GameCommand<unknown, TableView>; legal: unknown[]; view: TableView | null } | null> {
  const m = await matchForUser(deps, i.user.id, i.channelId);
  if (!m) return null;
  const command = presentationOf(deps, m).commands.find((c) => c.name === name);
  if (!command) return null;
  const seat = seatOf(m, i.user.id);
  const deciding = seat !== null && m.pending?.seat === seat;
  return { command, legal: deciding ? m.legalActions(seat) : [], view: seat === null ? null : m.view(seat) };
}

function filter(choices: CommandChoice[], typed: string): CommandChoice[] {
  const t = typed.toLowerCase();
  const seen = new Set<string>();
  return choices
    .filter((c) => c.name.toLowerCase().includes(t) && !seen.has(c.value) && seen.add(c.value))
    .slice(0, 25)
    .map((c) => ({ name: c.name.slice(0, 100), value: c.value }));
}

/**
 * A slash command a game adds (`/play`, `/move`, `/pass` for Riftbound): autocomplete asks the game for the choices
 * of the user's match; running it becomes a prompt click or an action of that match's game.
 */
function gameCommand(deps: () => BotDeps, spec: GameCommand<unknown, TableView>): CommandModule {
  const b = new SlashCommandBuilder().setName(spec.name).setDescription(spec.description);
  if (spec.option) {
    const o = spec.option;
    b.addStringOption((x) => x.setName(o.name).setDescription(o.description).setRequired(true).setAutocomplete(true));
  }
  return {
    data: b.toJSON(),
    async execute(i) {
      const found = await commandFor(deps(), i, spec.name);
      if (!found) {
        await i.reply({
          content: `You have no running match with a /duel ${spec.name} command.`,
          flags: MessageFlags.Ephemeral,
        });
        return;
      }
      const value = spec.option ? i.options.getString(spec.option.name, true) : null;
      const what = found.command.run(value, found.legal);
      await runCommandAction(deps(), i, "action" in what ? { action: what.action } : what);
    },
    async autocomplete(i) {
      const found = await commandFor(deps(), i, spec.name);
      if (!found?.view || !found.command.choices || found.legal.length === 0) return i.respond([]);
      await i.respond(filter(found.command.choices(found.view, found.legal), String(i.options.getFocused())));
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

/** `/hand`: the private panel (and the current prompt when it is your decision). */
async function hand(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  const m = await matchForUser(deps, i.user.id, i.channelId);
  if (!m) return void (await i.reply({ content: "You have no running match.", flags: MessageFlags.Ephemeral }));
  const seat = seatOf(m, i.user.id);
  if (seat === null) return void (await i.reply({ content: NOT_A_PLAYER_REPLY, flags: MessageFlags.Ephemeral }));
  const panel = privatePromptReply(deps, m, seat);
  await i.reply({ ...panel, flags: panel.flags | MessageFlags.Ephemeral });
}

/**
 * The game commands: those every game has (`/board`, `/hand`, `/concede`) and those the installed games add (by
 * name, first game first; a match whose game lacks one is told so).
 */
export function gameCommands(deps: () => BotDeps, games: GameTable): CommandModule[] {
  const added = new Map<string, GameCommand<unknown, TableView>>();
  for (const g of Object.values(games))
    for (const c of g.presentation.commands) if (!added.has(c.name)) added.set(c.name, c);
  return [
    ...[...added.values()].map((c) => gameCommand(deps, c)),
    simple("board", "Show the current board (privately).", showBoard, deps),
    simple("hand", "Show your hand and your current choice (privately).", hand, deps),
    simple("concede", "Concede the current game (asks first, naming the match).", concedeCommand, deps),
  ];
}
