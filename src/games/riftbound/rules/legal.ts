/**
 * Legal actions for a seat (589): generated candidates filtered by `checkAction`, the same checks and plans the
 * actions run before changing anything — no candidate is tried out (issue "Engine speed"), so the list is exactly
 * what the rules accept. Used by the random soak player, the bot's buttons and pass-when-nothing-to-do.
 */
import type { Seat, Rejection } from "../../../engine/index.js";
import { executionSpecs } from "./repeat.js";
import { spellParts } from "./spell-modes.js";
import { cardScript } from "../cards/registry.js";
import type { TargetSpec } from "../cards/types.js";
import type { RbAction } from "./actions.js";
import { checkAction } from "./answers.js";
import {
  activeSpecs,
  addsBattlefield,
  checkPlaySource,
  destinationAfterPaying,
  mayPlayFromTrash,
  type OutsideMainTiming,
  outsideMainTiming,
  timingRefusedByCode,
  type CardDestinationFacts,
  type CodePlayFacts,
  playFactsOf,
  type KilledForCost,
  type PlayAction,
  type SharedCosts,
  sharedPlayCosts,
  playDestination,
} from "./playing.js";
import { hideCostMods, checkHideTiming, checkHideCard, checkHideAt, planHideCost } from "./keywords.js";
import {
  energyPermission,
  hasFlow,
  mayAfford,
  mayAffordAccelerated,
  passivesOfCard,
  repeatInstances,
  returnCostChoices,
  returnCostFilter,
  battlefieldCosts,
  costReadsChoices,
  boardCostReadsChoices,
} from "./costs.js";
import { readOnly, obj, objAt } from "./objects.js";
import { legalTargetsFor, mightBelow } from "./effect-context.js";
import { checkAssignment, type Receiver, receiversOf } from "./combat.js";
import {
  activationCostCards,
  activationPayment,
  activationTargets,
  checkActivation,
  mayGrantAbilities,
  usableAbilities,
} from "./abilities.js";
import { timingAllows, windowFor } from "./timing.js";
import { checkPass, invite, type Window } from "./chains.js";
import { checkEndTurn } from "./turn.js";
import { facedownAt } from "./board.js";
import { checkMoveTax, checkMoveTiming, type MoveDestinations, moveToRefusal, unitMoveRefusal } from "./movement.js";
import { cardIs, groupOk, matches, sameControllerOk } from "./selectors.js";
import { chainChoiceOk } from "./chain-choices.js";
import { unitsOf, isTeammate, listsTwice, stat, err } from "./util.js";
import type { Location, RbState, Writable } from "./state.js";
import { hasKeyword, keywordGivenNow } from "./layers.js";
import { baseAndBattlefieldIds } from "./zones.js";
import { anyCardOfMatch, matchMentions } from "./mentions.js";
import { cardData, codeTable } from "./catalogue.js";

/** Choices for "any number of" targets with a group constraint: small sets (1-3) that meet it (CR 1.4 355.11). */
function groupOptions(s: RbState, spec: TargetSpec, legal: readonly string[], seat: Seat): string[][] {
  const out: string[][] = [];
  for (let k = 1; k <= Math.min(3, legal.length); k++)
    for (const c of combos(legal, k, 12)) if (!spec.group || groupOk(s, c, spec.group, seat)) out.push(c);
  return out.slice(0, 6);
}

function combos<T>(items: readonly T[], k: number, cap: number): T[][] {
  const out: T[][] = [];
  combosFrom(items, k, cap, 0, [], out);
  return out;
}

/** The combinations of {@link combos} that extend `acc` with items from `start` on (module level: no closure per call). */
function combosFrom<T>(items: readonly T[], k: number, cap: number, start: number, acc: T[], out: T[][]): void {
  if (out.length >= cap) return;
  if (acc.length === k) {
    out.push(acc.slice());
    return;
  }
  for (let i = start; i < items.length; i++) {
    acc.push(items[i]!);
    combosFrom(items, k, cap, i + 1, acc, out);
    acc.pop();
  }
}

/** Every action or answer `seat` may submit now (capped enumeration of choices). Concede is always legal. */
export function legalActions(s: RbState, seat: Seat): RbAction[] {
  return readOnly(s, () => legalActionsOf(s, seat));
}

/**
 * Candidates for a pending question other than priority and Focus: its options (the answer is checked later, but a
 * damage assignment is decided here with the units it read, as `checkAnswer` would: 626.1.d).
 */
function answerCandidates(s: RbState, p: NonNullable<RbState["pending"]>, cands: RbAction[], verdict: Verdicts): void {
  if (p.kind === "assignDamage") {
    const units = (p.data?.units as string[]) ?? [];
    const total = (p.data?.total as number) ?? 0;
    // Lethal-first in order, Tank units first, the rest to the last unit (626.1.d). Each unit read once.
    // A unit that "must be assigned combat damage last" stays last even with Tank (as checkAssignment reads it).
    const read = receiversOf(s, units);
    const order = read.slice().sort((a, b) => assignRank(a) - assignRank(b));
    const assign: Record<string, number> = {};
    let left = total;
    for (const u of order) {
      const n = Math.min(left, u.lethal);
      assign[u.id] = n;
      left -= n;
    }
    if (left > 0 && order.length)
      assign[order[order.length - 1]!.id] = (assign[order[order.length - 1]!.id] ?? 0) + left;
    cands.push({ type: "choose", decision: p.id, assign });
    // `checkAnswer`'s route test, then `checkAssignment` with these units (the question is this seat's, this one).
    if (p.data?.route === "assignDamage")
      verdict[cands.length - 1] =
        checkAssignment(s, p.data.units as string[], p.data.total as number, assign, read) === null;
  } else if (p.kind === "orderTriggers") {
    const ids = p.options.map((o) => o.id);
    const ok = optionsAccepted(p, ids) && ids.length >= p.min && ids.length <= p.max;
    cands.push({ type: "choose", decision: p.id, order: ids });
    verdict[cands.length - 1] = ok;
    cands.push({ type: "choose", decision: p.id, order: ids.slice().reverse() });
    verdict[cands.length - 1] = ok;
  } else {
    const ids = p.options.map((o) => o.id);
    const ok = optionsAccepted(p, ids);
    for (let k = p.min; k <= p.max; k++)
      for (const c of combos(ids, k, 12)) {
        cands.push({ type: "choose", decision: p.id, cards: c });
        verdict[cands.length - 1] = ok;
      }
  }
}

