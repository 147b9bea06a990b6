/**
 * Playing cards (554-563): where a card may be played from and to (559.2), choosing targets (559.3), the plan
 * of a play and carrying it out: costs paid, the card on the chain (558), legality after costs (562.3).
 */
import type { Rejection, Seat } from "../../../engine/index.js";
import { executionSpecs } from "./repeat.js";
import { modeChoices, modeProblem, spellParts } from "./spell-modes.js";
import { cardScript } from "../cards/registry.js";
import { queueNaming } from "./naming.js";
import type { CardScript, Condition, TargetSpec } from "../cards/types.js";
import type { RbState, TargetRef, Location, RbEvent, Domain, Writable, ChainItem, CardStatic } from "./state.js";
import {
  err,
  nameOf,
  stat,
  statOf,
  bfAt,
  emit,
  actsOnInvitation,
  listsTwice,
  targetLabel,
  type Reason,
  reason,
} from "./util.js";
import { legalTargetsFor, mightBelow } from "./effect-context.js";
import { groupOk, atLocationOf, sameLocation, checkCondition, matches, sameControllerOk } from "./selectors.js";
import { chainChoiceOk } from "./chain-choices.js";
import { objAt, obj, mut, recalledBy, rememberBy, resumeReading } from "./objects.js";
import { boardPassivesOfKind } from "./board.js";
import {
  passivesOfCard,
  repeatInstances,
  type Payment,
  type ExtraCosts,
  ignoresCost,
  flowCost,
  flowBanishes,
  type Cost,
  printedPips,
  deflectPips,
  planExtraCosts,
  applyDiscounts,
  addAccelerate,
  planPayment,
  battlefieldCosts,
  returnCostFilter,
  passiveReadsChoices,
} from "./costs.js";
import { boardObjectsOf, discard, kill, recordBuffSpent, returnToOwnersHand } from "./game-actions.js";
import { type Window, resolveTop } from "./chains.js";
import type { RbAction } from "./actions.js";
import { windowFor, timingOk, timingAllows } from "./timing.js";
import { codeNamesKeyword, hasKeyword, keywordGivenNow, might } from "./layers.js";
import {
  ambushAllows,
  ambushToEnemies,
  attackingAllowed,
  cantPlay,
  cantPlayToBattlefield,
  cantPlayUnitHere,
  hasAmbush,
  occupiedEnemyAllowed,
  playOnlyAllows,
} from "./restrictions.js";
import { pay } from "./payment.js";
import { place } from "./zones.js";
import { addBattlefieldToken, battlefieldOnBoard } from "./battlefield-tokens.js";
import { bindNextEffects, passivesOfCode } from "./passives.js";
import { cardData, codeTable } from "./catalogue.js";
import { spendXp } from "./xp.js";
import { recordSpellEnergy } from "./turn-count.js";
import { withSeat } from "./tallies.js";
import { recordEvent, snapshot } from "./events.js";

export function normalizeTargets(
  specs: readonly TargetSpec[],
  t: string[] | Record<string, string[]> | undefined,
): Record<string, string[]> | undefined {
  if (t === undefined) return undefined;
  if (Array.isArray(t)) {
    // A flat list fills the specs in order (scenario `targets: [a, b]`).
    const out: Record<string, string[]> = {};
    // "Any number of" takes the rest of the list (559.3.d).
    const total = specs.reduce((a, sp) => a + (sp.any ? t.length : (sp.count ?? 1)), 0);
    if ((t as string[]).length > total) out.__tooMany = t as string[];
    let i = 0;
    for (const sp of specs) {
      const n = sp.any ? t.length : (sp.count ?? 1);
      out[sp.id] = (t as string[]).slice(i, i + n);
      i += n;
    }
    return out;
  }
  return t as Record<string, string[]>;
}

/**
 * Chooses targets (559.3): given ones are checked; missing ones are filled only when forced. `quiet`: the caller reads
 * only whether it is refused (`legalActions`), so a refusal asking to choose does not list and name every choice.
 */
export function chooseTargets(
  s: RbState,
  specs: readonly TargetSpec[],
  given: Record<string, string[]> | undefined,
  seat: Seat,
  source: string,
  hereBf: number | null,
  quiet = false,
): { targets: Record<string, TargetRef[]>; ids: string[] } | Rejection {
  const targets: Record<string, TargetRef[]> = {};
  const ids: string[] = [];
  if (given?.__tooMany)
    return err("play/target-count", "More targets were chosen than the card allows.", "559.3", { case: "too-many" });
  for (const spec of specs) {
    const legal = atLocationOf(s, targetsGiven(s, spec, seat, source, hereBf, targets), targets, spec.sameLocationAs);
    const need = spec.any ? legal.length : (spec.count ?? 1);
    let pick: readonly string[] | undefined = given?.[spec.id] ?? (spec.any && legal.length === 0 ? [] : undefined);
    if (!pick) {
      if (legal.length === 0 && !spec.upTo)
        return err("play/no-target", "There is no legal target for this.", hereBf !== null ? "723.1.d.1" : "559.3");
      if (spec.upTo && legal.length === 0) pick = [];
      else if (!spec.upTo && legal.length <= need) pick = legal;
      else if (quiet) return err("play/choose-targets", "Choose the targets.", "559.3");
      else {
        // A chain choice (an ability on the chain, Not So Fast) is no object: named by its chain item.
        const label = (id: string) => (objAt(s, id) ? nameOf(s, id) : targetLabel(s, id));
        return err(
          "play/choose-targets",
          `Choose ${spec.upTo ? "up to " : ""}${need} target(s) among: ${legal.map((id) => `${id} (${label(id)})`).join(", ")}.`,
          "559.3",
          { n: need, among: legal.map(label).join(", "), ...(spec.upTo ? { case: "up-to" } : {}) },
        );
      }
    }
    if (listsTwice(pick))
      return err("play/duplicate-target", "The same object cannot be chosen twice for one choice.", "559.3.c.6");
    if (pick.length > need || (!spec.upTo && !spec.any && pick.length < Math.min(need, legal.length)))
      return err("play/target-count", `Choose ${spec.upTo ? "up to " : "exactly "}${need}.`, "559.3", {
        case: spec.upTo ? "up-to" : "exact",
        n: need,
      });
    // CR 1.4 355.14.c: no more units than there is damage to split (the Might of the unit chosen to deal it)
    const split = spec.atMostMightOf === undefined ? undefined : targets[spec.atMostMightOf]?.[0];
    if (spec.atMostMightOf !== undefined && pick.length > (split ? Math.max(0, might(s, split.id)) : 0))
      return err("play/target-count", "Choose no more units than there is damage to split.", "355.14.c", {
        case: "up-to",
        n: split ? Math.max(0, might(s, split.id)) : 0,
      });
    if (spec.group && pick.every((id) => legal.includes(id)) && !groupOk(s, pick, spec.group, seat))
      return err("play/illegal-target", "These choices together do not meet the card's condition.", "559.3", {
        case: "together",
      });
    for (const id of pick)
      if (!legal.includes(id))
        return err(
          "play/illegal-target",
          `${objAt(s, id) ? nameOf(s, id) : id} is not a legal choice.`,
          hereBf !== null ? "723.1.d" : "559.3.c",
          { case: "named", name: objAt(s, id) ? nameOf(s, id) : id },
        );
    // A chain item (an ability) names no object: incarnation 0, and no Deflect or "chosen" event for it.
    // By loops: this runs for every target set `legalActions` tries (issue "Engine speed").
    const refs: TargetRef[] = [];
    for (const id of pick) {
      const o = objAt(s, id);
      refs.push({ id, incarnation: o?.incarnation ?? 0 });
      if (o !== undefined && !spec.notTarget) ids.push(id);
    }
    targets[spec.id] = refs;
  }
  return { targets, ids };
}

