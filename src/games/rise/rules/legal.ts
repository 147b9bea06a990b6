/**
 * Legal actions (docs/engine.md): candidates generated from the state and kept when their plan succeeds; nothing
 * is applied to decide legality. Also the pending decision of a state (asks are options; priority is an open
 * decision answered by actions).
 */
import type { PendingDecision, Seat } from "../../../engine/index.js";
import { discardDecision, familyLegalActions, familyPending, option } from "../../wow-family/rules/decisions.js";
import type { RiseAction } from "./actions.js";
import { abilitiesOf, card, crystals, nameOf, readyResources, units } from "./characteristics.js";
import { guards } from "./combat.js";
import { readyArmor } from "./damage.js";
import { nextWaiting, orderChoices, waitingChoices } from "./flow.js";
import {
  canAttack,
  planBoardFor,
  planComplete,
  planDeclare,
  planFire,
  planPayment,
  planPlay,
  planResource,
  playSpecs,
} from "./play.js";
import { type RiseState, opp } from "./state.js";
import { targetChoices } from "./targets.js";

/** The waiting trigger's target choices as option ids (targets joined by commas). */
export function triggerOptions(s: RiseState): string[] {
  const w = nextWaiting(s);
  return w ? waitingChoices(s, w).map((t) => t.join(",")) : [];
}

const targetLabel = (s: RiseState, t: string) =>
  t === "none"
    ? "No target"
    : t
        .split(",")
        .map((x) => nameOf(s, x))
        .join(", ");

/** The decision of an ask (a closed choice of options). */
function askDecision(s: RiseState, id: string): PendingDecision | null {
  const a = s.ask;
  if (!a) return null;
  const one = { id, seat: a.seat, min: 1, max: 1 };
  switch (a.kind) {
    case "reset":
      return {
        ...one,
        kind: "reset",
        prompt: "Keep your opening hand or reset it (once)?",
        options: [option("keep", "Keep"), option("reset", "Reset hand")],
      };
    case "guard":
      return {
        ...one,
        kind: "guard",
        prompt: "Guard with a unit?",
        options: [...guards(s).map((p) => option(p, nameOf(s, p))), option("none", "Don't guard")],
      };
    case "armor":
      return {
        ...one,
        kind: "armor",
        prompt: `Exhaust armor to prevent damage to your commander (${s.packets[0]?.amount ?? 0} incoming)?`,
        options: [...readyArmor(s, a.seat).map((p) => option(p, nameOf(s, p))), option("none", "Take the damage")],
      };
    case "discard":
      return discardDecision(id, a.seat, a.count, s.players[a.seat]!.hand, (h) => nameOf(s, h));
    case "discard-prevent":
      // 709.2b: "none" answers with no discard (a pick list is never empty).
      return {
        id,
        seat: a.seat,
        kind: "discard",
        prompt: `Discard up to ${a.max} card(s); each prevents ${a.per} of the damage ${nameOf(s, s.chain.at(-1)!.card)} deals.`,
        options: [option("none", "Discard nothing"), ...s.players[a.seat]!.hand.map((h) => option(h, nameOf(s, h)))],
        min: 1,
        max: a.max,
      };
    case "uniqueness":
      return {
        ...one,
        kind: "uniqueness",
        prompt: `Uniqueness conflict (${a.rule}): choose a card to destroy.`,
        options: a.cards.map((c) => option(c, nameOf(s, c))),
      };
    case "trigger-order":
      return {
        ...one,
        kind: "trigger-order",
        prompt:
          "Several of your triggered abilities wait: choose the one that goes on the chain next (it resolves after the later ones).",
        options: orderChoices(s, a.seat).map((i) =>
          option(
            `w${i}`,
            `${nameOf(s, s.waiting[i]!.card)}: ${card(s, s.waiting[i]!.card).abilities[s.waiting[i]!.ability]?.kind ?? "ability"}`,
          ),
        ),
      };
    case "trigger-targets":
      return {
        ...one,
        kind: "trigger-targets",
        prompt: `Choose targets for ${nameOf(s, nextWaiting(s)!.card)}.`,
        options: triggerOptions(s).map((t) => option(t, targetLabel(s, t))),
      };
    case "may-pay":
      // 708.3: the payment is offered only when it can be paid (401.3).
      return {
        ...one,
        kind: "may-pay",
        prompt: `Pay (${a.amount}) for ${nameOf(s, s.chain.at(-1)!.card)}?`,
        options: [
          ...(readyResources(s, a.seat).length >= a.amount ? [option("yes", `Pay (${a.amount})`)] : []),
          option("no", "Don't pay"),
        ],
      };
    case "search":
      return {
        ...one,
        kind: "search",
        prompt: "Choose the card you find; it is revealed and put into your hand.",
        options: [
          ...a.cards.map((c) => option(c, card(s, c).name)),
          ...(a.mayFail ? [option("none", "Find nothing")] : []),
        ],
      };
    case "look-top":
      return {
        ...one,
        kind: "look-top",
        prompt: "Choose the card to keep on top; the rest go to the bottom.",
        options: a.cards.map((c) => option(c, card(s, c).name)),
      };
  }
}

