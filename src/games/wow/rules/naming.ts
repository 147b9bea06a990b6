/**
 * Naming a card (Manhunt's "name an ally card", Jin'do's Evil Eye's "names a card") and what reads the name: "that card
 * can't be played this turn" (CR 7.4 103.2) and "reveals his hand and discards a card with that name" (CR 7.4 glossary
 * Reveal, 415.9e). CR 7.4 has no rule on naming; 200.2-200.3 read a name as one that exists in the game, so the legal
 * names are those of the catalogue's cards (the first block: every card a match can hold; docs/rules-decisions.md),
 * of the card type the text asks for. The name is chosen as the link resolves (CR 7.4 709.2b) and is public.
 */
import type { Seat } from "../../../engine/index.js";
import { allPrintings } from "../cards/registry.js";
import { card, nameOf } from "./characteristics.js";
import { type Link, type WowState, opp } from "./state.js";
import { discardCard } from "./look-at-hand.js";

/** One nameable card name and the printing that stands for it (the first printing of that name). */
export interface NameableCard {
  readonly id: string;
  readonly name: string;
  readonly type: string;
}

let cache: readonly NameableCard[] | null = null;

/** Every distinct card name of the catalogue (CR 7.4 200.3: a name that exists in the game), sorted by name. */
export function nameableCards(): readonly NameableCard[] {
  if (!cache) {
    const seen = new Map<string, NameableCard>();
    for (const p of allPrintings()) if (!seen.has(p.name)) seen.set(p.name, { id: p.id, name: p.name, type: p.type });
    cache = [...seen.values()].sort((a, b) => a.name.localeCompare(b.name, "en"));
  }
  return cache;
}

/** The names a "name a [type] card" instruction may name (`cardType` absent: any card). */
export const legalNames = (cardType?: string): readonly NameableCard[] =>
  nameableCards().filter((c) => !cardType || c.type === cardType);

/** A typed name made comparable: case, curly apostrophes and runs of spaces don't matter. */
const fold = (x: string): string =>
  x.normalize("NFKC").replace(/[’‘`]/g, "'").replace(/\s+/g, " ").trim().toLowerCase();

/** The catalogue card a typed `name` stands for, or undefined when no card has that name. */
export function findNameable(name: string): NameableCard | undefined {
  const f = fold(name);
  return nameableCards().find((c) => fold(c.name) === f);
}

/**
 * Checks a named card for a "name a [type] card" decision: the catalogue card, or why the name can't be named
 * (an unknown name, CR 7.4 200.3; a card of another type).
 */
export function checkName(name: string, cardType?: string): NameableCard | { message: string } {
  const c = findNameable(name);
  if (!c) return { message: `No card is named "${name.slice(0, 60)}". Type a card's exact English name.` };
  if (cardType && c.type !== cardType)
    return { message: `${c.name} is not ${/^[AEIOU]/.test(cardType) ? "an" : "a"} ${cardType.toLowerCase()} card.` };
  return c;
}

/**
 * Asks who names the card as the link resolves (CR 7.4 709.2b): the link's controller, or "the first opponent to
 * that player's left" of the turn player (two players: the turn player's opponent).
 */
export function askName(
  s: WowState,
  link: Link,
  at: number,
  by: "you" | "turn-players-left-opponent",
  cardType?: string,
): void {
  const seat: Seat = by === "you" ? link.controller : opp(s.active);
  s.ask = { kind: "name-card", seat, link, at, ...(cardType ? { cardType } : {}) };
}

/** Records the name on the link (the rest of its instructions read it) and logs it for everyone. */
export function named(s: WowState, seat: Seat, link: Link, name: string): Link {
  // The source's printed name: a completed quest is face down by now, its name public as it was completed (702.2).
  s.log.push({ text: `P${seat + 1} names ${name} (${card(s, link.card).name}).` });
  return { ...link, named: name };
}

/** "That card can't be played this turn" (CR 7.4 103.2): a turn modifier on the link's card, ended in the wrap-up. */
export function cantPlayNamedThisTurn(s: WowState, link: Link): void {
  if (!link.named) return;
  s.turnMods.push({ obj: link.card, mod: "cant-play-named", name: link.named });
  s.log.push({ text: `Cards named ${link.named} can't be played this turn.` });
}

/** Whether card `id` can't be played now because its name was named this turn (CR 7.4 103.2: "can't" wins). */
export const namedPlayLocked = (s: WowState, id: string): boolean =>
  s.turnMods.some((m) => m.mod === "cant-play-named" && m.name === card(s, id).name);

/**
 * "[Player] reveals his hand and discards a card with that name": every player sees the hand's cards as it is
 * revealed (a public log line of names; the hand is unrevealed again right after, CR 7.4 glossary Reveal), then one
 * card of that name is discarded (all such cards are alike; none: nothing is discarded, 415.9e).
 */
export function revealHandDiscardNamed(s: WowState, link: Link, seat: Seat): void {
  const hand = s.players[seat]!.hand;
  s.log.push({ text: `P${seat + 1} reveals their hand: ${hand.map((id) => nameOf(s, id)).join(", ") || "no cards"}.` });
  const hit = link.named ? hand.find((id) => card(s, id).name === link.named) : undefined;
  if (hit) discardCard(s, hit);
}

/** The option a named card picks when it is one the pending "name a card" decision offers, else null. */
export function nameAnswer(s: WowState, name: string): { picks: string[] } | null {
  const c = s.ask?.kind === "name-card" ? checkName(name, s.ask.cardType) : undefined;
  return c && "id" in c ? { picks: [c.id] } : null;
}
