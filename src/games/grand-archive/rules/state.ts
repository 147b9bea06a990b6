/**
 * The Grand Archive match state: one plain JSON value holding only what changes (printed data stays in the
 * catalogue, referenced by card id). Zones per CR Game Zones: main deck and material deck (top first), hand,
 * memory (private, CR Memory 1), graveyard, banishment, field, the Effects Stack and a champion's intent.
 */
import type { DecisionOption } from "../../../engine/index.js";
import type { RngState } from "../../../engine/rng.js";
import type { Effect, SkippablePhase } from "../cards/types.js";

/** A seat: 0 or 1 (two-player standard games, CR Format Conventions). */
export type Seat = 0 | 1;

/** The zones a card may be in (CR Game Zones). "lineage": under a champion (CR Object-Specific Zones). */
export type Zone =
  | "mainDeck"
  | "materialDeck"
  | "hand"
  | "memory"
  | "graveyard"
  | "banishment"
  | "field"
  | "stack"
  | "intent"
  | "lineage"
  /** Loaded into a weapon (CR Game Zones: Object-Specific Zones, Loaded Cards 1-4). */
  | "loaded"
  | "gone";

/** The turn phases in order (CR Turn Order 1); "combat" is entered by an attack (CR Main Phase 2.2). */
export type Phase = "wakeUp" | "materialize" | "recollection" | "draw" | "main" | "combat" | "end";

/** A card and, on the field, the object it is. Ids are `c<n>`, indexing `GaState.cards`. */
export interface GaCard {
  readonly id: string;
  /**
   * Catalogue id (the api.gatcg.com uuid) of the card whose characteristics it has: its own, or while it is a copy
   * of another object, the copied object's (CR Game Mechanics - Copy: Static Copying 1; `printed` keeps its own).
   */
  card: string;
  readonly owner: Seat;
  controller: Seat;
  zone: Zone;
  rested: boolean;
  /** Damage marked (allies: temporary, champions: damage counters; CR Damage 12-13). */
  damage: number;
  buff: number;
  durability: number;
  /** Enlighten counters (a champion's; CR Counters: Enlighten). */
  enlighten: number;
  /** Inner lineage of a champion, bottom first (CR Card Types - Champion, Leveling Up 6). */
  lineage: readonly string[];
  /** Timestamp of its last zone change (CR Ordering and Tracking). */
  ts: number;
  /** It doesn't wake up during its controller's next wake up phase (Freezing Hail); absent when not. */
  noWakeUp?: boolean;
  /**
   * A summoned token (CR Tokens 1-6; Game Terms: Summon, Token): on the field, or "gone" once it left (it ceases
   * to exist; its record stays so ids remain indexes). Absent on cards.
   */
  readonly token?: true;
  /** Its loaded cards (CR Object-Specific Zones: Loaded Cards), replaced, never changed in place; absent when none. */
  loaded?: readonly string[];
  /** Distant until the end of its controller's turn (CR Game Terms: Distant 1-3); absent when not. */
  distant?: boolean;
  /** In a material deck preserved (CR Keywords: Preserve 1-3): it may be returned to hand as its owner materializes. */
  preserved?: true;
  /** Modes this object has chosen ("choose one that hasn't been chosen", Tonoris, Genesis Aegis). */
  chosen?: readonly string[];
  /** Fostered (CR Game Terms: Fostered 1-4); absent when not. */
  fostered?: true;
  /** Dealt damage since the end of its controller's previous turn (CR Keywords: Foster 1); absent when not. */
  damagedSince?: true;
  /** Indexes of its "Activate this ability only once" abilities already activated (this object only). */
  usedOnce?: readonly number[];
  /** Level counters on a champion: +1 LV each (CR Counters: Level Counters 1); absent when none. */
  levelCounters?: number;
  /**
   * Its own card's catalogue id while it is on the field as a copy of another object (Clockwork Amalgam; CR Game
   * Mechanics - Copy: Static Copying 1-2, Copying Objects 1-5); absent when it is not a copy. Cleared as it leaves.
   */
  printed?: string;
}

