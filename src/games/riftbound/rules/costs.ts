/**
 * Costs (560-561): printed costs and Power pips, additional and optional costs, discounts (560.4-560.5), Deflect
 * (721), and the payment plan from the Rune Pool and runes (561), all decided without changing anything. Paying
 * them is payment.ts.
 */
import { CARD_TYPES, COLORED_DOMAINS, DOMAINS } from "../data/schema.js";
import type { Rejection, Seat } from "../../../engine/index.js";
import type { CostApplies, Passive, MayCost, ObjFilter } from "../cards/types.js";
import type { CardStatic, Domain, Pool, RbState, RestrictedFor } from "./state.js";
import { stat, statOf, err, nameOf, unitsOf, isTeammate } from "./util.js";
import { InvariantError, obj, objAt, readingToken, recalled, remember, remembering } from "./objects.js";
import { cardData, codeTable } from "./catalogue.js";
import { hasKeyword, keywordValue } from "./layers.js";
import { ownPassives, createdPassivesOf, passivesOfCode } from "./passives.js";
import type { PlayAction } from "./playing.js";
import { boardPassivesOfKind } from "./board.js";
import { cardIs, checkCondition, matches, staticAmount } from "./selectors.js";

/**
 * A cost in Energy and Power pips; each pip lists the domains that may pay it (130, 156). The list of pips changes as
 * costs are added and discounted; a pip itself is never changed, so one pip array may serve many costs.
 */
export interface Cost {
  energy: number;
  pips: (readonly Domain[])[];
}

/** One pip of each domain, shared by every cost (a pip is never changed: {@link Cost}). */
const PIP_OF: Readonly<Record<string, readonly Domain[]>> = Object.fromEntries(DOMAINS.map((d) => [d, [d]]));

/**
 * Power pips of a card: one per pip in its domain; a multi-domain card with one pip per domain needs one of each.
 * A new list each time (callers add and discount in place) of shared pips: the card's domains, or {@link ANY}.
 */
export function printedPips(domains: readonly Domain[], power: number): (readonly Domain[])[] {
  if (power === 0) return [];
  const ds = domains.includes("Colorless") ? domains.filter((d) => d !== "Colorless") : domains; // no copy per call
  const out: (readonly Domain[])[] = [];
  if (ds.length > 1 && power === ds.length) {
    for (const d of ds) out.push(PIP_OF[d] ?? [d]);
    return out;
  }
  const each = ds.length ? ds : ANY;
  for (let i = 0; i < power; i++) out.push(each); // a loop: `Array.from` with a map was a hot line of legalActions
  return out;
}

export const ANY: Domain[] = [...COLORED_DOMAINS];

/**
 * Is this card in the trash played for a cost that banishes it afterwards ([Flow], CR 1.4 829.1.b.1): the Flow its
 * cost uses (printed or given), unless it is the printed permission "You may play me from your trash" (banish false).
 */
export function flowBanishes(s: RbState, card: string): boolean {
  const f = flowOf(s, card);
  return f?.kind === "flow" && f.banish !== false;
}

/** The Flow that applies to a card in its trash (829.1.c.3: the first printed one that holds, else one given to it). */
function flowOf(s: RbState, card: string): Passive | undefined {
  const o = objAt(s, card);
  if (o?.zone !== "trash") return undefined;
  return (
    passivesOfCode(o.code).find(
      (p) => p.kind === "flow" && (!p.when || checkCondition(s, card, o.owner, p.when)), // 724: "[Legion][>] …"
    ) ?? givenFlow(s, card, o.incarnation)
  );
}

/** Has this card in its owner's trash a Flow cost now ({@link flowCost} defined; 829.1.b), without building it. */
export function hasFlow(s: RbState, card: string): boolean {
  return flowOf(s, card)?.kind === "flow";
}

/**
 * The Flow cost of a spell in its owner's trash (CR 1.4 829.1.c.1: an alternative cost replacing its base cost), or
 * undefined when it has no Flow or is not in the trash. With several Flow costs the first is used (829.1.c.3).
 */
export function flowCost(s: RbState, card: string): Cost | undefined {
  const f = flowOf(s, card);
  if (f?.kind !== "flow") return undefined;
  if (f.ownCost) {
    const st = stat(s, card); // "[Flow] equal to its cost": its printed cost (130)
    return { energy: st.energy ?? 0, pips: printedPips(st.domains, st.power ?? 0) };
  }
  return { energy: f.energy, pips: (f.power ?? []).map((d) => (d === "any" ? [...ANY] : [d])) };
}

/** A [Flow] given to this card in its trash by a created effect about it ("give a spell in your trash [Flow]"). */
function givenFlow(s: RbState, card: string, incarnation: number): Passive | undefined {
  for (const e of s.effects)
    if (e.passive?.kind === "flow" && e.objects.some((r) => r.id === card && r.incarnation === incarnation))
      return e.passive;
  return undefined;
}

/**
 * How a cost gets paid (561): which runes are exhausted and recycled, and the rune pool afterwards. Planned
 * without changing the state, so legality is decided without trying the action out (issue "Engine speed").
 */
export interface Payment {
  /** Runes the player named to exhaust and to recycle, in order (each recycled on its own). */
  readonly namedExhaust: readonly string[];
  readonly namedRecycle: readonly string[];
  /** Runes chosen automatically: exhausted, then recycled together. */
  readonly autoExhaust: readonly string[];
  readonly autoRecycle: readonly string[];
  /** The player's rune pool once the cost is paid. */
  readonly pool: Pool;
}

/** The domain a rune's Power is of (157.2.b). */
function runeDomain(s: RbState, rune: string): Domain {
  return runeDomainOf(obj(s, rune).code);
}

/** The domain of a rune card by its code (157.2). @throws InvariantError without card data. */
function runeDomainOf(code: string): Domain {
  const known = RUNE_DOMAIN[code];
  if (known !== undefined) return known;
  const c = cardData(code);
  if (!c) throw new InvariantError(`no card data for ${code}`);
  const d = c.domains[0] ?? "Colorless";
  RUNE_DOMAIN[code] = d; // a found code's data never changes (catalogue.ts `cardData`)
  return d;
}

/**
 * {@link runeDomainOf} by code: a plan reads every rune's domain, and the card data's `domains` is a load of many
 * shapes (one per kind of card), so the domain alone is kept.
 */
const RUNE_DOMAIN = codeTable<Domain>();

/**
 * Plans paying a cost (561): rune pool first, then the runes the player named, else runes chosen automatically —
 * exhausting ready runes for Energy and recycling runes of the needed domain for Power, preferring runes already
 * exhausted (docs/rules-decisions.md: automatic payment). 605.3: Energy added "only to play spells" pays only
 * for spells; Energy and Power added only for units or gear (`typeEnergy`, `typePower`) pay only when `forType` —
 * the type of the card played or of the object whose ability is activated — is that type. Pure: returns the plan or
 * the rejection.
 */
export function planPayment(
  s: RbState,
  seat: Seat,
  cost: Cost,
  spec: { exhaust?: string[]; recycle?: string[] } | undefined,
  forSpell = false,
  forType?: string,
): Payment | Rejection {
  // Legal actions plan the same automatic payment for many plays: remembered while the state is only read (no key
  // is built outside a reading: nothing would be remembered).
  if (spec || !remembering(s)) return planPaymentOf(s, seat, cost, spec, forSpell, forType);
  const key = paymentKey(seat, cost, forSpell, forType);
  return (
    recalled<Payment | Rejection>(s, "payment", key) ??
    remember(s, "payment", key, planPaymentOf(s, seat, cost, undefined, forSpell, forType))
  );
}

/** The code of each one-domain Power pip (1-7) and of a pip of any domain in the usual order (8) in a memo key. */
const PIP_CODE: Readonly<Record<string, number>> = Object.fromEntries(DOMAINS.map((d, i) => [d, i + 1]));
const ANY_PIP = 8;
/** The code of each card type a payment is for (1-7; 0: none) in a memo key. */
const TYPE_CODE: Readonly<Record<string, number>> = Object.fromEntries(CARD_TYPES.map((t, i) => [t, i + 1]));

/** The code of a Power pip in a memo key: one domain, or any domain in the order of {@link ANY}; 0 for any other. */
function pipCode(pip: readonly Domain[]): number {
  if (pip.length === 1) return PIP_CODE[pip[0]!] ?? 0;
  if (pip.length !== ANY.length) return 0;
  for (let i = 0; i < pip.length; i++) if (pip[i] !== ANY[i]) return 0;
  return ANY_PIP;
}

/**
 * The memo key of an automatic payment plan: a small integer for the usual costs (seat, spell, type, Energy up to 31,
 * up to four pips of one or any domain: 4 bits each, in order), else a text of every domain of every pip in order
 * (the plan takes the first one the pool has). A text key cost ~0.5 µs per plan asked for, most of it hashing.
 */
