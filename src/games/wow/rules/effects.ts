/**
 * Running card instructions as a link resolves (CR 7.4 709; 001 306.1): damage and healing become packets
 * (001 404.4, 406.2: one packet per character), the rest changes the state at once. Targets that became illegal
 * are skipped (CR 7.4 709.2); a link whose every target is illegal does nothing (interrupted).
 */
import type { Seat } from "../../../engine/index.js";
import type { Effect, Ref, TargetSpec } from "../cards/types.js";
import { isCharacter, nameOf, party } from "./characteristics.js";
import { type Link, type WowState, obj, opp } from "./state.js";
import { legalTarget } from "./targets.js";
import { askDiscard, destroy, draw, moveTo } from "./zones.js";

/** The ids an instruction's reference names now; targets are rechecked (illegal ones are dropped). */
function resolveRef(s: WowState, link: Link, specs: readonly TargetSpec[], ref: Ref): string[] {
  const seat = link.controller;
  if (typeof ref === "object") {
    const id = link.targets[ref.target];
    const spec = specs[ref.target];
    if (!id || !spec) return [];
    return legalTarget(
      s,
      spec,
      id,
      seat,
      link.targets.slice(0, ref.target).filter((x): x is string => !!x),
    )
      ? [id]
      : [];
  }
  switch (ref) {
    case "self":
      return [link.card];
    case "your-hero":
      return [s.players[seat]!.hero];
    case "you":
      return [`p${seat}`];
    case "each-opposing-character":
      return party(s, opp(seat));
    case "each-character-in-your-party":
      return party(s, seat);
    case "each-character":
      return [...party(s, s.active), ...party(s, opp(s.active))];
  }
}

/** The source of damage or healing: "your hero" or the card itself (001 407.2c). */
const sourceOf = (s: WowState, link: Link, by: "your-hero" | "self" | undefined): string =>
  by === "self" ? link.card : s.players[link.controller]!.hero;

/** Runs one instruction (a verb). */
function runEffect(s: WowState, link: Link, specs: readonly TargetSpec[], e: Effect): void {
  switch (e.op) {
    case "damage":
    case "heal":
      // 001 404.4 / 406.2: one packet per character; a packet under 1 is never created (407.2a).
      if (e.amount < 1) return;
      for (const to of resolveRef(s, link, specs, e.to).filter((id) => isCharacter(s, id)))
        s.packets.push({
          kind: e.op,
          amount: e.amount,
          to,
          source: sourceOf(s, link, e.by),
          controller: link.controller,
          type: e.op === "damage" ? e.type : null,
          combat: false,
          preventable: true,
        });
      return;
    case "draw":
      for (const p of resolveRef(s, link, specs, e.who)) draw(s, Number(p.slice(1)) as Seat, e.amount);
      return;
    case "discard":
      for (const p of resolveRef(s, link, specs, e.who)) askDiscard(s, Number(p.slice(1)) as Seat, e.amount, "effect");
      return;
    case "destroy":
    case "exhaust":
    case "to-hand":
    case "remove":
      for (const id of resolveRef(s, link, specs, e.what)) change(s, e.op, id);
      return;
  }
}

function change(s: WowState, op: "destroy" | "exhaust" | "to-hand" | "remove", id: string): void {
  const name = nameOf(s, id);
  if (op === "exhaust") obj(s, id).exhausted = true;
  else if (op === "destroy") destroy(s, id);
  else moveTo(s, id, op === "to-hand" ? "hand" : "rfg");
  s.log.push({
    text: `${name} is ${op === "to-hand" ? "returned to its owner's hand" : `${op}ed`}.`.replace(
      "removeed",
      "removed from the game",
    ),
  });
}

/**
 * Runs a resolving link's instructions in order. A link with targets all of which became illegal does nothing
 * (CR 7.4 709.2). A discard instruction stops the run to ask (the rest of the link continues after the answer is
 * not needed: discard is always last in the implemented cards).
 */
export function runEffects(s: WowState, link: Link, specs: readonly TargetSpec[], effects: readonly Effect[]): void {
  if (specs.length > 0) {
    const live = link.targets.filter(
      (id, i) =>
        id &&
        legalTarget(
          s,
          specs[i]!,
          id,
          link.controller,
          link.targets.slice(0, i).filter((x): x is string => !!x),
        ),
    );
    if (live.length === 0) {
      s.log.push({ text: "Every target is gone: the link does nothing." });
      return;
    }
  }
  for (const e of effects) runEffect(s, link, specs, e);
}
