/**
 * Glimpse (CR Game Terms: Glimpse 1-2), Starcalling (CR Keywords: Starcalling 1-6) and Cosmic Astroscope's
 * replacement ("If an opponent would glimpse X, you may have that player glimpse 3 instead").
 */
import type { Effect } from "../cards/types.js";
import { abilitiesOf, amount, champion } from "./characteristics.js";
import { elementUsable } from "./restrictions.js";
import { cardData } from "./catalogue.js";
import { type Run, ask, takeAnswer } from "./asking.js";
import { effectsOf, targetCandidates, targetSelectors } from "./targets.js";
import { activationBarred, payReserve } from "./playing.js";
import { type GaState, type Seat, type StackEntry, type Task, card, freshId, log, other } from "./state.js";
import { moveCard, nameOf } from "./zones.js";

/** The N an opponent's Cosmic Astroscope may make `seat` glimpse instead, if any applies (its class bonus holds). */
function glimpseInstead(s: GaState, seat: Seat): number | undefined {
  const foe = other(seat);
  for (const id of s.players[foe].field)
    for (const a of abilitiesOf(s, card(s, id).card, foe, id))
      if (a.kind === "opponentGlimpsesInstead") return a.amount;
  return undefined;
}

/**
 * Glimpse N, one card at a time (CR Game Terms: Glimpse 2): "X on top" puts X above the cards already put on top,
 * "X on bottom" beneath those already put on the bottom, so every order can be made. The cards stay in the deck
 * (unseen by the other player) until the last is placed; the options are shown to the glimpsing player only.
 * While glimpsing, a card with Starcalling may be activated instead (`starcallOptions`).
 */
export function glimpse(s: GaState, t: Task, e: Extract<Effect, { op: "glimpse" }>): Run {
  const seat = t.entry.controller;
  const deck = s.players[seat].mainDeck;
  if (!t.glimpse) {
    let want = Math.max(0, amount(s, e.amount, seat));
    const instead = e.topOnly ? undefined : glimpseInstead(s, seat);
    // A glimpse of 0 never happens, so there is nothing to replace (CR General Rules - Players: Player Actions 1.2.1).
    if (instead !== undefined && want > 0 && instead !== want) {
      if (!t.asked) {
        const opts = [
          { id: "yes", label: `P${seat + 1} glimpses ${instead} instead` },
          { id: "no", label: `P${seat + 1} glimpses ${want}` },
        ];
        return ask(s, t, other(seat), "may", `P${seat + 1} would glimpse ${want}: have them glimpse ${instead}?`, opts);
      }
      if (takeAnswer(t) === "yes") want = instead; // a replacement effect (CR Replacement Effects)
    }
    const n = Math.min(deck.length, want);
    if (n === 0) return "next";
    t.glimpse = { left: deck.slice(0, n), top: [], bottom: [] };
    log(s, `P${seat + 1} ${e.topOnly ? "looks at" : "glimpses"} the top ${n} card(s) of their deck.`);
  } else {
    const pick = takeAnswer(t) ?? "";
    const [id, where, paid, target] = pick.split(":");
    const g = t.glimpse;
    if (where === "star" && g.left.includes(id!) && !g.starcalled) {
      t.glimpse = { left: [...g.left.filter((x) => x !== id), ...g.top], top: [], bottom: g.bottom, starcalled: true };
      if (starcall(s, seat, id!, paid === "free", target)) return "wait";
    } else if (g.left.includes(id!))
      t.glimpse = {
        ...g,
        left: g.left.filter((x) => x !== id),
        top: where === "bottom" ? g.top : [...g.top, id!],
        bottom: where === "bottom" ? [...g.bottom, id!] : g.bottom,
      };
  }
  const g = t.glimpse;
  if (g.left.length) {
    const opts = [
      ...(e.topOnly || g.starcalled ? [] : starcallOptions(s, seat, g.left)),
      ...g.left.flatMap((id) => [
        ...(g.starcalled ? [] : [{ id: `${id}:top`, label: `${nameOf(s, id)} on top` }]),
        ...(e.topOnly ? [] : [{ id: `${id}:bottom`, label: `${nameOf(s, id)} on the bottom` }]),
      ]),
    ];
    return ask(s, t, seat, "glimpse", "Put a card back: on top goes above the ones already put on top.", opts);
  }
  const rest = deck.filter((id) => !g.top.includes(id) && !g.bottom.includes(id));
  s.players[seat].mainDeck = [...[...g.top].reverse(), ...rest, ...g.bottom];
  if (g.bottom.length) log(s, `P${seat + 1} puts ${g.bottom.length} card(s) on the bottom of their deck.`);
  t.glimpse = undefined;
  return "next";
}

