/**
 * The Rise match state: one plain JSON value holding what changes, plus `cards`, the read-only card table of the
 * match (docs/rise.md "Card data": an organiser's set may be changed or removed while a match runs, so the match
 * keeps the text it started with; it is shared, never copied per action). Objects refer to cards by `code`.
 */
import type { RngState, Seat } from "../../../engine/index.js";
import { objectAt } from "../../wow-family/rules/core.js";
import type { DamageType, RiseCard } from "../cards/schema.js";

/** Where a card is (002 405.1 zones; 405.8a rows of play: resource, troop, commander). */
export type Zone = "deck" | "hand" | "salvage" | "vortex" | "chain" | "resource" | "troop" | "commander" | "gone";

/** A card instance (or substitute). `o12` is `objects[12]`. */
export interface RiseObject {
  id: string;
  code: string;
  owner: Seat;
  controller: Seat;
  zone: Zone;
  /** 002 404.1. */
  exhausted: boolean;
  /** Damage (002 407.1). */
  damage: number;
  /** Face-down resource (002 414.1b): blank to everyone, known to its controller. */
  faceDown: boolean;
  /** The turn number it entered its party (002 302.2 deployment fatigue). */
  since: number;
  /** Bumped at every zone change: a card that changed zones is another card (002 405.9a). */
  inc: number;
  /** Doesn't ready during its next ready step (极光照耀). */
  skipReady: boolean;
  /** A substitute (002 413.2): vanishes when out of play (412.6d). */
  substitute: boolean;
  /** An attachment's host and the host's incarnation (403; 405.9a: a host that became another card ends it). */
  attachedTo?: string;
  attachedInc?: number;
  /** Counters by kind (413.1; removed when it becomes another card, 405.9a). */
  counters?: Record<string, number>;
  /** The vehicle it is aboard, that vehicle's incarnation, and the crew icon it fills (303.2, 303.1b). */
  aboard?: { vehicle: string; inc: number; icon: number };
  /** A vehicle: the turn at whose start it was active (303.5). */
  activeAt?: number;
}

/** One player's zones (002 405) and per-turn flags. */
export interface RisePlayer {
  commander: string;
  /** Top first. */
  deck: string[];
  hand: string[];
  salvage: string[];
  vortex: string[];
  resources: string[];
  /** Troop row: reinforcements, squads, substitutes (405.8a). */
  troops: string[];
  /** Commander row without the commander: equipment and ongoing abilities (405.8a). */
  gear: string[];
  /** A resource was placed this turn (414.1). */
  placed: boolean;
  /**
   * "The next ability you use becomes instant, a Buff or Debuff one +N" is waiting (红色引擎, 715, 717.4): N; absent
   * when none.
   */
  nextAbility?: number;
  /** "The next card you play this turn becomes instant and costs (N) less" (集团合围): N and the turn. */
  nextCard?: { discount: number; turn: number };
  /** Required to draw from an empty deck (412.6b). */
  decked: boolean;
  lost: boolean;
}

/** A link of the chain (002 705.1). `targets` are object ids or `p0`/`p1`; `incs` pin each object target (405.9a). */
export interface Link {
  kind: "card" | "resource" | "payment" | "reward" | "trigger" | "declare" | "fire" | "board" | "copy";
  controller: Seat;
  /** The card played, placed, fired, or whose ability it is. */
  card: string;
  /** The card's incarnation when the link was added (LKI, 707.3). */
  cardInc: number;
  /** Index of the ability in the card's abilities. */
  ability?: number;
  targets: (string | null)[];
  incs: number[];
  attacker?: string;
  defender?: string;
  /** A command placed face up (414.1b). */
  faceUp?: boolean;
  /** Damage its target's controller prevented by discarding as it resolved (709.2b, 措手不及). */
  prevented?: number;
  /** A played ability's "+N" from a "next ability" effect (红色引擎; 717.4: each of its packets, and repairs after). */
  boost?: number;
  /** The card that left play and triggered a "when destroyed" ability (its stats read from here, 707.3). */
  lkiAtk?: number;
  /** A reflexive "if that unit is destroyed, put it into the Galactic Vortex" trigger: that card (703.2, 405.9b). */
  vortex?: { obj: string; inc: number };
  /** The unit a weapon-damage trigger's combat damage went to (its `damaged` reference). */
  damaged?: string;
  /** An attachment's host when its ability triggered (709.2d: the last one it was attached to, RISE-EX-31). */
  host?: { obj: string; inc: number };
}

/** A packet of damage or repair (002 408, 410). */
export interface Packet {
  kind: "damage" | "repair";
  amount: number;
  to: string;
  source: string;
  controller: Seat;
  types: DamageType[];
  combat: boolean;
  preventable: boolean;
  /** The receiving commander's controller declined to exhaust armor against it (717.2c). */
  armorDeclined?: boolean;
  /** A party's prevention shield (绿盾结晶) was applied to it already. */
  shielded?: boolean;
  /** "For each 1 damage dealt": who repairs / who draws after it is dealt. */
  after?: { repair?: string; draw?: Seat; boost?: number };
  /** "If that unit is destroyed, …" (窥视者奥萨罗): the trigger watching the unit once this packet is dealt. */
  watch?: Omit<Watch, "obj" | "inc">;
}

