/**
 * Per-seat views (001 413.4-413.5, 410.1b): the only way state leaves the engine. Decks and hands are counts
 * except the viewer's own hand; face-down resources show their card to their controller only (others see a
 * placeholder id `r<seat>.<n>`, so no object id of a hidden card leaks); the pending decision only to its seat.
 */
import type { DecisionOption, Viewer } from "../../../engine/index.js";
import { chainLinkView, decisionView, resourceView, viewBase } from "../../wow-family/rules/view.js";
import type { TableView } from "../../../engine/index.js";
import { atk, card, health, powersOf } from "./characteristics.js";
import { grantedRefs } from "./granted-powers.js";
import { printing } from "../cards/registry.js";
import { pending } from "./legal.js";
import { handRevealed } from "./revealed-hand.js";
import { deckFaceUp } from "./face-up-deck.js";
import { type WowState, obj } from "./state.js";

/** A card as a view shows it. */
export interface WowCardView {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly type: string;
  readonly exhausted: boolean;
  readonly damage: number;
  readonly atk?: number;
  readonly health?: number;
  readonly flipped?: boolean;
  /** Set on a resource shown face up (a quest, 410.1b). */
  readonly faceUp?: boolean;
  /** An attachment's host (CR 7.4 400.5), a card in play. */
  readonly attachedTo?: string;
  /** How many printed powers it has (a `power` action's index counts them first; set when it has more than one or grants). */
  readonly printedPowers?: number;
  /** For each granted payment power (indexes after the printed ones), the name of the card it is written on (CR 7.4 700.1). */
  readonly grantedFrom?: readonly string[];
}

/** One player as a viewer sees them. */
export interface WowPlayerView {
  readonly hero: WowCardView;
  readonly allies: readonly WowCardView[];
  readonly equipment: readonly WowCardView[];
  /** Resources: face-down ones are placeholders unless the viewer controls them. */
  readonly resources: readonly { id: string; exhausted: boolean; card?: WowCardView }[];
  readonly handCount: number;
  readonly deckCount: number;
  /** A deck turned over (CR 7.4 415.3d; rules/face-up-deck.ts): its cards, top first, shown to every seat. */
  readonly deck?: readonly WowCardView[];
  readonly graveyard: readonly WowCardView[];
  readonly removed: readonly WowCardView[];
  readonly hand?: readonly WowCardView[];
  /** The side deck's card names (CR 7.4 100.3, 800.2a: the player's collection), in its owner's view only. */
  readonly side?: readonly string[];
  readonly placedResource: boolean;
}

/** Everything a viewer may see of a WoW match. */
export interface WowView extends TableView {
  readonly turn: number;
  readonly active: number;
  readonly step: string;
  readonly window: { kind: string; priority: number } | null;
  readonly chain: readonly { kind: string; controller: number; card: string; name: string }[];
  readonly combat: { attacker: string | null; defender: string | null; proposedDefender: string | null } | null;
  readonly players: readonly WowPlayerView[];
  readonly decision: { kind: string; seat: number; prompt?: string; options?: readonly DecisionOption[] } | null;
  readonly winner: number | null;
  readonly over: boolean;
}

function cardView(s: WowState, id: string): WowCardView {
  const o = obj(s, id);
  const p = card(s, id);
  const character = o.zone === "ally" || (o.zone === "hero" && p.type === "Hero");
  return {
    id,
    code: o.code,
    name: p.name,
    type: p.type,
    exhausted: o.exhausted,
    damage: o.damage,
    ...(character ? { atk: atk(s, id), health: health(s, id) } : {}),
    ...(p.type === "Hero" ? { flipped: o.flipped } : {}),
    ...(o.zone === "resource" && !o.faceDown ? { faceUp: true } : {}),
    ...(o.attachedTo ? { attachedTo: o.attachedTo } : {}),
    ...powerSources(s, id),
  };
}

/** The fields that tell a card's powers apart in an action label: printed count, granted powers' sources (700.1). */
function powerSources(s: WowState, id: string): { printedPowers?: number; grantedFrom?: string[] } {
  const o = obj(s, id);
  if (o.zone !== "ally" && o.zone !== "hero") return {};
  const printed = powersOf(s, id).length;
  const granted = grantedRefs(s, id).map((r) => card(s, r.from).name);
  if (granted.length) return { printedPowers: printed, grantedFrom: granted };
  return printed > 1 ? { printedPowers: printed } : {};
}

/** The view of `s` for `viewer`. */
export function view(s: WowState, viewer: Viewer): WowView {
  return {
    ...viewBase(s, viewer),
    // A completed quest, face down now, is still named: its name was public as it was completed (CR 7.4 702.2).
    chain: s.chain.map((l) => chainLinkView(l, obj(s, l.card), card(s, l.card).name, viewer, true)),
    combat: s.combat
      ? { attacker: s.combat.attacker, defender: s.combat.defender, proposedDefender: s.combat.proposedDefender }
      : null,
    players: s.players.map((p, seat) => ({
      hero: cardView(s, p.hero),
      allies: p.allies.map((id) => cardView(s, id)),
      equipment: p.equipment.map((id) => cardView(s, id)),
      resources: p.resources.map((id, n) =>
        resourceView(
          id,
          n,
          obj(s, id),
          seat,
          viewer,
          () => cardView(s, id),
          () => ({}),
        ),
      ),
      handCount: p.hand.length,
      deckCount: p.deck.length,
      ...(deckFaceUp(s, seat) ? { deck: p.deck.map((id) => cardView(s, id)) } : {}),
      graveyard: p.graveyard.map((id) => cardView(s, id)),
      removed: p.rfg.map((id) => cardView(s, id)),
      // A hand revealed by an opposing Mind Vision is shown to every seat (rules/revealed-hand.ts).
      ...(viewer === seat || handRevealed(s, seat) ? { hand: p.hand.map((id) => cardView(s, id)) } : {}),
      ...(viewer === seat && p.side?.length ? { side: p.side.map((code) => printing(code).name) } : {}),
      placedResource: p.placed,
    })),
    decision: decisionView(pending(s), viewer),
    winner: s.winner,
    over: s.over,
  };
}