/** A player's zones and per-turn records. */
export interface GaPlayer {
  mainDeck: string[];
  materialDeck: string[];
  hand: string[];
  memory: string[];
  graveyard: string[];
  banishment: string[];
  field: string[];
  /** The champion object on the field, or null. */
  champion: string | null;
  lost: boolean;
  /** This turn: the champion attacked / dealt combat damage (conditions of Inspiring Call and others). */
  championAttacked: boolean;
  championDealtCombatDamage: boolean;
  /** Mage action cards activated this turn (Rai, Archmage's inherited effect). */
  mageActions: number;
  /** Attacks this player declared this turn (Surveillance Stone; CR Attack Declaration). */
  attacks: number;
  /** Cards drawn this turn ("your second card each turn", Creeping Torment); absent before the first. */
  draws?: number;
  /** Damage dealt to this player's champion this turn (Charged Manaplate); absent means 0. */
  championDamage?: number;
  /** The player's one mastery, by name (CR Game Mechanics - Mastery; rules/mastery.ts); absent when none. */
  mastery?: string;
  /** The player's statuses, one instance each (CR Game Mechanics - Statuses; rules/statuses.ts); absent when none. */
  statuses?: readonly string[];
}

/** A continuous effect that lasts until end of turn (CR Turn Order - End Phase 3). */
export type Lasting =
  | { readonly kind: "pump"; readonly objects: readonly string[]; readonly power: number; readonly life: number }
  | {
      readonly kind: "championAttacks";
      readonly seat: Seat;
      readonly power: number;
      readonly onKillDraw: boolean;
      /** Only the champion's next attack this turn (Tonoris, Might of Humanity): ends with that combat. */
      readonly next?: boolean;
    }
  | {
      readonly kind: "prevent";
      readonly object: string;
      remaining: number;
      readonly combatOnly: boolean;
      /** Prevents non-combat damage only (Clarent, Sword of Peace; CR Damage Prevention 4). */
      readonly nonCombatOnly?: boolean;
      /** Prevents the whole next damage instance, whatever its size. */
      readonly once?: boolean;
      /** Prevents at most `remaining` of the next damage instance, then is used up (Martial Guard). */
      readonly capOnce?: boolean;
      /** The shield is on this seat's champion, whichever card is its top (it survives a level up). */
      readonly champion?: Seat;
      /** Puts enlighten counters equal to the damage prevented on this seat's champion (Spellshield: Arcane). */
      readonly enlightenTo?: Seat;
      /** Prevents all but this much of the next damage instance (Water Barrier). */
      readonly allBut?: number;
      /** Prevents only a damage instance of exactly this size (Perfect Repulsion). */
      readonly exactly?: number;
      /** This seat draws a card when it prevents damage (Perfect Repulsion). */
      readonly drawTo?: Seat;
      /** This seat glimpses X, X the damage it prevented (Spellshield: Astra). */
      readonly glimpseTo?: Seat;
      /** Prevents `remaining` of every such damage instance this turn and is never used up (Resolute Stand). */
      readonly each?: true;
    }
  | { readonly kind: "level"; readonly seat: Seat; readonly amount: number }
  /**
   * A keyword gained until end of turn by these objects, or by `champion`'s champion whichever card is its top (a
   * level up keeps the object, CR Leveling Up 1).
   */
  | {
      readonly kind: "keyword";
      readonly objects: readonly string[];
      readonly keyword: import("../cards/types.js").Keyword;
      readonly champion?: Seat;
      /** It lasts until the beginning of this seat's next turn, not until end of turn. */
      readonly untilTurnOf?: Seat;
    }
  /** `seat` activated a Melody card this turn (CR Game Terms: Harmonize). */
  | { readonly kind: "melodyActivated"; readonly seat: Seat }
  /** The next Harmony action card `seat` activates this turn is a Melody too (Melodious Flute). */
  | { readonly kind: "nextHarmonyIsMelody"; readonly seat: Seat }
  /** A delayed trigger: `seat` discards their hand at the beginning of this turn's end phase (`source`: its card). */
  | { readonly kind: "discardHandAtEndPhase"; readonly seat: Seat; readonly source: string }
  /** A granted "On Champion Hit: Draw a card." on these objects (Spirit Blade: Infusion). */
  | { readonly kind: "onChampionHitDraw"; readonly objects: readonly string[] }
  /** Allies (of `subtype`, if given) enter the field rested (Synth Disrupter, Essence of Blizzards). */
  | { readonly kind: "alliesEnterRested"; readonly subtype?: string }
  /** `object` has "On Sacrifice: …" as granted by the Potion Infusion card `card` (catalogue id). */
  | { readonly kind: "onSacrifice"; readonly object: string; readonly card: string }
  /** `seat` brewed a Potion this turn (CR Keywords: Brew 3; Krustallan Distiller). */
  | { readonly kind: "brewedPotion"; readonly seat: Seat }
  /** `seat` used Arisanna, Astral Zenith's once-per-turn (0) starcalling cost. */
  | { readonly kind: "freeStarcallingUsed"; readonly seat: Seat }
  /** The next damage to `object` from an `element` source is increased by `plus` (Potion Infusion: Frostbite). */
  | {
      readonly kind: "nextDamageFromElementPlus";
      readonly object: string;
      readonly element: string;
      readonly plus: number;
    }
  /** "<object>'s next attack this turn gets +N POWER" (Take Aim): used up by its next attack declaration. */
  | { readonly kind: "nextAttack"; readonly object: string; readonly power: number }
  /** "<objects> gain ranged N until end of turn" (Take Aim's Class Bonus; CR Keywords: Ranged N). */
  | { readonly kind: "ranged"; readonly objects: readonly string[]; readonly amount: number }
  /** "If damage would be dealt to a distant unit `seat` controls, prevent N of that damage" (Flash Grenade). */
  | { readonly kind: "preventDistant"; readonly seat: Seat; readonly amount: number }
  /** No player may materialize or activate cards of these elements until `untilTurnOf`'s next turn (Excalibur). */
  | { readonly kind: "elementBan"; readonly elements: readonly string[]; readonly untilTurnOf: Seat }
  /** Attack declarations cost (amount) more until `untilTurnOf`'s next turn begins (Plea for Peace). */
  | { readonly kind: "attackTax"; readonly amount: number; readonly untilTurnOf: Seat }
  /** "Skip your next <phase>" (CR Turn Order - Skipping Phases 1-2): outlasts the end of turn until used. */
  | { readonly kind: "skipPhase"; readonly seat: Seat; readonly phase: SkippablePhase }
  /**
   * "Until the beginning of your (`by`'s) next turn, whenever the hit champion (`seat`'s) levels up, deal N
   * unpreventable damage to them" (Tasershot): kept through clean-up until `by`'s next turn begins.
   */
  | { readonly kind: "levelUpDamage"; readonly seat: Seat; readonly by: Seat; readonly amount: number }
  /** The next ally card with one of `subtypes` that `seat` activates this turn enters with a buff counter (Silvie). */
  | { readonly kind: "nextAllyBuff"; readonly seat: Seat; readonly subtypes: readonly string[] }
  /** These objects assign (combat) damage with their life stat instead of power (Mist Resonance). */
  | { readonly kind: "assignWithLife"; readonly objects: readonly string[] }
  /** `seat` can't activate non-ally cards this turn (Invoke Dominance). */
  | { readonly kind: "onlyAllies"; readonly seat: Seat }
  /**
   * Suppress's delayed trigger (CR Game Terms: Suppress 1-3): `seat` (the suppressing player) returns `card`, banished
   * at timestamp `ts`, at the beginning of the next end phase; `source` is the suppressing card or object. One per
   * suppressed object; it outlasts the turn when the next end phase is a later turn's.
   */
  | {
      readonly kind: "suppressed";
      readonly card: string;
      readonly ts: number;
      readonly seat: Seat;
      readonly source: string;
    };