function paymentKey(seat: Seat, cost: Cost, forSpell: boolean, forType: string | undefined): number | string {
  const type = forType === undefined ? 0 : TYPE_CODE[forType];
  const e = cost.energy;
  if (type !== undefined && seat >= 0 && seat < 4 && Number.isInteger(e) && e >= 0 && e < 32 && cost.pips.length <= 4) {
    let key = (((seat * 2 + (forSpell ? 1 : 0)) * 8 + type) * 32 + e) * 65536;
    let digit = 1;
    for (const pip of cost.pips) {
      const c = pipCode(pip);
      if (c === 0) return paymentText(seat, cost, forSpell, forType);
      key += c * digit;
      digit *= 16;
    }
    return key;
  }
  return paymentText(seat, cost, forSpell, forType);
}

/** The memo key of a payment {@link paymentKey} cannot number: every domain of every pip, in order. */
function paymentText(seat: Seat, cost: Cost, forSpell: boolean, forType: string | undefined): string {
  let text = `${seat}|${forSpell ? 1 : 0}|${forType ?? ""}|${cost.energy}|`;
  for (const pip of cost.pips) text += `${pip.join("+")},`;
  return text;
}

/**
 * Energy and universal Power of the pool restricted to another type than `forType` (605.3: "Spend this Energy only to
 * play units or activated abilities of units"): set aside for this payment.
 */
function typeLocked(pool: Pool, forType: string | undefined): Readonly<{ energy: number; power: number }> {
  if (pool.typeEnergy === undefined && pool.typePower === undefined) return NONE_LOCKED; // most pools: asked per plan
  let energy = 0;
  let power = 0;
  // `for … in` over the plain records (the order and keys of `Object.entries`, without its arrays: asked per plan).
  const te = pool.typeEnergy;
  if (te) for (const t in te) if (t !== forType) energy += te[t as RestrictedFor] ?? 0;
  const tp = pool.typePower;
  if (tp) for (const t in tp) if (t !== forType) power += tp[t as RestrictedFor] ?? 0;
  return { energy, power };
}

/** Nothing set aside for a type (605.3): {@link typeLocked} of a pool without typed Energy or Power. */
const NONE_LOCKED: Readonly<{ energy: number; power: number }> = Object.freeze({ energy: 0, power: 0 });

/**
 * The typed restrictions after a payment (605.3): amounts set aside stay as they were; those of the paid-for type
 * are spent first (the Energy and Power of the cost use them before unrestricted ones), never more than what is left.
 */
function restrictTyped(after: Pool, before: Pool, cost: Cost, forType: string | undefined): void {
  // `for … in` over the plain records: the keys and order of `Object.entries`, without its arrays (asked per plan).
  let te: Partial<Record<RestrictedFor, number>> | undefined;
  let tp: Partial<Record<RestrictedFor, number>> | undefined;
  const be = before.typeEnergy;
  if (be)
    for (const k in be) {
      const t = k as RestrictedFor;
      const n = be[t]!;
      const left = t === forType ? Math.min(Math.max(0, n - cost.energy), after.energy) : n;
      if (left > 0) {
        te ??= {};
        te[t] = left;
      }
    }
  const bp = before.typePower;
  if (bp)
    for (const k in bp) {
      const t = k as RestrictedFor;
      const n = bp[t]!;
      const left = t === forType ? Math.min(Math.max(0, n - cost.pips.length), after.power.Any ?? 0) : n;
      if (left > 0) {
        tp ??= {};
        tp[t] = left;
      }
    }
  if (te) after.typeEnergy = te;
  if (tp) after.typePower = tp;
}

/**
 * The part of `seat`'s Rune Pool this payment may spend (605.3, 545): Energy and Power set aside for spells, for a
 * type, or for showdowns taken out (`pool`, a copy), with the amounts taken out to put back after paying.
 */
function usablePool(
  s: RbState,
  seat: Seat,
  forSpell: boolean,
  forType: string | undefined,
): {
  pool: { energy: number; power: Record<string, number> };
  restricted: number;
  typed: Readonly<{ energy: number; power: number }>;
  outside: number;
  restrictedP: number;
} {
  const p = s.players[seat]!;
  const restricted = p.pool.spellEnergy ?? 0;
  const pool = { energy: p.pool.energy, power: { ...p.pool.power } as Record<string, number> };
  if (restricted > 0 && !forSpell) pool.energy -= restricted;
  const typed = typeLocked(p.pool, forType); // 605.3: Energy and Power only for units / gear
  pool.energy -= typed.energy;
  if (typed.power > 0) pool.power.Any = (pool.power.Any ?? 0) - typed.power;
  const outside = showdownLocked(s, seat);
  pool.energy -= outside;
  const restrictedP = p.pool.spellPower ?? 0;
  if (restrictedP > 0 && !forSpell) pool.power.Any = (pool.power.Any ?? 0) - restrictedP;
  return { pool, restricted, typed, outside, restrictedP };
}

/**
 * Whether the totals alone show that the automatic payment of `cost` fails (561.1), so that no plan is needed: more
 * Energy than the usable pool and the ready runes give, or more Power pips than the usable pool's Power and all runes
 * (each pip the pool does not pay takes a rune of its own). False says nothing: only the plan can tell.
 */
function beyondTotals(s: RbState, seat: Seat, cost: Cost, forSpell: boolean, forType: string | undefined): boolean {
  const t = runesOf(s, seat); // with the pool's totals, read once per reading like the runes
  // The totals of `usablePool`, without copying the pool; what is set aside depends on the payment only when the
  // pool holds restricted Energy or Power (605.3).
  let anyOff = 0;
  let energyOff = 0;
  if (!t.plainPool) {
    const pool = s.players[seat]!.pool;
    const typed = typeLocked(pool, forType);
    anyOff = Math.max(0, typed.power);
    const restrictedP = pool.spellPower ?? 0;
    if (restrictedP > 0 && !forSpell) anyOff += restrictedP;
    energyOff = typed.energy;
    const restricted = pool.spellEnergy ?? 0;
    if (restricted > 0 && !forSpell) energyOff += restricted;
  }
  const power = t.poolPower + Math.max(0, t.poolAny - anyOff); // no Any in the pool: 0 - anyOff, nothing
  if (cost.pips.length - power > t.ids.length) return true;
  const needE = cost.energy - (t.poolEnergy - energyOff);
  if (needE <= 0) return false;
  return needE > t.ready;
}

/**
 * A seat's runes as the automatic payment reads them (561): ids in rune order, exhausted or not, domain (157.2.b);
 * and the totals of its Rune Pool that {@link beyondTotals} reads for every card.
 */
interface RuneInfo {
  readonly ids: readonly string[];
  readonly exhausted: readonly boolean[];
  /** Read when a plan first needs them (a Power pip the pool does not pay). */
  domains: readonly Domain[] | undefined;
  /** How many are ready. */
  readonly ready: number;
  /** The indices of the ready ones, in rune order. */
  readonly readyAt: readonly number[];
  /** The Rune Pool's Power of each domain (not `Any`), each counted from 0 ({@link beyondTotals}). */
  readonly poolPower: number;
  /** The pool's universal Power (`Any`), restricted parts included. */
  readonly poolAny: number;
  /** The pool's Energy less what is kept for showdowns outside one (545). */
  readonly poolEnergy: number;
  /** Nothing of the pool is set aside for spells or a type (605.3): the totals hold for every payment. */
  readonly plainPool: boolean;
}

/** The last {@link runesOf} read, by the {@link readingToken} of the `readOnly` call it was read in, and the seat. */
let lastRunes: { token: object; seat: Seat; info: RuneInfo } | undefined;

/**
 * `seat`'s runes read once while legal actions look at a state (objects.ts `readingToken`: nothing changes them
 * within that `readOnly` call; the seat asked last is kept, most calls are for the acting seat), instead of once per
 * card and cost planned; read afresh otherwise.
 */
function runesOf(s: RbState, seat: Seat): RuneInfo {
  const token = readingToken(s);
  const last = lastRunes;
  if (token !== undefined && last !== undefined && last.token === token && last.seat === seat) return last.info;
  const ids = s.players[seat]!.runes;
  const exhausted: boolean[] = [];
  const readyAt: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const o = obj(s, ids[i]!);
    exhausted.push(o.exhausted);
    if (!o.exhausted) readyAt.push(i);
  }
  const pool = s.players[seat]!.pool;
  const own = pool.power as Record<string, number | undefined>;
  let poolPower = 0;
  for (const k in own) if (k !== "Any") poolPower += Math.max(0, own[k] ?? 0);
  const plainPool =
    pool.typeEnergy === undefined &&
    pool.typePower === undefined &&
    !((pool.spellEnergy ?? 0) > 0) &&
    !((pool.spellPower ?? 0) > 0);
  const info: RuneInfo = {
    ids,
    exhausted,
    domains: undefined,
    ready: readyAt.length,
    readyAt,
    poolPower,
    poolAny: own.Any ?? 0,
    poolEnergy: pool.energy - showdownLocked(s, seat),
    plainPool,
  };
  // Outside a reading nothing is kept (the state may change next); a new reading drops the old one's.
  lastRunes = token === undefined ? undefined : { token, seat, info };
  return info;
}

