/**
 * The opening most bot e2e files share: Alice and Bob save a deck each, Alice challenges Bob with hers, Bob accepts
 * and picks his saved deck. Also the two small helpers those files use around it ({@link customIds}, {@link done}).
 */
import type { BotTable } from "./bot-table.js";
import type { FakeMessage, FakeUser, InteractionHandle } from "./fake-discord.js";
import { settled } from "./sim-player.js";

/** The custom ids of a message's buttons and selects, in order (none for an absent message). */
export function customIds(m: FakeMessage | undefined): string[] {
  return (m?.message.components ?? []).flatMap((row) =>
    ((row as { components?: { custom_id?: string }[] }).components ?? []).flatMap((c) =>
      c.custom_id ? [c.custom_id] : [],
    ),
  );
}

/** Waits (up to 20 s) until the bot finished answering `h` (see {@link settled}); returns `h`. */
export async function done(h: InteractionHandle): Promise<InteractionHandle> {
  await h.waitFor(settled, 20_000, "bot answer");
  return h;
}

/** Options of {@link challengeAndAccept} and {@link openDuel}. */
export interface DuelOptions {
  /** Who is challenged and accepts (default Bob); they pick their first saved deck. */
  opponent?: FakeUser;
  /** The challenger's saved deck name (default "a"). */
  deck?: string;
  /** Runs once the challenge is posted, before the accept (which edits it), with the challenge message. */
  onChallenge?: (challenge: FakeMessage) => void;
  /** Runs after the accept, just before the opponent picks a deck (the pick starts the match), with the chooser. */
  beforePick?: (chooser: FakeMessage) => void | Promise<void>;
}

/** What the opening went through: the match id and the handles of the challenge and of the accept click. */
export interface OpenedDuel {
  matchId: string;
  /** The `/duel challenge` interaction (its original message carries Accept). */
  challenge: InteractionHandle;
  /** The opponent's Accept click (its original message is the deck chooser). */
  accept: InteractionHandle;
}

/** Alice challenges the opponent with her saved deck; they accept and pick their first saved deck. */
export async function challengeAndAccept(table: BotTable, opts: DuelOptions = {}): Promise<OpenedDuel> {
  const { fake, db } = table;
  const opponent = opts.opponent ?? fake.bob;
  const challenge = await done(fake.slash(fake.alice, "duel challenge", { opponent, deck: opts.deck ?? "a" }));
  const acceptId = customIds(challenge.original())[0]!;
  opts.onChallenge?.(challenge.original()!);
  const accept = await done(fake.click(opponent, challenge.original()!, acceptId));
  const decks = await db.prisma.savedDeck.findMany({ where: { ownerId: opponent.id } });
  await opts.beforePick?.(accept.original()!);
  await done(fake.select(opponent, accept.original()!, customIds(accept.original())[0]!, [decks[0]!.id]));
  return { matchId: acceptId.split(":")[1]!, challenge, accept };
}

/** Options of {@link openDuel}: deck names Alice and Bob save under (default "a" and "b"). */
export interface OpenDuelOptions extends Omit<DuelOptions, "opponent" | "deck"> {
  names?: readonly [string, string];
}

/** Opens a duel between Alice (deck text `a`) and Bob (deck text `b`) through slash commands and clicks. */
export async function openDuel(
  table: BotTable,
  a: string,
  b: string,
  opts: OpenDuelOptions = {},
): Promise<OpenedDuel & { saved: [InteractionHandle, InteractionHandle] }> {
  const { fake } = table;
  const [na, nb] = opts.names ?? ["a", "b"];
  const saved: [InteractionHandle, InteractionHandle] = [
    await done(fake.slash(fake.alice, "deck save", { name: na, list: a })),
    await done(fake.slash(fake.bob, "deck save", { name: nb, list: b })),
  ];
  return { ...(await challengeAndAccept(table, { ...opts, deck: na })), saved };
}

/** Options of {@link openPastedDuel}. */
export interface PastedDuelOptions {
  /** Who challenges (default Alice) and who accepts (default Bob). */
  challenger?: FakeUser;
  opponent?: FakeUser;
  /** The deck text both name: the challenger's `deck` option and the opponent's paste. */
  list: string;
  /** Runs after the accept click, just before the opponent submits the paste (which starts the match). */
  beforeStart?: () => void;
}

/**
 * The opening for a game whose decks are pasted (the Highcard test game): the challenger challenges with `list`, the
 * opponent clicks Accept and submits `list` in the accept modal. Returns the match id once the start is answered.
 */
export async function openPastedDuel(table: BotTable, opts: PastedDuelOptions): Promise<string> {
  const { fake } = table;
  const opponent = opts.opponent ?? fake.bob;
  const ch = await done(fake.slash(opts.challenger ?? fake.alice, "duel challenge", { opponent, deck: opts.list }));
  const accept = customIds(ch.original())[0] ?? "";
  const matchId = accept.split(":")[1]!;
  await fake.click(opponent, ch.original()!, accept).firstCallback();
  opts.beforeStart?.();
  await done(fake.submitModal(opponent, `chmodal:${matchId}:0:paste:`, { list: opts.list }));
  return matchId;
}
