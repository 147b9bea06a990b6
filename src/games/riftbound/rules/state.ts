/**
 * The Riftbound match state: one plain JSON value (serialisable, snapshot-able, replayable).
 * Zones follow rules 105-109; every card instance is an object in `objects`, and each zone is an
 * ordered list of object ids (top of a deck first). Rules references: Riftbound Core Rules 2025-06-02.
 */
import type { CardType, Domain } from "../data/schema.js";
import type { PendingDecision, RngState, Seat } from "../../../engine/index.js";
import type { CreatedTrigger, Effect, ObjFilter, Passive, Replacement, TargetSpec } from "../cards/types.js";
import type { GameEvent } from "./events.js";
import type { VerbSuspension } from "./verbs/suspension.js";

/** The six domains (135.2) plus Colorless for cards without one. */
export type { Domain };

/** Card types (132). */
export type { CardType };

/** Static printed data of one card, as the card source provides it; kept in the catalogue (catalogue.ts), never in the state. */
export interface CardStatic {
  readonly code: string;
  readonly name: string;
  readonly type: CardType;
  readonly supertype: string | null;
  readonly domains: readonly Domain[];
  readonly energy: number | null;
  readonly power: number | null;
  readonly might: number | null;
  readonly mightBonus: number | null;
  readonly tags: readonly string[];
  readonly keywords: readonly string[];
  readonly text: string;
}

/** Where an object is (105-107). `battlefield`/`facedown` carry the battlefield index in `RbObject.bf`. */
export type ZoneName =
  | "mainDeck"
  | "runeDeck"
  | "hand"
  | "trash"
  | "banishment"
  | "base"
  | "battlefield"
  | "facedown"
  | "legend"
  | "champion"
  | "chain"
  | "runes"
  | "battlefieldCard"
  | "removed"
  | "gone";

/** A location on the board (106.2.c, 106.3.c): a player's base or a battlefield. */
export type Location = { kind: "base"; seat: Seat } | { kind: "bf"; index: number };

/** One game object (119): a card instance, a token, a rune, a legend or a battlefield. */
export interface RbObject {
  readonly id: string;
  /** The card whose printed traits it has; a copy effect replaces it (CR 1.4 477.1.b, rules/verbs/become-copy.ts). */
  code: string;
  readonly owner: Seat;
  controller: Seat;
  zone: ZoneName;
  /** Battlefield index while in `battlefield` or `facedown`. */
  bf?: number;
  exhausted: boolean;
  damage: number;
  /** 701-705: a unit holds at most one buff counter. */
  buffed: boolean;
  stunned: boolean;
  /** 521, 625.1.a: set during combat. */
  combatRole?: "attacker" | "defender";
  token: boolean;
  /** Incremented at every zone change: a card that changed zones is a new object (563.2.c.4). */
  incarnation: number;
  /** Turn number when it was hidden (723.1.b: playable from the next player's turn). */
  hiddenOnTurn?: number;
  /** Seats (besides the owner/controller) that have seen this card while private (600 reveal). */
  revealedTo?: Seat[];
  /** Timestamp (639) of entering the board: its printed and passive Might changes date from then. */
  enteredAt?: number;
  /** Timestamp of its buff counter (703). */
  buffedAt?: number;
  /** The player whose spell, ability or units last dealt it damage (who kills it if that damage is lethal, 604.1.a). */
  damagedBy?: Seat;
  /**
   * The players who marked the damage it has now (Unleashed FAQ "Lethal Damage Modification": "their damage"), kept
   * only when a card of the match has an `anyDamageLethal` passive.
   */
  damageFrom?: Seat[];
  /**
   * The tag or name chosen for it as it was played or by its play trigger ("name a tag", "name a spell", "choose Bird,
   * Cat, Dog, or Poro", CR 1.4 355.1, 762-763); kept from the chain onto the board, forgotten when it leaves the board.
   */
  named?: string;
  /** Buffs beyond the first, only for a unit allowed any number of buffs (702.3 exception: Lee Sin, Ascetic). */
  extraBuffs?: number;
  /** Per-turn use counters of once-per-turn abilities. */
  uses?: Record<string, number>;
  /**
   * The unit this card is attached to (CR 1.4 434, 718). An attached Equipment stays listed in its controller's
   * base; its location is its top-most unit's (719.3).
   */
  attachedTo?: string;
  /** Whether this unit was Mighty at the last check (CR 1.4 709: "becomes Mighty" is a change from below 5). */
  wasMighty?: boolean;
  /** This unit's Might at the last cleanup check ("when my Might becomes 10 or more": the `mightChanged` event). */
  lastMight?: number;
  /** CR 1.4 441.2: the Empowered status of a board object (a binary state, 441.1.a); absent when not Empowered. */
  empowered?: boolean;
  /** CR 1.4 393-397: cards its abilities banished "with this" (rules/linked.ts); cleared as it enters the board anew. */
  banishedWith?: TargetRef[];
  /** CR 1.4 441.1.c.1: how many times an object permitted to be Empowered several times is; absent means once. */
  empowerCount?: number;
  /**
   * "You control it until I leave the board" (179, CR 1.4 359.3.e.16): the control lasts while `holder` stays the same
   * object (`incarnation`) on the board; then `was` controls it again (zones.ts). Akshan, Mischievous.
   */
  controlWhile?: { readonly holder: string; readonly incarnation: number; readonly was: Seat };
  /**
   * A copy lasting while `equipment` (that incarnation) stays attached to it (CR 1.4 477.1.b, 435; Shady Spectacles):
   * `printed` is the code it had before, given back as the copy ends (attach.ts).
   */
  copyWhile?: { readonly printed: string; readonly equipment: string; readonly incarnation: number };
}

