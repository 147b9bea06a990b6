/**
 * Keyword rules with an action of their own (701-729): hiding a card with [Hidden] (723, 597).
 */
import type { Rejection, Seat } from "../../../engine/index.js";
import type { Passive } from "../cards/types.js";
import type { RbState, RbEvent } from "./state.js";
import type { RbAction } from "./actions.js";
import { type Payment, planPayment, ANY } from "./costs.js";
import { pay } from "./payment.js";
import { windowFor } from "./timing.js";
import { err, stat, nameOf, bfAt, emit, isTeammate } from "./util.js";
import { objAt, obj, mut } from "./objects.js";
import { hasKeyword } from "./layers.js";
import { facedownAt, facedownCapacity, boardPassivesOfKind } from "./board.js";
import { place } from "./zones.js";
import { mayListenFor, recordEvent } from "./events.js";

/** Checks hiding (597, 723) without changing anything; returns how the Power is paid (723.1.b.1). */
export function planHide(s: RbState, seat: Seat, a: Extract<RbAction, { type: "hide" }>): Payment | Rejection {
  return (
    checkHideTiming(s, seat) ??
    checkHideCard(s, seat, a.card) ??
    checkHideAt(s, seat, a.at) ??
    planHideCost(s, seat, a.alternative === true, a.pay)
  );
}

/** 597.2: hiding is a discretionary action of the turn player in their neutral open state. Null when it may. */
export function checkHideTiming(s: RbState, seat: Seat): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (w !== "main" || seat !== s.turnPlayer)
    return err("hide/timing", "Hiding is a discretionary action in your neutral open state.", "597.2");
  return null;
}

/** 723.1, 723.1.b: the hidden card is in its owner's hand and has [Hidden]. Null when it may be hidden. */
export function checkHideCard(s: RbState, seat: Seat, card: string): Rejection | null {
  const o = objAt(s, card);
  if (o?.zone !== "hand" || o.owner !== seat)
    return err("hide/not-in-hand", "You hide cards from your hand.", "723.1.b");
  if (!stat(s, card).keywords.includes("Hidden") && !hasKeyword(s, card, "Hidden"))
    return err("hide/no-hidden", `${nameOf(s, card)} does not have Hidden.`, "723.1", { name: nameOf(s, card) });
  return null;
}

/** 597.1, 106.4.b-c: a battlefield the seat controls with room for a facedown card. Null when it has. */
export function checkHideAt(s: RbState, seat: Seat, at: number): Rejection | null {
  const b = s.battlefields[at];
  if (!b) return err("hide/bad-battlefield", `There is no battlefield ${at}.`, "597.1", { bf: at });
  if (b.controller !== seat)
    return err(
      "hide/not-controlled",
      "You can only hide at a battlefield you control.",
      b.controller !== null && isTeammate(s, seat, b.controller) ? "648.8.c.1" : "106.4.c",
    );
  if (facedownAt(b).length >= facedownCapacity(s, b))
    return err("hide/occupied", "That battlefield already has a facedown card.", "106.4.b"); // CR 1.4 107.3.b
  return null;
}

/**
 * The payment of hiding (723.1.b.1: one Power of the identity's domains; 560.1 a cost ignored; an `alternative`
 * cost a passive offers). It reads neither the card nor the battlefield: `legalActions` plans it once per kind.
 */
export function planHideCost(
  s: RbState,
  seat: Seat,
  alternative: boolean,
  spec: Extract<RbAction, { type: "hide" }>["pay"],
): Payment | Rejection {
  const mods = hideCostMods(s, seat);
  if (mods.some((m) => "ignore" in m)) return planPayment(s, seat, { energy: 0, pips: [] }, spec); // 560.1
  if (alternative) {
    const alt = mods.find((m) => "alternative" in m);
    if (!alt || !("alternative" in alt))
      return err("hide/no-alternative", "Nothing lets you pay another cost to hide.", "723.1.b.1");
    return planPayment(s, seat, { energy: alt.alternative.energy, pips: [] }, spec);
  }
  const legend = s.players[seat]!.legend;
  const identity = legend ? stat(s, legend).domains.filter((d) => d !== "Colorless") : ANY;
  return planPayment(s, seat, { energy: 0, pips: [identity.length ? identity : ANY] }, spec); // 723.1.b.1
}

/** A change to the cost of hiding (Passive `cost` that applies to `hide`). */
export type HideCostMod = Extract<Passive, { kind: "cost" }>["mod"];

/**
 * Changes to `seat`'s cost of hiding (560.1, 723.1.b.1): passives of objects they control on the board (their
 * legend included) and passives created for them this turn.
 */
export function hideCostMods(s: RbState, seat: Seat): HideCostMod[] {
  const out: HideCostMod[] = [];
  for (const { source, passive } of boardPassivesOfKind(s, "cost"))
    if ("action" in passive.applies && obj(s, source).controller === seat) out.push(passive.mod as HideCostMod);
  for (const c of s.history.createdPassives ?? [])
    if (c.seat === seat && c.passive.kind === "cost" && "action" in c.passive.applies)
      out.push(c.passive.mod as HideCostMod);
  // Passives created "this turn" by an instruction (createEffect, CR 1.4 389-392) are continuous effects.
  for (const e of s.effects)
    if (e.controller === seat && !e.next && e.passive?.kind === "cost" && "action" in e.passive.applies)
      out.push(e.passive.mod as HideCostMod);
  return out;
}

/** Hide (597, 723): pay one Power of any domain of your identity to place a Hidden card facedown at a battlefield you control. */
export function hide(s: RbState, seat: Seat, a: Extract<RbAction, { type: "hide" }>, out: RbEvent[]): Rejection | null {
  const payment = planHide(s, seat, a);
  if ("code" in payment) return payment;
  pay(s, seat, payment, out);
  const b = bfAt(s, a.at);
  place(s, a.card, { zone: "facedown", bf: a.at });
  const ho = mut(s, a.card);
  ho.controller = seat;
  ho.hiddenOnTurn = s.turnNumber;
  emit(s, out, {
    kind: "hide",
    seat,
    object: a.card,
    card: nameOf(s, a.card),
    text: `P${seat + 1} hides ${nameOf(s, a.card)} at ${nameOf(s, b.card)}.`,
    visibleTo: [seat],
    publicText: `P${seat + 1} hides a card at ${nameOf(s, b.card)}.`,
  });
  if (mayListenFor(s, "hid")) recordEvent(s, "hid", seat, undefined, { bf: a.at }); // 597: "when you hide a card"
  return null;
}