/**
 * The legal targets of one spec (559.3) that also fit the choices made so far (`targets`, earlier specs): "another",
 * "a different location", "with the same controller", "with less Might than it", Repulse's chain choice. A spec
 * constrained by no earlier choice keeps the remembered list as it is (no copy per candidate play).
 */
function targetsGiven(
  s: RbState,
  spec: TargetSpec,
  seat: Seat,
  source: string,
  hereBf: number | null,
  targets: Record<string, TargetRef[]>,
): readonly string[] {
  const legal = legalTargetsFor(s, spec, seat, source, hereBf);
  const free =
    !spec.distinctFrom &&
    !spec.elsewhereThan &&
    !spec.chainItem &&
    spec.sameControllerAs === undefined &&
    spec.lessMightThan === undefined;
  if (free) return legal;
  const others = spec.distinctFrom ? (targets[spec.distinctFrom] ?? []).map((r) => r.id) : [];
  const away = spec.elsewhereThan ? (targets[spec.elsewhereThan] ?? []).map((r) => r.id) : [];
  // The earlier choices as ids, once per spec (not per legal target).
  const earlier = spec.chainItem || spec.sameControllerAs !== undefined ? idsOf(targets) : {};
  const lower = spec.lessMightThan === undefined ? [] : (targets[spec.lessMightThan] ?? []).map((r) => r.id);
  return legal.filter(
    (id) =>
      !others.includes(id) &&
      // "that chooses it and no other friendly unit" (Repulse): against the choices made so far
      (!spec.chainItem || chainChoiceOk(s, spec.chainItem, id, earlier, (x, f) => matches(s, x, f, seat, source))) &&
      sameControllerOk(s, id, spec.sameControllerAs, earlier) && // "with the same controller"
      !away.some((a) => atSameLocation(s, id, a)) && // "another"; "a different location"
      (spec.lessMightThan === undefined || mightBelow(s, id, lower)), // "with less Might than it"
  );
}

/** The ids chosen so far, per spec. */
function idsOf(targets: Record<string, TargetRef[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(targets).map(([k, v]) => [k, v.map((r) => r.id)]));
}

/** Is an object at the location of `other` — a battlefield card (163) or an object's location (138.1.a.1)? */
function atSameLocation(s: RbState, id: string, other: string): boolean {
  const b = s.battlefields.find((x) => x.card === other);
  const o = obj(s, id);
  if (b) return o.zone === "battlefield" && o.bf === b.index;
  return objAt(s, other) !== undefined && sameLocation(s, id, other);
}

/** May this unit be played to an open battlefield (559.2): its own permission, or a friendly board object's (`others`). */
function mayPlayToOpen(s: RbState, seat: Seat, card: string): boolean {
  if (passivesOfCard(s, card).some((p) => p.kind === "playTo" && p.to === "open" && !p.others)) return true;
  // The board's permission is the seat's, the same for every unit and destination: remembered while legal actions
  // read the state (objects.ts `rememberBy`, nothing written meanwhile).
  const sub = seat === 0 ? "0" : seat === 1 ? "1" : `${seat}`;
  const known = recalledBy<boolean>(s, OPEN_BY_OTHERS, sub);
  if (known !== undefined) return known;
  const others = boardObjectsOf(s, seat).some((id) =>
    passivesOfCard(s, id).some((p) => p.kind === "playTo" && p.to === "open" && p.others === true),
  );
  return rememberBy(s, OPEN_BY_OTHERS, sub, others);
}

/** The memo key of the board's "units may be played to open battlefields" permission per seat. */
const OPEN_BY_OTHERS = {};

/**
 * The mode of every execution of a play (CR 1.4 820.2.a, 820.3): the spell's own mode, then one per paid Repeat —
 * `repeatModes` in order, else the same mode again. With `distinctModes` ("choose one you haven't already chosen")
 * they must all differ. A {@link Reason} when they are wrong.
 */
export function executionModes(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  spell: SpellAbility | undefined,
): (number | undefined)[] | Reason {
  // A play paying no optional cost and naming no repeat modes executes once, in its mode (820.1.d).
  if (a.optional === undefined && a.repeatModes === undefined) {
    const n = spell?.modes?.length ?? 0;
    return a.mode !== undefined && a.mode >= n
      ? reason("Each execution names one of the spell's modes.", "execution")
      : [a.mode];
  }
  const paid = repeatInstances(s, seat, a.card).filter((r) => (a.optional ?? []).includes(r.id)).length;
  const extra = a.repeatModes ?? [];
  if (extra.length > paid) return reason("Name a mode only for each Repeat you pay (repeatModes).", "repeat-count");
  const n = spell?.modes?.length ?? 0;
  if (n === 0 && extra.length > 0) return reason("This card has no modes to choose.", "no-modes");
  const modes = [a.mode, ...Array.from({ length: paid }, (_, i) => extra[i] ?? a.mode)];
  if (modes.some((m) => m !== undefined && m >= n))
    return reason("Each execution names one of the spell's modes.", "execution");
  if (spell?.distinctModes && new Set(modes).size < modes.length)
    return reason("Choose a mode you haven't already chosen for each execution (repeatModes).", "distinct");
  return modes;
}

type SpellAbility = Extract<NonNullable<ReturnType<typeof cardScript>>["abilities"][number], { kind: "spell" }>;

/**
 * What play legality reads of a card code's script and printed data alone (found once per code: both never change):
 * its spell ability, the modes a play of it may name (CR 1.4 355.3), and whether its destinations are decided
 * without reading the card ({@link CodePlayFacts.commonDestinations}).
 */