/**
 * Does `checkAnswer` accept every set of distinct options of this question with a count from `min` to `max` (the
 * candidates built here)? Yes unless its route wants a damage assignment (626.1.d) or two options share an id (a
 * set naming both would list one twice). `ids`: the options' ids in order.
 */
function optionsAccepted(p: NonNullable<RbState["pending"]>, ids: readonly string[]): boolean {
  return p.data?.route !== "assignDamage" && new Set(ids).size === ids.length;
}

/** The order of a receiving unit in the offered assignment (626.1.d): Tank first, "assigned last" last. */
function assignRank(u: Receiver): number {
  return u.last ? 2 : u.tank ? 0 : 1;
}

/** The target sets of a card or ability that chooses nothing: none (shared, read-only). */
const NO_TARGET_SETS: readonly undefined[] = [undefined];

/** The target sets tried for a card's spell choices (559.3), capped: none first, then combinations. */
function targetSetsOf(
  s: RbState,
  seat: Seat,
  id: string,
  specs: readonly TargetSpec[],
): readonly (Record<string, string[]> | undefined)[] {
  if (!specs.length) return NO_TARGET_SETS;
  const out: (Record<string, string[]> | undefined)[] = [undefined];
  const fromHidden = obj(s, id).zone === "facedown" ? obj(s, id).bf! : null;
  let sets: Record<string, string[]>[] = [{}];
  for (const spec of specs) {
    const legal = legalTargetsFor(s, spec, seat, id, fromHidden);
    const n = Math.min(spec.count ?? 1, legal.length);
    const options = spec.any ? groupOptions(s, spec, legal, seat) : combos(legal, n, 6);
    const next: Record<string, string[]>[] = [];
    // A spec with none of the constraints below pairs every earlier set with every option (no checks, no closures).
    const loose =
      spec.distinctFrom === undefined &&
      spec.lessMightThan === undefined &&
      spec.chainItem === undefined &&
      spec.sameControllerAs === undefined;
    // Only the first 12 sets are kept: building stops there (the checks only read the state).
    for (let bi = 0; bi < sets.length && next.length < 12; bi++) {
      const base = sets[bi]!;
      for (let oi = 0; oi < options.length && next.length < 12; oi++) {
        const o = options[oi]!;
        if (!loose && !constrainedOk(s, seat, id, spec, base, o)) continue;
        const set = { ...base }; // then assigned: a field after a spread in a literal is a slow keyed store in V8
        set[spec.id] = o;
        next.push(set);
      }
    }
    sets = next;
  }
  out.push(...sets);
  return out;
}

/**
 * Does option `o` of `spec` fit the earlier choices `base` of a card's target set (559.3): "another" (`distinctFrom`),
 * "with less Might than it", a chain item fitting the earlier choice (Repulse), "with the same controller" (Angle Shot).
 */
function constrainedOk(
  s: RbState,
  seat: Seat,
  id: string,
  spec: TargetSpec,
  base: Record<string, string[]>,
  o: string[],
): boolean {
  const other = spec.distinctFrom ? (base[spec.distinctFrom] ?? []) : [];
  const lower = spec.lessMightThan; // "with less Might than it"
  if (lower !== undefined && !o.every((x) => mightBelow(s, x, base[lower]))) return false;
  // "that chooses it and no other friendly unit" (Repulse): only items fitting the earlier choice.
  const ci = spec.chainItem;
  if (ci && !o.every((x) => chainChoiceOk(s, ci, x, base, (y, f) => matches(s, y, f, seat, id)))) return false;
  if (!o.every((x) => sameControllerOk(s, x, spec.sameControllerAs, base))) return false; // Angle Shot
  return !o.some((x) => other.includes(x));
}

/** The verdicts of candidates decided while generated, by their index in the candidate list (others: undefined). */
type Verdicts = (boolean | undefined)[];

/**
 * Play candidates of one card (554-562), decided as they are generated: whether the card may be played at all is
 * checked once; costs and payment once per target set and Accelerate (they do not depend on the destination).
 */
function playCandidates(
  s: RbState,
  seat: Seat,
  id: string,
  cands: RbAction[],
  verdict: Verdicts,
  decision: DecisionPlays,
): void {
  const o = obj(s, id);
  // Outside an open main window most cards are refused by their timing alone (508.1.a, 509.1.a): asked per code first.
  if (decision.timing !== undefined && o.zone !== "facedown" && timingRefusedByCode(o.code, decision.timing)) return;
  const sc = cardScript(o.code);
  if (!sc || sc.unsupported) return;
  const source = checkPlaySource(s, seat, { type: "play", card: id }, true);
  if ("code" in source) return;
  const fromHidden = source.fromHidden; // 723.1.b: the battlefield of a facedown card
  const pf = playFactsOf(o.code, sc);
  // A card no version of which can be paid is dropped before its targets and costs are planned (561; the
  // payment plan is remembered per cost while legal actions are read, so the plans that follow reuse it).
  if (!mayAfford(s, seat, id, fromHidden)) return;
  const ignoreEnergy = energyPermission(s, seat, id) !== undefined; // the same for every mode, destination and target
  const plain = !pf.spell?.modes && plainIsAfforded(s, fromHidden, ignoreEnergy, pf, decision);
  // CR 1.4 355.3: a modal spell is offered once per mode, each with that mode's choices.
  // The card's own destination answers, shared by its modes: `addsBattlefield` known per code when it has no such passive.
  const facts: CardDestinationFacts = pf.addsBattlefield ? {} : { adds: null };
  // Units whose destinations read nothing of the card share their verdicts with the decision's others (559.2, 562.3).
  const common = pf.commonDestinations && fromHidden === null ? decision.unitDestinations : undefined;
  for (let m = 0; m < pf.modes.length; m++) {
    const specs = activeSpecs(s, seat, id, pf.modeTargets[m]!);
    const free = specs.length > 0 && specs.every(isFreeSpec) ? specs : undefined;
    const memo = playMemo(facts, plain, common, ignoreEnergy, free, fromHidden);
    modeCandidates(s, seat, id, pf.modes[m], specs, cands, verdict, memo, pf, decision);
  }
}