/** A card's starcalling cost for `seat`, if it has one unlocked (CR Keywords: Starcalling 1; Class Bonus 3). */
function starcallingCost(s: GaState, seat: Seat, cardId: string): number | undefined {
  const a = abilitiesOf(s, cardId, seat).find((x) => x.kind === "starcalling");
  return a?.kind === "starcalling" ? a.cost : undefined;
}

/** Whether `seat`'s champion lets it pay (0) rather than a starcalling cost now (Arisanna, Astral Zenith). */
function freeStarcalling(s: GaState, seat: Seat): boolean {
  const ch = champion(s, seat);
  if (!ch || s.lasting.some((l) => l.kind === "freeStarcallingUsed" && l.seat === seat)) return false;
  return abilitiesOf(s, ch.card, seat, ch.id).some((a) => a.kind === "freeStarcallingOncePerTurn");
}

/**
 * The starcalling activations open among the looked-at cards `ids`: the element enabled (CR Card Activation 1.2),
 * the cost payable from hand (the card is not in hand), one option per legal target; any speed (Starcalling 1.1).
 */
function starcallOptions(s: GaState, seat: Seat, ids: readonly string[]): { id: string; label: string }[] {
  const out: { id: string; label: string }[] = [];
  const hand = s.players[seat].hand.length;
  for (const id of ids) {
    const c = card(s, id);
    const cost = starcallingCost(s, seat, c.card);
    if (cost === undefined || !elementUsable(s, seat, cardData(c.card).element)) continue;
    if (activationBarred(s, seat, c.card)) continue; // "can't" beats starcalling's "may" (CR Game Effects 5)
    const sels = targetSelectors(
      effectsOf(s, { id: "", kind: "activation", source: id, controller: seat, targets: [] }),
    );
    const targets: (string | undefined)[] = sels.length ? targetCandidates(s, sels[0]!, seat, id) : [undefined];
    const ways = [
      ...(hand >= cost ? [["paid", `(${cost})`]] : []),
      ...(freeStarcalling(s, seat) && cost > 0 ? [["free", "(0) with your champion"]] : []),
    ];
    for (const [how, what] of ways)
      for (const tg of targets)
        out.push({
          id: `${id}:star:${how}${tg ? `:${tg}` : ""}`,
          label: `Activate ${nameOf(s, id)} by starcalling, paying ${what}${tg ? ` targeting ${nameOf(s, tg)}` : ""}`,
        });
  }
  return out;
}

/**
 * Activates `id` from the main deck by its starcalling cost (CR Keywords: Starcalling 1-6): it goes on the Effects
 * Stack and waits for the resolving layer to finish; the cost is paid from hand. True when the payment asks.
 */
function starcall(s: GaState, seat: Seat, id: string, free: boolean, target: string | undefined): boolean {
  const cost = free ? 0 : (starcallingCost(s, seat, card(s, id).card) ?? 0);
  moveCard(s, id, "stack");
  const entry: StackEntry = {
    id: freshId(s, "e"),
    kind: "activation",
    source: id,
    controller: seat,
    targets: target ? [target] : [],
  };
  s.stack.push(entry);
  if (free) s.lasting.push({ kind: "freeStarcallingUsed", seat });
  log(s, `P${seat + 1} activates ${nameOf(s, id)} by starcalling.`);
  payReserve(s, seat, entry, cost);
  return s.ask !== null;
}