export interface CodePlayFacts {
  readonly spell: SpellAbility | undefined;
  readonly modes: readonly (number | undefined)[];
  /** The target specs of a play in each of {@link modes}, in order (`spellParts`; before `activeSpecs`). */
  readonly modeTargets: readonly (readonly TargetSpec[])[];
  /**
   * Whether the card has an additional cost a play may name (560.2: "return a friendly gear", an optional Energy,
   * XP, kill or buff cost): without one, legal.ts `costChoices` offers no version of its plays.
   */
  readonly costChoices: boolean;
  /**
   * A unit whose {@link playDestination} and 562.3 answers (its costs killing nothing) are every such unit's: it adds
   * no battlefield (CR 1.4 187.9), has no printed or own [Ambush] (CR 1.4 822; so, having passed
   * {@link checkPlaySource}, it never needs Ambush's timing) and no `playOnlyTo`, `playTo` or `ambushTo` passive
   * (567, 559.2). What is left reads only the player, the battlefield and the board.
   */
  readonly commonDestinations: boolean;
  /** The card has a `playAddsBattlefield` passive (CR 1.4 187.9): without one, {@link addsBattlefield} is null. */
  readonly addsBattlefield: boolean;
  /** The code names [Accelerate] (layers.ts `codeNamesKeyword`, 717): else only an effect or a board object gives it. */
  readonly namesAccelerate: boolean;
  /**
   * The card's own passives add no additional cost (`additionalCost`, a `cost` passive's `additional`: 560.2) and no
   * discount reading a choice (CR 1.4 356.4): what legal.ts `plainIsAfforded` asks of the card itself.
   */
  readonly plainCost: boolean;
}

const playFactsByCode = codeTable<CodePlayFacts>();

/** The {@link CodePlayFacts} of a card code with script `sc` (remembered per code). */
export function playFactsOf(code: string, sc: CardScript): CodePlayFacts {
  const known = playFactsByCode[code];
  if (known !== undefined) return known;
  const found = sc.abilities.find((x) => x.kind === "spell");
  const spell = found?.kind === "spell" ? found : undefined;
  const st = cardData(code);
  let own = false; // a passive that makes a destination read the card
  let adds = false;
  for (const p of passivesOfCode(code)) {
    if (p.kind === "playAddsBattlefield") adds = true;
    if (
      p.kind === "playAddsBattlefield" ||
      p.kind === "playOnlyTo" ||
      p.kind === "playTo" ||
      p.kind === "ambushTo" ||
      (p.kind === "keyword" && p.keyword === "Ambush")
    )
      own = true;
  }
  const commonDestinations = st?.type === "Unit" && !st.keywords.includes("Ambush") && !own;
  const modes = modeChoices(spell);
  const modeTargets = modes.map((m) => spellParts(spell, m).targets);
  // What `costChoices` looks for: a mandatory "return" cost among the passives, or any additional cost it offers.
  const costChoices =
    returnCostFilter(passivesOfCode(code)) !== undefined ||
    sc.abilities.some(
      (x) =>
        x.kind === "passive" &&
        x.passive.kind === "additionalCost" &&
        (x.passive.cost === "energy" ||
          x.passive.cost === "xp" ||
          (x.passive.optional === true && (x.passive.cost === "spendBuff" || x.passive.cost === "killFriendly"))),
    );
  let plainCost = true;
  for (const p of passivesOfCode(code))
    if (p.kind === "additionalCost" || (p.kind === "cost" && "additional" in p.mod) || passiveReadsChoices(p))
      plainCost = false;
  const facts: CodePlayFacts = {
    spell,
    modes,
    modeTargets,
    costChoices,
    commonDestinations,
    addsBattlefield: adds,
    namesAccelerate: codeNamesKeyword(code, "Accelerate"),
    plainCost,
  };
  playFactsByCode[code] = facts;
  return facts;
}

/** Everything decided about a play before anything changes (554-562): the checks' outcome. */
interface PlayPlan {
  readonly seat: Seat;
  readonly card: string;
  readonly window: Window;
  readonly fromHidden: number | null;
  readonly destination: Location | undefined;
  readonly chosen: { targets: Record<string, TargetRef[]>; ids: string[] };
  readonly payment: Payment;
  readonly discardForCost: string | undefined;
  readonly spendBuffs: readonly string[];
  readonly exhaustForCost: string | undefined;
  readonly killForCost: readonly string[];
  /** A friendly gear returned to its owner's hand as a mandatory additional cost (560.2.a, 609.2). */
  readonly returnForCost?: string;
  readonly spendBuffForCost: string | undefined;
  /** XP spent as an optional additional cost (CR 1.4 730.2). */
  readonly spendXp: number;
  /** The created permission this play uses up ("ignoring its Energy cost", 560.1.b). */
  readonly energyPermission?: string;
  readonly paidOptional: string[];
  readonly accelerate: boolean;
  /** A modal spell's mode (CR 1.4 355.3). */
  readonly mode?: number;
  /** The modes of the repeated executions (CR 1.4 820.2.a). */
  readonly repeatModes?: readonly number[];
  /** The Energy the total cost holds (CR 1.4 356-357). */
  readonly energySpent: number;
  /** A paid optional cost makes the permanent enter ready ("If you do, I enter ready"). */
  readonly enterReady?: boolean;
}

/** "You may play cards from your trash" (567 permission on 554): a board object `seat` controls has `playFromTrash`. */
export function mayPlayFromTrash(s: RbState, seat: Seat): boolean {
  return boardPassivesOfKind(s, "playFromTrash").some(({ source }) => obj(s, source).controller === seat);
}

/** The play action (589, 554). */
export type PlayAction = Extract<RbAction, { type: "play" }>;

/**
 * Where a played card may come from and whether it may be played now (554, 148, 508.1.a, 509.1.a, 723.1): the
 * checks that depend on the card alone, not on its destination, targets or costs. `quiet` (legal actions): a card
 * refused by its timing gets one shared refusal without words, the same verdict.
 */
