/**
 * Copies of card activations (CR Game Mechanics - Copy; Copying Abilities, Card Activations and Materializations
 * 1-5): a copy is another layer of the same card on the Effects Stack, above the copied one, with the same targets
 * and choices (its paid optional cost included), controlled by the player who made it (Copy 3). It is still a card
 * activation (Copy 1.a) but not activated by anyone, so nothing that counts activations sees it. It never moves
 * the card: it ceases to exist as it resolves, fizzles or is negated (Copying Abilities 5).
 */
import type { Effect } from "../cards/types.js";
import { type Run, ask, takeAnswer } from "./asking.js";
import { matches } from "./characteristics.js";
import { type GaState, type StackEntry, type Task, card, freshId, log } from "./state.js";
import { summonToken } from "./tokens.js";
import { effectsOf, targetCandidates, targetSelectors } from "./targets.js";
import { nameOf } from "./zones.js";

/**
 * Runs "Copy target card activation[. You may choose new targets for the copy.]" for task `t` (`target`: the
 * copied card on the Effects Stack). New targets are asked for the copy's first target only, the current one
 * offered as "keep" (Copy 5-5.1: choices made for the original are not changed).
 */
export function copyActivation(
  s: GaState,
  t: Task,
  e: Extract<Effect, { op: "copyActivation" }>,
  target: string | undefined,
): Run {
  const seat = t.entry.controller;
  const layer = s.stack.find((x) => x.kind === "activation" && x.source === target && !x.copy);
  if (!layer) return "next"; // it left the Effects Stack: nothing to copy
  const copy: StackEntry = {
    id: freshId(s, "e"),
    kind: "activation",
    source: layer.source,
    controller: seat,
    targets: [...layer.targets],
    ...(layer.paidExtra ? { paidExtra: true } : {}),
    copy: true,
  };
  const sel = targetSelectors(effectsOf(s, copy))[0];
  if (e.newTargets && sel && layer.targets.length) {
    if (!t.asked) {
      const keep = layer.targets[0]!;
      const others = targetCandidates(s, sel, seat, layer.source).filter((id) => id !== keep);
      if (others.length) {
        const opts = [
          { id: "keep", label: `Keep ${nameOf(s, keep)}` },
          ...others.map((id) => ({ id, label: nameOf(s, id) })),
        ];
        return ask(
          s,
          t,
          seat,
          "target",
          `You may choose a new target for the copy of ${nameOf(s, layer.source)}.`,
          opts,
        );
      }
    } else {
      const pick = takeAnswer(t);
      if (pick && pick !== "keep") copy.targets[0] = pick;
    }
  }
  s.stack.push(copy);
  log(s, `P${seat + 1} copies the activation of ${nameOf(s, layer.source)}.`);
  return "next";
}

/**
 * "Summon a token copy of a(n) <filter> you control" for task `t`: the object is chosen as it resolves, one option
 * per name (objects of one name copy alike); the copy is a token of its card (CR Game Mechanics - Copy 1.c; Copying
 * Objects 1, 4: nothing of the original's counters, statuses or later changes).
 */
export function summonTokenCopy(s: GaState, t: Task, e: Extract<Effect, { op: "summonTokenCopy" }>): Run {
  const seat = t.entry.controller;
  const ids = s.players[seat].field.filter((id) => matches(s, card(s, id), e.filter, seat, t.entry.source));
  const names = [...new Set(ids.map((id) => nameOf(s, id)))];
  if (!names.length) return "next";
  let name = names[0]!;
  if (names.length > 1) {
    if (!t.asked) {
      const opts = names.map((n) => ({ id: n, label: `Summon a token copy of ${n}` }));
      return ask(s, t, seat, "mode", "Choose the object to copy.", opts);
    }
    const pick = takeAnswer(t);
    if (!pick || !names.includes(pick)) return "next";
    name = pick;
  }
  summonToken(s, seat, name, { copy: true });
  return "next";
}