/**
 * A target spec whose target sets {@link targetSetsOf} builds only from its legal targets (559.3): no constraint
 * between choices (another, same controller or location, elsewhere, less Might, split damage, together, chain items).
 * `chooseTargets` accepts each such set as it is: every pick is a legal target, distinct, and as many as the spec asks
 * (or every legal one when fewer).
 */
function isFreeSpec(sp: TargetSpec): boolean {
  return (
    sp.chainItem === undefined &&
    sp.sameControllerAs === undefined &&
    sp.sameLocationAs === undefined &&
    sp.group === undefined &&
    sp.distinctFrom === undefined &&
    sp.lessMightThan === undefined &&
    sp.elsewhereThan === undefined &&
    sp.atMostMightOf === undefined &&
    sp.eachLocation === undefined
  );
}

/** The objects a target set of free specs ({@link isFreeSpec}) chooses, in spec order (`chooseTargets`'s `ids`). */
function chosenIdsOf(s: RbState, specs: readonly TargetSpec[], set: Readonly<Record<string, string[]>>): string[] {
  const ids: string[] = [];
  for (const spec of specs)
    if (!spec.notTarget) for (const id of set[spec.id] ?? []) if (objAt(s, id) !== undefined) ids.push(id);
  return ids;
}

/**
 * What the play candidates of one decision share (one `legalActions` reading, one seat): the verdicts of the plays of
 * units with {@link CodePlayFacts.commonDestinations} whose costs kill nothing, by destination slot ({@link acceptsPlay};
 * no Dragon Roost slot), since no such verdict reads the card.
 */
interface DecisionPlays {
  readonly unitDestinations: (boolean | undefined)[];
  /** Where a unit may be named to go (559.2): the base, then each battlefield. */
  readonly unitTo: readonly PlayAction["to"][];
  /** Some board `cost` passive reads what a play chooses (`boardCostReadsChoices`); undefined until asked. */
  boardReadsChoices: boolean | undefined;
  /** Something gives [Accelerate] now (layers.ts `keywordGivenNow`, 717); undefined until asked. */
  accelerateGiven: boolean | undefined;
  /** The reading's timing outside an open main window (`outsideMainTiming`); undefined in it. */
  readonly timing: OutsideMainTiming | undefined;
}

/** A fresh {@link DecisionPlays} for a reading of `s` in window `w` (512). */
function decisionPlays(s: RbState, w: Window): DecisionPlays {
  const unitTo: PlayAction["to"][] = ["base"];
  for (const b of s.battlefields) unitTo.push(b.index);
  return {
    unitDestinations: [],
    unitTo,
    boardReadsChoices: undefined,
    accelerateGiven: undefined,
    timing: outsideMainTiming(s, w),
  };
}

/** Does an effect or a board object give [Accelerate] now (717; layers.ts `keywordGivenNow`), asked once per reading. */
function accelerateGiven(s: RbState, decision: DecisionPlays): boolean {
  if (decision.accelerateGiven === undefined) decision.accelerateGiven = keywordGivenNow(s, "Accelerate");
  return decision.accelerateGiven;
}

/** Where a card that is not a unit is played (559.2: no destination named). */
const NO_DESTINATION: readonly PlayAction["to"][] = [undefined];

/** No additional-cost version of a play ({@link costChoices} of a card with none). */
const NO_COST_CHOICES: readonly CostChoice[] = [];

/**
 * Is the plain play of an affordable card (`mayAfford` said yes) paid as `mayAfford` planned it (560-561) when it adds
 * no Deflect pip (721.1.c: a play choosing nothing adds none), and without additional-cost passives `planExtraCosts` adds, kills and
 * refuses nothing (560.2); the cost is then the base (or Flow) cost with the same discounts (560.4: none reads a
 * choice, `costReadsChoices`) and the payment `mayAfford` found. Not from facedown (723, planned for 0) nor with an
 * Energy permission (560.1.b, `ignoreEnergy`): `mayAfford` answers those without a plan.
 */
function plainIsAfforded(
  s: RbState,
  fromHidden: number | null,
  ignoreEnergy: boolean,
  pf: CodePlayFacts,
  decision: DecisionPlays,
): boolean {
  if (fromHidden !== null || ignoreEnergy || !pf.plainCost) return false; // the card's own passives, per code
  decision.boardReadsChoices ??= boardCostReadsChoices(s); // the board's, once per reading (`costReadsChoices`)
  return !decision.boardReadsChoices;
}

/** The planned costs of a plain play {@link plainIsAfforded} settles: payable, killing nothing (562.3 reads only that). */
const PLAIN_PAID: KilledForCost = { extra: { killForCost: [] } };

/** The refusal of such a play's Accelerate version that cannot be paid (561.1; only counted, never shown). */
const UNPAID: Rejection = err("play/cannot-pay", "The cost cannot be paid.", "561.1");