/** Where an ability's text lives: a card's ability index, or a granted ability (Blademaster's On Kill). */
export type AbilityRef =
  | { readonly card: string; readonly ability: number }
  | { readonly granted: "onKillDraw" | "enlighten" | "onChampionHitDraw" | "discardHand" | "preserve" }
  /** Perfect Repulsion's "Draw a card if damage was prevented this way". */
  | { readonly granted: "preventedDraw" }
  /** Spellshield: Astra's "Glimpse X, where X is the amount of damage prevented this way". */
  | { readonly granted: "glimpse"; readonly amount: number }
  /** A Potion Infusion's granted "On Sacrifice: …" (its `restGrantOnSacrifice` grant; `card`: the infusion). */
  | { readonly granted: "onSacrifice"; readonly card: string }
  /** Tasershot's delayed trigger: N unpreventable damage to the champion that levelled up. */
  | { readonly granted: "levelUpDamage"; readonly amount: number }
  /** Suppress's delayed trigger: return `card` (banished at `ts`) to the field (CR Game Terms: Suppress 1). */
  | { readonly granted: "suppressReturn"; readonly card: string; readonly ts: number }
  /**
   * A reflexive trigger ("When you do, …"): the instructions a resolving effect generated, put on the Effects Stack
   * once that effect has resolved; its source is the effect's source (CR Game Terms: Reflexive Trigger 1-2).
   */
  | { readonly granted: "reflexive"; readonly effects: readonly Effect[] };