/** Energy and Power in a rune pool (158-161). `power.Any` is universal Power (156.2.b). */
export interface Pool {
  energy: number;
  /** Part of `energy` that may pay only for spells ("Use only to play spells", Lux, Crownguard). */
  spellEnergy?: number;
  /** Part of `energy` that may be spent only during showdowns ("Spend this Energy only during showdowns", 545). */
  showdownEnergy?: number;
  /** Part of `power.Any` that may pay only for spells ("[Add] [A]. Use only to play spells", Daughter of the Void). */
  spellPower?: number;
  /**
   * Parts of `energy` (of `power.Any`) that may pay only to play cards of that type or for activated abilities of
   * objects of that type (605.3 restricted [Add]: "Spend this Energy only to play units or activated abilities of
   * units", Butcher of the Sands; "Use only to play gear or use gear abilities", Fire Below the Mountain).
   */
  typeEnergy?: Partial<Record<RestrictedFor, number>>;
  typePower?: Partial<Record<RestrictedFor, number>>;
  power: Partial<Record<Domain | "Any", number>>;
}

/** The card types a restricted [Add] may be spent on (605.3): playing them or their activated abilities. */
export type RestrictedFor = "Unit" | "Gear";

/** One player's zones and counters. */
export interface PlayerState {
  readonly seat: Seat;
  points: number;
  /** CR 1.4 728-733: experience points, public; absent means 0 (Unleashed: Hunt, Level, "spend XP"). */
  xp?: number;
  pool: Pool;
  mainDeck: string[];
  runeDeck: string[];
  hand: string[];
  trash: string[];
  banishment: string[];
  base: string[];
  runes: string[];
  legend: string | null;
  champion: string | null;
  /** Card code of the player's Chosen Champion (103.2), wherever that card is now (Hallowed Tomb). */
  chosenChampion?: string;
  /**
   * Battlefields this player brought but that are not in play (644.5; kept for Bo3, 645.5). Never changed in place (a
   * change replaces the list), so copies share it (copy.ts `copyPlayer`).
   */
  reserveBattlefields: readonly string[];
  /** Rule 117: has this player taken their mulligan. */
  mulliganDone: boolean;
  /** 644.7: channel one extra rune on the first channel phase (second player). */
  extraRuneFirstChannel: boolean;
  hasHadChannelPhase: boolean;
  /** CR 1.4 736-737: turns this player has begun this game (rules/turn-count.ts; absent: derived from the turn number). */
  turnsTaken?: number;
  /** 646.7, 647.7, 648.7: the first player skips the draw of their first Draw Phase (multiplayer modes). */
  skipFirstDraw?: boolean;
  /** 649-652: conceded (or removed from the game); takes no more turns and makes no more choices. */
  conceded: boolean;
}

