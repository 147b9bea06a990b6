import { amountOf, type EffectOf, type VerbContext, type VerbResult } from "../effect-context.js";
import { emit } from "../util.js";
import { boardPassivesOfKind } from "../board.js";
import { checkCondition } from "../selectors.js";
import { obj, objAt } from "../objects.js";
import { cardData } from "../catalogue.js";
import type { RbState } from "../state.js";
import type { Seat } from "../../../../engine/index.js";

/**
 * "Add …" (605): Energy and Power (of any domain, or of one: Seals, 156.2) into the rune pool; `spellsOnly`
 * Energy and Power pay only for spells (605.3).
 */
export function addVerb(ctx: VerbContext, e: EffectOf<"add">): VerbResult {
  const { s, out, me } = ctx;
  const pool = s.players[me]!.pool;
  const energy = (e.energy !== undefined ? Math.max(0, amountOf(ctx, e.energy)) : 0) + additionalEnergy(s, me, ctx.src);
  const anyPower = e.anyPower !== undefined ? Math.max(0, amountOf(ctx, e.anyPower)) : 0;
  pool.energy += energy;
  if (e.spellsOnly && energy) pool.spellEnergy = (pool.spellEnergy ?? 0) + energy; // 605.3
  if (e.showdownsOnly && energy) pool.showdownEnergy = (pool.showdownEnergy ?? 0) + energy; // 545
  if (anyPower) pool.power.Any = (pool.power.Any ?? 0) + anyPower;
  if (e.spellsOnly && anyPower) pool.spellPower = (pool.spellPower ?? 0) + anyPower; // 605.3
  if (e.only && energy) pool.typeEnergy = { ...pool.typeEnergy, [e.only]: (pool.typeEnergy?.[e.only] ?? 0) + energy };
  if (e.only && anyPower) pool.typePower = { ...pool.typePower, [e.only]: (pool.typePower?.[e.only] ?? 0) + anyPower };
  const n = e.power ? amountOf(ctx, e.power.n) : 0;
  if (e.power && n > 0) {
    pool.power[e.power.domain] = (pool.power[e.power.domain] ?? 0) + n;
    emit(s, out, { kind: "addPower", seat: me, text: `P${me + 1} adds ${n} ${e.power.domain} Power.` });
  }
  if (energy) emit(s, out, { kind: "addEnergy", seat: me, text: `P${me + 1} adds ${energy} Energy.` }); // 605
  if (anyPower) emit(s, out, { kind: "addPower", seat: me, text: `P${me + 1} adds ${anyPower} Power.` });
  if (e.power)
    emit(s, out, { kind: "addPower", seat: me, text: `P${me + 1} adds ${e.power.n} ${e.power.domain} Power.` });
  return "next";
}

/**
 * "Your Gold [Add] an additional [1]" (567 on 605): the extra Energy the active `addAdditional` passives of `me`'s
 * objects give the [Add] instruction of a card named so, `me`'s own (its source may already be gone: a Gold token is
 * killed to pay for its ability, so the name is read from its card, 584.2).
 */
function additionalEnergy(s: RbState, me: Seat, src: string): number {
  const list = boardPassivesOfKind(s, "addAdditional");
  if (list.length === 0 || !objAt(s, src)) return 0;
  const name = cardData(obj(s, src).code)?.name;
  let n = 0;
  for (const { source, passive: p } of list) {
    const ctrl = obj(s, source).controller;
    if (ctrl !== me || p.name !== name) continue;
    if (!p.when || checkCondition(s, source, ctrl, p.when)) n += p.energy;
  }
  return n;
}