/** Play candidates of one card in one mode (CR 1.4 355.3; `undefined`: not modal), as {@link playCandidates}. */
function modeCandidates(
  s: RbState,
  seat: Seat,
  id: string,
  mode: number | undefined,
  specs: readonly TargetSpec[],
  cands: RbAction[],
  verdict: Verdicts,
  memo: PlayMemo,
  pf: CodePlayFacts,
  decision: DecisionPlays,
): void {
  const st = stat(s, id);
  const plain = memo.plain;
  const fromHidden = memo.fromHidden;
  const targetSets = targetSetsOf(s, seat, id, specs);
  // CR 1.4 187.9: a unit that adds its battlefield as it is played enters there, wherever it was named to go.
  const dests =
    st.type === "Unit" && (fromHidden !== null || !pf.addsBattlefield || addsBattlefield(s, id) === null)
      ? decision.unitTo
      : NO_DESTINATION;
  // 717: keywords are computed only where the code names Accelerate or something gives it now (once per reading).
  const accelerate =
    st.type === "Unit" && (pf.namesAccelerate || accelerateGiven(s, decision)) && hasKeyword(s, id, "Accelerate");
  if (plain && specs.length === 0) {
    memo.costs.set(0, PLAIN_PAID); // the plain play choosing nothing (`plainIsAfforded`)
    // 717: its Accelerate version costs what `mayAfford` planned plus Accelerate's cost (`mayAffordAccelerated`).
    if (accelerate) memo.costs.set("+#0", mayAffordAccelerated(s, seat, id) ? PLAIN_PAID : UNPAID);
  }
  const roosts = fromHidden === null ? battlefieldCosts(s, id) : [];
  const choices = pf.costChoices ? costChoices(s, seat, id) : NO_COST_CHOICES;
  const ignoreEnergy = memo.ignoreEnergy;
  for (const to of dests) {
    for (let ti = 0; ti < targetSets.length; ti++) {
      const t = targetSets[ti];
      const a = playOf(id, to, t, mode);
      cands.push(a);
      verdict[cands.length - 1] = acceptsPlay(s, seat, a, "", ti, fromHidden, memo);
      if (accelerate) {
        // Built afresh, not `{ ...a }` then assigned: a field added to a spread copy is a slow store in V8.
        const b = playOf(id, to, t, mode);
        b.accelerate = true;
        cands.push(b);
        verdict[cands.length - 1] = acceptsPlay(s, seat, b, "+", ti, fromHidden, memo);
      }
      for (const c of choices) {
        const b = withCostChoice(a, c);
        cands.push(b);
        verdict[cands.length - 1] = acceptsPlay(
          s,
          seat,
          b,
          `:${c.optional ?? ""}:${c.costCard ?? ""}`,
          ti,
          fromHidden,
          memo,
        );
      }
      // CR 1.4 356.2: the same play paying a battlefield's additional cost that sends it there (Dragon Roost).
      if (typeof to === "number" && roosts.some((g) => g.bf === to)) {
        const b = playOf(id, to, t, mode);
        b.optional = ["battlefieldCost"];
        cands.push(b);
        verdict[cands.length - 1] = acceptsPlay(s, seat, b, `^${to}`, ti, fromHidden, memo);
      }
      // 567, 560.1.b: the same play using a permission to ignore its Energy cost (Jayce, Man of Progress).
      if (ignoreEnergy) {
        const b = playOf(id, to, t, mode);
        b.optional = ["ignoreEnergy"];
        cands.push(b);
        verdict[cands.length - 1] = acceptsPlay(s, seat, b, "~", ti, fromHidden, memo);
      }
    }
  }
  if (st.type === "Spell") repeatCandidates(s, seat, id, mode, cands, verdict, memo, pf.spell); // 820: only spells
}

/**
 * The play of `card` naming a destination, target set and mode when given: optional fields by assignment, not spreads
 * in the literal (each a slow copy in V8), in the order `to`, `targets`, `mode`; a version's field is assigned after
 * them (the keys and order a `{ ...a }` copy of the plain play would have).
 */
function playOf(
  card: string,
  to: PlayAction["to"],
  targets: PlayAction["targets"],
  mode: number | undefined,
): Writable<PlayAction> {
  const a = { type: "play", card } as Writable<PlayAction>;
  if (to !== undefined) a.to = to;
  if (targets) a.targets = targets;
  if (mode !== undefined) a.mode = mode;
  return a;
}

/**
 * CR 1.4 820: the plays of a spell with Repeat costs paid — every set of its Repeats (820.1.c.2; the first one alone,
 * each alone and all of them when it has many), the repeated executions' targets chosen too (820.2). A modal spell
 * repeats its mode, or with `distinctModes` takes the next modes in order (820.2.a; other orders are legal too).
 */
function repeatCandidates(
  s: RbState,
  seat: Seat,
  id: string,
  mode: number | undefined,
  cands: RbAction[],
  verdict: Verdicts,
  memo: PlayMemo,
  spell: CodePlayFacts["spell"],
): void {
  const reps = repeatInstances(s, seat, id);
  if (reps.length === 0) return;
  const fromHidden = memo.fromHidden;
  const n = spell?.modes?.length ?? 0;
  for (const paid of repeatSubsets(reps.map((r) => r.id))) {
    const extra = spell?.distinctModes && mode !== undefined ? paid.map((_, i) => (mode + i + 1) % n) : undefined;
    if (extra && paid.length + 1 > n) continue;
    const modes = [mode, ...paid.map((_, i) => extra?.[i] ?? mode)];
    const specs = executionSpecs(
      modes.map((m) => ({ targets: activeSpecs(s, seat, id, spellParts(spell, m).targets, paid) })),
    );
    const sets = targetSetsOf(s, seat, id, specs);
    const discards = reps.some((r) => r.discard && paid.includes(r.id));
    for (let ti = 0; ti < sets.length; ti++) {
      const t = sets[ti];
      const a: PlayAction = {
        type: "play",
        card: id,
        optional: paid,
        ...(t ? { targets: t } : {}),
        ...(mode !== undefined ? { mode } : {}),
        ...(extra?.length ? { repeatModes: extra } : {}),
      };
      const version = `r${paid.join("+")}`;
      cands.push(a);
      verdict[cands.length - 1] = acceptsPlay(s, seat, a, version, ti, fromHidden, memo);
      // "[Repeat] — Discard 1": one candidate per card that could be discarded (capped).
      if (discards)
        for (const c of s.players[seat]!.hand.filter((h) => h !== id).slice(0, 6)) {
          const b = { ...a } as Writable<PlayAction>; // then assigned (a field after a spread is slow in V8)
          b.costCards = [c];
          cands.push(b);
          verdict[cands.length - 1] = acceptsPlay(s, seat, b, `${version}:${c}`, ti, fromHidden, memo);
        }
    }
  }
}