/** A battlefield in play (162-165, 181). */
export interface BattlefieldState {
  readonly index: number;
  readonly card: string;
  controller: Seat | null;
  /** 181.3: the seat whose unit made it contested, if contested. */
  contestedBy: Seat | null;
  units: string[];
  /** The card in its Facedown Zone (107.3), the first one when it holds more. */
  facedown: string | null;
  /** Further facedown cards where the zone's capacity allows more than one (107.3.b.1, Bandle Tree); absent if none. */
  extraFacedown?: string[];
  /**
   * The battlefield card the current one replaced (CR 1.4 438: now in banishment as "replaced", 438.5.a), while it is
   * there: "replace this with the battlefield it replaced" (Brush) brings it back. Absent if none.
   */
  replaced?: string;
}

/** Chosen targets of a spell or ability: target-spec id -> object ids (559.3). */
export type Chosen = Record<string, string[]>;

/** Identity of a chosen object at choice time (zone-change check, 563.2.c.2/4). */
export interface TargetRef {
  readonly id: string;
  readonly incarnation: number;
  /** The location it was chosen at (`bf<index>` / `base<seat>`), for a choice made per location (`eachLocation`). */
  readonly loc?: string;
}

/** An item on the chain (532-544): a card being played or an ability. */
export interface ChainItem {
  readonly id: string;
  readonly kind: "card" | "activated" | "triggered";
  readonly controller: Seat;
  /** The card object (for `card`), or the source of the ability. */
  readonly object: string;
  /** For abilities: index into the source card script's abilities. */
  readonly ability?: number;
  /**
   * For triggered and activated abilities: the source's incarnation when the ability went on the chain. Once the
   * source changed zones it is a new object, and "me" no longer refers to it (109, 563.2.c.4).
   */
  readonly sourceIncarnation?: number;
  /** Where a permanent goes when it resolves (559.2). */
  readonly destination?: Location;
  readonly targets: Record<string, TargetRef[]>;
  /** Ready on entry (Accelerate paid, 717). */
  readonly enterReady?: boolean;
  /** Played from facedown (723.1.d): targets must be at this battlefield. */
  readonly fromHiddenAt?: number;
  /** Played to a battlefield an effect named ("play it here"), whoever controls it (OFAQ-67). */
  readonly forcedDestination?: boolean;
  /** Optional costs the player decided to pay (559, 560.2.b): cost ids. */
  readonly paidOptional?: string[];
  /** Data carried from the trigger's event (e.g. the unit that died). */
  readonly eventData?: Record<string, string | number | boolean>;
  /** For a created trigger: the id of the continuous effect that holds it (`ability` is then -2). */
  readonly createdBy?: string;
  /** Legion condition already met when played (724). */
  readonly legion?: boolean;
  /** The card was played by its controller from their hand ("if you played this from your hand"). */
  readonly fromHand?: boolean;
  /** An activated ability: the unit exhausted to pay its "Exhaust a unit you control" cost (592.4). */
  readonly costExhausted?: string;
  /** The printed costs of the unit killed to pay the card's additional cost (560.2.a), read as it was killed. */
  readonly killedCost?: { readonly energy: number; readonly power: number };
  /** A spell: the Energy its controller spent to play it (CR 1.4 356-357; absent when none). */
  readonly energySpent?: number;
  /** For a borrowed activated ability (Heimerdinger): the card code whose script holds `ability`. */
  readonly abilityCode?: string;
  /** 538: a permanent that starts a chain resolves before anyone gets priority (limited plays, 595.3). */
  readonly autoResolve?: boolean;
  /** A created (delayed) trigger's instructions (CR 1.4 389). */
  readonly effects?: readonly Effect[];
  /** Leaves the chain (resolved or countered) to the bottom of its owner's Main Deck, not the trash (594, 571). */
  readonly recycleAfter?: boolean;
  /** Played for its Flow cost: banished instead of leaving the chain any other way (CR 1.4 829.1.b.1). */
  readonly banishAfter?: boolean;
  /** A modal spell's mode, chosen as it was played and fixed on the chain (CR 1.4 355.3). */
  readonly mode?: number;
  /** The modes of the executions added by paid [Repeat] costs (CR 1.4 820.2.a); absent: `mode` again. */
  readonly repeatModes?: readonly number[];
}