export function checkPlaySource(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  quiet = false,
): { w: Window; fromHidden: number | null } | Rejection {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  const o = objAt(s, a.card);
  if (!o) return err("play/unknown-card", `There is no card ${a.card}.`);
  const st = statOf(o);
  let fromHidden: number | null = null;
  if (o.zone === "hand" || o.zone === "champion") {
    if (o.owner !== seat) return err("play/not-yours", "You can only play your own cards.", "107.6.c");
  } else if (o.zone === "facedown") {
    if (o.controller !== seat)
      return err("play/not-yours", "That facedown card is not yours.", "127.4", { case: "facedown" });
    if (o.hiddenOnTurn !== undefined && o.hiddenOnTurn >= s.turnNumber)
      return err("hidden/too-soon", "A hidden card can be played from the next player's turn on.", "723.1.b");
    fromHidden = o.bf!;
  } else if (o.zone === "trash" && (flowCost(s, a.card) || mayPlayFromTrash(s, seat))) {
    // CR 1.4 829.1.b: [Flow] lets its owner play it from their trash; so does "you may play cards from your trash".
    if (o.owner !== seat) return err("play/not-yours", "You can only play your own cards.", "107.6.c");
  } else return err("play/wrong-zone", `${st.name} cannot be played from ${o.zone}.`, "554", { name: st.name });
  if (st.type !== "Unit" && st.type !== "Spell" && st.type !== "Gear")
    return err("play/not-playable", `${st.name} is not played.`, "132.5.a.1", { name: st.name });
  // 508-509: timing matters only outside an open main window (where anything may be played: the keywords are not
  // computed there, the costliest part of this check when legal actions go through a hand).
  if (w !== "main") {
    const printed = printedTiming(o.code, st);
    // CR 1.4 819.1.b: a card with Quick-Draw has Reaction.
    const reaction =
      fromHidden !== null ||
      (printed & PRINTED_REACTION) !== 0 ||
      (st.type === "Gear" && hasKeyword(s, a.card, "Quick-Draw")); // given (Jax, Unmatched)
    // Action counts only in a Focus (508.1.a; 509.1.a: while a chain exists only Reaction does, `timingOk`), so its
    // keywords (634-639) are read only there; the printed keyword first.
    const action = w === "focus" && !reaction && ((printed & PRINTED_ACTION) !== 0 || hasKeyword(s, a.card, "Action"));
    // CR 1.4 822.1.b: an Ambush unit has Reaction while played to a battlefield where you have units. Without a
    // destination yet (legal-action enumeration) it may be played if one exists; playDestination then insists on it.
    const ambush = !reaction && !action && ambushTiming(s, seat, a);
    // Legal actions refuse most cards here (showdowns, chains): their refusal is not worded (`quiet`). A new source of
    // Reaction or Action timing must reach `timingRefusedByCode` too (it refuses hand cards before this check).
    const timing = reaction || ambush;
    if (!timingAllows(w, action, timing)) return quiet ? QUIET_REFUSAL : timingOk(w, action, timing)!;
  }
  if (actsOnInvitation(s, seat) && w === "main" && st.type !== "Spell")
    return err("invite/spells-only", "On your teammate's turn you may play spells (or activate abilities).", "648.8.a");
  if (st.type === "Spell" && w === "main" && seat !== s.turnPlayer && !actsOnInvitation(s, seat))
    return err(
      "timing/not-your-turn",
      "Spells are played on your own turn unless they have Action or Reaction.",
      "148",
      { case: "spell" },
    );
  if (cantPlay(s, seat, a.card))
    return err("play/cant", `${st.name} can't be played now.`, fromHidden !== null ? "723.1" : "052", {
      name: st.name,
    });
  const sc = cardScript(o.code);
  if (!sc) return err("card/unsupported", `${st.name} is not implemented yet.`, "deck", { name: st.name });
  if (sc.unsupported)
    return err("card/unsupported", `${st.name} is not supported: ${sc.unsupported}`, "deck", { name: st.name });
  return { w, fromHidden };
}

/**
 * CR 1.4 822.1.b: may this play have [Reaction] through Ambush — to the named battlefield where `seat` has units,
 * or, with no destination named, to any such battlefield.
 */
function ambushTiming(s: RbState, seat: Seat, a: PlayAction): boolean {
  if (a.to !== undefined) return ambushAllows(s, seat, a.card, a.to);
  return hasAmbush(s, a.card) && s.battlefields.some((b) => ambushAllows(s, seat, a.card, b.index));
}

/** Would this card be played now only thanks to Ambush's Reaction (not its own timing, 508-509, CR 1.4 822.1.b). */
function needsAmbushTiming(s: RbState, seat: Seat, a: PlayAction, fromHidden: number | null): boolean {
  const w = windowFor(s, seat);
  // An open main window allows any timing (508-509, `timingOk`): no keyword is read there.
  if (typeof w !== "string" || fromHidden !== null || w === "main") return false;
  const o = obj(s, a.card);
  const st = statOf(o);
  const printed = printedTiming(o.code, st);
  const reaction = (printed & PRINTED_REACTION) !== 0 || (st.type === "Gear" && hasKeyword(s, a.card, "Quick-Draw"));
  // Action counts only in a Focus (508.1.a; 509.1.a, `timingOk`): its keywords are read only there.
  const action = w === "focus" && !reaction && ((printed & PRINTED_ACTION) !== 0 || hasKeyword(s, a.card, "Action"));
  return !timingAllows(w, action, reaction);
}

/** {@link printedTiming}'s bits: printed [Reaction] or [Quick-Draw] (CR 1.4 819.1.b: Quick-Draw has Reaction). */
const PRINTED_REACTION = 1;
/** {@link printedTiming}'s bit: printed [Action]. */
const PRINTED_ACTION = 2;

/**
 * The timing keywords printed on a card code (508-509), static per code: read for every card in hand while legal
 * actions are listed outside an open main window. Keywords the card gains are read by the caller (`hasKeyword`).
 */
function printedTiming(code: string, st: CardStatic): number {
  let bits = printedTimingByCode[code];
  if (bits === undefined) {
    bits =
      (st.keywords.includes("Reaction") || st.keywords.includes("Quick-Draw") ? PRINTED_REACTION : 0) |
      (st.keywords.includes("Action") ? PRINTED_ACTION : 0);
    printedTimingByCode[code] = bits;
  }
  return bits;
}

const printedTimingByCode = codeTable<number>(); // a keyed load: cheaper than Map.get (perfL)

/**
 * The one refusal `checkPlaySource` gives `legalActions` for a card its timing refuses (508-509): the reason is not
 * shown there, so no worded refusal is built per card. Frozen: shared.
 */
const QUIET_REFUSAL: Rejection = Object.freeze({ code: "timing/closed", message: "" });

/**
 * What {@link timingRefusedByCode} reads of one `legalActions` reading outside an open main window (508.1.a, 509.1.a):
 * the window, and whether an effect or a board object may give any object [Quick-Draw] or [Action] now
 * (layers.ts `keywordGivenNow`; Action only matters in a Focus).
 */
export interface OutsideMainTiming {
  readonly w: "focus" | "closed";
  readonly quickDraw: boolean;
  readonly action: boolean;
}

/** The {@link OutsideMainTiming} of a reading in window `w`; undefined in an open main window (anything may be played). */
export function outsideMainTiming(s: RbState, w: Window): OutsideMainTiming | undefined {
  if (w === "main") return undefined;
  return { w, quickDraw: keywordGivenNow(s, "Quick-Draw"), action: w === "focus" && keywordGivenNow(s, "Action") };
}

/**
 * Is a card of `code` that is not facedown (723.1.b) refused by its timing in the reading `t` whatever object it is
 * (508.1.a, 509.1.a): no printed Reaction or Quick-Draw (CR 1.4 819.1.b), no Ambush (CR 1.4 822.1.b), not a Gear that
 * has or may be given Quick-Draw, and in a Focus no Action it has or may be given. A per-code answer `legalActions`
 * asks before {@link checkPlaySource}, which refuses every such card too (its other checks refuse, never accept).
 */