/** The domain of each of the runes of {@link runesOf} (157.2.b), read once. */
function runeDomains(s: RbState, info: RuneInfo): readonly Domain[] {
  if (info.domains === undefined) {
    const domains: Domain[] = [];
    for (const r of info.ids) domains.push(runeDomain(s, r));
    info.domains = domains;
  }
  return info.domains;
}

function planPaymentOf(
  s: RbState,
  seat: Seat,
  cost: Cost,
  spec: { exhaust?: string[]; recycle?: string[] } | undefined,
  forSpell: boolean,
  forType: string | undefined,
): Payment | Rejection {
  const p = s.players[seat]!;
  const { pool, restricted, typed, outside, restrictedP } = usablePool(s, seat, forSpell, forType);
  const named = spec ? addNamedRunes(s, seat, spec, pool) : NONE_NAMED;
  if ("code" in named) return named;
  const { exhausted, recycled, namedExhaust, namedRecycle } = named;
  const needE = Math.max(0, cost.energy - pool.energy);
  // Power from the pool: pips with fewest options first, specific domains before universal.
  const pips = fewestDomainsFirst(cost.pips);
  const unmatched: (readonly Domain[])[] = [];
  for (const pip of pips) {
    const d = firstInPool(pip, pool.power);
    if (d) pool.power[d]!--;
    else if ((pool.power.Any ?? 0) > 0) pool.power.Any!--;
    else unmatched.push(pip);
  }
  if (spec && (needE > 0 || unmatched.length > 0))
    return err("play/cannot-pay", "The runes you named do not pay the whole cost.", "561.1", { case: "named-runes" });
  // Each rune is read once (exhausted? its code), none when the pool pays it all: the sorts compare runes by index.
  let runes: readonly string[] = [];
  let tired: readonly boolean[] = [];
  let domains: readonly Domain[] = [];
  let readyAt: readonly number[] | undefined;
  if (!spec && (needE > 0 || unmatched.length > 0)) {
    // The automatic payment names no rune: every rune, as it is (read once per legal-actions reading).
    const info = runesOf(s, seat);
    runes = info.ids;
    tired = info.exhausted;
    readyAt = info.readyAt;
    domains = unmatched.length > 0 ? runeDomains(s, info) : [];
  } else if (needE > 0 || unmatched.length > 0) {
    const ids: string[] = [];
    const codes: string[] = [];
    const t: boolean[] = [];
    for (const r of p.runes) {
      if (recycled.has(r)) continue;
      const o = obj(s, r);
      ids.push(r);
      codes.push(o.code);
      t.push(o.exhausted || exhausted.has(r));
    }
    runes = ids;
    tired = t;
    domains = unmatched.length > 0 ? codes.map(runeDomainOf) : [];
  }
  // Read only below (never changed): the automatic payment's are its runes' (`runesOf`).
  let ready: readonly number[];
  if (readyAt !== undefined) ready = readyAt;
  else {
    const at: number[] = [];
    for (let i = 0; i < runes.length; i++) if (!tired[i]) at.push(i);
    ready = at;
  }
  if (needE > ready.length)
    return err("play/cannot-pay", `Not enough Energy: ${cost.energy} needed.`, "561.1", {
      case: "energy",
      n: cost.energy,
    });
  // The first `needE` runes of `exhaustFrom` are exhausted (there are that many ready ones: checked above). Runes of
  // a domain still needed for Power go first (they are recycled anyway); else in rune order.
  let exhaustFrom: readonly number[] = ready;
  if (unmatched.length > 0 && needE > 0) {
    // Ready runes of a domain some unmatched pip takes first, each group in rune order (a stable partition), the
    // first `needE` of them. Inline, not a named closure: tsx (esbuild keepNames) names each one as it is made.
    const wanted: boolean[] = [];
    for (const i of ready) wanted.push(anyPipTakes(unmatched, domains[i]!));
    const first: number[] = [];
    for (let k = 0; k < ready.length && first.length < needE; k++) if (wanted[k]) first.push(ready[k]!);
    for (let k = 0; k < ready.length && first.length < needE; k++) if (!wanted[k]) first.push(ready[k]!);
    exhaustFrom = first;
  }
  const autoRecycle: string[] = [];
  const planned: number[] = [];
  for (const pip of unmatched) {
    // The first rune of the pip's domain in rune order, preferring one exhausted anyway (by then or by this payment).
    let r: number | undefined;
    let fresh: number | undefined;
    for (let i = 0; i < runes.length && r === undefined; i++)
      if (!planned.includes(i) && pip.includes(domains[i]!)) {
        if (tired[i] || firstIncludes(exhaustFrom, needE, i)) r = i;
        else fresh ??= i;
      }
    r ??= fresh;
    if (r === undefined)
      return err("play/cannot-pay", `Not enough Power of ${pip.join(" or ")}.`, "561.1", {
        case: "power",
        domains: pip.join("|"),
      });
    planned.push(r);
    autoRecycle.push(runes[r]!);
  }
  pool.energy += needE - cost.energy;
  const after: Pool = { energy: pool.energy, power: pool.power };
  restrictEnergy(after, p.pool, restricted, forSpell);
  restrictShowdownEnergy(after, p.pool, outside);
  restrictPower(after, restrictedP, forSpell);
  after.energy += typed.energy;
  if (typed.power > 0) after.power.Any = (after.power.Any ?? 0) + typed.power;
  restrictTyped(after, p.pool, cost, forType);
  const exhaust: string[] = [];
  for (let k = 0; k < needE; k++) exhaust.push(runes[exhaustFrom[k]!]!);
  return { namedExhaust, namedRecycle, autoExhaust: exhaust, autoRecycle, pool: after };
}

/** Is `i` among the first `n` entries of `list` (the runes a plan exhausts, without a copy of them). */
function firstIncludes(list: readonly number[], n: number, i: number): boolean {
  for (let k = 0; k < n; k++) if (list[k] === i) return true;
  return false;
}

/**
 * Power pips with fewest options first, specific domains before universal (561): a stable order by the number of
 * domains; the list as it is when that order is its own (one pip, or all with as many domains: most costs).
 */
function fewestDomainsFirst(pips: readonly (readonly Domain[])[]): readonly (readonly Domain[])[] {
  let i = 1;
  while (i < pips.length && pips[i]!.length === pips[0]!.length) i++;
  return i >= pips.length ? pips : pips.slice().sort((a, b) => a.length - b.length);
}

/** The first domain of a Power pip that the pool still has Power of (module functions: no closure per plan). */
function firstInPool(pip: readonly Domain[], power: Readonly<Record<string, number>>): Domain | undefined {
  for (const x of pip) if ((power[x] ?? 0) > 0) return x;
  return undefined;
}

/** Does some pip take Power of `d` (157.2.b: a rune's domain). */
function anyPipTakes(pips: readonly (readonly Domain[])[], d: Domain): boolean {
  for (const pip of pips) if (pip.includes(d)) return true;
  return false;
}

interface NamedRunes {
  readonly exhausted: ReadonlySet<string>;
  readonly recycled: ReadonlySet<string>;
  readonly namedExhaust: readonly string[];
  readonly namedRecycle: readonly string[];
}

const NONE_NAMED: NamedRunes = { exhausted: new Set(), recycled: new Set(), namedExhaust: [], namedRecycle: [] };

/**
 * Runes the player named to pay with (561.2): each exhausted one adds 1 Energy to `pool`, each recycled one 1 Power of
 * its domain (157.2). Refused when a rune is not theirs (157.2) or already exhausted (592.1.b).
 */
function addNamedRunes(
  s: RbState,
  seat: Seat,
  spec: { exhaust?: string[]; recycle?: string[] },
  pool: { energy: number; power: Record<string, number> },
): NamedRunes | Rejection {
  const exhausted = new Set<string>();
  const recycled = new Set<string>();
  for (const r of spec.exhaust ?? []) {
    const o = objAt(s, r);
    if (o?.zone !== "runes" || o.controller !== seat)
      return err("pay/not-your-rune", `${r} is not one of your runes.`, "157.2");
    if (o.exhausted || exhausted.has(r))
      return err("pay/rune-exhausted", `${nameOf(s, r)} is already exhausted.`, "592.1.b", { name: nameOf(s, r) });
    exhausted.add(r);
    pool.energy++;
  }
  for (const r of spec.recycle ?? []) {
    const o = objAt(s, r);
    if (o?.zone !== "runes" || o.controller !== seat || recycled.has(r))
      return err("pay/not-your-rune", `${r} is not one of your runes.`, "157.2");
    recycled.add(r);
    const d = runeDomain(s, r);
    pool.power[d] = (pool.power[d] ?? 0) + 1;
  }
  return { exhausted, recycled, namedExhaust: [...exhausted], namedRecycle: [...recycled] };
}

