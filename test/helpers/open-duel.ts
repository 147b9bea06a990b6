/**
 * The opening most bot e2e files share: Alice and Bob save a deck each, Alice challenges Bob with hers, Bob accepts
 * and picks his saved deck. Returns the match id (from the challenge's Accept button).
 */
import type { BotTable } from "./bot-table.js";
import type { FakeMessage, InteractionHandle } from "./fake-discord.js";
import { settled } from "./sim-player.js";

/** The custom ids of a message's buttons and selects, in order. */
function customIds(m: FakeMessage | undefined): string[] {
  return (m?.message.components ?? []).flatMap((row) =>
    ((row as { components?: { custom_id?: string }[] }).components ?? []).flatMap((c) =>
      c.custom_id ? [c.custom_id] : [],
    ),
  );
}

/** Opens a duel between Alice (deck text `a`) and Bob (deck text `b`) through slash commands and clicks. */
export async function openDuel(table: BotTable, a: string, b: string): Promise<string> {
  const { fake, db } = table;
  const done = async (h: InteractionHandle) => {
    await h.waitFor(settled, 20_000, "bot answer");
    return h;
  };
  await done(fake.slash(fake.alice, "deck save", { name: "a", list: a }));
  await done(fake.slash(fake.bob, "deck save", { name: "b", list: b }));
  const ch = await done(fake.slash(fake.alice, "duel challenge", { opponent: fake.bob, deck: "a" }));
  const accept = customIds(ch.original())[0]!;
  const acc = await done(fake.click(fake.bob, ch.original()!, accept));
  const decks = await db.prisma.savedDeck.findMany({ where: { ownerId: fake.bob.id } });
  await done(fake.select(fake.bob, acc.original()!, customIds(acc.original())[0]!, [decks[0]!.id]));
  return accept.split(":")[1]!;
}