/** The sets of Repeat ids offered (820.1.c.2): every non-empty set of up to three, else each alone and all. */
function repeatSubsets(ids: readonly string[]): string[][] {
  if (ids.length > 3) return [...ids.map((x) => [x]), [...ids]];
  const out: string[][] = [];
  for (let m = 1; m < 1 << ids.length; m++) out.push(ids.filter((_, i) => m & (1 << i)));
  return out;
}

/**
 * What one card's plays share while they are decided (one mode): the cost plans by key (targets and optional costs),
 * and the destination verdicts by `to` and Dragon Roost (559.2: `playDestination` reads nothing else of the play),
 * with 562.3 decided too when the costs kill nothing.
 */
interface PlayMemo {
  /** By version of the play and target set (`version#ti`). */
  readonly costs: Map<string | number, KilledForCost | Rejection>;
  /**
   * The cost plans shared by target sets adding no Deflect pip; null when the card's cost reads a choice, undefined
   * until a target set asks (a card without targets never does).
   */
  shared: SharedCosts | null | undefined;
  /** By destination slot (`acceptsPlay`). */
  readonly dests: ({ destination: Location | undefined } | Rejection | undefined)[];
  readonly afterCosts: (boolean | undefined)[];
  /** What `playDestination` reads of the card alone, for every destination and mode. */
  readonly facts: CardDestinationFacts;
  /** The card's plain play is paid when it adds no Deflect pip (`plainIsAfforded`). */
  readonly plain: boolean;
  /** The decision's shared verdicts ({@link DecisionPlays}) when the card's destinations read nothing of it. */
  readonly common: (boolean | undefined)[] | undefined;
  /** A permission lets the card be played ignoring its Energy cost (560.1.b, `energyPermission`). */
  readonly ignoreEnergy: boolean;
  /** The mode's target specs when every one is free ({@link isFreeSpec}); undefined otherwise. */
  readonly freeSpecs: readonly TargetSpec[] | undefined;
  /** The battlefield the card is played from facedown (723.1.b), else null (`checkPlaySource` read it). */
  readonly fromHidden: number | null;
}

function playMemo(
  facts: CardDestinationFacts,
  plain: boolean,
  common: (boolean | undefined)[] | undefined,
  ignoreEnergy: boolean,
  freeSpecs: readonly TargetSpec[] | undefined,
  fromHidden: number | null,
): PlayMemo {
  return {
    costs: new Map(),
    shared: undefined,
    dests: [],
    afterCosts: [],
    facts,
    plain,
    common,
    ignoreEnergy,
    freeSpecs,
    fromHidden,
  };
}

/**
 * Is the play legal (554-562): its costs planned once per `version` (what it names but its destination and targets)
 * and target set `ti` (the same targets and optional costs cost the same wherever the unit goes, 559.2), or once per
 * version for target sets that cannot change the cost ({@link SharedCosts}); then its destination checked with them,
 * once per destination when no cost kills.
 */
function acceptsPlay(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  version: string,
  ti: number,
  fromHidden: number | null,
  memo: PlayMemo,
): boolean {
  const key = version === "" ? ti : `${version}#${ti}`; // the plain version by number: no text per candidate
  let costs = memo.costs.get(key);
  if (!costs) {
    // CR 1.4 356.4: "spells that choose me cost less" and the like make every target set's cost its own.
    if (a.targets !== undefined && memo.shared === undefined) {
      memo.shared = costReadsChoices(s, a.card) ? null : { byVersion: new Map(), version: "" };
      // The plain version's target sets without a Deflect pip cost what `mayAfford` planned (`plainIsAfforded`).
      if (memo.shared && memo.plain) memo.shared.byVersion.set("", PLAIN_PAID);
    }
    const shared = a.targets !== undefined ? memo.shared : undefined;
    if (shared) shared.version = version;
    // The plain version of a target set of free specs is chosen as built (`chooseTargets` accepts it: `isFreeSpec`).
    const picked =
      version === "" && a.targets !== undefined && memo.freeSpecs !== undefined
        ? chosenIdsOf(s, memo.freeSpecs, a.targets as Record<string, string[]>)
        : undefined;
    costs = sharedPlayCosts(s, seat, a, fromHidden, shared ?? undefined, picked); // only the verdict is read
    memo.costs.set(key, costs);
  }
  if ("code" in costs) return false;
  // The destination's slot: none, the base, then each battlefield without and with its paid cost (Dragon Roost).
  const to = a.to;
  const roost = a.optional?.includes("battlefieldCost") === true;
  const where = to === undefined ? 0 : to === "base" ? 1 : 2 + 2 * to + (roost ? 1 : 0);
  // 562.3 reads the costs only through the units they kill: with none, the verdict is the destination's, the
  // decision's for a unit whose destinations read nothing of it (not a Dragon Roost's, which reads the card).
  const free = costs.extra.killForCost.length === 0;
  const verdicts = free ? (memo.common !== undefined && !roost ? memo.common : memo.afterCosts) : undefined;
  const known = verdicts?.[where];
  if (known !== undefined) return known;
  let dest = memo.dests[where];
  if (!dest) {
    dest = playDestination(s, seat, a, fromHidden, memo.facts);
    memo.dests[where] = dest;
  }
  const ok = !("code" in destinationAfterPaying(s, seat, a, fromHidden, costs, dest));
  if (verdicts) verdicts[where] = ok;
  return ok;
}

/**
 * Standard moves (140) and hides (597, 723) of the turn player in a neutral open state. Moves are decided as they are
 * generated, with `checkMove`'s checks: the timing once (140.1), each unit's own checks once (140, 140.2, 567), the
 * destination's (140.4, each battlefield's shared answers once: `MoveDestinations`) and the additional cost's (560.4)
 * per move. Only accepted moves are listed (a refused one was filtered out anyway), in the same order.
 */
function moveAndHideCandidates(s: RbState, seat: Seat, cands: RbAction[], verdict: Verdicts): void {
  if (checkMoveTiming(s, seat) === null) moveCandidates(s, seat, cands, verdict); // 140.1: else none is legal
  hideCandidates(s, seat, cands, verdict);
}