/** A showdown in progress (545-553). */
export interface ShowdownState {
  readonly bf: number;
  focus: Seat;
  relevant: Seat[];
  /** Seats that passed consecutively (553.4.a). */
  passes: Seat[];
  readonly combat: { attacker: Seat; defender: Seat } | null;
  /** True while the combat's initial chain of attack/defend triggers is being built and resolved (551.1, 625.1.c). */
  initial?: boolean;
  /** Players who declined an invitation during this showdown (531.2.a.1): not invited again in it (docs/multiplayer.md). */
  declined?: Seat[];
}

/** A continuous effect with a timestamp (634-639). */
export interface ContinuousEffect {
  readonly id: string;
  readonly timestamp: number;
  readonly source: string | null;
  readonly controller: Seat;
  /** Objects affected, by id and incarnation (a zone change ends the effect, 109). */
  readonly objects: TargetRef[];
  readonly layer: "trait" | "ability" | "arithmetic";
  readonly might?: number;
  readonly setMight?: number;
  readonly keyword?: string;
  readonly removeKeyword?: string;
  /** `untilUsed`: a `next` effect not yet bound to a card survives the Expiration Step (CR 1.4 389-392). */
  readonly duration: "turn" | "permanent" | "combat" | "untilUsed";
  /** "It can't be chosen by enemy spells and abilities" (567, 559.3): protects `objects` from enemies' choices. */
  readonly cantBeChosenBy?: "enemy";
  /** "Prevent the next N damage …" (571): damage still to prevent for each of `objects` (used up as it prevents). */
  preventLeft?: number;
  /** "to a minimum of N" (e.g. Stupefy): this effect cannot lower Might below N. */
  readonly min?: number;
  /** A passive created by an instruction (`createEffect`), in force for `controller` while the effect lasts. */
  readonly passive?: Passive;
  /** Waits for the next card `controller` plays matching this filter; then `objects` holds that card (bound). */
  readonly next?: ObjFilter;
  /** A triggered ability created for the duration (CR 1.4 389-392), e.g. Imperial Decree's; `objects` is empty. */
  readonly trigger?: CreatedTrigger;
  /** A replacement effect created for the duration (571-575; `createEffect`). */
  readonly replacement?: Replacement;
  /** A delayed trigger about `objects`: `once` ends it the first time it triggers. */
  readonly once?: boolean;
  /** `trigger` is granted to each of `objects` as if printed on it ("that unit has 'When I conquer, …'"). */
  readonly granted?: boolean;
  /**
   * Event details of the creating ability kept for the created trigger (CR 1.4 359.3.f.3.b: "this battlefield" of
   * Iascylla's delayed trigger is the one she held, read when the delayed trigger is created).
   */
  readonly keptData?: Readonly<Record<string, string | number | boolean>>;
  /** An activated ability given to `objects` for the duration (577): the script and ability index that hold it. */
  readonly grantedAbility?: { readonly code: string; readonly index: number };
}

/** A triggered ability waiting to be put on the chain (583). */
export interface QueuedTrigger {
  readonly id: string;
  readonly controller: Seat;
  readonly source: string;
  readonly sourceCode: string;
  readonly ability: number;
  /** CR 1.4 718.3: the attached card whose Effect Text ability this is (`source` is its top-most unit). */
  readonly abilityCode?: string;
  readonly eventData?: Record<string, string | number | boolean>;
  /** For a created trigger: the id of the continuous effect that holds it (`ability` is then -2). */
  readonly createdBy?: string;
  /** A created (delayed) trigger's instructions, carried instead of a script ability (CR 1.4 389). */
  readonly effects?: readonly Effect[];
}