/** 605.3: Energy added "only to play spells" pays only for spells; what is left of it stays restricted. */
function restrictEnergy(after: Pool, before: Pool, restricted: number, forSpell: boolean): void {
  if (restricted > 0) {
    if (forSpell) {
      const left = Math.min(restricted, after.energy);
      if (left > 0) after.spellEnergy = left;
    } else {
      after.energy += restricted;
      after.spellEnergy = restricted;
    }
  } else if (before.spellEnergy !== undefined) after.spellEnergy = before.spellEnergy;
}

/** Energy of a player's pool that only showdowns may spend, while no showdown is in progress (545): locked. */
/** Energy and universal Power of a player's pool usable only for units or gear (605.3), for payments of neither. */
export function typeLockedOf(s: RbState, seat: Seat): Readonly<{ energy: number; power: number }> {
  return typeLocked(s.players[seat]!.pool, undefined);
}

export function showdownLocked(s: RbState, seat: Seat): number {
  return s.showdown === null ? (s.players[seat]!.pool.showdownEnergy ?? 0) : 0;
}

/**
 * "Spend this Energy only during showdowns" (545): outside a showdown the locked Energy stays in the pool, still
 * restricted; during one it is spent first, and what is left of it stays restricted.
 */
function restrictShowdownEnergy(after: Pool, before: Pool, locked: number): void {
  if (locked > 0) {
    after.energy += locked;
    after.showdownEnergy = locked;
    return;
  }
  const left = Math.min(before.showdownEnergy ?? 0, after.energy);
  if (left > 0) after.showdownEnergy = left;
}

/** 605.3: universal Power added "only to play spells" stays set aside unless this payment is for a spell. */
function restrictPower(after: Pool, restricted: number, forSpell: boolean): void {
  if (restricted <= 0) return;
  const any = after.power.Any ?? 0;
  if (!forSpell) {
    after.power.Any = any + restricted;
    after.spellPower = restricted;
  } else if (Math.min(restricted, any) > 0) after.spellPower = Math.min(restricted, any);
}

/** Power a player could still produce: Power in the pool plus one per rune (each can be recycled, 157.2.b). */
export function powerAvailable(s: RbState, seat: Seat): number {
  const p = s.players[seat]!;
  const pool = Object.values(p.pool.power).reduce((a: number, n) => a + (n ?? 0), 0);
  return pool + p.runes.length;
}

/** Deflect (721): opponents' spells and abilities choosing a permanent with Deflect X pay X extra Power of any domain. */
export function deflectPips(s: RbState, seat: Seat, targetIds: string[], card?: string): Domain[][] {
  const pips: Domain[][] = [];
  if (targetIds.length === 0) return pips; // nothing chosen: no Deflect to pay (its card's passives not read)
  if (card !== undefined && ignoresDeflect(s, card)) return pips; // "Ignore [Deflect] while paying this spell's cost"
  for (const id of targetIds) {
    const x = deflectCost(s, id, seat);
    for (let i = 0; i < x; i++) pips.push(ANY);
  }
  return pips;
}

/**
 * The Power choosing this object costs `seat` (721.1.c): its [Deflect] value when it is an opponent's, none at a
 * battlefield whose own `ignoreDeflect` passive says "players ignore [Deflect] … choosing something here" (Heisho).
 */
export function deflectCost(s: RbState, id: string, seat: Seat): number {
  const o = obj(s, id);
  if (o.controller === seat) return 0;
  if (o.zone === "battlefield" && o.bf !== undefined) {
    const b = s.battlefields[o.bf];
    if (b && ownPassives(s, b.card).some((p) => p.kind === "ignoreDeflect")) return 0;
  }
  return keywordValue(s, id, "Deflect");
}

/** Does this card say "Ignore [Deflect] while paying this spell's cost" (721.1.c; Decree of Insight)? */
export function ignoresDeflect(s: RbState, card: string): boolean {
  return ownPassives(s, card).some((p) => p.kind === "ignoreDeflect");
}

export function passivesOfCard(s: RbState, id: string): readonly Passive[] {
  return ownPassives(s, id);
}

/** The non-rune costs of a play (560.2): a unit to kill, a card to discard, a unit to exhaust, optional Power. */
export interface ExtraCosts {
  killForCost: string[];
  /** A board object returned to its owner's hand as a mandatory additional cost (Legion Quartermaster). */
  returnForCost?: string;
  discardForCost?: string;
  exhaustForCost?: string;
  spendBuffForCost?: string;
  discount: number;
  paidOptional: string[];
  /** Buffed units whose buffs are spent as an optional additional cost (Wallop, Kraken Hunter; 702.2.b). */
  spendBuffs?: string[];
  /** The printed cost is ignored (560.1.a): Wallop with its buff spent. */
  ignoreCost?: boolean;
  /** One Power of this domain less per entry (560.4): Kraken Hunter. */
  powerDiscounts?: string[];
  /** XP spent as an optional additional cost (CR 1.4 730.2: Safety Inspector). */
  spendXp?: number;
  /** A paid optional cost says "if you do, I enter ready" (Crescent Guardian). */
  enterReady?: boolean;
  /** The created permission used to ignore the card's Energy cost (560.1.b: Jayce, Man of Progress), by effect id. */
  energyPermission?: string;
}

/** The card's optional additional cost of this kind (560.2.b), if it has one. */
function optionalCost(
  passives: readonly Passive[],
  cost: Extract<Passive, { kind: "additionalCost" }>["cost"],
): Extract<Passive, { kind: "additionalCost" }> | undefined {
  for (const p of passives) if (p.kind === "additionalCost" && p.optional && p.cost === cost) return p;
  return undefined;
}

/** Whether the card has a mandatory additional cost of any kind (560.2.a: "as an additional cost to play me, …"). */
function hasMandatoryCost(passives: readonly Passive[]): boolean {
  for (const p of passives) if (p.kind === "additionalCost" && !p.optional) return true;
  return false;
}

/** "As an additional cost to play me, kill a friendly unit" (560.2.a): a mandatory additional cost of the card. */
export function mustKillFriendly(passives: readonly Passive[]): boolean {
  return passives.some((p) => p.kind === "additionalCost" && !p.optional && p.cost === "killFriendly");
}

/** Which friendly units the mandatory kill cost accepts ("kill a friendly [Mighty] unit", 560.2.a); all without one. */
export function killCostFilter(passives: readonly Passive[]): ObjFilter | undefined {
  for (const p of passives)
    if (p.kind === "additionalCost" && !p.optional && p.cost === "killFriendly") return p.filter;
  return undefined;
}

/**
 * "As an additional cost to play me, return a friendly gear to its owner's hand" (560.2.a; Legion Quartermaster): the
 * filter of a mandatory `returnToHand` cost, or undefined when the card has none.
 */
export function returnCostFilter(passives: readonly Passive[]): ObjFilter | undefined {
  for (const p of passives)
    if (p.kind === "additionalCost" && !p.optional && p.cost === "returnToHand") return p.filter ?? {};
  return undefined;
}

/** The board objects of `seat` a mandatory `returnToHand` cost of `card` may return (560.2.a), in board order. */
export function returnCostChoices(s: RbState, seat: Seat, card: string, f: ObjFilter): string[] {
  const board = [...s.players[seat]!.base, ...s.battlefields.flatMap((b) => b.units)]; // attached gear is in base
  return board.filter(
    (id) => id !== card && objAt(s, id) && obj(s, id).controller === seat && matches(s, id, f, seat, card),
  );
}

/** The optional costs of a play that names none. */
const NO_OPTIONAL: ReadonlySet<string> = new Set();