export function timingRefusedByCode(code: string, t: OutsideMainTiming): boolean {
  let bits = codeTimingByCode[code];
  if (bits === undefined) {
    const st = cardData(code);
    bits =
      (st === undefined ? PRINTED_REACTION : printedTiming(code, st)) | // unknown data: let checkPlaySource say so
      (codeNamesKeyword(code, "Ambush") ? MAY_AMBUSH : 0) |
      (st?.type === "Gear" ? GEAR : 0) |
      (codeNamesKeyword(code, "Quick-Draw") ? NAMES_QUICK_DRAW : 0) |
      (codeNamesKeyword(code, "Action") ? NAMES_ACTION : 0);
    codeTimingByCode[code] = bits;
  }
  if ((bits & (PRINTED_REACTION | MAY_AMBUSH)) !== 0) return false;
  if ((bits & GEAR) !== 0 && (t.quickDraw || (bits & NAMES_QUICK_DRAW) !== 0)) return false;
  return t.w !== "focus" || (!t.action && (bits & (PRINTED_ACTION | NAMES_ACTION)) === 0);
}

/** {@link timingRefusedByCode}'s bits beside {@link printedTiming}'s: [Ambush] printed or its own (`hasAmbush`). */
const MAY_AMBUSH = 4;
/** The card is a Gear (Quick-Draw may be given to it: Jax, Unmatched). */
const GEAR = 8;
/** The code names [Quick-Draw] or [Action] (printed or an own keyword passive: layers.ts `codeNamesKeyword`). */
const NAMES_QUICK_DRAW = 16;
const NAMES_ACTION = 32;

const codeTimingByCode = codeTable<number>();

/**
 * What {@link playDestination} reads of the card alone (559.2), the same for each destination it is asked about, read
 * once per card when `legalActions` asks it for several (each field filled on first use; pure reads of the state).
 */
export interface CardDestinationFacts {
  /** {@link addsBattlefield} (CR 1.4 187.9). */
  adds?: string | null;
  /** The card has [Ambush] ({@link hasAmbush}, CR 1.4 822.4). */
  ambush?: boolean;
  /** {@link needsAmbushTiming} (CR 1.4 822.1.b). */
  needsAmbush?: boolean;
  /** The card has a `playOnlyTo` restriction (567; {@link playOnlyAllows} allows everything without one). */
  playOnly?: boolean;
  /** {@link cantPlayToBattlefield} (567). */
  cantToBf?: boolean;
  /** The card or a board object has a `playTo` permission (559.2: attacking, occupied enemy, enemy alone). */
  playTo?: boolean;
}

/**
 * 559.2: where a permanent goes — a unit to base or a battlefield its controller controls (or an open one). `facts`:
 * the card's own answers shared by the calls for one card (legal actions); the same answers either way.
 */
export function playDestination(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  fromHidden: number | null,
  facts: CardDestinationFacts = {},
): { destination: Location | undefined } | Rejection {
  const st = stat(s, a.card);
  // CR 1.4 369.3: "If you do, I enter there" replaces where the unit enters (the battlefield is added as it is played).
  if (st.type === "Unit" && fromHidden === null) {
    if (facts.adds === undefined) facts.adds = addsBattlefield(s, a.card); // not `??=`: null is an answer
    if (facts.adds !== null) return { destination: { kind: "bf", index: s.battlefields.length } };
  }
  // CR 1.4 356.2: "If they do, they play it to this battlefield" — the battlefield granting the paid cost (Dragon Roost).
  if (st.type === "Unit" && fromHidden === null && a.optional?.includes("battlefieldCost")) {
    const grant = battlefieldCosts(s, a.card).find((g) => g.bf === a.to);
    if (!grant)
      return err("play/bad-destination", "Name the battlefield whose additional cost you pay (to).", "559.2", {
        case: "unit",
      });
    if (cantPlayUnitHere(s, grant.bf))
      return err("play/bad-destination", "Units can't be played to this battlefield.", "567", {
        case: "no-units-here",
      });
    if (!playOnlyAllows(s, seat, a.card, grant.bf) || cantPlayToBattlefield(s, seat, a.card))
      return err("play/bad-destination", `${st.name} can't be played to that battlefield.`, "567"); // "can't" wins
    return { destination: { kind: "bf", index: grant.bf } };
  }
  if (st.type === "Unit") {
    const to = a.to ?? (fromHidden !== null ? fromHidden : "base");
    if (fromHidden !== null && to !== fromHidden)
      return err("play/bad-destination", "A card played from facedown is played to its own battlefield.", "723.1.d", {
        case: "facedown",
      });
    // `ambushAllows` is false for a card without Ambush, whatever the battlefield.
    facts.ambush ??= hasAmbush(s, a.card);
    const ambush = facts.ambush && ambushAllows(s, seat, a.card, to);
    if (!ambush) {
      facts.needsAmbush ??= needsAmbushTiming(s, seat, a, fromHidden);
      if (facts.needsAmbush)
        return err(
          "play/bad-destination",
          "With Ambush this unit may be played now only to a battlefield where you have units.",
          "CR 1.4 822.1.b",
          { case: "ambush" },
        );
    }
    facts.playOnly ??= passivesOfCard(s, a.card).some((p) => p.kind === "playOnlyTo");
    if (facts.playOnly && !playOnlyAllows(s, seat, a.card, to))
      return err(
        "play/bad-destination",
        `${st.name} can only be played to a battlefield you conquered this turn.`,
        "567",
      );
    if (to === "base") return { destination: { kind: "base", seat } };
    facts.cantToBf ??= cantPlayToBattlefield(s, seat, a.card);
    if (facts.cantToBf)
      return err("play/bad-destination", "An opponent's effect lets you play units only to your base.", "567", {
        case: "base-only",
      });
    const b = s.battlefields[to];
    if (!b) return err("play/bad-destination", `There is no battlefield ${to}.`, "559.2", { case: "no-bf", bf: to });
    if (cantPlayUnitHere(s, to))
      return err("play/bad-destination", "Units can't be played to this battlefield.", "567", {
        case: "no-units-here",
      });
    // The permissions only where they matter, the cheap board tests first: `mayPlayToOpen` reads every passive of the
    // player's board objects, once per unit and destination while legal actions are listed.
    const open = b.controller === null && b.units.length === 0 && mayPlayToOpen(s, seat, a.card);
    // The attacking and occupied-enemy permissions (559.2) come from the card's own `playTo` passives or a board
    // object's: with neither, both are false.
    facts.playTo ??=
      passivesOfCard(s, a.card).some((p) => p.kind === "playTo") || boardPassivesOfKind(s, "playTo").length > 0;
    if (
      b.controller !== seat &&
      !open &&
      !ambush &&
      (!facts.playTo || (!attackingAllowed(s, seat, a.card, to) && !occupiedEnemyAllowed(s, seat, a.card, to)))
    )
      return err("play/bad-destination", "Units are played to your base or a battlefield you control.", "559.2", {
        case: "unit",
      });
    return { destination: { kind: "bf", index: to } };
  }
  if (a.to !== undefined && a.to !== "base" && st.type === "Gear" && fromHidden === null)
    return err("play/bad-destination", "Gear is played to your base.", "143.1.a.1", { case: "gear" });
  return { destination: undefined };
}