/** One layer of the Effects Stack (CR Effects Stack; Playing Cards 6). */
export interface StackEntry {
  readonly id: string;
  readonly kind: "activation" | "materialization" | "ability";
  /** The card on the stack (activations and materializations), or the ability's source object. */
  readonly source: string;
  readonly controller: Seat;
  readonly ability?: AbilityRef;
  /** Targets chosen as it went on the stack. */
  targets: string[];
  /** An additional optional cost was paid (kept for "if you do" texts). */
  readonly paidExtra?: boolean;
  /** The object an On Hit hit ("the hit champion", CR Keywords: On Hit 4). */
  readonly hit?: string;
  /** Buff counters the card enters the field with (Silvie, Wilds Whisperer's next Animal or Beast ally). */
  readonly enterBuff?: number;
  /** An ability's reserve cost still to pay once its target is chosen (CR Activated Abilities 1). */
  readonly reserveDue?: number;
  /**
   * A copy of a card activation (CR Game Mechanics - Copy 2): `source` is the copied card, which the copy never
   * moves; the copy ceases to exist as it resolves, is negated or fizzles (Copying Abilities 5).
   */
  readonly copy?: true;
  /** The mode of a "choose one" trigger, chosen as it went on the stack (CR Triggered Abilities 5.1). */
  readonly mode?: string;
  /** Its source's power as it last was on the field (an On Death reading "<this>'s power"; last-known information). */
  readonly lkiPower?: number;
}

/** The combat in progress (CR Combat Phase). */
export interface Combat {
  step: "retaliation" | "damage" | "end";
  readonly attacker: string;
  readonly seat: Seat;
  defender: string | null;
  readonly weapon: string | null;
  retaliators: string[];
  /**
   * A Cleave attack's defending units: every unit the chosen player controlled as it was declared (`defender` is
   * null then; units entering later do not defend; CR Keywords: Cleave 1.2).
   */
  cleave?: string[];
  /** Whether a retaliation decision was already made this combat. */
  retaliationAsked: boolean;
  killed: boolean;
  /**
   * The retaliating units in the order the attacking player chose for their damage (CR Damage Step 2); absent until
   * asked, complete once `retaliators` has been put in that order.
   */
  damageOrder?: string[];
  damageOrdered?: true;
  /** "Combat damage dealt by this attack is unpreventable" (Penetrator Round). */
  unpreventable?: boolean;
  /** Power the attack gets from "next attack" effects (Take Aim). */
  bonus?: number;
  /** Blastshot Pump's additional unit (null: none could be chosen); absent until asked. */
  extra?: string | null;
}

/**
 * Work in progress that may pause for a decision: the instructions of a resolving layer (or a setup step).
 * `next` is the index of the instruction to run; `answer` holds the picks of the question it asked.
 */
