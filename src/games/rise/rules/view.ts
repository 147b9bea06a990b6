/**
 * Per-seat views (002 405.3-405.8c): the only way state leaves the engine. Decks and hands are counts except the
 * viewer's own hand; face-down resources show their card to their controller only (others see a placeholder id
 * `r<seat>.<n>`, so no object id of a hidden card leaks, 405.8c); the pending decision only to its seat; a chain
 * link whose card went back to a hidden zone is named but not identified.
 */
import type { DecisionOption, TableView, Viewer } from "../../../engine/index.js";
import { chainLinkView, decisionView, resourceView, viewBase } from "../../wow-family/rules/view.js";
import { atk, card, health, isCrystal, isUnit } from "./characteristics.js";
import { pending } from "./legal.js";
import { isAboard } from "./vehicles.js";
import { type RiseState, obj } from "./state.js";

/** A card as a view shows it. */
export interface RiseCardView {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly type: string;
  readonly exhausted: boolean;
  readonly damage: number;
  readonly atk?: number;
  readonly health?: number;
  readonly armor?: number;
  /** The card an attachment is attached to (403). */
  readonly attachedTo?: string;
  /** Counters by kind (413.1). */
  readonly counters?: Readonly<Record<string, number>>;
  /** The vehicle it is aboard (303.2). */
  readonly aboard?: string;
}

/** One player as a viewer sees them. */
export interface RisePlayerView {
  readonly commander: RiseCardView;
  readonly troops: readonly RiseCardView[];
  readonly gear: readonly RiseCardView[];
  /** Resources: face-down ones are placeholders unless the viewer controls them. */
  readonly resources: readonly { id: string; exhausted: boolean; faceUp: boolean; card?: RiseCardView }[];
  readonly handCount: number;
  readonly deckCount: number;
  readonly salvage: readonly RiseCardView[];
  readonly vortex: readonly RiseCardView[];
  readonly hand?: readonly RiseCardView[];
  readonly placedResource: boolean;
}

/** Everything a viewer may see of a Rise match. */
export interface RiseView extends TableView {
  readonly turn: number;
  readonly active: number;
  readonly step: string;
  readonly window: { kind: string; priority: number } | null;
  readonly chain: readonly { kind: string; controller: number; card: string; name: string }[];
  readonly combat: { attacker: string | null; defender: string | null; plannedDefender: string | null } | null;
  readonly players: readonly RisePlayerView[];
  readonly decision: { kind: string; seat: number; prompt?: string; options?: readonly DecisionOption[] } | null;
  readonly winner: number | null;
  readonly over: boolean;
}

function cardView(s: RiseState, id: string): RiseCardView {
  const o = obj(s, id);
  const c = card(s, id);
  const unit = isUnit(s, id);
  return {
    id,
    code: o.code,
    name: c.name,
    type: c.type,
    exhausted: o.exhausted,
    damage: o.damage,
    ...(unit ? { atk: atk(s, id), health: health(s, id) } : isCrystal(s, id) ? { health: health(s, id) } : {}),
    ...(c.armor !== undefined ? { armor: c.armor } : {}),
    ...(o.attachedTo && o.attachedInc === obj(s, o.attachedTo).inc ? { attachedTo: o.attachedTo } : {}),
    ...(o.counters && Object.keys(o.counters).length ? { counters: { ...o.counters } } : {}),
    ...(o.aboard && isAboard(s, id) ? { aboard: o.aboard.vehicle } : {}),
  };
}

function chainView(s: RiseState, viewer: Viewer) {
  return s.chain.map((l) => chainLinkView(l, obj(s, l.card), card(s, l.card).name, viewer, false));
}

/** The view of `s` for `viewer`. */
export function view(s: RiseState, viewer: Viewer): RiseView {
  return {
    ...viewBase(s, viewer),
    chain: chainView(s, viewer),
    combat: s.combat
      ? { attacker: s.combat.attacker, defender: s.combat.defender, plannedDefender: s.combat.plannedDefender }
      : null,
    players: s.players.map((p, seat) => ({
      commander: cardView(s, p.commander),
      troops: p.troops.map((id) => cardView(s, id)),
      gear: p.gear.map((id) => cardView(s, id)),
      resources: p.resources.map((id, n) =>
        resourceView(
          id,
          n,
          obj(s, id),
          seat,
          viewer,
          () => cardView(s, id),
          (shown) => ({ faceUp: shown && !obj(s, id).faceDown }),
        ),
      ),
      handCount: p.hand.length,
      deckCount: p.deck.length,
      salvage: p.salvage.map((id) => cardView(s, id)),
      vortex: p.vortex.map((id) => cardView(s, id)),
      ...(viewer === seat ? { hand: p.hand.map((id) => cardView(s, id)) } : {}),
      placedResource: p.placed,
    })),
    decision: decisionView(pending(s), viewer),
    winner: s.winner,
    over: s.over,
  };
}