/**
 * The battlefield token this unit adds to the board as it is played (CR 1.4 187.9, Baron Nashor), or null: it has
 * `playAddsBattlefield` and no battlefield with that code is on the board ("if it's not there already").
 */
export function addsBattlefield(s: RbState, card: string): string | null {
  for (const p of passivesOfCard(s, card))
    if (p.kind === "playAddsBattlefield" && !battlefieldOnBoard(s, p.token)) return p.token;
  return null;
}

/** "You may play me to its battlefield": a unit killed for my additional cost was at this battlefield (560.2.a). */
function toKilledLocation(s: RbState, card: string, bf: number, killed: readonly string[]): boolean {
  if (killed.length === 0) return false;
  if (!passivesOfCard(s, card).some((p) => p.kind === "playTo" && p.to === "killedForCost")) return false;
  return killed.some((k) => obj(s, k).zone === "battlefield" && obj(s, k).bf === bf);
}

/**
 * 562.3: the destination must still be legal once the costs are paid. Killing a friendly unit for a cost does not end
 * control of its battlefield: the played card is on the chain, and control is lost only at a cleanup in an Open
 * state (UFAQ-12, CR 1.4 190.4.c). It can still empty an open battlefield of units.
 */
function destinationAfterCosts(
  s: RbState,
  seat: Seat,
  card: string,
  bf: number,
  killedList: readonly string[],
): Rejection | null {
  const b = bfAt(s, bf);
  // Still controlled (paying does not end control, UFAQ-12): no permission needed. Cheap tests before the permissions.
  if (b.controller === seat) return null;
  if (toKilledLocation(s, card, bf, killedList)) return null; // Stalking Wolf: "to its battlefield"
  const unitsAfter = b.units.filter((u) => !killedList.includes(u));
  if (b.controller === null && unitsAfter.length === 0 && mayPlayToOpen(s, seat, card)) return null; // still open
  // CR 1.4 822.3: Ambush needs units of yours still there once the costs are paid.
  const ambush =
    hasAmbush(s, card) && (unitsAfter.some((u) => obj(s, u).controller === seat) || ambushToEnemies(s, seat, card, bf));
  if (!ambush && !attackingAllowed(s, seat, card, bf) && !occupiedEnemyAllowed(s, seat, card, bf))
    return err(
      "play/illegal-after-costs",
      "After paying the costs you would no longer control that battlefield.",
      "562.3",
    );
  return null;
}

/**
 * The spell's target specs that exist now: a spec with `when` (a [Level N] instruction's target) only while its
 * condition holds for the player (CR 1.4 824.1.c: an inactive Dependent Ability chooses nothing).
 */
export function activeSpecs(
  s: RbState,
  seat: Seat,
  card: string,
  specs: readonly TargetSpec[],
  optional: readonly string[] = [],
): readonly TargetSpec[] {
  return specs.some((sp) => sp.when)
    ? specs.filter((sp) => !sp.when || specWhen(s, card, seat, sp.when, optional))
    : specs;
}

/**
 * A target spec's condition on play: "if you paid the additional cost, choose … instead" (560.4.d.1, Conscription)
 * reads the optional costs the play names (`paidOptional`, or its negation); others are read from the game.
 */
function specWhen(s: RbState, card: string, seat: Seat, c: Condition, optional: readonly string[]): boolean {
  if ("paidOptional" in c) return optional.includes(c.paidOptional);
  if ("not" in c && "paidOptional" in c.not) return !optional.includes(c.not.paidOptional);
  return checkCondition(s, card, seat, c);
}

/** What 562.3 reads of a play's planned costs: the friendly units they kill. */
export interface KilledForCost {
  readonly extra: { readonly killForCost: readonly string[] };
}

/** What a play costs and how it is paid, with its chosen targets: everything that does not depend on where it goes. */
export interface PlayCosts {
  readonly chosen: { targets: Record<string, TargetRef[]>; ids: string[] };
  readonly payment: Payment;
  readonly extra: ExtraCosts;
  /** The Energy of the total cost, paid as the card is played (CR 1.4 356-357: "spent [N] to play a spell"). */
  readonly energy: number;
}

/**
 * Costs shared by the target sets of one version of a play (`legalActions`): the card's cost reads no choice
 * ({@link costReadsChoices}), so every target set that adds no Deflect pip (721) costs what the first one did (560,
 * 561: `planExtraCosts` and the payment read the play's optional costs and cost cards, never its targets).
 */
export interface SharedCosts {
  /** The plans by version (everything the play names but its targets): only what 562.3 reads of them. */
  readonly byVersion: Map<string, KilledForCost | Rejection>;
  /** The version of the play asked about. */
  version: string;
}

/**
 * Decides a play's choices (559.3), total cost (560) and payment (561) without changing anything. These do not
 * depend on the destination, so `legalActions` decides them once per card, targets and Accelerate (`quiet`: its
 * refusals are only counted, see {@link chooseTargets}; {@link sharedPlayCosts}).
 */
export function planPlayCosts(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  fromHidden: number | null,
  quiet = false,
): PlayCosts | Rejection {
  const chosen = playChoices(s, seat, a, fromHidden, quiet);
  if ("code" in chosen) return chosen;
  return playCostsOf(s, seat, a, fromHidden, chosen, deflectPips(s, seat, chosen.ids, a.card)); // 560.2.a.2
}

/**
 * {@link planPlayCosts} for `legalActions`, which reads only whether it is refused and what it kills (562.3): with
 * `shared`, the cost once per version of the play for its target sets that add no Deflect pip (721.1.c). `picked`:
 * the objects the play chooses when the caller built its targets so that {@link playChoices} accepts them as they are
 * (legal.ts `isFreeSpec`; its mode valid, no optional cost), which is then not asked.
 */
export function sharedPlayCosts(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  fromHidden: number | null,
  shared: SharedCosts | undefined,
  picked?: string[],
): KilledForCost | Rejection {
  const chosen =
    picked !== undefined ? { targets: NO_TARGETS, ids: picked } : playChoices(s, seat, a, fromHidden, true);
  if ("code" in chosen) return chosen;
  const deflect = deflectPips(s, seat, chosen.ids, a.card); // 560.2.a.2
  if (shared === undefined || deflect.length > 0) return playCostsOf(s, seat, a, fromHidden, chosen, deflect);
  const known = shared.byVersion.get(shared.version);
  if (known !== undefined) return known;
  const costs = playCostsOf(s, seat, a, fromHidden, chosen, deflect);
  shared.byVersion.set(shared.version, costs);
  return costs;
}

/** The chosen targets `sharedPlayCosts` hands on with `picked` (nothing reads them: legal actions read the verdict). */
const NO_TARGETS: Record<string, TargetRef[]> = {};

