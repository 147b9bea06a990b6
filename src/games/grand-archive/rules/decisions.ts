/**
 * Answering a pending decision (the picks were already checked against the offered options by the engine's
 * `checkAnswer`): each continuation carries on the step of the rules that asked.
 */
import type { Rejection } from "../../../engine/index.js";
import { askRetaliation, beginCombat, payAttackCost, payWeaponThenCombat } from "./combat.js";
import { planMaterialize, executeMaterialize, payMemory, payReserve, reserveCards } from "./playing.js";
import { pushLayer } from "./timing.js";
import { sacrifice } from "./alchemy.js";
import { type GaState, card, log, mutCard } from "./state.js";
import { moveCard, nameOf } from "./zones.js";

/** Applies the answer `picks` to `s.ask` (already validated). Returns a rejection only for an impossible pick. */
export function answer(s: GaState, picks: readonly string[]): Rejection | null {
  const ask = s.ask!;
  const then = ask.then;
  const pick = picks[0] ?? "none";
  s.ask = null;
  switch (then.k) {
    case "materializePhase": {
      if (pick === "none") return null;
      if (card(s, pick).preserved) {
        moveCard(s, pick, "hand"); // instead of materializing (CR Keywords: Preserve 1-2)
        log(s, `P${ask.seat + 1} returns the preserved ${nameOf(s, pick)} to their hand.`);
        return null;
      }
      const plan = planMaterialize(s, ask.seat, pick);
      if ("code" in plan) return plan;
      executeMaterialize(s, ask.seat, pick, plan.cost);
      return null;
    }
    case "payReserve":
      reserveCards(s, ask.seat, picks);
      return null;
    case "payFloating":
      payMemory(s, ask.seat, picks, then.amount);
      return null;
    case "retaliate":
      if (pick !== "none" && s.combat) {
        mutCard(s, pick).rested = true; // CR Retaliation Step 3
        s.combat.retaliators = [...s.combat.retaliators, pick];
        log(s, `${nameOf(s, pick)} retaliates.`);
        if (s.combat.cleave) askRetaliation(s); // each defending unit of a Cleave attack may (Keywords: Cleave 5)
      }
      return null;
    case "retaliationOrder":
      if (s.combat) s.combat.damageOrder = [...(s.combat.damageOrder ?? []), pick]; // CR Damage Step 2
      return null;
    case "intercept":
      if (pick !== "none" && s.combat) {
        s.combat.defender = pick; // CR Keywords: Intercept
        log(s, `${nameOf(s, pick)} intercepts the attack.`);
      }
      return null;
    case "attackTarget":
      declareFromIntent(s, then.entry.controller, pick);
      return null;
    case "trigger":
      pushLayer(s, { ...then.entry, targets: [pick] });
      if (then.entry.reserveDue) payReserve(s, ask.seat, then.entry, then.entry.reserveDue); // after the target
      return null;
    case "triggerMode": {
      // Chosen as it goes on the stack and remembered by its source (CR Triggered Abilities 5.1; Ability Tracking 1-2).
      const src = card(s, then.entry.source);
      mutCard(s, src.id).chosen = [...(src.chosen ?? []), pick];
      log(s, `P${ask.seat + 1} chooses: ${ask.options.find((o) => o.id === pick)?.label ?? pick}.`);
      pushLayer(s, { ...then.entry, mode: pick });
      return null;
    }
    case "triggerOrder": {
      // The picked trigger goes to the front of the queue, marked: the loop puts it on the stack next.
      const i = Number(pick);
      const t = s.triggers[i];
      if (t) s.triggers = [{ ...t, chosen: true }, ...s.triggers.filter((_, k) => k !== i)];
      return null;
    }
    case "extraDamageTarget":
      if (s.combat) {
        s.combat.extra = pick;
        log(s, `${nameOf(s, pick)} is also dealt the attack's combat damage.`);
      }
      return null;
    case "payAttackCost":
      payAttackCost(s, ask.seat, picks);
      beginCombat(s, ask.seat, then.attacker, then.target, then.weapon);
      return null;
    case "unique": {
      // The others of that name are sacrificed (CR Card Types - Supertypes: Unique 1; Game Terms: Sacrifice).
      const kept = card(s, pick);
      for (const id of [...s.players[ask.seat].field])
        if (id !== pick && card(s, id).card === kept.card) sacrifice(s, id);
      return null;
    }
    case "effect": {
      const t = s.tasks[s.tasks.length - 1];
      if (t) t.answer = picks;
      return null;
    }
  }
}

/** The attack declaration after an attack card enters intent (CR Card Types - Attack 6; Attacking 5.2). */
function declareFromIntent(s: GaState, seat: GaState["active"], pick: string): void {
  const [target, weapon] = pick.split("+") as [string, string | undefined];
  payWeaponThenCombat(s, seat, s.players[seat].champion!, target, weapon ?? null);
}