/** {@link moveAndHideCandidates}' moves once the timing is met: the seat's ready units in base, then at battlefields. */
function moveCandidates(s: RbState, seat: Seat, cands: RbAction[], verdict: Verdicts): void {
  const known: MoveDestinations = [];
  const inBase: string[] = [];
  let allOk = true;
  for (const u of s.players[seat]!.base) allOk = unitMoves(s, seat, u, known, inBase, cands, verdict) && allOk;
  for (const b of s.battlefields)
    for (const u of b.units) allOk = unitMoves(s, seat, u, known, inBase, cands, verdict) && allOk;
  // 140.3: the units in base move together, each listed once (a zone list holds an id once).
  if (inBase.length < 2 || !allOk) return;
  if (listsTwice(inBase)) return;
  for (const b of s.battlefields)
    decidedMove(s, seat, { type: "move", units: inBase, to: b.index }, known, cands, verdict);
}

/**
 * The single-unit moves of board unit `u` (controlled by the mover, ready: field reads before the unit test), a unit
 * in base added to `inBase`. Returns false when a unit in base fails its own checks (then the group move is refused).
 */
function unitMoves(
  s: RbState,
  seat: Seat,
  u: string,
  known: MoveDestinations,
  inBase: string[],
  cands: RbAction[],
  verdict: Verdicts,
): boolean {
  const o = obj(s, u);
  if (o.controller !== seat || o.exhausted) return true;
  // `checkMoveUnit`'s checks with the object read here; of its refusals only "can't be moved" (567) remains.
  const why = unitMoveRefusal(s, seat, u, o);
  if (why === "not-a-unit") return true;
  const ok = why === null;
  if (o.zone === "base") inBase.push(u);
  if (!ok) return o.zone !== "base";
  // A unit is not offered a move to where it already is (140.4, 140.4.b: `checkMove` refuses it anyway).
  if (o.zone !== "base") singleMove(s, seat, u, "base", known, cands, verdict);
  for (const b of s.battlefields)
    if (!(o.zone === "battlefield" && o.bf === b.index)) singleMove(s, seat, u, b.index, known, cands, verdict);
  return true;
}

/**
 * {@link decidedMove} of one unit, its action built only once the destination is accepted (140.4): a refused move
 * allocates nothing. The same checks in the same order.
 */
function singleMove(
  s: RbState,
  seat: Seat,
  u: string,
  to: "base" | number,
  known: MoveDestinations,
  cands: RbAction[],
  verdict: Verdicts,
): void {
  if (moveToRefusal(s, seat, u, to, known) !== null) return;
  const a: RbAction & { type: "move" } = { type: "move", units: [u], to };
  if (checkMoveTax(s, seat, a) !== null) return; // 560.4 (none for one unit; asked as `checkMove` does)
  cands.push(a);
  verdict[cands.length - 1] = true;
}

/**
 * Hides (597, 723) of the hand's [Hidden] cards at each battlefield, decided as generated with `planHide`'s checks:
 * the timing (597.2) and the two costs (723.1.b.1, alternative) once, each card (723.1) once, each battlefield
 * (597.1, 106.4) once.
 */
function hideCandidates(s: RbState, seat: Seat, cands: RbAction[], verdict: Verdicts): void {
  // 723.1: only a card printing [Hidden] is hidden; in a match without one no hand card is read.
  if (!anyCardOfMatch(s, "printsHidden", printsHidden)) return;
  let shared: SharedHideChecks | undefined;
  for (const h of s.players[seat]!.hand) {
    if (!printsHidden(obj(s, h).code)) continue; // the printed keywords (`stat`), known per code
    shared ??= sharedHideChecks(s, seat);
    if (!shared.timing || checkHideCard(s, seat, h) !== null) continue; // every hide of this card is refused
    for (let i = 0; i < s.battlefields.length; i++) {
      if (shared.at[i] !== true) continue;
      const at = s.battlefields[i]!.index;
      // The costs are planned only for a hide that passes the rest (most battlefields are not the seat's); only
      // accepted hides are listed (a refused one was filtered out anyway), in the same order.
      shared.cost ??= !("code" in planHideCost(s, seat, false, undefined));
      if (shared.cost) {
        cands.push({ type: "hide", card: h, at });
        verdict[cands.length - 1] = true;
      }
      if (!shared.alternative) continue;
      shared.altCost ??= !("code" in planHideCost(s, seat, true, undefined));
      if (shared.altCost) {
        cands.push({ type: "hide", card: h, at, alternative: true });
        verdict[cands.length - 1] = true;
      }
    }
  }
}

/** Does the card of `code` print [Hidden] (723), as `hideCandidates` reads it (`stat`: printed data), once per code. */
function printsHidden(code: string): boolean {
  let known = hiddenByCode[code];
  if (known === undefined) {
    known = cardData(code)?.keywords.includes("Hidden") === true;
    hiddenByCode[code] = known;
  }
  return known;
}

/** {@link printsHidden} per code: printed data, never changed once registered (catalogue.ts `registerCards`). */
const hiddenByCode = codeTable<boolean>();

/**
 * What every hide candidate of a seat shares: the timing, whether an alternative cost is offered, each battlefield's
 * checks (by position), and both costs once planned (undefined until then).
 */
interface SharedHideChecks {
  readonly timing: boolean;
  readonly alternative: boolean;
  readonly at: readonly boolean[];
  cost: boolean | undefined;
  altCost: boolean | undefined;
}

/** {@link SharedHideChecks}, asked once per `legalActions` when a hand card has [Hidden] (597.2, 106.4, 723.1.b.1). */
function sharedHideChecks(s: RbState, seat: Seat): SharedHideChecks {
  const timing = checkHideTiming(s, seat) === null;
  return {
    timing,
    alternative: hideCostMods(s, seat).some((m) => "alternative" in m),
    at: s.battlefields.map((b) => timing && checkHideAt(s, seat, b.index) === null),
    cost: undefined,
    altCost: undefined,
  };
}

/**
 * A standard move whose units passed the timing and their own checks (140.1, 140.3, {@link checkMoveUnit}), listed
 * when each unit's destination (140.4) and the move's additional cost (560.4) are accepted too.
 */