/** A play's mode (CR 1.4 355.3), executions (820.2-820.3) and chosen targets (559.3), or the refusal. */
function playChoices(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  fromHidden: number | null,
  quiet: boolean,
): { targets: Record<string, TargetRef[]>; ids: string[] } | Rejection {
  const code = obj(s, a.card).code;
  const spellAb = playFactsOf(code, cardScript(code)!).spell; // found once per code
  const badMode = modeProblem(spellAb, a.mode); // CR 1.4 355.3: a modal spell's mode is chosen as it is played
  if (badMode) return err("play/mode", badMode.message, "CR 1.4 355.3", badMode.params);
  // CR 1.4 820.2, 820.3: each paid Repeat adds an execution whose choices are made as the spell is played.
  const modes = executionModes(s, seat, a, spellAb);
  if (!Array.isArray(modes)) return err("play/mode", modes.message, "CR 1.4 820.2.a", modes.params);
  const specs = executionSpecs(
    modes.map((m) => ({
      targets: activeSpecs(s, seat, a.card, spellParts(spellAb, m).targets, a.optional ?? []),
    })),
  );
  return chooseTargets(s, specs, normalizeTargets(specs, a.targets), seat, a.card, fromHidden, quiet);
}

/** {@link planPlayCosts} once the targets are chosen and their Deflect pips known (560-561). */
function playCostsOf(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  fromHidden: number | null,
  chosen: { targets: Record<string, TargetRef[]>; ids: string[] },
  deflect: Domain[][],
): PlayCosts | Rejection {
  const o = obj(s, a.card);
  const st = statOf(o);
  const ignored = fromHidden !== null || ignoresCost(s, a); // 723 hidden plays for 0; 560.1.a
  const base = ignored ? { energy: 0, power: 0 } : { energy: st.energy ?? 0, power: st.power ?? 0 };
  // CR 1.4 829.1.c.1: a Flow cost replaces the base cost (only a card in the trash has one, 829.1.b).
  const flow = ignored || o.zone !== "trash" ? undefined : flowCost(s, a.card);
  const cost: Cost = flow ?? { energy: base.energy, pips: printedPips(st.domains, base.power) };
  // The base cost (the printed or the Flow cost) as it is before additional costs join it: 560.1.a/b set only it to
  // zero, 560.1.c (counted now: `cost` is the Flow cost itself, which the pushes below extend).
  const baseEnergy = cost.energy;
  const basePipCount = cost.pips.length; // `printedPips` makes one pip per printed Power (its multi-domain case too)
  if (a.accelerate) {
    if (!hasKeyword(s, a.card, "Accelerate"))
      return err("play/no-accelerate", `${st.name} has no Accelerate.`, "717", { name: st.name });
    addAccelerate(s, seat, st, cost); // 717.1.a, CR 1.4 356.4.c
  }
  cost.pips.push(...deflect); // 560.2.a.2
  const extra = planExtraCosts(s, seat, a, cost);
  if ("code" in extra) return extra;
  if (extra.ignoreCost) {
    cost.energy -= baseEnergy; // 560.1.a: base costs set to zero; additional costs remain (560.1.c)
    cost.pips.splice(0, basePipCount); // the base pips come first
  }
  if (extra.energyPermission && !extra.ignoreCost) cost.energy -= baseEnergy; // 560.1.b
  for (const d of extra.powerDiscounts ?? []) {
    const i = cost.pips.findIndex((pip) => pip.includes(d as Domain));
    if (i >= 0) cost.pips.splice(i, 1); // 560.4
  }
  applyDiscounts(s, seat, a.card, cost, extra.discount, chosen.ids); // CR 1.4 356.4: "spells that choose me"
  const payment = planPayment(s, seat, cost, a.pay, st.type === "Spell", st.type); // 605.3
  if ("code" in payment) return payment;
  return { chosen, payment, extra, energy: cost.energy };
}

/**
 * Checks where a play goes (559.2) and that it is still legal there once the costs are paid (562.3), given the
 * destination decided by {@link playDestination} (which reads only the card, `to`, where it comes from and whether a
 * battlefield's cost is paid: `legalActions` asks it once per destination, not once per target set and optional
 * cost). Returns the destination or the refusal.
 */
export function destinationAfterPaying(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  fromHidden: number | null,
  costs: KilledForCost,
  dest: { destination: Location | undefined } | Rejection,
): { destination: Location | undefined } | Rejection {
  if ("code" in dest) return dest;
  const d = dest.destination;
  const roost = a.optional?.includes("battlefieldCost") === true; // CR 1.4 356.2: the destination is the card's rule
  if (d?.kind === "bf" && fromHidden === null && d.index < s.battlefields.length && !roost) {
    const after = destinationAfterCosts(s, seat, a.card, d.index, costs.extra.killForCost);
    if (after) return after;
  }
  return dest;
}

/**
 * Decides a play (554-562) without changing anything: source and timing, destination, choices (559.3), the total
 * cost (560) and its payment (561), and legality after costs (562.3). Returns the plan or the first rejection.
 */
export function planPlay(s: RbState, seat: Seat, a: PlayAction): PlayPlan | Rejection {
  const src = checkPlaySource(s, seat, a);
  if ("code" in src) return src;
  const { w, fromHidden } = src;
  const dest = playDestination(s, seat, a, fromHidden);
  if ("code" in dest) return dest;
  const costs = planPlayCosts(s, seat, a, fromHidden);
  if ("code" in costs) return costs;
  const where = destinationAfterPaying(s, seat, a, fromHidden, costs, dest); // `dest` decided once (nothing wrote since)
  if ("code" in where) return where;
  const { chosen, payment, extra } = costs;
  // Optional fields by assignment in the same order, not spreads in the literal (each a slow copy in V8).
  const plan: Writable<Partial<PlayPlan>> = {
    seat,
    card: a.card,
    window: w,
    fromHidden,
    destination: where.destination,
    chosen,
    payment,
    discardForCost: extra.discardForCost,
    spendBuffs: extra.spendBuffs ?? [],
    exhaustForCost: extra.exhaustForCost,
    killForCost: extra.killForCost,
  };
  if (extra.returnForCost) plan.returnForCost = extra.returnForCost;
  plan.spendBuffForCost = extra.spendBuffForCost;
  plan.spendXp = extra.spendXp ?? 0;
  if (extra.energyPermission) plan.energyPermission = extra.energyPermission;
  // `extra` is this plan's own (`planExtraCosts` makes it per call): its list is handed on, not copied.
  if (a.accelerate) extra.paidOptional.push("accelerate");
  plan.paidOptional = extra.paidOptional;
  plan.accelerate = a.accelerate === true;
  if (a.mode !== undefined) plan.mode = a.mode;
  if (a.repeatModes?.length) plan.repeatModes = a.repeatModes;
  plan.energySpent = costs.energy;
  if (extra.enterReady) plan.enterReady = true;
  return plan as PlayPlan;
}

