/**
 * "Target player destroys one of his equipment / one of his abilities / an ally in his party" (Malfunction, Unraveled
 * Plans, Unwelcome Visitor): that player chooses among the cards of that kind he controls as the link resolves (CR 7.4
 * 709.2b, not a target: Untargetable cards qualify, 706.1a), asked only with two or more; none: nothing happens.
 */
import type { Seat } from "../../../engine/index.js";
import { equipmentKind, card, isAbilityInPlay, isAlly, nameOf } from "./characteristics.js";
import { type Link, type WowState, obj } from "./state.js";
import { destroy } from "./zones.js";
import { askPickCards } from "./pick-cards.js";
import { cantBeDestroyed } from "./cant-be-destroyed.js";

/** The kind of card the player destroys: `equipment` (001 303-305), `ability` (in play, 306.2c), `ally` (his party). */
export type OwnCardKind = "equipment" | "ability" | "ally";

/**
 * The cards of `kind` (or of any of several kinds, in that order) that `seat` controls in play now and can destroy (CR
 * 7.4 709.2b: not one that can't be destroyed).
 */
export function ownCards(s: WowState, seat: Seat, kind: OwnCardKind | readonly OwnCardKind[]): string[] {
  if (typeof kind !== "string") return kind.flatMap((k) => ownCards(s, seat, k));
  const p = s.players[seat]!;
  if (kind === "ally") return p.allies.filter((id) => isAlly(s, id) && !cantBeDestroyed(s, id));
  return p.equipment.filter((id) =>
    kind === "ability" ? isAbilityInPlay(s, id) : obj(s, id).zone === "hero" && equipmentKind(card(s, id)) !== null,
  );
}

/**
 * Runs the instruction for the player named (`p0`/`p1`; none if the target became illegal, 709.2a). The pick rides
 * on the link (`picks`): asked as a `choose` that runs the instruction again with the answer (`again`).
 */
export function playerDestroysOwn(
  s: WowState,
  link: Link,
  at: number,
  player: string | undefined,
  kind: OwnCardKind | readonly OwnCardKind[],
) {
  if (!player?.startsWith("p")) return;
  const seat = Number(player.slice(1)) as Seat;
  const pool = ownCards(s, seat, kind);
  const picked = link.picks?.[0] ?? (pool.length === 1 ? pool[0] : undefined);
  if (picked === undefined) {
    if (pool.length > 1) {
      const prompt = `Choose ${kindText(kind)} to destroy.`;
      s.ask = { kind: "choose", seat, cards: pool, link: { ...link, picks: [] }, at, again: true, prompt };
    }
    return;
  }
  if (!pool.includes(picked)) return;
  s.log.push({ text: `P${seat + 1} destroys ${nameOf(s, picked)}.` });
  destroy(s, picked);
}

/** How the pick is asked: "an ally in your party", "one of your abilities, allies, or equipment". */
function kindText(kind: OwnCardKind | readonly OwnCardKind[]): string {
  if (kind === "ally") return "an ally in your party";
  const plural = { ability: "abilities", ally: "allies", equipment: "equipment" } as const;
  return `one of your ${(typeof kind === "string" ? [kind] : kind).map((k) => plural[k]).join(", ")}`;
}

/**
 * "Destroy that many of your equipment and/or resources" (Ring of the Unliving): the link's controller picks exactly
 * `count` of his equipment and resources in play (all of them with fewer; CR 7.4 709.2b, 709.2c), destroyed together.
 */
export function destroyOwnEquipmentOrResources(s: WowState, link: Link, at: number, count: number): void {
  const seat = link.controller;
  const pool = [...ownCards(s, seat, "equipment"), ...s.players[seat]!.resources];
  askPickCards(s, seat, link, at, pool, { min: count, max: count }, "destroy-cards");
}
