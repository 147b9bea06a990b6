/**
 * Vehicles (002 303; docs/rise.md "Vehicles"): crew icons (303.1b-c), boarding declared on the chain (303.2a; the
 * character exhausts, our reading of 303.2c), crew readied and leaving at their controller's ready step (303.2c,
 * read with 501.1 and RISE-EX-18), activation
 * when every icon is full (303.3: else no ATK and no payment abilities), ATK ranges and X (303.3a-b), crew can't be
 * planned defenders (303.4), vehicle fatigue (303.5), explosion damage on the crew (303.6), Pilot (303.2).
 */
import type { Rejection, Seat } from "../../../engine/index.js";
import { no } from "../../wow-family/rules/core.js";
import {
  card,
  crewOf,
  crewSize,
  has,
  iconLoad,
  isAboard,
  isActive,
  isCommander,
  isTroop,
  isVehicle,
  nameOf,
} from "./characteristics.js";
import type { Link, Packet, RiseState } from "./state.js";
import { obj } from "./state.js";

// The vehicle readers live in characteristics.ts (a vehicle's ATK is a characteristic, 303.3); re-exported here.
export { crewOf, isAboard, isActive, isVehicle, vehicleBaseAtk } from "./characteristics.js";

/**
 * 303.1c, 304.1b: the first icon that takes this character with room for its crew value (commander-only and
 * reinforcement-or-squad-only icons before "any"), or -1.
 */
function iconFor(s: RiseState, id: string, vehicle: string): number {
  const icons = card(s, vehicle).crewIcons ?? [];
  const load = iconLoad(s, vehicle);
  const kind = isCommander(s, id) ? "commander" : "troop";
  const order = [...icons.keys()].sort((a, b) => Number(icons[a]!.who === "any") - Number(icons[b]!.who === "any"));
  for (const i of order) {
    const ic = icons[i]!;
    if ((ic.who === kind || ic.who === "any") && (load[i] ?? 0) + crewSize(s, id) <= ic.count) return i;
  }
  return -1;
}

/**
 * Plans a boarding declaration (303.2-303.2a, 412.2b, 502.1: non-combat action phase, empty chain, priority):
 * a ready commander, reinforcement or squad of yours, not aboard, settled unless a commander or with Pilot (303.2,
 * 302.2), boards a vehicle of yours with room on a fitting icon (303.1c). `timing` is the module's main-timing
 * check, `settled` its deployment-fatigue test, `barred` "can't board vehicles" (麦多尼亚's invasion counters).
 */
export function planBoard(
  s: RiseState,
  seat: Seat,
  id: string,
  vehicle: string,
  checks: { timing: Rejection | null; settled: boolean; barred: boolean },
): Rejection | { icon: number } {
  if (checks.timing) return checks.timing;
  const o = s.objects[Number(id.slice(1))];
  const v = s.objects[Number(vehicle.slice(1))];
  if (!o || o.controller !== seat || !(isCommander(s, id) || isTroop(s, id)) || isVehicle(s, id))
    return no("board/not-a-character", "Only your commander, reinforcements and squads board vehicles.", "303.2");
  if (!v || v.controller !== seat || !isVehicle(s, vehicle))
    return no("board/not-a-vehicle", "That is not a vehicle of yours.", "303.2");
  if (o.exhausted) return no("board/exhausted", "An exhausted character can't board.", "303.2c");
  if (isAboard(s, id)) return no("board/aboard", "It is aboard a vehicle already.", "303.2c");
  if (checks.barred) return no("board/barred", "It can't board vehicles.", "103.2");
  if (!isCommander(s, id) && !checks.settled && !has(s, id, "pilot"))
    return no("board/deployment-fatigue", "It joined your party this turn and has no Pilot.", "303.2");
  const icon = iconFor(s, id, vehicle);
  if (icon < 0) return no("board/no-room", "No crew icon of that vehicle takes it.", "303.1c");
  return { icon };
}

/** 303.2a: a boarding declaration resolving: the character goes aboard if it still can, else it is interrupted. */
export function resolveBoard(s: RiseState, link: Link): void {
  const id = link.card;
  const vehicle = link.targets[0]!;
  const same = obj(s, id).inc === link.cardInc && obj(s, vehicle).inc === link.incs[0];
  const icon = same && isVehicle(s, vehicle) && !isAboard(s, id) ? iconFor(s, id, vehicle) : -1;
  if (icon < 0) {
    s.log.push({ text: "The boarding declaration is interrupted by the game: it is no longer legal." });
    return;
  }
  obj(s, id).aboard = { vehicle, inc: obj(s, vehicle).inc, icon };
  s.log.push({
    text: `${nameOf(s, id)} boards ${nameOf(s, vehicle)}${isActive(s, vehicle) ? `; ${nameOf(s, vehicle)} is active` : ""}.`,
  });
}

/**
 * 303.2c, 303.5 at the turn player's ready step: each vehicle of theirs active as the turn starts is marked so
 * (303.5: it may attack this turn once crewed again, 303.2b), then their crew are readied and leave (docs/rise.md
 * "Vehicles": the crew of the turn player only, as 501.1 readies only the turn player's cards; RISE-EX-18 has a crew
 * member aboard on the other player's turn).
 */
export function turnStartVehicles(s: RiseState, seat: Seat): void {
  for (const v of s.players[seat]!.troops) if (isVehicle(s, v) && isActive(s, v)) obj(s, v).activeAt = s.turn;
  for (const o of s.objects)
    if (o.aboard && o.controller === seat) {
      delete o.aboard;
      o.exhausted = false;
    }
}

/** 303.5: the vehicle was in its party and active at the start of its controller's most recent turn. */
export function activeAtTurnStart(s: RiseState, vehicle: string): boolean {
  const o = obj(s, vehicle);
  return o.activeAt === (s.active === o.controller ? s.turn : s.turn - 1);
}

/** 303.6: the packets of a vehicle's explosion damage on its crew, read before it leaves play. */
export function explosion(s: RiseState, vehicle: string): Packet[] {
  const amount = card(s, vehicle).explosion ?? 0;
  if (amount < 1) return [];
  return crewOf(s, vehicle).map((to) => ({
    kind: "damage" as const,
    amount,
    to,
    source: vehicle,
    controller: obj(s, vehicle).controller,
    types: [card(s, vehicle).damageType ?? "shooting"],
    combat: false,
    preventable: true,
  }));
}