export interface Task {
  readonly entry: StackEntry;
  readonly effects: "ability" | "card";
  next: number;
  answer?: readonly string[];
  /** Set by an instruction that asked and needs its answer. */
  asked?: boolean;
  /** "If you do" bookkeeping of a `may`: whether it was done, and which part runs. */
  did?: boolean;
  stage?: "doing" | "then";
  /** The card this task's `discardOne` discarded (Creative Shock asks its element). */
  discarded?: string;
  /** Cards put from memory on the bottom of the deck so far (Arcanist's Prism draws that many). */
  placed?: number;
  /** Spirit Blade: Dispersion: damage still to assign, and the points assigned per unit so far. */
  split?: { readonly left: number; readonly to: Readonly<Record<string, number>> };
  /** Elements of the cards the last `revealMemories` revealed (Prismatic Edge). */
  revealed?: readonly string[];
  /** Glimpse bookkeeping: the looked-at cards not yet placed, and those placed on top and bottom, in placing order. */
  glimpse?: {
    readonly left: readonly string[];
    readonly top: readonly string[];
    readonly bottom: readonly string[];
    /** A card was activated by starcalling: the rest go on the bottom only (CR Keywords: Starcalling 3). */
    readonly starcalled?: boolean;
  };
  /** Glimpse N after Cosmic Astroscope's replacement was asked (the N glimpsed). */
  glimpseAmount?: number;
  /** Flash Freeze's "unless its controller pays": "ask" asked whether to pay, "choose" which cards pay. */
  negate?: "ask" | "choose";
  /** Blissful Calling: the looked-at cards not yet put on the bottom, and those put, in order. */
  look?: { readonly left: readonly string[]; readonly bottom: readonly string[]; readonly revealed: boolean };
  /**
   * Objects the last `sacrificeUpTo` sacrificed and not yet answered by `summonChoicePerSacrificed` (Barter Herbs),
   * or the domains this task's `sacrificeDomains` sacrificed (Assemble the Ancients).
   */
  sacrificed?: number;
  /** The tokens the last `summon` of this task summoned ("they", CR Game Terms: Summon). */
  summoned?: readonly string[];
  /** The card a `materializePaying` chose, waiting for its floating memory answer. */
  chosen?: string;
}

/** What answering a decision continues with (each kind names the step of the rules it belongs to). */
export type Continuation =
  | { readonly k: "materializePhase" }
  | { readonly k: "payReserve"; readonly entry: StackEntry; readonly amount: number }
  | { readonly k: "payFloating"; readonly entry: StackEntry; readonly amount: number }
  | { readonly k: "retaliate" }
  | { readonly k: "intercept"; readonly candidates: readonly string[] }
  | { readonly k: "attackTarget"; readonly entry: StackEntry }
  | { readonly k: "trigger"; readonly entry: StackEntry }
  /** A "choose one" trigger's mode, chosen as it goes on the stack (CR Triggered Abilities 5.1). */
  | { readonly k: "triggerMode"; readonly entry: StackEntry }
  /** Which of the controller's simultaneous triggers goes on the stack next (CR Triggered Abilities 10). */
  | { readonly k: "triggerOrder" }
  /** Which retaliating unit's damage to the attacker comes next (CR Damage Step 2). */
  | { readonly k: "retaliationOrder" }
  /** Blastshot Pump: the additional unit combat damage is dealt to. */
  | { readonly k: "extraDamageTarget" }
  /** The reserve cost of a weapon used for an attack is paid; then the combat begins (CR Attack Declaration 2.2). */
  | {
      readonly k: "payAttackCost";
      readonly attacker: string;
      readonly target: string;
      /** null: no weapon, only an attack tax to pay (Plea for Peace). */
      readonly weapon: string | null;
    }
  /** Which of two or more unique objects of one name `seat` keeps (CR Card Types - Supertypes: Unique 1). */
  | { readonly k: "unique" }
  | { readonly k: "effect" };

/** The decision the game waits for (besides Opportunity, which is open: answered by actions). */
export interface Ask {
  readonly id: string;
  readonly seat: Seat;
  readonly kind: string;
  readonly prompt: string;
  readonly options: readonly DecisionOption[];
  readonly min: number;
  readonly max: number;
  readonly then: Continuation;
}

/** A log line; private ones name the seats that may read them. */
export interface GaLogEntry {
  readonly text: string;
  readonly visibleTo?: Seat[];
  readonly publicText?: string;
}

/** The whole match state. */
export interface GaState {
  version: number;
  rng: RngState;
  turn: number;
  /** Seat whose turn it is; `first` took the first turn (CR Starting the Game 4). */
  active: Seat;
  readonly first: Seat;
  phase: Phase;
  /** Sub-step within the phase (0 = its beginning). */
  step: number;
  cards: Readonly<GaCard>[];
  players: [GaPlayer, GaPlayer];
  stack: StackEntry[];
  /** Who holds Opportunity and how many players passed in succession, or null when nobody has it. */
  opportunity: { seat: Seat; passes: number } | null;
  /**
   * Triggered abilities waiting to go on the stack (CR Triggered Abilities 10-11). `chosen`: its controller chose it
   * to go on the stack next (the trigger order decision).
   */
  triggers: { source: string; ability: AbilityRef; controller: Seat; chosen?: true; hit?: string; lkiPower?: number }[];
  tasks: Task[];
  ask: Ask | null;
  combat: Combat | null;
  lasting: Lasting[];
  materialized: boolean;
  winner: Seat | null;
  over: boolean;
  draw: boolean;
  nextId: number;
  clock: number;
  log: GaLogEntry[];
}

