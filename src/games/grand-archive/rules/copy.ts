/**
 * Copies of card activations (CR Game Mechanics - Copy; Copying Abilities, Card Activations and Materializations
 * 1-5): a copy is another layer of the same card on the Effects Stack, above the copied one, with the same targets
 * and choices (its paid optional cost included), controlled by the player who made it (Copy 3). It is still a card
 * activation (Copy 1.a) but not activated by anyone, so nothing that counts activations sees it. It never moves
 * the card: it ceases to exist as it resolves, fizzles or is negated (Copying Abilities 5).
 */
import type { Effect, Filter } from "../cards/types.js";
import { type Run, ask, takeAnswer } from "./asking.js";
import { abilitiesOf, fieldObjects, matches } from "./characteristics.js";
import { cardData } from "./catalogue.js";
import { type GaState, type Seat, type StackEntry, type Task, card, freshId, log } from "./state.js";
import { summonToken } from "./tokens.js";
import { effectsOf, targetCandidates, targetSelectors } from "./targets.js";
import { enterField, nameOf } from "./zones.js";

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

/** The filter of card `id`'s "enters the field as a copy of any <filter>" ability, if it has one (Static Copying 1). */
export function entersAsCopyFilter(s: GaState, id: string): Filter | undefined {
  const c = card(s, id);
  for (const a of abilitiesOf(s, c.card, c.owner, id)) if (a.kind === "entersAsCopy") return a.filter;
  return undefined;
}

/**
 * Card `id` enters the field under `seat` with "enters the field as a copy of any <filter> on the field" (Clockwork
 * Amalgam; resolving, or returned by Suppress) for task `t`: `seat` chooses an object on the field (either player's)
 * as it enters, one option per card copied (objects of one card copy alike: only the base printing of the current
 * face is copied, and a copy is copied as what it copies). It enters as that copy, not as a triggered ability, and
 * the copied card's On Enter abilities trigger (CR Game Mechanics - Copy: Static Copying 1-2; Copying Objects 1,
 * 1.a, 2, 4, 5). With nothing to copy it enters as itself (docs/grand-archive.md, decisions).
 */
export function enterAsCopy(s: GaState, t: Task, filter: Filter, id: string, seat: Seat): Run {
  const first = new Map<string, string>(); // copied card → its first object (by timestamp)
  for (const o of fieldObjects(s))
    if (o.id !== id && !first.has(o.card) && matches(s, o, filter, seat, id)) first.set(o.card, o.id);
  const copied = [...first.keys()];
  let pick = copied[0];
  if (copied.length > 1) {
    if (!t.asked) {
      const opts = copied.map((c) => ({ id: c, label: `A copy of ${cardData(c).name}`, object: first.get(c)! }));
      return ask(s, t, seat, "mode", `Choose the object ${nameOf(s, id)} enters as a copy of.`, opts);
    }
    const answer = takeAnswer(t);
    pick = answer && copied.includes(answer) ? answer : copied[0];
  }
  enterField(s, id, seat, pick ? { copyOf: pick } : {});
  return "next";
}