function decidedMove(
  s: RbState,
  seat: Seat,
  a: RbAction & { type: "move" },
  known: MoveDestinations,
  cands: RbAction[],
  verdict: Verdicts,
): void {
  for (const u of a.units) if (moveToRefusal(s, seat, u, a.to, known) !== null) return;
  if (checkMoveTax(s, seat, a) !== null) return;
  cands.push(a);
  verdict[cands.length - 1] = true;
}

/**
 * Activated abilities of the seat's board objects and legend (577): each with its cost choices — a kill cost names
 * what is killed (560.6), a "Discard 1" the discarded card (598.2.a) — and its target sets (559.3, capped as for
 * plays; none first, which the plan fills in when only one choice is legal). Decided as they are generated, with
 * `planActivate`'s checks: the ability's own once (577-581), the cost cards once per choice, the targets once per set,
 * the payment per candidate (560.4, 561).
 */
function activateCandidates(s: RbState, seat: Seat, cands: RbAction[], verdict: Verdicts): void {
  // 512.1, 578: with no window of this seat's, or for another player's object, every ability is refused.
  const w = windowFor(s, seat);
  if (typeof w !== "string") return;
  // 508.1.a, 509.1.a: outside the open main window every ability without Action or Reaction is refused by its
  // timing; in a match whose cards print none that fits, no source is read (42% of the asks are with a chain).
  if (w === "closed" && !anyCardOfMatch(s, "activatesWithChain", printsReactionAbility)) return;
  if (w === "focus" && !anyCardOfMatch(s, "activatesInShowdown", printsActionAbility)) return;
  const me = s.players[seat]!;
  const granting = mayGrantAbilities(s); // asked once for every source
  // The board in `baseAndBattlefieldIds` order, then the legend; the list itself only for a kill cost.
  for (const src of me.base) sourceActivations(s, seat, w, src, granting, cands, verdict);
  for (const b of s.battlefields)
    for (const src of b.units) sourceActivations(s, seat, w, src, granting, cands, verdict);
  if (me.legend) sourceActivations(s, seat, w, me.legend, granting, cands, verdict);
}

/**
 * Does the script of `code` hold an activated ability with Reaction (509.1.a)? Every ability an object may activate
 * is one of a match card's script: its own, one it borrows, one a battlefield grants (567) or an effect gives (577).
 */
function printsReactionAbility(code: string): boolean {
  return cardScript(code)?.abilities.some((a) => a.kind === "activated" && a.timing === "reaction") === true;
}

/** Does the script of `code` hold an activated ability with Action or Reaction (508.1.a), as {@link printsReactionAbility}. */
function printsActionAbility(code: string): boolean {
  return cardScript(code)?.abilities.some((a) => a.kind === "activated" && a.timing !== undefined) === true;
}

/**
 * The activations of one source's abilities, as {@link activateCandidates} decides them; only the accepted ones are
 * listed (a refused one was filtered out anyway), in the same order.
 */
function sourceActivations(
  s: RbState,
  seat: Seat,
  w: Window,
  src: string,
  granting: boolean,
  cands: RbAction[],
  verdict: Verdicts,
): void {
  const o = obj(s, src);
  if (o.controller !== seat) return;
  const abilities = usableAbilities(s, src, granting, o);
  for (let i = 1; i <= abilities.length; i++) {
    const ab = abilities[i - 1]!.ability;
    // `checkActivation`'s refusals that read only the ability and its source, asked unworded first (no refusal built):
    // the timing in window `w` (508.1.a, 509.1.a), an [exhaust] cost of an exhausted source (592.4), a buff to spend
    // (702.2.b.1). Two thirds of the abilities asked were refused by these.
    if (!timingAllows(w, ab.timing === "action" || ab.timing === "reaction", ab.timing === "reaction")) continue;
    if ((ab.cost.exhaust && o.exhausted) || (ab.cost.spendBuff && !o.buffed)) continue;
    // The activation naming no cost card or target: asked of every check that reads neither (`checkActivation`,
    // `activationPayment`: source and `pay` only), so a candidate is built only once accepted.
    const bare: RbAction & { type: "activate" } = { type: "activate", source: src, ability: i };
    // 577-581: an ability that may not be activated now (timing, exhausted …) is refused whatever its targets and
    // cost cards (`checkActivation` reads neither): its candidates are not generated.
    if ("code" in checkActivation(s, seat, bare, abilities)) continue;
    const costs: (string[] | undefined)[] = [undefined];
    const f = ab.cost.kill;
    if (f)
      for (const id of baseAndBattlefieldIds(s, seat))
        if (obj(s, id).controller === seat && matches(s, id, f, seat, src)) costs.push([id]);
    if (ab.cost.discard === 1)
      for (const h of s.players[seat]!.hand)
        if (!ab.cost.discardFilter || cardIs(s, h, ab.cost.discardFilter)) costs.push([h]);
    const sets = ab.targets?.length ? targetSetsOf(s, seat, src, ab.targets) : NO_TARGET_SETS;
    const chosen: ReturnType<typeof activationTargets>[] = [];
    for (const t of sets)
      chosen.push(
        activationTargets(s, seat, t ? { type: "activate", source: src, ability: i, targets: t } : bare, ab, true),
      );
    for (const costCards of costs) {
      const a0 = costCards ? { type: "activate" as const, source: src, ability: i, costCards } : bare;
      const paid = activationCostCards(s, seat, a0, ab.cost);
      if ("code" in paid) continue; // refused whatever the targets
      for (let ti = 0; ti < sets.length; ti++) {
        const c = chosen[ti]!;
        if ("code" in c || "code" in activationPayment(s, seat, bare, ab, paid.exhaustUnit, c)) continue;
        const targets = sets[ti];
        const a = { type: "activate", source: src, ability: i } as Writable<RbAction & { type: "activate" }>;
        if (costCards) a.costCards = costCards; // by assignment, as in `modeCandidates`
        if (targets) a.targets = targets;
        cands.push(a);
        verdict[cands.length - 1] = true;
      }
    }
  }
}