/** Work in progress that may pause for a decision and resume (the engine never blocks). */
export type Task =
  | {
      t: "effects";
      item: ChainItemSnapshot;
      effects: Effect[];
      pc: number;
      /** Variables card scripts save (`saveAs`), by their card-given names. */
      vars: Record<string, string[] | number>;
      /** The answer to the current instruction's question (set by `answer`, taken by the instruction). */
      answer?: string[];
      /** Where the current instruction paused and what it needs to resume (`rules/verbs/suspension.ts`). */
      suspend?: VerbSuspension;
      /** Units this resolution dealt lethal damage to, for "if this kills it" (520). */
      lethal?: string[];
      /** The player instructions act for while a "each player …" instruction runs (else the item's controller). */
      actor?: Seat;
    }
  | { t: "cleanup" }
  /**
   * An optional replacement of a unit's death waits for its controller's answer (571, 575): `source` holds the
   * replacement (passive `ability` index); the unit stays on the board until the answer.
   * (Declining kills it, unless another optional replacement is offered next.)
   */
  | {
      t: "replaceDeath";
      unit: string;
      incarnation: number;
      source: string;
      ability: number;
      controller: Seat;
      /** Sources (or created effects) whose replacement was already declined for this death. */
      declined: string[];
      /** A created replacement (`createEffect` with `once`): the id of the continuous effect holding it. */
      effect?: string;
    }
  | { t: "combatDamage"; bf: number; stage: number; assigned: Record<string, number> }
  | { t: "combatResolve"; bf: number; excess?: number }
  | { t: "endShowdown"; bf: number }
  | { t: "turn"; step: TurnStep }
  | { t: "mulligan"; seat: Seat }
  | { t: "flushTriggers" }
  | { t: "chooseFirst"; kind: "showdown" | "combat"; options: number[] }
  /** 645.5: a player chooses the battlefield they use this game from the ones set aside. */
  | { t: "matchBattlefield"; seat: Seat }
  /** Later games of a match: the loser of the previous game chooses who goes first (docs/rules-decisions.md). */
  | { t: "matchFirst"; seat: Seat }
  /** 116-117 for a game of a match: deal four cards each, then mulligans. */
  | { t: "matchDeal" }
  /** 607.2.b with several opponents: the player who burned out chooses the opponent who gains the point. */
  | { t: "burnOutPoint"; seat: Seat }
  /** "As you play this, name a tag" / "choose Bird, Cat, Dog, or Poro" (CR 1.4 355.1): asked as the card is played. */
  | { t: "nameOnPlay"; card: string; seat: Seat };

/** What an effect task knows about the spell or ability it resolves. */
export type ChainItemSnapshot = Omit<ChainItem, "targets"> & { targets: Record<string, TargetRef[]> };

/** Turn structure steps (515-517). */
export type TurnStep =
  | "setup"
  | "awaken"
  | "beginning"
  | "scoring"
  | "channel"
  | "draw"
  | "drawEnd"
  | "action"
  | "ending"
  | "expiration"
  | "cleanup"
  | "nextTurn";

/** Phases named as the scenario format names them. */
export type Phase = "setup" | "awaken" | "beginning" | "channel" | "draw" | "action" | "end";

/**
 * The codes of the Riftbound rules' rejections (`Rejection.code`): `<area>/<what>`, one per distinct reason an
 * action or answer is refused. Each rejection also names the rule it enforces.
 */