/** The other seat. */
export const other = (s: Seat): Seat => (s === 0 ? 1 : 0);

/** The card instance `id` (`c<n>`), read-only (write through `mutCard`). @throws on an unknown id (an engine bug). */
/**
 * A new card record as it first exists (CR Game Zones: a new object): upright, no counters, no lineage. `id` is its
 * index in `s.cards` ("c<n>"); `ts` its timestamp. The one shape setup, tokens and generated cards start from.
 */
export function newCardRecord(id: string, cardId: string, seat: Seat, zone: Zone, ts: number): GaCard {
  return {
    id,
    card: cardId,
    owner: seat,
    controller: seat,
    zone,
    rested: false,
    damage: 0,
    buff: 0,
    durability: 0,
    enlighten: 0,
    lineage: [],
    ts,
  };
}

export function card(s: GaState, id: string): Readonly<GaCard> {
  const c = s.cards[Number(id.slice(1))];
  if (!c || c.id !== id) throw new Error(`unknown card ${id}`);
  return c;
}

/**
 * The `cards` arrays made by `copyState`, each with the indexes of the records already copied in this `apply`
 * (copy-on-write: the other records are shared with the previous state and must not be written). Module state,
 * never part of the game state; an array not in here (a state being built by setup or a scenario) is owned.
 */
const fresh = new WeakMap<Readonly<GaCard>[], Set<number>>();

/**
 * The card instance `id` for writing: within an `apply`, its record is copied on the first write (copy-on-write),
 * so the previous state keeps its own. @throws on an unknown id (an engine bug).
 */
export function mutCard(s: GaState, id: string): GaCard {
  const i = Number(id.slice(1));
  const c = s.cards[i];
  if (!c || c.id !== id) throw new Error(`unknown card ${id}`);
  const copied = fresh.get(s.cards);
  if (!copied || copied.has(i)) return c;
  const own = { ...c };
  s.cards[i] = own;
  copied.add(i);
  return own;
}

/**
 * An explicit copy of the state for one `apply`: containers are copied (arrays of ids, the stack, tasks, combat),
 * card records are shared and copied on write (`mutCard`), never the catalogue; a refused action leaves the
 * input untouched.
 */
export function copyState(s: GaState): GaState {
  const pl = (p: GaPlayer): GaPlayer => ({
    ...p,
    mainDeck: [...p.mainDeck],
    materialDeck: [...p.materialDeck],
    hand: [...p.hand],
    memory: [...p.memory],
    graveyard: [...p.graveyard],
    banishment: [...p.banishment],
    field: [...p.field],
  });
  const cards = [...s.cards];
  fresh.set(cards, new Set());
  return {
    ...s,
    cards, // records shared until written (mutCard); lineage arrays are replaced, never changed in place
    players: [pl(s.players[0]), pl(s.players[1])],
    stack: s.stack.map((e) => ({ ...e, targets: [...e.targets] })),
    opportunity: s.opportunity ? { ...s.opportunity } : null,
    triggers: [...s.triggers],
    tasks: s.tasks.map((t) => ({ ...t })),
    combat: s.combat
      ? {
          ...s.combat,
          retaliators: [...s.combat.retaliators],
          ...(s.combat.cleave ? { cleave: [...s.combat.cleave] } : {}),
        }
      : null,
    lasting: s.lasting.map((l) => ({ ...l })),
    log: [...s.log],
  };
}

/** Appends a log line (the state keeps the last 60). */
export function log(s: GaState, text: string, visibleTo?: Seat[], publicText?: string): void {
  s.log.push(visibleTo ? (publicText ? { text, visibleTo, publicText } : { text, visibleTo }) : { text });
  if (s.log.length > 60) s.log.splice(0, s.log.length - 60);
}

/** A fresh id for stack entries and decisions. */
export function freshId(s: GaState, prefix: string): string {
  s.nextId++;
  return `${prefix}${s.nextId}`;
}
