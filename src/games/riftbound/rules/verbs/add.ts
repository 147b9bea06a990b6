import type { EffectOf, VerbContext, VerbResult } from "../effect-context.js";
import { emit } from "../util.js";

/** "Add …" (605): Energy and Power into the rune pool; `spellsOnly` Energy pays only for spells (605.3). */
export function addVerb(ctx: VerbContext, e: EffectOf<"add">): VerbResult {
  const { s, out, me } = ctx;
  const pool = s.players[me]!.pool;
  pool.energy += e.energy ?? 0;
  if (e.spellsOnly && e.energy) pool.spellEnergy = (pool.spellEnergy ?? 0) + e.energy; // 605.3
  if (e.anyPower) pool.power.Any = (pool.power.Any ?? 0) + e.anyPower;
  if (e.power) pool.power[e.power.domain] = (pool.power[e.power.domain] ?? 0) + e.power.n; // 605.1
  if (e.power)
    emit(s, out, { kind: "addPower", seat: me, text: `P${me + 1} adds ${e.power.n} ${e.power.domain} Power.` });
  if (e.energy) emit(s, out, { kind: "addEnergy", seat: me, text: `P${me + 1} adds ${e.energy} Energy.` }); // 605
  if (e.anyPower) emit(s, out, { kind: "addPower", seat: me, text: `P${me + 1} adds ${e.anyPower} Power.` });
  return "next";
}