/** Chooses the non-rune costs named by the action (`costCards`, `optional`), or refuses (560.2, 598.3, 592.4). */
export function planExtraCosts(s: RbState, seat: Seat, a: PlayAction, cost: Cost): ExtraCosts | Rejection {
  const passives = passivesOfCard(s, a.card);
  const costCards = a.costCards ?? [];
  const optional: ReadonlySet<string> = a.optional ? new Set(a.optional) : NO_OPTIONAL;
  const x: ExtraCosts = { discount: 0, paidOptional: [], killForCost: [] };
  // A play naming no optional cost (560.2.b) pays only mandatory additional costs (560.2.a): with none, nothing more
  // (each check below would walk the passives again to find nothing).
  if (optional.size === 0 && !hasMandatoryCost(passives)) return x;
  for (const p of passives)
    if (p.kind === "additionalCost" && p.optional && optional.has(p.cost)) {
      // 560.2.b: an optional cost offered only while its condition holds ("If you've played a spell this turn, …").
      if (p.when && !checkCondition(s, a.card, seat, p.when))
        return err("play/cannot-pay", "That optional cost is not available now.", "560.2.b", { case: "optional" });
      if (p.enterReady) x.enterReady = true;
    }
  // Mandatory additional cost: kill a friendly unit (Cruel Patron).
  if (mustKillFriendly(passives)) {
    const f = killCostFilter(passives);
    const mine = unitsOf(s, seat).filter((u) => u !== a.card && (!f || matches(s, u, f, seat, a.card)));
    if (costCards.length && !costCards.some((c) => mine.includes(c)))
      return err("play/bad-cost", "The unit named to kill is not a friendly unit on the board.", "560.2.a.1", {
        case: "kill-not-friendly",
      });
    const k = costCards.find((c) => mine.includes(c)) ?? (mine.length === 1 ? mine[0] : undefined);
    if (k) x.killForCost.push(k);
    else
      return err(
        mine.length ? "play/choose-cost" : "play/cannot-pay",
        mine.length ? "Choose the friendly unit to kill (costCards)." : "You have no friendly unit to kill.",
        "560.2.a.1",
      );
  }
  if (optional.has("ignoreEnergy")) {
    // 567, 560.1.b: "you may play a gear … from hand this turn, ignoring its Energy cost" — a permission it holds.
    const permit = energyPermission(s, seat, a.card);
    if (!permit) return err("play/cannot-pay", "No permission lets you ignore that card's Energy cost.", "560.1.b");
    x.energyPermission = permit;
    x.paidOptional.push("ignoreEnergy");
  }
  // Mandatory additional cost: return a friendly gear to its owner's hand (Legion Quartermaster, 560.2.a, 609.2).
  const rf = returnCostFilter(passives);
  if (rf) {
    const mine = returnCostChoices(s, seat, a.card, rf);
    const r = costCards.find((c) => mine.includes(c)) ?? (mine.length === 1 ? mine[0] : undefined);
    if (!r)
      return err(
        mine.length ? "play/choose-cost" : "play/cannot-pay",
        mine.length ? "Choose the friendly gear to return (costCards)." : "You have no friendly gear to return.",
        "560.2.a.1",
      );
    x.returnForCost = r;
  }
  const disc = optionalCost(passives, "discard");
  if (disc && optional.has("discard")) {
    const hand = s.players[seat]!.hand.filter((h) => h !== a.card);
    if (costCards.length && !costCards.some((c) => hand.includes(c)))
      return err("play/bad-cost", "The card named to discard is not in your hand.", "598.3", { case: "discard" });
    x.discardForCost = costCards.find((c) => hand.includes(c)) ?? (hand.length === 1 ? hand[0] : undefined);
    if (!x.discardForCost)
      return err("play/choose-cost", "Choose the card to discard (costCards).", "560.2.b", { case: "discard" });
    x.discount += disc.discount?.energy ?? 0; // 560.4
    x.paidOptional.push("discard");
  }
  const optPay = optionalCost(passives, "power");
  if (optPay && optional.has("power")) {
    // 560.2.b: "you may pay [1][Fury] as an additional cost" — Energy and Power of a domain.
    const pips = Array.from({ length: optPay.power?.n ?? 0 }, () => [optPay.power!.domain]);
    addOptional(s, seat, "other", cost, { energy: optPay.energy ?? 0, pips });
    x.paidOptional.push("power");
  }
  if (optional.has("battlefieldCost")) {
    // CR 1.4 356.2, 560.2.b: an additional cost a battlefield grants (Dragon Roost), paid for the battlefield named by `to`.
    const grant = battlefieldCosts(s, a.card).find((g) => g.bf === a.to);
    if (!grant)
      return err("play/cannot-pay", "No battlefield there offers that additional cost for this card.", "560.2.b", {
        case: "optional",
      });
    addOptional(s, seat, "other", cost, { energy: 0, pips: Array.from({ length: grant.anyPower }, () => [...ANY]) });
    x.paidOptional.push("battlefieldCost");
  }
  const extraEnergy = optionalCost(passives, "energy");
  if (extraEnergy && optional.has("energy")) {
    addOptional(s, seat, "other", cost, { energy: extraEnergy.energy ?? 0, pips: [] }); // 560.2.b: "You may pay [N] …"
    x.paidOptional.push("energy");
  }
  const xpCost = optionalCost(passives, "xp");
  if (xpCost && optional.has("xp")) {
    // CR 1.4 730.2: "You may spend N XP as an additional cost" — only a player who has N XP can pay it.
    if ((s.players[seat]!.xp ?? 0) < (xpCost.xp ?? 0))
      return err("play/cannot-pay", `You need ${xpCost.xp} XP to spend.`, "CR 1.4 730.2", {
        case: "xp",
        n: xpCost.xp ?? 0,
      });
    x.spendXp = xpCost.xp ?? 0;
    x.discount += xpCost.discount?.energy ?? 0; // 560.4: "If you do, I cost [3] less"
    x.paidOptional.push("xp");
  }
  // A play naming no optional cost pays no Repeat (820.1.c): its Repeats are not looked up.
  const reps = optional.size > 0 ? repeatInstances(s, seat, a.card) : [];
  for (const id of optional)
    if (/^repeat\d*$/.test(id) && !reps.some((r) => r.id === id))
      return err("play/bad-cost", `This spell has no such [Repeat] to pay (${id}).`, "CR 1.4 820.1.c");
  for (const rep of reps) {
    if (!optional.has(rep.id)) continue;
    // CR 1.4 820.1.c.1-2: each Repeat cost is an additional cost paid (or not) as the spell is played.
    addOptional(s, seat, "repeat", cost, { energy: rep.energy, pips: [...rep.pips] });
    if (rep.discard) {
      // "[Repeat] — Discard 1" (598.2.a: a discard paid as a cost), named by `costCards` unless only one card is left.
      const hand = s.players[seat]!.hand.filter((h) => h !== a.card && h !== x.discardForCost);
      x.discardForCost = costCards.find((c) => hand.includes(c)) ?? (hand.length === 1 ? hand[0] : undefined);
      if (!x.discardForCost)
        return err(
          hand.length ? "play/choose-cost" : "play/cannot-pay",
          "Choose the card to discard for Repeat (costCards).",
          "CR 1.4 820.1.c",
        );
    }
    x.paidOptional.push(rep.id);
  }
  const spent = planSpendBuffCost(s, seat, a, passives, optional, x);
  if (spent) return spent;
  const exhaustCost = optionalCost(passives, "exhaust");
  if (exhaustCost && optional.has("exhaust")) {
    // 592.4: a ready friendly unit, or with `filter` a matching object of yours ("exhaust your legend", Bard).
    const legend = s.players[seat]!.legend;
    const pool = exhaustCost.filter?.type === "legend" ? (legend ? [legend] : []) : unitsOf(s, seat);
    const f = exhaustCost.filter;
    const mine = pool.filter((u) => !obj(s, u).exhausted && (!f || matches(s, u, f, seat, a.card)));
    if (costCards.length && !costCards.some((c) => mine.includes(c)))
      return err("play/bad-cost", "An exhausted unit cannot be exhausted to pay a cost.", "592.4", {
        case: "exhausted",
      });
    x.exhaustForCost = costCards.find((c) => mine.includes(c)) ?? (mine.length === 1 ? mine[0] : undefined);
    if (!x.exhaustForCost)
      return err("play/choose-cost", "Choose the ready friendly unit to exhaust (costCards).", "592.4", {
        case: "exhaust",
      });
    x.paidOptional.push("exhaust");
  }
  if (optionalCost(passives, "spendBuff") && optional.has("spendBuff")) {
    // 702.2.b: spend the buff of a unit you control.
    const buffed = unitsOf(s, seat).filter((u) => obj(s, u).buffed);
    if (costCards.length && !costCards.some((c) => buffed.includes(c)))
      return err("play/bad-cost", "Only a buffed unit you control can spend a buff.", "702.2.b", { case: "buff" });
    x.spendBuffForCost = costCards.find((c) => buffed.includes(c)) ?? (buffed.length === 1 ? buffed[0] : undefined);
    if (!x.spendBuffForCost)
      return err(
        buffed.length ? "play/choose-cost" : "play/cannot-pay",
        buffed.length ? "Choose the buffed unit whose buff you spend (costCards)." : "You have no buff to spend.",
        "702.2.b",
      );
    x.paidOptional.push("spendBuff");
  }
  const killAny = killAnyNumberCost(s, seat, a, cost, optional.has("killFriendly"));
  if (killAny && "code" in killAny) return killAny;
  if (killAny) {
    x.killForCost.push(...killAny);
    x.paidOptional.push("killFriendly");
    // "I cost [1] less for each Energy it costs" (560.4; its printed Energy, Atakhan).
    if (optionalCost(passivesOfCard(s, a.card), "killFriendly")?.discountByKilledCost)
      for (const u of killAny) x.discount += stat(s, u).energy ?? 0;
  }
  return x;
}

