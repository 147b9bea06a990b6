/**
 * Safe concede (issue 15): conceding always goes through a private confirmation that names the match (the
 * opponent and the channel). A prompt's Concede button and `/concede` both only ask; the confirmation's button
 * concedes. With several running matches `/concede` lists them all, one button each, and concedes only the one
 * the player picks.
 */
import { type ButtonInteraction, type ChatInputCommandInteraction, MessageFlags } from "discord.js";
import type { LoadedMatch } from "../../services/matches/index.js";
import { decodeCustomId } from "../custom-id.js";
import type { BotDeps } from "./deps.js";
import { submitAndPublish } from "./play.js";
import { notAPlayerReply, seatOf } from "./seats.js";
import { t, uiLang } from "../i18n.js";
import { CONCEDE_KIND, concedeConfirmation } from "./concede-confirm.js";

/**
 * `/concede`: the user's running matches in this channel or its threads (each match has its thread, started in
 * the challenge channel), else all their running matches, go into one confirmation; nothing is conceded until a
 * button of it is clicked.
 */
export async function concedeCommand(deps: BotDeps, i: ChatInputCommandInteraction): Promise<void> {
  await i.deferReply({ flags: MessageFlags.Ephemeral });
  const active = (await deps.matches.listActive(i.user.id)).filter((x) => x.status === "active");
  const parentOf = (id: string) => {
    const c = i.client.channels.cache.get(id);
    return c && "parentId" in c ? c.parentId : null;
  };
  const here = active.filter((x) => x.channelId === i.channelId || parentOf(x.channelId) === i.channelId);
  const loaded: LoadedMatch[] = [];
  for (const info of here.length ? here : active) {
    const m = await deps.matches.load(info.id);
    if (m.ok && seatOf(m, i.user.id) !== null) loaded.push(m);
  }
  if (loaded.length === 0) return void (await i.editReply(t(i.locale, "concede.none")));
  await i.editReply(concedeConfirmation(i.client, loaded, i.user.id, here.length > 0, i.locale));
}

/** A click on a confirmation: `yes` concedes that match (whatever its state now), `no` closes the question. */
export async function onConcedeButton(deps: BotDeps, i: ButtonInteraction): Promise<void> {
  const id = decodeCustomId(i.customId, { kind: CONCEDE_KIND });
  const tell = (content: string) => i.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
  const loc = i.locale;
  if (!id.ok) return void (await tell(t(loc, "common.notMine")));
  if (id.value.decisionId === "no") {
    await i.update({ content: t(loc, "concede.kept"), components: [] });
    return;
  }
  const m = await deps.matches.load(id.value.matchId);
  if (!m.ok) return void (await tell(m.error.message));
  const seat = seatOf(m, i.user.id);
  if (seat === null) return void (await tell(notAPlayerReply(loc)));
  if (m.match.status !== "active") {
    await i.update({ content: t(loc, "concede.alreadyOver"), components: [] });
    return;
  }
  const game = deps.games[m.match.game];
  if (!game) return void (await tell(t(loc, "concede.notInstalled")));
  await i.deferUpdate();
  const r = await submitAndPublish(
    i.client,
    deps,
    m,
    i.user.id,
    i.id,
    game.host.concede(seat),
    undefined,
    undefined,
    uiLang(loc),
  );
  await i.editReply({ content: r.text, components: [], allowedMentions: { parse: [] } });
}