function legalActionsOf(s: RbState, seat: Seat): RbAction[] {
  const p = s.pending;
  if (s.winner !== null) return [];
  const cands: RbAction[] = [];
  // Play candidates are decided while they are generated (their source, costs and destinations apart).
  const verdict: Verdicts = [];
  if (p && p.seat === seat && p.kind !== "priority" && p.kind !== "focus") answerCandidates(s, p, cands, verdict);
  else if (p && p.seat === seat) {
    const me = s.players[seat]!;
    // Priority or Focus of this seat in an undecided game: the window is open (512), never a refusal.
    const w = windowFor(s, seat) as Window;
    cands.push({ type: "pass" }, { type: "endTurn" });
    // Decided here with the checks `checkAction` runs, each asked only where it may accept: a pass never in an open
    // main window (516.6), ending the turn only there (516.6).
    verdict[cands.length - 2] = w !== "main" && checkPass(s, seat) === null;
    verdict[cands.length - 1] = w === "main" && checkEndTurn(s, seat) === null;
    const playable = me.hand.slice(); // then the champion (no spreads)
    if (me.champion) playable.push(me.champion);
    for (const b of s.battlefields) for (const f of facedownAt(b)) if (obj(s, f).controller === seat) playable.push(f);
    const fromTrash = mayPlayFromTrash(s, seat); // "You may play cards from your trash" (Endless Riches)
    // CR 1.4 829.1.b: a trash card with [Flow], printed or given by an effect a card's script creates: none when no
    // card of the match mentions Flow (mentions.ts), so the trash is not read card by card.
    if (fromTrash || matchMentions(s, "flow"))
      for (const c of me.trash) if (fromTrash || hasFlow(s, c)) playable.push(c);
    const decision = decisionPlays(s, w);
    for (const id of playable) playCandidates(s, seat, id, cands, verdict, decision);
    if (p.kind === "priority" && s.chain.length === 0 && !s.showdown && seat === s.turnPlayer)
      moveAndHideCandidates(s, seat, cands, verdict);
    activateCandidates(s, seat, cands, verdict);
    for (const x of s.players)
      if (x.seat !== seat) {
        // 531.2, 648.8.a
        cands.push({ type: "invite", seat: x.seat });
        verdict[cands.length - 1] = mayBeInvited(s, w, seat, x.seat) && invite(s, seat, x.seat) === null;
      }
  }
  const ok = cands.filter((a, i) => verdict[i] ?? checkAction(s, seat, a) === null);
  if (s.winner === null) ok.push({ type: "concede" });
  return ok;
}

/**
 * What an invitation by `seat` to `target` needs before `invite` is asked (531.2): in the neutral open state, a
 * teammate (648.8.a); else a showdown in which `target` is not relevant (531.2.a). Only a gate: `invite` decides.
 */
function mayBeInvited(s: RbState, w: Window, seat: Seat, target: Seat): boolean {
  if (w === "main") return isTeammate(s, seat, target);
  return s.showdown !== null && !s.showdown.relevant.includes(target);
}

/** An optional or chosen additional cost a play may name (560.2): the `optional` entry and the card it names. */
interface CostChoice {
  readonly optional?: string;
  readonly costCard?: string;
}

/**
 * The additional-cost versions of a card's plays (560.2), the same for each of its destinations and target sets, so
 * decided once per card: one per gear a mandatory "return a friendly gear" may name (560.2.a), else the optional
 * "pay [N]", "kill a friendly gear" (one per object), "spend N XP" or "spend a buff" (one per buffed unit) paid (560.2.b).
 */
function costChoices(s: RbState, seat: Seat, card: string): CostChoice[] {
  const sc = cardScript(obj(s, card).code);
  // 560.2.a: a mandatory "return a friendly gear to its owner's hand" — one play per gear that could be returned.
  const rf = returnCostFilter(passivesOfCard(s, card));
  if (rf) {
    const choices = returnCostChoices(s, seat, card, rf);
    return choices.length > 1 ? choices.map((id) => ({ costCard: id })) : [];
  }
  const spend = sc?.abilities.some(
    (x) =>
      x.kind === "passive" &&
      x.passive.kind === "additionalCost" &&
      x.passive.optional === true &&
      x.passive.cost === "spendBuff",
  );
  // "You may pay [N] as an additional cost" (560.2.b): the play with it paid.
  const energy = sc?.abilities.some(
    (x) => x.kind === "passive" && x.passive.kind === "additionalCost" && x.passive.cost === "energy",
  );
  if (energy) return [{ optional: "energy" }];
  // 560.2.b: "you may kill a friendly gear as an additional cost" — one play per object that could be killed.
  const kill = sc?.abilities.find(
    (x) =>
      x.kind === "passive" &&
      x.passive.kind === "additionalCost" &&
      x.passive.optional === true &&
      x.passive.cost === "killFriendly",
  );
  const killFilter =
    kill?.kind === "passive" && kill.passive.kind === "additionalCost" ? kill.passive.filter : undefined;
  if (killFilter)
    return [...s.players[seat]!.base, ...s.battlefields.flatMap((b) => b.units)]
      .filter((id) => id !== card && obj(s, id).controller === seat && matches(s, id, killFilter, seat, card))
      .map((id) => ({ optional: "killFriendly", costCard: id }));
  // "You may spend N XP as an additional cost" (CR 1.4 730.2): the play with it spent.
  const xp = sc?.abilities.some(
    (x) => x.kind === "passive" && x.passive.kind === "additionalCost" && x.passive.cost === "xp",
  );
  if (xp) return [{ optional: "xp" }];
  if (!spend) return [];
  return unitsOf(s, seat)
    .filter((u) => obj(s, u).buffed)
    .map((u) => ({ optional: "spendBuff", costCard: u }));
}

/** The play `a` naming one {@link CostChoice} (fields assigned after `a`'s, in the order `optional`, `costCards`). */
function withCostChoice(a: PlayAction, c: CostChoice): PlayAction {
  const b = playOf(a.card, a.to, a.targets, a.mode);
  if (c.optional !== undefined) b.optional = [c.optional];
  if (c.costCard !== undefined) b.costCards = [c.costCard];
  return b;
}