/**
 * "You may kill any number of friendly units as an additional cost. Reduce my cost by [domain] for each" (560.2.b,
 * 560.4; Commander Ledros): the units named by `costCards`; each removes one printed Power of that domain (560.5).
 */
function killAnyNumberCost(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  cost: Cost,
  chosen: boolean,
): string[] | Rejection | null {
  if (!chosen) return null;
  const p = optionalCost(passivesOfCard(s, a.card), "killFriendly");
  if (!p) return null;
  const f = p.filter;
  // 560.2.b: "kill a friendly gear" — any of your board objects matching the filter (Zaun Punk).
  const mine = f
    ? [...s.players[seat]!.base, ...s.battlefields.flatMap((b) => b.units)].filter(
        (id) => id !== a.card && obj(s, id).controller === seat && matches(s, id, f, seat, a.card),
      )
    : unitsOf(s, seat).filter((u) => u !== a.card);
  const picked = [...new Set(a.costCards ?? [])];
  if (picked.length === 0 || picked.some((c) => !mine.includes(c)) || (!p.anyNumber && picked.length > 1))
    return err("play/bad-cost", "Name the friendly units to kill (costCards).", "560.2.b", { case: "name-kill" });
  const d = p.discountEach;
  // "… and [Order] less for each Power it costs" (Atakhan): one pip of the domain per printed Power of each killed unit.
  const byCost = p.discountByKilledCost;
  const pipsOff =
    (d ? picked.length * d.power : 0) + (byCost ? picked.reduce((n, u) => n + (stat(s, u).power ?? 0), 0) : 0);
  const domain = d?.domain ?? byCost?.domain;
  for (let i = 0; domain && i < pipsOff; i++) {
    const at = cost.pips.findIndex((pip) => pip.length === 1 && pip[0] === domain);
    if (at >= 0) cost.pips.splice(at, 1); // 560.5: never below 0
  }
  return picked;
}

/**
 * The additional costs battlefields on the board grant to `card` (`battlefieldCost`, CR 1.4 356.2: "any player may pay
 * … to play a Dragon", any player): each battlefield's index and the Power of any domain it asks; units only.
 */
export function battlefieldCosts(s: RbState, card: string): { bf: number; anyPower: number }[] {
  const grants = boardPassivesOfKind(s, "battlefieldCost");
  if (grants.length === 0 || stat(s, card).type !== "Unit") return [];
  const out: { bf: number; anyPower: number }[] = [];
  for (const { source, passive } of grants) {
    const b = s.battlefields.find((x) => x.card === source);
    if (b && cardIs(s, card, passive.cards)) out.push({ bf: b.index, anyPower: passive.anyPower });
  }
  return out;
}

/** "If you do, ignore this card's cost" (560.1.a): the optional additional cost that allows it is being paid. */
export function ignoresCost(s: RbState, a: PlayAction): boolean {
  const optional = a.optional;
  if (optional === undefined || optional.length === 0) return false; // paid only as a named optional cost
  return passivesOfCard(s, a.card).some(
    (p) => p.kind === "additionalCost" && p.optional && p.ignoreCost === true && optional.includes(p.cost),
  );
}

/** One [Repeat] of a spell (CR 1.4 820): the id a play names in `optional` to pay it, and its cost. */
export interface RepeatInstance {
  /** `repeat` for the first, `repeat2`, `repeat3` … for the others (820.1.c.2: each paid or not individually). */
  readonly id: string;
  readonly energy: number;
  readonly pips: readonly (readonly Domain[])[];
  /** "[Repeat] — Discard 1" (820.1.c). */
  readonly discard?: number;
}

/** The id a play names to pay the n-th Repeat of a spell (n from 0). */
function repeatId(n: number): string {
  return n === 0 ? "repeat" : `repeat${n + 1}`;
}

/**
 * Every [Repeat] of a spell `seat` would play (CR 1.4 820.1.c.2, 820.3): its printed ones in order, then those given
 * by `seat`'s board objects while their condition holds ("your spells have [Repeat]"), then those created for the
 * next spell `seat` plays. A granted `baseCost` Repeat costs the spell's printed Energy and Power (SFAQ Temporal
 * Portal). Units and gear have none (820.1.a).
 */
export function repeatInstances(s: RbState, seat: Seat, card: string): readonly RepeatInstance[] {
  const st = stat(s, card);
  if (st.type !== "Spell") return [];
  const out: RepeatInstance[] = [];
  for (const p of passivesOfCard(s, card))
    if (p.kind === "additionalCost" && p.optional && p.cost === "repeat") {
      const pips: Domain[][] = [];
      for (let i = 0; i < (p.anyPower ?? 0); i++) pips.push(ANY);
      for (let i = 0; i < (p.power?.n ?? 0); i++) pips.push([p.power!.domain]);
      out.push({ id: repeatId(out.length), energy: p.energy ?? 0, pips, ...(p.discard ? { discard: p.discard } : {}) });
    }
  const granted: Extract<Passive, { kind: "grantRepeat" }>[] = [];
  for (const { source, passive: p } of boardPassivesOfKind(s, "grantRepeat"))
    if (obj(s, source).controller === seat && (!p.when || checkCondition(s, source, seat, p.when))) granted.push(p);
  if (anyNextPassive(s))
    for (const c of createdPassivesOf(s, card, obj(s, card).incarnation, seat))
      if (c.passive.kind === "grantRepeat") granted.push(c.passive);
  for (const g of granted) {
    const c = g.cost;
    const energy = c === "baseCost" ? (st.energy ?? 0) : (c.energy ?? 0);
    const pips =
      c === "baseCost"
        ? printedPips(st.domains, st.power ?? 0)
        : Array.from({ length: c.power?.n ?? 0 }, () => [c.power!.domain]);
    out.push({ id: repeatId(out.length), energy, pips });
  }
  return out;
}

/**
 * Discounts on one optional additional cost as it is added to the total (CR 1.4 356.4.c: a component discount applies
 * to that component first): "friendly [Repeat] costs cost [1] less" (`which` repeat) and "optional additional costs
 * you pay cost [1] or [A] less" (every optional cost). Changes `component` in place, never below 0 (356.6).
 */
export function discountOptionalCost(s: RbState, seat: Seat, which: "repeat" | "other", component: Cost): void {
  for (const { source, passive: p } of boardPassivesOfKind(s, "additionalCostDiscount")) {
    if (!costAppliesTo(s, source, seat, undefined)) continue;
    if (p.cost === "repeat" && which !== "repeat") continue;
    const e = p.either ? eitherDiscount(component, p.anyPower ?? 1, p.energy) : p.energy;
    component.energy = Math.max(0, component.energy - e);
  }
}

/**
 * Discounts on an activated ability's cost (577, CR 1.4 356.4): board passives `abilityCostDiscount` whose `of`
 * matches the ability's source (seen from `seat`, "here" the passive's location) — "[Empower] costs of your units
 * here cost [1] or [A] less", "the first friendly gear activated ability played each turn costs [1] less". Changes
 * `cost` in place, never below 0 (356.6).
 */
export function discountAbilityCost(s: RbState, seat: Seat, src: string, empowerAbility: boolean, cost: Cost): void {
  for (const { source, passive: p } of boardPassivesOfKind(s, "abilityCostDiscount")) {
    if (p.abilities === "empower" && !empowerAbility) continue;
    if (!costAppliesTo(s, source, seat, undefined, p.anyone) || !matches(s, src, p.of, seat, source)) continue;
    if (p.when && !checkCondition(s, source, seat, p.when)) continue;
    const e = p.either ? eitherDiscount(cost, p.anyPower ?? 1, p.energy) : p.energy;
    cost.energy = Math.max(0, cost.energy - e);
  }
}

/** Adds an optional additional cost's Energy and Power to the total once its own discounts are applied (356.2, 356.4.c). */
function addOptional(s: RbState, seat: Seat, which: "repeat" | "other", cost: Cost, component: Cost): void {
  discountOptionalCost(s, seat, which, component);
  cost.energy += component.energy;
  cost.pips.push(...component.pips);
}

/**
 * Whether a board source's `cost` passive applies to the cards `seat` plays: its controller's own (560.4), or with
 * `enemy` its controller's opponents' (teammates excluded, 648); with
 * `anyone` every player's.
 */
function costAppliesTo(s: RbState, source: string, seat: Seat, enemy: true | undefined, anyone?: true): boolean {
  if (anyone) return true; // a battlefield's rule for every player, controlled or not (CR 1.4 356.3-356.4)
  const ctrl = costSourceController(s, source);
  if (ctrl === null) return false;
  return enemy ? ctrl !== seat && !isTeammate(s, ctrl, seat) : ctrl === seat;
}