export type RbRejectionCode =
  | "action/bad-seat"
  | "action/decision-pending"
  | "action/malformed"
  | "action/not-your-priority"
  | "activate/cannot-pay"
  | "activate/choose-cost"
  | "activate/exhausted"
  | "activate/mode-chosen"
  | "activate/condition"
  | "activate/once"
  | "activate/no-ability"
  | "activate/no-buff"
  | "activate/empowered"
  | "activate/not-empowered"
  | "activate/no-xp"
  | "activate/not-at-battlefield"
  | "activate/not-on-board"
  | "activate/not-yours"
  | "activate/unknown"
  | "card/unsupported"
  | "choose/assign-required"
  | "choose/count"
  | "choose/duplicate"
  | "choose/empty"
  | "choose/no-decision"
  | "choose/not-an-option"
  | "choose/not-yours"
  | "choose/stale"
  | "combat/bad-assignment"
  | "game/over"
  | "hidden/too-soon"
  | "hide/bad-battlefield"
  | "hide/no-alternative"
  | "hide/no-hidden"
  | "hide/not-controlled"
  | "hide/not-in-hand"
  | "hide/occupied"
  | "hide/timing"
  | "invite/already-relevant"
  | "invite/bad-seat"
  | "invite/no-window"
  | "invite/must-act"
  | "invite/spells-only"
  | "move/bad-destination"
  | "move/cant"
  | "move/duplicate"
  | "move/exhausted"
  | "move/full"
  | "move/cannot-pay"
  | "move/no-ganking"
  | "move/not-a-unit"
  | "move/not-yours"
  | "move/timing"
  | "pass/nothing-to-pass"
  | "pay/not-your-rune"
  | "pay/rune-exhausted"
  | "play/bad-cost"
  | "play/bad-destination"
  | "play/cannot-pay"
  | "play/cant"
  | "play/choose-cost"
  | "play/choose-targets"
  | "play/duplicate-target"
  | "play/illegal-after-costs"
  | "play/illegal-target"
  | "play/no-accelerate"
  | "play/mode"
  | "play/no-target"
  | "play/not-playable"
  | "play/not-yours"
  | "play/target-count"
  | "play/unknown-card"
  | "play/wrong-zone"
  | "rune/exhausted"
  | "rune/not-yours"
  | "timing/closed"
  | "timing/not-your-turn"
  | "timing/showdown"
  | "turn/not-now";

/** The kinds of pending decision the Riftbound rules ask (docs/scenarios.md "Decision kinds"). */
export type RbDecisionKind =
  | "priority"
  | "focus"
  | "mulligan"
  | "targets"
  | "orderTriggers"
  | "assignDamage"
  | "cards"
  | "option"
  | "battlefield"
  | "invite";

/** Internal data attached to a pending decision so the answer can be routed back. */
export interface PendingInternal extends PendingDecision {
  readonly kind: RbDecisionKind;
  /** Free-form data for the handler (e.g. valid target ids, damage limits). */
  readonly data?: Record<string, unknown>;
}

/**
 * Per-turn history that rules and cards consult (631 scoring once per method, 724 Legion). Its records and lists are
 * never changed in place: a change replaces the field (`s.history.x = [...]`), so `copyState` copies the history one
 * field deep without copying them (issue "Engine speed"); the event record is copied on write (`ownList`).
 */
export interface TurnHistory {
  scored: readonly { readonly seat: Seat; readonly bf: number; readonly method: "conquer" | "hold" }[];
  /** Main-deck cards played this turn per seat (724 Legion). */
  cardsPlayed: Readonly<Record<number, number>>;
  spellsPlayed: Readonly<Record<number, number>>;
  /** Per seat, the most Energy spent to play one spell this turn (CR 1.4 356-357; rules/turn-count.ts). */
  spellEnergy?: Readonly<Record<number, number>>;
  /** Per seat, the Power spent this turn (CR 1.4 561; rules/tallies.ts). */
  powerSpent?: Readonly<Record<number, number>>;
  /** Per seat, the points scored from holding this turn (CR 1.4 630.2; rules/tallies.ts). */
  holdPoints?: Readonly<Record<number, number>>;
  /** One-shot replacement shields: object id+incarnation -> "recallExhausted" (Highlander). */
  deathReplacements: readonly {
    readonly id: string;
    readonly incarnation: number;
    readonly seat: Seat;
    readonly banish?: true;
  }[];
  /** Once-per-turn choices already made by abilities (Udyr), keyed by object id#incarnation. */
  abilityChoices: Readonly<Record<string, readonly string[]>>;
  /** Every game event of this turn, in order (events.ts): what triggers and history queries read. */
  events: GameEvent[];
  /** Passives created "this turn" for a player (`createEffect`, CR 1.4 389-392); they end with the turn (517.2.b). */
  createdPassives?: readonly { readonly seat: Seat; readonly passive: Passive }[];
  /** 648.8.b: battlefields the turn player's teammate controlled in the Beginning Phase (2v2 only). */
  allyHeld?: readonly number[];
  /** 648.8.a: teammates who declined the turn player's invitation this turn (not invited again this turn). */
  declinedInvites?: readonly number[];
  /** "You can look at their facedown cards this turn" (Scuttle Crab): who may look at whose facedown cards. */
  facedownViews?: readonly { readonly viewer: Seat; readonly of: Seat }[];
}