/** The decision the game waits on, or null when it is over (family `familyPending`). */
export function pending(s: RiseState): PendingDecision | null {
  return familyPending(s, (id) => askDecision(s, id));
}

/** Every action or answer `seat` may submit now (family `familyLegalActions`). */
export function legalActions(s: RiseState, seat: Seat): RiseAction[] {
  return familyLegalActions<RiseAction>(
    s,
    seat,
    pending(s),
    (p) => answers(p),
    () => discretionary(s, seat),
  );
}

function answers(p: PendingDecision): RiseAction[] {
  const ids = p.options.map((o) => o.id);
  switch (p.kind) {
    case "reset":
      return [
        { type: "reset", keep: true },
        { type: "reset", keep: false },
      ];
    case "guard":
      return ids.map((x) => ({ type: "guard", guard: x === "none" ? null : x }));
    case "armor":
      return ids.map((x) => ({ type: "armor", armor: x === "none" ? null : x }));
    case "uniqueness":
      return ids.map((x) => ({ type: "conflict", card: x }));
    case "trigger-targets":
      return ids.map((x) => ({ type: "trigger", targets: x.split(",") }));
    case "trigger-order":
      return ids.map((x) => ({ type: "order", first: Number(x.slice(1)) }));
    case "may-pay":
      return ids.map((x) => ({ type: "pay", pay: x === "yes" }));
    case "look-top":
      return ids.map((x) => ({ type: "top", card: x }));
    case "search":
      return ids.map((x) => ({ type: "search", card: x === "none" ? null : x }));
    case "discard":
      // 709.2b: nothing, or one to `max` cards (canonical: the first ones).
      if (ids.includes("none")) {
        const hand = ids.filter((x) => x !== "none");
        return [
          { type: "discard", cards: [] },
          ...hand.slice(0, p.max).map((_, k) => ({ type: "discard" as const, cards: hand.slice(0, k + 1) })),
        ];
      }
      // One canonical answer per first-choice card keeps the list short; any set of `min` cards is legal.
      return ids.map((x, i) => ({ type: "discard", cards: [x, ...ids.filter((_, j) => j !== i).slice(0, p.min - 1)] }));
  }
  return [];
}

const withTargets = (targets: string[]) => (targets.length ? { targets } : {});

/** Actions with priority (412.2): plays, resources, payment abilities, rewards, declarations, fires. */
export function discretionary(s: RiseState, seat: Seat): RiseAction[] {
  const out: RiseAction[] = [];
  const me = s.players[seat]!;
  for (const id of me.hand) {
    if (planResource(s, seat, id, false) === null) {
      out.push({ type: "resource", card: id });
      if (card(s, id).type === "command") out.push({ type: "resource", card: id, faceUp: true });
    }
    const t = card(s, id).type;
    if (t === "command" || t === "commander") continue;
    const specs = playSpecs(s, id);
    for (const targets of specs.length ? targetChoices(s, specs, seat) : [[]])
      if (!("code" in planPlay(s, seat, id, targets))) out.push({ type: "play", card: id, ...withTargets(targets) });
  }
  for (const id of [me.commander, ...me.troops, ...me.gear])
    abilitiesOf(s, id).forEach((a, i) => {
      if (a.kind !== "payment") return;
      for (const targets of a.targets.length ? targetChoices(s, a.targets, seat) : [[]])
        if (!("code" in planPayment(s, seat, id, i, targets)))
          out.push({ type: "payment", card: id, ability: i, ...withTargets(targets) });
    });
  for (const id of me.resources)
    abilitiesOf(s, id).forEach((a, i) => {
      if (a.kind !== "reward") return;
      for (const targets of a.targets.length ? targetChoices(s, a.targets, seat) : [[]])
        if (!("code" in planComplete(s, seat, id, i, targets)))
          out.push({ type: "complete", card: id, ability: i, ...withTargets(targets) });
    });
  for (const a of units(s, seat))
    if (canAttack(s, seat, a))
      for (const d of [...units(s, opp(seat)), ...crystals(s, opp(seat))])
        if (planDeclare(s, seat, a, d) === null) out.push({ type: "declare", attacker: a, defender: d });
  for (const w of me.gear)
    if (card(s, w).type === "weapon" && !("code" in planFire(s, seat, w))) out.push({ type: "fire", weapon: w });
  // 303.2a: boarding declarations.
  for (const v of me.troops)
    if (card(s, v).type === "vehicle")
      for (const c of units(s, seat))
        if (c !== v && !("code" in planBoardFor(s, seat, c, v))) out.push({ type: "board", card: c, vehicle: v });
  return out;
}

/** Whether the priority holder can do anything but pass (used by the flow to pass for them). */
export function canAct(s: RiseState): boolean {
  return discretionary(s, s.window!.priority).length > 0;
}