/**
 * A unit dealt damage by an instruction "if that unit is destroyed, put it into the Galactic Vortex" (703.2): if the
 * pre-priority checks right after destroy it, the card's controller gets a reflexive trigger (RISE-EX-25, -27).
 */
export interface Watch {
  obj: string;
  inc: number;
  controller: Seat;
  card: string;
  cardInc: number;
  ability: number;
}

/** The current combat (CR 7.4 600-603 read for Rise, docs/rules-decisions.md "Rise: combat"). */
export interface Combat {
  attacker: string | null;
  plannedDefender: string | null;
  defender: string | null;
  guard: string | null;
  /** Weapons fired this combat (305.2c: two per combat). */
  fired: string[];
  /** Fire effects: the firer's +ATK and extra damage types, unpreventable combat damage (305.2a, 裂石). */
  fires: { firer: string; atk: number; type: DamageType | null; unpreventable: boolean }[];
  /** "+N/−N ATK this combat" modifiers (特使萨曼耶, 714.3: they end with the combat). */
  mods?: { obj: string; inc: number; atk: number }[];
}

/** A question the engine waits on (besides priority). */
export type Ask =
  | { kind: "reset"; seat: Seat }
  | { kind: "guard"; seat: Seat }
  | { kind: "armor"; seat: Seat }
  | { kind: "discard"; seat: Seat; count: number; reason: "hand-size" | "effect" }
  | { kind: "trigger-targets"; seat: Seat }
  | { kind: "trigger-order"; seat: Seat }
  | { kind: "uniqueness"; seat: Seat; cards: string[]; rule: string }
  | { kind: "may-pay"; seat: Seat; amount: number }
  /** 709.2b: discard up to `max` cards, each preventing `per` of the resolving link's damage (措手不及). */
  | { kind: "discard-prevent"; seat: Seat; max: number; per: number }
  | { kind: "look-top"; seat: Seat; cards: string[] }
  /** 411: choose the card found (`mayFail`: "none" allowed, 411.3). */
  | { kind: "search"; seat: Seat; cards: string[]; mayFail: boolean };

/** A triggered effect waiting to go on the chain (002 708.1). */
export interface Waiting {
  controller: Seat;
  card: string;
  cardInc: number;
  ability: number;
  lkiAtk?: number;
  /** The attacker, for "when your commander guards … to the attacker". */
  attacker?: string;
  /** Its controller chose it to go on the chain next (708.1a). */
  ordered?: boolean;
  /** A reflexive vortex trigger (703.2): the destroyed unit (see {@link Watch}). */
  vortex?: { obj: string; inc: number };
  /** The unit dealt the combat damage that triggered a weapon-damage ability (冽风, 追踪者, 修复告诫). */
  damaged?: string;
  /** An attachment's host when its ability triggered (see {@link Link}). */
  host?: { obj: string; inc: number };
}

/** Turn steps (002 500.1). */
export type Step = "reset" | "ready" | "draw" | "action" | "end" | "over";

/** What the game does next when no window is open and nothing is pending. */
export type Next =
  | "ready"
  | "draw"
  | "action"
  | "end"
  | "tally"
  | "cleanup"
  | "combat-start"
  | "guard"
  | "defend"
  | "conclude"
  | "after-combat";

/** A priority window (002 412): who holds priority and how many passed in succession. */
export interface Window {
  kind: "ready" | "draw" | "action" | "attack" | "defend" | "end";
  priority: Seat;
  passes: number;
}

/** A log entry (the engine's LoggedEvent shape). */
export interface RiseLog {
  text: string;
  visibleTo?: Seat[];
  publicText?: string;
}

/** "This turn" modifiers (503.2a.2 ends them): can't attack or guard (电磁封锁), once-per-turn uses (701.4). */
export interface TurnMod {
  obj: string;
  inc: number;
  mod: "locked" | "used" | "granted" | "armor";
  /** An armor value this turn (博爱者旗帜). */
  armor?: number;
  ability?: number;
  /** A granted ability (706.1c, 绝密潜入): the granting card's code, its ability and the "grant" instruction. */
  grant?: { code: string; ability: number; effect: number };
}

/** The whole state. */
export interface RiseState {
  version: number;
  rng: RngState;
  /** The match's card table (read-only, shared between copies). */
  cards: Readonly<Record<string, RiseCard>>;
  turn: number;
  active: Seat;
  first: Seat;
  step: Step;
  window: Window | null;
  next: Next | null;
  chain: Link[];
  combat: Combat | null;
  packets: Packet[];
  waiting: Waiting[];
  ask: Ask | null;
  players: RisePlayer[];
  objects: RiseObject[];
  /** Hand-reset answers still due, from the first player (101.2). */
  resets: Seat[];
  turnMods: TurnMod[];
  /** Control changes "until end of turn" to undo in the tally step (400.3b): the card and who gets it back. */
  controlReturns?: { obj: string; inc: number; to: Seat }[];
  /** Units watched by a reflexive "if that unit is destroyed" trigger until the next checks end (703.2). */
  watches?: Watch[];
  /** Triggered links resolved since a player last did anything but pass (803.3 mandatory loops). */
  loops: number;
  log: RiseLog[];
  winner: Seat | null;
  over: boolean;
}

/** The object with id `o<n>`. @throws on an unknown id (a broken invariant). */
export const obj = (s: RiseState, id: string): RiseObject => objectAt(s, id, "rise");

export { opp } from "../../wow-family/rules/core.js";