/** Rules editions a game may be played under: the seed rules (`2025-06-02`, the default) or Core Rules v1.4. */
export type RbEdition = "2025-06-02" | "1.4";

/** Modes of play (644-648): Duel, Match (Bo3), FFA3 Skirmish, FFA4 War, 2v2 Magma Chamber. */
export type RbMode = "duel" | "match" | "ffa3" | "ffa4" | "2v2";

/** `T` with its readonly fields writable: a record being built field by field before it is handed out (copy.ts, events.ts). */
export type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** The whole state of a Riftbound match. */
export interface RbState {
  readonly game: "riftbound";
  readonly mode: RbMode;
  /** 648.2: the teams of a 2v2 game (seats), absent in every other mode. */
  readonly teams?: Seat[][];
  /**
   * The rules edition the game is played under: absent for the seed rules (2025-06-02), `"1.4"` for Core Rules
   * v1.4 where they differ (docs/rules-decisions.md "Rules edition 1.4"; so far relevance and invitations).
   */
  readonly edition?: RbEdition;
  /** 531.2: the invitation in progress — the invited seat, who invited, and whether it was accepted. */
  invite?: { readonly seat: Seat; readonly by: Seat; readonly accepted: boolean };
  /** Incremented on every applied action: the compare-and-set version. */
  version: number;
  rng: RngState;
  /** Objects by the number in their id (`o12` is `objects[12]`; null where a number names no object). Use objects.ts. */
  objects: (RbObject | null)[];
  nextId: number;
  timestamp: number;
  players: PlayerState[];
  battlefields: BattlefieldState[];
  turnPlayer: Seat;
  firstPlayer: Seat;
  turnNumber: number;
  /** Additional turns queued after the current one, next first (CR 1.4 734-738: "take a turn after this one"). */
  extraTurns?: Seat[];
  /** While additional turns are taken: the player whose regular turn the regular order continues from (CR 1.4 737). */
  regularTurn?: Seat;
  phase: Phase;
  step: TurnStep;
  /** The chain (532), newest last. Never changed in place (a change replaces the list), so copies share it (copy.ts). */
  chain: readonly ChainItem[];
  /** Seats that passed consecutively on the current chain (540.4.b). Never changed in place, as `chain`. */
  chainPasses: readonly Seat[];
  /** The chain's active player (537); holds priority while the chain exists. */
  priority: Seat | null;
  /** Whether the current chain was started by the focus holder's own action (552, see docs/rules-decisions.md). */
  chainByFocus: boolean;
  /** True from the moment a chain exists until the engine has handled its end (544, 552). */
  chainOpen: boolean;
  showdown: ShowdownState | null;
  /** Never changed in place (a change replaces the list: game-actions.ts `addEffect`), so copies share it. */
  effects: readonly ContinuousEffect[];
  triggerQueue: QueuedTrigger[];
  tasks: Task[];
  pending: PendingInternal | null;
  history: TurnHistory;
  victoryScore: number;
  winner: Seat | null;
  /**
   * Bo3 (645): set points per seat and the number of the game in progress. `winner` is set only when a player
   * has 2 set points; a game win sets `gameOver` until the next game is set up (645.6).
   */
  match: {
    setPoints: number[];
    game: number;
    gameOver?: { winner: Seat };
    /** Each player's chosen champion object, returned to the champion zone between games (645.6). */
    champions?: (string | null)[];
    skipMulligan?: boolean;
  } | null;
  /** Event log of the whole game (redacted per viewer in views). */
  log: RbEvent[];
}

/** Something that happened; `private` parts are visible only to the listed seats (127). */
export interface RbEvent {
  readonly kind: string;
  readonly seat?: Seat;
  readonly object?: string;
  readonly card?: string;
  readonly text: string;
  /** If set, only these seats see `card` and the `text`; others see `publicText`. */
  readonly visibleTo?: Seat[];
  readonly publicText?: string;
  readonly data?: Record<string, string | number | boolean | null>;
}

export type { Effect, TargetSpec };