/** The index of the Power pip with the fewest domains that pay it ("[A] less" takes the hardest one, 560.4). */
function hardestPip(cost: Cost): number {
  let best = 0;
  for (let i = 1; i < cost.pips.length; i++) if (cost.pips[i]!.length < cost.pips[best]!.length) best = i;
  return best;
}

/** Who a cost passive works for: its controller; a battlefield's, the player who controls that battlefield (181). */
function costSourceController(s: RbState, source: string): Seat | null {
  const o = obj(s, source);
  if (o.zone !== "battlefieldCard") return o.controller;
  return s.battlefields.find((b) => b.card === source)?.controller ?? null;
}

/** "This costs less if you choose …" (CR 1.4 355.5, 356.4): the play's choices include an object matching `f`. */
function selfChoosing(s: RbState, seat: Seat, card: string, f: ObjFilter | undefined, chosen: Chosen): boolean {
  if (!f || chosen === "any") return true;
  return chosen.some((id) => objAt(s, id) !== undefined && id !== card && matches(s, id, f, seat, card));
}

/**
 * `cost` passives (560.4): the card's own (570.2, `own`) and those of its controller's board objects whose `cards`
 * filter it matches. Discounts with a minimum are applied to `cost` at once (560.4.b); the others are returned to be
 * summed.
 */
function costPassiveDiscounts(
  s: RbState,
  seat: Seat,
  card: string,
  cost: Cost,
  chosen: Chosen,
  own: readonly Passive[],
): number {
  // Built only when some passive applies (most cards: none, and then nothing is allocated).
  let found: FoundCostPassive[] | undefined;
  for (const p of own)
    if (
      p.kind === "cost" &&
      "self" in p.applies &&
      (!p.when || checkCondition(s, card, seat, p.when)) &&
      selfChoosing(s, seat, card, p.applies.choosing, chosen)
    )
      found = withFound(found, { passive: p, source: card });
  for (const { source, passive } of boardPassivesOfKind(s, "cost")) {
    if (!("cards" in passive.applies)) continue;
    const ap = passive.applies;
    if (!costAppliesTo(s, source, seat, ap.enemy, ap.anyone) || !playedCardMatches(s, seat, card, source, ap, chosen))
      continue;
    if (!passive.when || checkCondition(s, source, seat, passive.when)) found = withFound(found, { passive, source });
  }
  // "Your non-token units cost [1] more to play this turn" (Vaults of Helia): a cost passive held by the player.
  for (const e of s.effects)
    if (e.passive?.kind === "cost" && !e.next && "cards" in e.passive.applies && !e.passive.applies.enemy)
      if (e.controller === seat && cardIs(s, card, e.passive.applies.cards))
        found = withFound(found, { passive: e.passive, source: e.source ?? card });
  return found === undefined ? 0 : changeByCostPassives(s, seat, cost, found);
}

/** A `cost` passive that applies to a played card, with the object it works from (560.4). */
interface FoundCostPassive {
  readonly passive: Extract<Passive, { kind: "cost" }>;
  readonly source: string;
}

/** `list` with `f` added (a new list for the first one). */
function withFound(list: FoundCostPassive[] | undefined, f: FoundCostPassive): FoundCostPassive[] {
  if (list === undefined) return [f];
  list.push(f);
  return list;
}

/**
 * Applies the `cost` passives {@link costPassiveDiscounts} found to `cost`: increases, then discounts with a minimum
 * and Power pips off; returns the Energy discounts without a minimum, to be summed.
 */
function changeByCostPassives(s: RbState, seat: Seat, cost: Cost, found: readonly FoundCostPassive[]): number {
  for (const { passive } of found) {
    if (!("increase" in passive.mod)) continue;
    // CR 1.4 356.3: increases first, then discounts (356.4).
    cost.energy += passive.mod.increase.energy;
    for (let i = 0; i < (passive.mod.increase.anyPower ?? 0); i++) cost.pips.push([...ANY]);
  }
  let d = 0;
  for (const { passive, source } of found) {
    if (!("discount" in passive.mod)) continue; // optional additional costs: planExtraCosts
    const { discount, min } = passive.mod;
    const n = staticAmount(s, source, seat, discount.energy); // 560.4: read as the cost is determined
    const powerOff = discount.power ? staticAmount(s, source, seat, discount.power.n) : 0;
    for (let i = 0; i < powerOff; i++) {
      const at = cost.pips.findIndex((pip) => pip.includes(discount.power!.domain));
      if (at >= 0) cost.pips.splice(at, 1); // 560.4, 560.5: a Power pip of that domain, never below 0
    }
    if (discount.either) {
      d += eitherDiscount(cost, discount.anyPower ?? 1, n); // "[1] or [A] less": one of them (356.4)
      continue;
    }
    for (let i = 0; i < (discount.anyPower ?? 0) && cost.pips.length > 0; i++) cost.pips.splice(hardestPip(cost), 1);
    if (min === undefined) d += n;
    else if (cost.energy > min) cost.energy = Math.max(min, cost.energy - n);
  }
  return d;
}

/**
 * "As you play me, you may spend a buff / any number of buffs as an additional cost" (560.2.b, 702.2.b): chosen with
 * `optional: [id]`, the buffed friendly units named in `costCards` (or the only one). Records what paying does to
 * the cost: ignore it (560.1.a) or one Power of a domain less per buff (560.4). Null when fine.
 */
function planSpendBuffCost(
  s: RbState,
  seat: Seat,
  a: PlayAction,
  passives: readonly Passive[],
  optional: ReadonlySet<string>,
  x: ExtraCosts,
): Rejection | null {
  for (const p of passives) {
    if (p.kind !== "cost" || !("additional" in p.mod) || !optional.has(p.mod.id)) continue;
    const buffed = unitsOf(s, seat).filter((u) => obj(s, u).buffed && u !== a.card);
    const named = (a.costCards ?? []).filter((c) => buffed.includes(c));
    if ((a.costCards ?? []).length > named.length)
      return err("play/bad-cost", "Only buffed friendly units can spend a buff.", "702.2.b", { case: "buff" });
    const units = named.length ? named : buffed.length === 1 ? buffed : [];
    if (units.length === 0)
      return err("play/choose-cost", "Name the buffed friendly unit(s) whose buff you spend (costCards).", "560.2.b", {
        case: "buff",
      });
    if (p.mod.repeat !== "anyNumber" && units.length > 1)
      return err("play/bad-cost", "Only one buff is spent for this cost.", "560.2.b", { case: "one-buff" });
    x.spendBuffs = units;
    x.paidOptional.push(p.mod.id);
    if ("ignore" in p.mod.then) x.ignoreCost = true;
    else x.powerDiscounts = units.map(() => (p.mod as { then: { discountPower: string } }).then.discountPower);
  }
  return null;
}

/**
 * The objects a play chooses (559.3), for cost changes that depend on them (CR 1.4 356.4: "spells that choose me");
 * `any`: not yet chosen — every such change counts as applying (the cheapest version, for `mayAfford`).
 */
export type Chosen = readonly string[] | "any";

/**
 * Whether a board source's `cost` passive applies to this played card (CR 1.4 356.3-356.4): its `cards` filter (with a
 * `keyword`: a card played from facedown has [Reaction], CR 1.4 723), played from the trash for [Flow] when it says
 * so (829), and choosing an object it names (`choosing`, seen from the player: "friendly to it").
 */
function playedCardMatches(
  s: RbState,
  seat: Seat,
  card: string,
  source: string,
  ap: CostApplies,
  chosen: Chosen,
): boolean {
  if (!cardIs(s, card, ap.cards)) return false;
  const kw = ap.cards.keyword;
  if (kw && !hasKeyword(s, card, kw) && !(kw === "Reaction" && obj(s, card).zone === "facedown")) return false;
  if (ap.fromTrashWithFlow && !flowBanishes(s, card)) return false;
  const f = ap.choosing;
  if (!f || chosen === "any") return true;
  return chosen.some((id) =>
    f.self ? id === source : objAt(s, id) !== undefined && id !== card && matches(s, id, f, seat, source),
  );
}

/**
 * Could what the play chooses change this card's cost (CR 1.4 356.4: "spells that choose me cost less", "this costs
 * less if you choose …"): the card's own `cost` passive with `choosing`, or any board `cost` passive with `choosing`.
 * False: only Deflect pips (721) make the cost depend on the targets.
 */
export function costReadsChoices(s: RbState, card: string): boolean {
  for (const p of passivesOfCard(s, card)) if (passiveReadsChoices(p)) return true;
  return boardCostReadsChoices(s);
}

/** Is this one of a card's own `cost` passives that reads what the play chooses (CR 1.4 356.4, {@link costReadsChoices}). */
export function passiveReadsChoices(p: Passive): boolean {
  return p.kind === "cost" && "choosing" in p.applies && p.applies.choosing !== undefined;
}