/** Carries out a planned play: pays the costs (561), puts the card on the chain (558), records it (724). */
function executePlay(s: RbState, plan: PlayPlan, out: RbEvent[]): void {
  const { seat, card: id } = plan;
  const st = stat(s, id);
  pay(s, seat, plan.payment, out);
  if (plan.discardForCost) discard(s, seat, [plan.discardForCost], out); // 598.2.a: a discard paid as a cost is still a discard
  for (const u of plan.spendBuffs) {
    mut(s, u).buffed = false; // 702.2.b
    recordBuffSpent(s, u);
  }
  if (plan.exhaustForCost) mut(s, plan.exhaustForCost).exhausted = true;
  const d = plan.destination;
  // CR 1.4 356.2: a paid Dragon Roost cost names the battlefield it goes to, as Stalking Wolf's killed location does
  const forced =
    d?.kind === "bf" &&
    (toKilledLocation(s, id, d.index, plan.killForCost) || plan.paidOptional.includes("battlefieldCost"));
  const killed = plan.killForCost[0];
  const killedCost = killed ? { energy: stat(s, killed).energy ?? 0, power: stat(s, killed).power ?? 0 } : undefined;
  for (const k of plan.killForCost) kill(s, k, out);
  if (plan.returnForCost) returnToOwnersHand(s, plan.returnForCost, out); // 560.2.a, 609.2 (Legion Quartermaster)
  if (plan.spendBuffForCost) {
    mut(s, plan.spendBuffForCost).buffed = false; // 702.2.b
    recordBuffSpent(s, plan.spendBuffForCost);
  }
  if (plan.spendXp > 0) spendXp(s, seat, plan.spendXp, out); // CR 1.4 730.2
  if (plan.energyPermission) s.effects = s.effects.filter((e) => e.id !== plan.energyPermission); // used up (567)
  const legion = (s.history.cardsPlayed[seat] ?? 0) > 0;
  const flow = obj(s, id).zone === "trash" && flowBanishes(s, id); // CR 1.4 829.1.b: played for its Flow cost
  const fromHand = obj(s, id).zone === "hand";
  if (obj(s, id).zone === "facedown")
    emit(s, out, { kind: "reveal", seat, object: id, card: st.name, text: `P${seat + 1} reveals hidden ${st.name}.` });
  place(s, id, { zone: "chain" });
  // CR 1.4 187.9, 369.3: "As you play me, add the Baron Pit battlefield token … If you do, I enter there."
  const token = d?.kind === "bf" && d.index === s.battlefields.length ? addsBattlefield(s, id) : null;
  if (token !== null) addBattlefieldToken(s, token, seat, out);
  bindNextEffects(s, seat, id);
  // The history's records are replaced, never changed in place (copy.ts copies the history one field deep).
  s.history.cardsPlayed = withSeat(s, s.history.cardsPlayed, seat, (s.history.cardsPlayed[seat] ?? 0) + 1);
  if (st.type === "Spell")
    s.history.spellsPlayed = withSeat(s, s.history.spellsPlayed, seat, (s.history.spellsPlayed[seat] ?? 0) + 1);
  if (st.type === "Spell") recordSpellEnergy(s, seat, plan.energySpent); // CR 1.4 356-357, UFAQ (Jhin)
  const wasEmpty = s.chain.length === 0;
  // Built by assignment in the literal's old key order (views serialise it), optional fields only when present: a
  // spread per field was a slow copy and gave each combination its own V8 shape (docs/performance.md "Session 16").
  const item = {
    id: `c${s.nextId++}`,
    kind: "card",
    controller: seat,
    object: id,
    targets: plan.chosen.targets,
  } as Writable<ChainItem>;
  if (plan.destination) item.destination = plan.destination;
  if (plan.accelerate || plan.enterReady) item.enterReady = true;
  if (plan.fromHidden !== null) item.fromHiddenAt = plan.fromHidden;
  if (plan.paidOptional.length) item.paidOptional = plan.paidOptional;
  if (flow) item.banishAfter = true;
  if (forced || token !== null) item.forcedDestination = true;
  item.legion = legion;
  if (fromHand) item.fromHand = fromHand;
  if (plan.mode !== undefined) item.mode = plan.mode;
  if (plan.repeatModes) item.repeatModes = plan.repeatModes;
  if (st.type === "Spell" && plan.energySpent > 0) item.energySpent = plan.energySpent;
  if (killedCost) item.killedCost = killedCost;
  s.chain = [...s.chain, item];
  const ids = plan.chosen.ids;
  if (st.type === "Spell") recordChoices(s, seat, ids);
  emit(s, out, {
    kind: "play",
    seat,
    object: id,
    card: st.name,
    text: `P${seat + 1} plays ${st.name}${modeLabel(s, id, plan.mode)}${ids.length ? ` targeting ${ids.map((t) => nameOf(s, t)).join(", ")}` : ""}.`,
  });
  if (wasEmpty) {
    s.priority = seat; // 537.1
    s.chainByFocus = plan.window === "focus";
  }
  s.chainPasses = [];
  const permanent = st.type === "Unit" || st.type === "Gear";
  // CR 1.4 355.1: "as you play this, name …" is asked first; a permanent starting the chain resolves after it (538).
  if (queueNaming(s, seat, id)) {
    if (wasEmpty && permanent) item.autoResolve = true; // the item is this apply's own object
  } else if (wasEmpty && permanent) resolveTop(s, out); // 538
}

/** " (<mode>)" for a modal spell's play (CR 1.4 355.3: the chosen mode is public), else "". */
function modeLabel(s: RbState, id: string, mode: number | undefined): string {
  if (mode === undefined) return "";
  const sp = cardScript(obj(s, id).code)?.abilities.find((x) => x.kind === "spell");
  const label = sp?.kind === "spell" ? sp.modes?.[mode]?.label : undefined;
  return label ? ` (${label})` : "";
}

/** Records each board object chosen as a target of a spell being played (559.3: "chooses … with a spell"). */
function recordChoices(s: RbState, seat: Seat, ids: readonly string[]): void {
  for (const t of ids) {
    const o = objAt(s, t);
    if (!o || (o.zone !== "base" && o.zone !== "battlefield")) continue;
    recordEvent(s, "chosen", seat, snapshot(s, t), { bf: o.bf ?? -1, via: "spell", chosenBy: "spell" });
  }
}

/** Plays a card (554-563): all choices come with the action; anything illegal refuses the whole play (562.3). */
export function playCard(s: RbState, seat: Seat, a: PlayAction, out: RbEvent[]): Rejection | null {
  // Planned before anything is written: the legal actions' reading of the state it copies serves it (objects.ts).
  const plan = resumeReading(s, () => planPlay(s, seat, a));
  if ("code" in plan) return plan;
  executePlay(s, plan, out);
  return null;
}