/** Does some board `cost` passive read what a play chooses ({@link costReadsChoices}'s board half, the same for every card). */
export function boardCostReadsChoices(s: RbState): boolean {
  for (const { passive: p } of boardPassivesOfKind(s, "cost"))
    if ("choosing" in p.applies && p.applies.choosing !== undefined) return true;
  return false;
}

/**
 * "[1] or [A] less" (CR 1.4 356.4): `power` Power pips off (the hardest first) while the cost has any, else `energy`
 * returned to be taken off the Energy (docs/rules-decisions.md "Either-or discounts").
 */
function eitherDiscount(cost: Cost, power: number, energy: number): number {
  if (cost.pips.length === 0) return energy;
  for (let i = 0; i < power && cost.pips.length > 0; i++) cost.pips.splice(hardestPip(cost), 1);
  return 0;
}

/**
 * 560.4-560.5: discounts, those with a minimum first (the order that helps the player most), never below 0. `own`: the
 * card's passives, when the caller has them.
 */
export function applyDiscounts(
  s: RbState,
  seat: Seat,
  card: string,
  cost: Cost,
  discount: number,
  chosen: Chosen = [],
  own: readonly Passive[] = passivesOfCard(s, card),
): void {
  let d = discount + costPassiveDiscounts(s, seat, card, cost, chosen, own);
  if (anyNextPassive(s))
    for (const c of createdPassivesOf(s, card, obj(s, card).incarnation, seat))
      if (c.passive.kind === "cost" && "discount" in c.passive.mod) {
        d += staticAmount(s, card, seat, c.passive.mod.discount.energy); // "the next spell you play costs less" (560.4)
        // "Your next card costs [2][A][A] less" (Astral Heron): Power pips of any domain too, the hardest first (560.5).
        const anyPower = c.passive.mod.discount.anyPower ?? 0;
        for (let i = 0; i < anyPower && cost.pips.length > 0; i++) cost.pips.splice(hardestPip(cost), 1);
      }
  cost.energy = Math.max(0, cost.energy - d); // 560.5
}

/**
 * Whether some created effect holds a passive for a next card (567: "the next spell you play costs less"), bound or
 * waiting; without one, passives.ts `createdPassivesOf` finds nothing for any card (its list is not built per card).
 */
function anyNextPassive(s: RbState): boolean {
  for (const e of s.effects) if (e.passive !== undefined && e.next !== undefined) return true;
  return false;
}

/**
 * Whether a card could be paid for at all (561): its cheapest version — no Accelerate, no Deflect pips from targets,
 * no optional costs — with every discount that applies (560.4-560.5). False lets `legalActions` skip the card before
 * enumerating its targets. Cards whose optional additional costs can make them cheaper (560.1.a, 560.4) always
 * answer true: only their full plan can tell.
 */
export function mayAfford(s: RbState, seat: Seat, card: string, fromHidden: number | null): boolean {
  if (fromHidden !== null) return true; // 723: played from facedown for 0
  const o = obj(s, card); // looked up once: its passives, characteristics and zone
  const passives = passivesOfCode(o.code);
  for (const p of passives)
    if ((p.kind === "additionalCost" && p.optional) || (p.kind === "cost" && "additional" in p.mod)) return true;
  if (energyPermission(s, seat, card) !== undefined) return true; // 560.1.b: may be played ignoring its Energy cost
  const st = statOf(o);
  return paidAutomatically(s, seat, card, st, baseCost(s, card, st, o.zone), "any", passives); // the cheapest version
}

/**
 * Whether the Accelerate version (717) of a card's plain play is paid, for a card whose plain play {@link mayAfford}
 * settles (legal.ts `plainIsAfforded`: no additional-cost passive, no discount reading choices, no Energy permission,
 * not from facedown) and that chooses nothing: its cost is then the base (or Flow) cost with Accelerate's added
 * ({@link addAccelerate}), then the discounts (560.4) — what the play's full plan (playing.ts `playCostsOf`) computes,
 * without its choices, additional costs and Deflect (none of them adds or refuses anything for such a play).
 */
export function mayAffordAccelerated(s: RbState, seat: Seat, card: string): boolean {
  const o = obj(s, card);
  const st = statOf(o);
  const cost = baseCost(s, card, st, o.zone);
  addAccelerate(s, seat, st, cost);
  return paidAutomatically(s, seat, card, st, cost, [], passivesOfCode(o.code));
}

/**
 * A play's cost before additional costs and discounts (560.1): its [Flow] cost from the trash (CR 1.4 829.1.c.1), else
 * its printed one. `zone`: the card's (only a card in the trash has a Flow cost, 829.1.b; not looked up elsewhere).
 */
function baseCost(s: RbState, card: string, st: CardStatic, zone: string): Cost {
  const flow = zone === "trash" ? flowCost(s, card) : undefined;
  return flow ?? { energy: st.energy ?? 0, pips: printedPips(st.domains, st.power ?? 0) };
}

/**
 * Adds Accelerate's cost to `cost` (717.1.a: [1] and one Power of the card's domain), itself discounted first as an
 * optional additional cost (CR 1.4 356.4.c). Changes `cost` in place.
 */
export function addAccelerate(s: RbState, seat: Seat, st: CardStatic, cost: Cost): void {
  const acc: Cost = { energy: 1, pips: [printedPips(st.domains, 1)[0]!] };
  discountOptionalCost(s, seat, "other", acc);
  cost.energy += acc.energy;
  cost.pips.push(...acc.pips);
}

/**
 * Whether `cost` of playing `card`, once discounted (560.4-560.5, with `chosen` for choice-reading discounts), is paid
 * automatically (561). `own`: the card's passives. Changes `cost` in place.
 */
function paidAutomatically(
  s: RbState,
  seat: Seat,
  card: string,
  st: CardStatic,
  cost: Cost,
  chosen: Chosen,
  own: readonly Passive[],
): boolean {
  applyDiscounts(s, seat, card, cost, 0, chosen, own);
  // The totals settle most unaffordable cards; the plan (remembered for the plays that follow) decides the rest.
  if (beyondTotals(s, seat, cost, st.type === "Spell", st.type)) return false;
  // Without Power pips the plan fails only for Energy beyond the usable pool and the ready runes, which the totals
  // just read (561.1): it is paid.
  if (cost.pips.length === 0) return true;
  return !("code" in planPayment(s, seat, cost, undefined, st.type === "Spell", st.type));
}

/** Whether `me` can pay a "you may pay …" cost now (runes ready or recyclable, pool, the source ready). */
export function canPayMay(s: RbState, me: Seat, src: string, c: MayCost): boolean {
  const p = s.players[me]!;
  const o = objAt(s, src);
  if (c.exhaustSelf && (!o || o.exhausted)) return false;
  if (c.discard && p.hand.length < c.discard) return false;
  if (c.spendXp && (p.xp ?? 0) < c.spendXp) return false; // CR 1.4 730.2
  const power = c.power ?? 0;
  const runesPower = p.runes.filter(
    (r) => !c.powerDomain || stat(s, r).domains.includes(c.powerDomain as never),
  ).length;
  const poolPower = Object.entries(p.pool.power).reduce(
    (a, [d, n]) => a + (!c.powerDomain || d === c.powerDomain || d === "Any" ? (n ?? 0) : 0),
    -(p.pool.spellPower ?? 0) - typeLocked(p.pool, undefined).power, // 605.3: Power only for spells, units, gear
  );
  if (power > runesPower + poolPower) return false;
  const readyRunes = p.runes.filter((r) => !obj(s, r).exhausted).length;
  const typed = typeLocked(p.pool, undefined); // 605.3: only for units / gear
  const usable = p.pool.energy - (p.pool.spellEnergy ?? 0) - showdownLocked(s, me) - typed.energy; // 605.3, 545
  if ((c.energy ?? 0) > usable + readyRunes) return false;
  return true;
}

/**
 * The id of a created "play … from hand this turn, ignoring its Energy cost" permission (`playIgnoringEnergy`, 567,
 * 560.1.b) that `seat` holds and that lets them play `card` from their hand now; undefined when none does.
 */
export function energyPermission(s: RbState, seat: Seat, card: string): string | undefined {
  // The effects first: most states hold no such permission, and then the card is not looked up.
  for (const e of s.effects) {
    const p = e.passive;
    if (p?.kind !== "playIgnoringEnergy" || e.controller !== seat || e.next) continue;
    if (obj(s, card).zone !== "hand") return undefined; // "from hand" (567)
    const f = p.cards;
    const st = stat(s, card);
    if (f.cardType && st.type !== f.cardType) continue;
    if (f.maxEnergy !== undefined && (st.energy ?? 0) > f.maxEnergy) continue;
    return e.id;
  }
  return undefined;
}
