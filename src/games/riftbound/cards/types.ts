/**
 * The small typed vocabulary card scripts are written in (design.md principle 8): abilities are data,
 * interpreted by the rules module (`rules/effects.ts`). One file per card holds its printed text and
 * its abilities. A card the vocabulary cannot express faithfully is marked `unsupported` with a reason,
 * and deck validation refuses it (never guessed).
 */

/** Which objects a selector may pick (559.3). All fields narrow; omitted means "any". */
export interface ObjFilter {
  /** Card type of the object. `permanent` = unit or gear; `rune` = a channeled rune on the board (153, 157). */
  readonly type?: "unit" | "gear" | "permanent" | "spell" | "card" | "rune";
  /** Relative to the ability's controller. */
  readonly controller?: "friendly" | "enemy";
  /**
   * Where it must be: `battlefield` (any), `base`, `board` (base or battlefield), `here` (the source's battlefield),
   * or your `trash`, `hand`, `champion` zone; `chain`; `facedown`: a facedown card at a battlefield (723; not cards
   * in a deck, OFAQ-69).
   */
  readonly at?: "battlefield" | "base" | "board" | "here" | "trash" | "hand" | "champion" | "chain" | "facedown";
  /** Might at most this value (e.g. Gust: 3 or less). */
  readonly maxMight?: number;
  /** Excludes the source object ("another", "other"). */
  readonly other?: boolean;
  readonly buffed?: boolean;
  /** Only units in combat (attacker or defender). */
  readonly inCombat?: boolean;
  /** Card type in a non-board zone (trash/hand): Unit, Spell, Gear. */
  readonly cardType?: "Unit" | "Spell" | "Gear";
  /** Printed Energy cost at most this (Defy: "costs no more than [4]"). */
  readonly maxEnergy?: number;
  /** Printed Power cost at most this. */
  readonly maxPower?: number;
  /** At a location (a base or a battlefield, 138.1.a.1) other than the source's ("at another location"). */
  readonly elsewhere?: boolean;
  /** Has the exact name of your Chosen Champion (103.2; OFAQ-83/84: a same-tag card of another name does not). */
  readonly chosenChampion?: boolean;
  /** The object must also match at least one of these ("a unit at a battlefield or a gear"). */
  readonly anyOf?: readonly ObjFilter[];
}

/** A choice of objects made when the spell is played or the ability goes on the chain (559.3). */
export interface TargetSpec {
  readonly id: string;
  readonly filter: ObjFilter;
  /** How many to choose (default 1). */
  readonly count?: number;
  /** "up to N": fewer (including zero) allowed (559.3.d.3). */
  readonly upTo?: boolean;
  /** Choices not called "choose a target" by rule (e.g. "each player kills one of their units") are not targets. */
  readonly notTarget?: boolean;
  /** Chooses a battlefield instead of a unit or gear (163.7: battlefields can be targeted); `filter` is ignored. */
  readonly battlefield?: boolean;
}

/** A reference to objects inside an effect. */
export type Ref =
  | { readonly target: string }
  | { readonly self: true }
  /**
   * Every board object matching the filter; with `atTarget`, only those at the battlefield chosen for that spec;
   * with `atEvent`, only those at the battlefield of the trigger's event, as it was then (Deathknell "my
   * battlefield" is where I died: last known information, 584.2, CR 1.4 359.3.f).
   */
  | { readonly all: ObjFilter; readonly atTarget?: string; readonly atEvent?: boolean }
  | { readonly event: "object" }
  /** Objects saved by an earlier instruction; with `except`, those not also saved under that name ("the rest"). */
  | { readonly var: string; readonly except?: string };

/** A number inside an effect. */
export type Amount =
  | number
  | { readonly mightOf: Ref }
  | { readonly energyCostOfVar: string }
  | { readonly countVar: string };

/** Player reference. `eachPlayer`: every player in turn order from the turn player (115.1). */
export type Who = "you" | "controllerOfTarget" | "opponent" | "eachPlayer";

/** One instruction (134.2.b). Executed top to bottom (151.1); illegal parts are skipped (563.2.c.6-7). */
export type Effect =
  | { readonly op: "damage"; readonly amount: Amount; readonly to: Ref }
  | { readonly op: "fight"; readonly a: Ref; readonly b: Ref }
  | { readonly op: "kill"; readonly what: Ref }
  | { readonly op: "draw"; readonly n: number; readonly who?: Who; readonly ref?: Ref }
  /** Discard N (598) chosen by the player; `n: "hand"` discards the whole hand; `who: "eachPlayer"` each player does. */
  | {
      readonly op: "discard";
      readonly n: number | "hand";
      readonly saveAs?: string;
      readonly who?: "you" | "eachPlayer";
      /** The cards to discard, chosen earlier (by another player: "they discard that card"); each by its owner. */
      readonly what?: Ref;
    }
  | { readonly op: "buff"; readonly what: Ref }
  | { readonly op: "ready"; readonly what: Ref }
  | { readonly op: "exhaust"; readonly what: Ref }
  | { readonly op: "stun"; readonly what: Ref }
  | {
      readonly op: "might";
      readonly what: Ref;
      readonly amount: number;
      readonly duration: "turn" | "combat" | "permanent";
      readonly min?: number;
    }
  /** `permanent`: no duration printed, so it lasts while the object stays where it is (713.3.a.3). */
  | {
      readonly op: "keyword";
      readonly what: Ref;
      readonly keyword: string;
      readonly duration: "turn" | "combat" | "permanent";
    }
  | { readonly op: "moveToBase"; readonly what: Ref }
  /**
   * Move (596, 608) to a location named by the trigger's event: `eventDestination` — where the moved unit went
   * ("I may be moved with it"); only units still at that move's origin go.
   */
  | { readonly op: "move"; readonly what: Ref; readonly to: "eventDestination" }
  /**
   * Two units exchange locations (596, 608): each moves to where the other was; not standard moves, so nothing is
   * exhausted (Tideturner, OFAQ-04/65). Nothing happens unless both are on the board at different locations.
   */
  | { readonly op: "swap"; readonly a: Ref; readonly b: Ref }
  /**
   * "Each player …" (vocabulary-plan §1.10 `forEach` player): every player in turn order (115.1) — from the turn
   * player, or `next`: "starting with the next player" after the controller — performs `do` as its "you", one
   * player after the other (each sees what the previous ones did).
   */
  | { readonly op: "forEachPlayer"; readonly from: "turnPlayer" | "next"; readonly do: readonly Effect[] }
  /** Internal (spliced by `forEachPlayer`): the player the following instructions act for; null = the controller. */
  | { readonly op: "actAs"; readonly seat: number | null; readonly seatVar?: string }
  /** "Choose an opponent" (559.3, CR 1.4 355): asked only when there are several; the seat is saved as `saveAs`. */
  | { readonly op: "chooseOpponent"; readonly saveAs: string }
  /** Reveal (600, CR 1.4 424): the cards are shown to every player; saved as `saveAs` ("they reveal their hand"). */
  | { readonly op: "reveal"; readonly what: Ref; readonly saveAs?: string }
  | { readonly op: "moveHere"; readonly what: Ref }
  | { readonly op: "moveChoose"; readonly what: Ref }
  | { readonly op: "returnToHand"; readonly what: Ref }
  | { readonly op: "recall"; readonly what: Ref; readonly exhausted?: boolean }
  | { readonly op: "channel"; readonly n: number; readonly exhausted?: boolean; readonly elseDraw?: number }
  /**
   * [Add] (605.2); `spellsOnly`: "Use only to play spells" (the Energy pays only for spells); `power`: Power of
   * one domain (605.1, Seals).
   */
  | {
      readonly op: "add";
      readonly energy?: number;
      readonly anyPower?: number;
      readonly power?: { readonly n: number; readonly domain: "Fury" | "Calm" | "Mind" | "Body" | "Chaos" | "Order" };
      readonly spellsOnly?: boolean;
    }
  | {
      readonly op: "token";
      readonly token: "Recruit" | "Sprite";
      readonly n: number;
      readonly at: "base" | "here" | "choose";
      readonly ready?: boolean;
    }
  /**
   * Choose `count` objects on resolution (not targets, 559.3; "must" choices, CR 1.4 355.10.f): matching `filter`,
   * or, with `among`, from the cards saved in that variable (cards looked at). `upTo`: fewer, even none.
   */
  | {
      readonly op: "chooseFromZone";
      readonly filter: ObjFilter;
      readonly saveAs: string;
      readonly count: number;
      readonly among?: string;
      readonly upTo?: boolean;
    }
  /** Recycle (594): cards to the bottom of their owner's Main Deck, runes to the bottom of the Rune Deck. */
  | { readonly op: "recycle"; readonly what: Ref }
  /** Look at the top `n` cards of your Main Deck (CR 1.4 424; burn out first if empty, 607.1.b); saved as `saveAs`. */
  | { readonly op: "lookAt"; readonly n: number; readonly saveAs: string }
  /**
   * Put cards into a zone (107-109): `mainDeckTop` on top of their owner's Main Deck, in an order the controller
   * chooses ("put the rest back in any order"); `championZone` into their owner's empty Champion Zone (103.2).
   */
  | { readonly op: "toZone"; readonly what: Ref; readonly zone: "mainDeckTop" | "championZone" }
  | { readonly op: "toHand"; readonly what: Ref }
  | { readonly op: "lookTopRecycle" }
  | { readonly op: "readyRunes"; readonly n: number }
  /**
   * Spend a buff (702.2.b) of one of `what` (only the controller's buffed units qualify). With `optional` ("you
   * may spend a buff") the controller chooses which one or none — asked only when there is a choice; `prompt` is
   * the question. `saveAs` remembers the unit whose buff was spent (empty when none was).
   */
  | {
      readonly op: "spendBuff";
      readonly what: Ref;
      readonly saveAs?: string;
      readonly optional?: boolean;
      readonly prompt?: string;
    }
  | { readonly op: "may"; readonly prompt: string; readonly then: readonly Effect[]; readonly cost?: MayCost }
  | { readonly op: "if"; readonly cond: Condition; readonly then: readonly Effect[]; readonly else?: readonly Effect[] }
  /** "Each player kills one of their units" — or of their permanents matching `filter` ("one of their gear"). */
  | { readonly op: "each"; readonly perPlayer: "killOwnUnit"; readonly filter?: ObjFilter }
  /**
   * Take control of objects (179-180, CR 1.4 750): the controller of the ability becomes theirs. `saveAs` keeps
   * them for later instructions ("… and recall it") though they no longer match an "enemy" target filter.
   */
  | { readonly op: "gainControl"; readonly what: Ref; readonly saveAs?: string }
  | { readonly op: "score"; readonly n: number }
  | { readonly op: "win" }
  | { readonly op: "replaceNextDeath"; readonly what: Ref; readonly with: "recallExhausted" }
  | { readonly op: "unitsEnterReadyThisTurn" }
  | { readonly op: "buffBonusThisTurn" }
  /** Counter (601): the spell leaves the chain for its owner's trash, is not played, and costs are not refunded. */
  | { readonly op: "counter"; readonly what: Ref }
  /** Banish (603): to its owner's banishment from any zone; `saveAs` remembers the banished objects. */
  | { readonly op: "banish"; readonly what: Ref; readonly saveAs?: string }
  /** Plays the cards saved in a variable to their controller's base, ignoring their cost (595.3, 560.1.a). */
  | { readonly op: "playToBaseIgnoringCost"; readonly var: string }
  | { readonly op: "custom"; readonly run: CustomEffect }
  /** Internal: a serialisable pointer to a `custom` instruction (state must stay plain JSON). */
  | { readonly op: "customRef"; readonly code: string; readonly ability: number; readonly path: string }
  | { readonly op: "readyRunesEndOfTurn"; readonly n: number }
  /**
   * "You may pay <cost> to play me" (595.3): a limited play of the source card from its current zone (the trash)
   * with the given cost replacing its printed cost; it goes on the chain as a played card.
   */
  | { readonly op: "playSelf"; readonly prompt: string; readonly cost: MayCost }
  /**
   * Play a card (595.3: a limited play from where it is, going on the chain as a played card) with `ignoreEnergy`:
   * its Energy cost is ignored and its Power cost still paid (560.1.b).
   */
  | { readonly op: "play"; readonly what: Ref; readonly cost: "ignoreEnergy" }
  /** "Recycle N from your trash" (594.6): the player chooses N (all of them if fewer). */
  | { readonly op: "recycleFromTrash"; readonly n: number };

/**
 * The escape hatch for an instruction the vocabulary cannot express (design.md: "a custom effect function is the
 * exception and lives beside its card"). It must be pure: it reads and changes the game only through `api`.
 * To ask the player something it returns `{ ask }`; it is then called again with `api.answer` set.
 */
export type CustomEffect = (api: CustomApi) => "done" | { ask: CustomQuestion };

/** A question a custom effect asks its controller (becomes a pending `cards` or `option` decision). */
export interface CustomQuestion {
  readonly kind: "cards" | "option" | "targets";
  readonly prompt: string;
  readonly options: readonly { id: string; label: string; object?: string }[];
  readonly min: number;
  readonly max: number;
}

/** What a custom effect may see and do. Object ids are engine ids; seats are numbers. */
export interface CustomApi {
  readonly controller: number;
  readonly source: string;
  /** Still-legal targets of a target spec (563.2.c). */
  targets(specId: string): string[];
  /** The answer to the last question, if any. */
  readonly answer: string[] | undefined;
  /** Scratch variables shared with later instructions of the same resolution. */
  readonly vars: Record<string, string[] | number>;
  might(id: string): number;
  nameOf(id: string): string;
  zoneOf(id: string): string;
  controllerOf(id: string): number;
  /** Units on the board matching a filter, from the controller's point of view. */
  units(filter: ObjFilter): string[];
  damage(id: string, amount: number): void;
  kill(id: string): void;
  draw(seat: number, n: number): void;
  buff(id: string): void;
  giveMight(id: string, amount: number, duration: "turn" | "combat", min?: number): void;
  grantKeyword(id: string, keyword: string, duration: "turn" | "combat"): void;
  moveToBase(id: string): void;
  ready(id: string): void;
  exhaust(id: string): void;
  stun(id: string): void;
  channel(seat: number, n: number, exhausted: boolean): number;
  log(text: string): void;
}

/** A cost paid inside a "you may pay … to …" instruction. */
export interface MayCost {
  readonly power?: number;
  readonly powerDomain?: string;
  readonly energy?: number;
  readonly exhaustSelf?: boolean;
}

/** Conditions for `if` instructions and conditional passives (568.3). */
export type Condition =
  | { readonly discardedThisTurn: true }
  | { readonly varNonEmpty: string }
  | { readonly targetDied: string }
  | { readonly handAtMost: number }
  | { readonly controlFacedown: true }
  | { readonly unitsHereAtLeast: number }
  | { readonly runesAtLeast: number }
  | { readonly selfBuffed: true }
  | { readonly selfAlone: true }
  | { readonly selfAtBattlefield: true }
  | { readonly onlyUnitThere: Ref }
  | { readonly legion: true }
  | { readonly readyEnemyHere: true }
  /** The optional additional cost with this id was paid when the card was played (560.4.d.1). */
  | { readonly paidOptional: string }
  /**
   * History (vocabulary-plan §1.3 `happened`): at least `atLeast` (default 1) events of `kind` this turn match
   * `filter`, seen from the condition's source ("if I have moved twice this turn").
   */
  /** At least `atLeast` (default 1) objects match the filter (vocabulary-plan §1.3 `exists`). */
  | { readonly exists: ObjFilter; readonly atLeast?: number }
  | { readonly not: Condition }
  | { readonly and: readonly Condition[] }
  | {
      readonly happened: {
        readonly kind: EventKind;
        readonly filter?: EventFilter;
        readonly atLeast?: number;
        readonly window: "thisTurn";
      };
    };

/** Events triggered abilities wait for (583). */
export type TriggerEvent =
  | "playMe"
  | "attack"
  | "defend"
  | "move"
  | "moveToBattlefield"
  | "die"
  | "discardMe"
  | "killedOrDiscarded"
  | "conquerHere"
  | "holdHere"
  | "defendHere"
  | "youConquer"
  | "beginningPhase"
  | "endOfTurn"
  | "youPlaySpell"
  | "youPlayCardOnOpponentTurn"
  | "friendlyAttacksOrDefendsAlone"
  | "youPlaySpellCost5"
  | "youPlayMighty"
  | "youStunEnemy"
  /** "When you discard one or more cards": once per discard instruction or cost (598). */
  | "youDiscard";

/** Costs of activated abilities (577). */
export interface ActivatedCost {
  readonly energy?: number;
  /** Power of any domain, or of `powerDomain` when given ([Cha], 130.2). */
  readonly power?: number;
  readonly powerDomain?: "Fury" | "Calm" | "Mind" | "Body" | "Chaos" | "Order";
  readonly exhaust?: boolean;
  readonly spendBuff?: boolean;
  readonly recycleFromTrash?: number;
}

/** Passive (static) abilities (567-570), applied through the layers (634-639). */
export type Passive =
  | { readonly kind: "might"; readonly amount: number; readonly when?: Condition }
  | { readonly kind: "keyword"; readonly keyword: string; readonly when?: Condition }
  | {
      readonly kind: "othersMight";
      readonly amount: number;
      readonly filter: ObjFilter;
      readonly when?: Condition;
    }
  | { readonly kind: "enterReady"; readonly others?: boolean }
  | { readonly kind: "costLessPerTrashCard" }
  | { readonly kind: "spellEnergyDiscount"; readonly amount: number; readonly min: number; readonly when?: Condition }
  /**
   * "You may play me to an open battlefield" (a permission, 559.2); with `others`, "friendly units may be played
   * to open battlefields": every unit its controller plays, while this is on the board.
   */
  | { readonly kind: "playToOpenBattlefield"; readonly others?: boolean }
  /**
   * A replacement (571-575) of damage dealt to this object: `prevent` — it is not dealt (CR 1.4 437), while `when`
   * holds ("If I have moved twice this turn, I don't take damage").
   */
  | { readonly kind: "replace"; readonly event: "damaged"; readonly with: "prevent"; readonly when?: Condition }
  | { readonly kind: "optionalDiscardDiscount"; readonly energy: number }
  | { readonly kind: "additionalCostKillFriendly" }
  | { readonly kind: "optionalExhaustFriendlyDraw" }
  /** "As you play me, you may pay [domain] as an additional cost" (560.2.b); chosen with `optional: ["power"]`. */
  | {
      readonly kind: "optionalPowerCost";
      readonly power: number;
      readonly domain: "Fury" | "Calm" | "Mind" | "Body" | "Chaos" | "Order";
    }
  | { readonly kind: "bonusDamage"; readonly amount: number }
  | { readonly kind: "hereBonusDamage"; readonly amount: number }
  | { readonly kind: "defendAloneMight"; readonly amount: number }
  /** "The next time a friendly unit would die, kill this instead. Recall that unit exhausted." (573.1, 575) */
  | { readonly kind: "replaceFriendlyDeathKillSelf" }
  /** "I have all [exhaust] abilities of all friendly legends, units, and gear." (Heimerdinger) */
  | { readonly kind: "borrowExhaustAbilities" }
  /** "I must be assigned combat damage last." (626.1.d) */
  | { readonly kind: "assignedDamageLast" }
  /** "My Might is increased by the number of cards in your trash." */
  | { readonly kind: "mightPerTrashCard" }
  /** "This spell's Energy cost is reduced by the highest Might among units you control." (560.4, no minimum) */
  | { readonly kind: "costLessByHighestMight" }
  /** Grants keywords to every board object matching `to` ("Units here have [Ganking]", 713.3.a, 569). */
  | { readonly kind: "grant"; readonly to: ObjFilter; readonly keywords: readonly string[]; readonly when?: Condition }
  /**
   * A restriction (567: "can't"): units matching `move` cannot move (596, 608) from `from` to `to`, by any move —
   * standard or by an effect (Vilemaw's Lair). Recalling is not a move (616.1) and is unaffected.
   */
  | { readonly kind: "cant"; readonly move: ObjFilter; readonly from: "here"; readonly to: "base" }
  /** A change to a game rule (vocabulary-plan §1.8 `rule`): `victoryScore` adds `value` points needed to win (632.1). */
  | { readonly kind: "rule"; readonly key: "victoryScore"; readonly value: number };

/**
 * Kinds of game events in the event record (rules/events.ts): one per game action (586-607, 608-619), combat
 * (620-628), scoring (629-633) and the turn's phases (515-517). Triggers (`on`) and history queries name them.
 */
export type EventKind =
  | "played"
  | "moved"
  | "recalled"
  | "attacked"
  | "defended"
  | "conquered"
  | "held"
  | "died"
  | "damaged"
  | "stunned"
  | "buffed"
  | "drew"
  | "discarded"
  | "channeled"
  | "tokenCreated"
  | "beginningPhase"
  | "endOfTurn"
  /** Any change from a board zone to a non-board zone (106, 109): killed, returned to hand, banished, recycled … */
  | "leftBoard"
  /** A player chose an object as a target of a spell as they played it (559.3; data `via: "spell"`, `bf`). */
  | "chosen";

/**
 * Which events a trigger listens to (582.1), seen from the ability's controller and source. All fields narrow.
 * - `player`: who performed the action ("you play", "an opponent moves");
 * - `self`: the event happened to this object ("when I …", looking back at it when it left the board, 720.1.d);
 * - `subject`: the object it happened to (a friendly unit, an enemy unit, a spell, another object, a tag);
 * - `here`: the event's battlefield is the source's (a battlefield's "here", 053.3);
 * - `from`: a move left the source's location;
 * - `data`: event details, e.g. `{ alone: true }` for attacking or defending alone, `{ toBattlefield: true }`.
 */
export interface EventFilter {
  readonly player?: "you" | "opponent";
  readonly self?: boolean;
  readonly subject?: {
    readonly type?: "unit" | "gear" | "spell";
    readonly controller?: "friendly" | "enemy";
    readonly tag?: string;
    readonly other?: boolean;
  };
  readonly here?: boolean;
  /**
   * `here`: a move started at the source's location ("moves from here", "from my location", 608): the moved
   * event's origin is the source's battlefield, or its controller's base for a source in a base.
   */
  readonly from?: "here";
  readonly data?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * A triggered ability written as an event listener (582-583): `on` the event kinds, matching `filter`, and with
 * `limit` only the Nth matching event of the turn ("the first time … each turn", "the third time", 583).
 * `zone` names where the ability works when that is not the board (Deathknell-like "when I die": the trash).
 */
export interface EventTrigger {
  readonly on: EventKind | readonly EventKind[];
  readonly filter?: EventFilter;
  readonly limit?: { readonly nth: number; readonly per: "turn" };
  /** `any`: the ability looks back at its own object wherever it went ("when this leaves the board"). */
  readonly zone?: "board" | "trash" | "hand" | "legend" | "battlefield" | "any";
}

/** One ability of a card script (565). */
export type Ability =
  | { readonly kind: "spell"; readonly targets?: readonly TargetSpec[]; readonly effects: readonly Effect[] }
  | ({
      readonly kind: "triggered";
      readonly targets?: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      /** "At start of …" triggers evaluated from outside the board stay inactive unless listed here. */
      readonly zone?: "board" | "trash" | "hand" | "legend" | "battlefield" | "any";
    } & ({ readonly when: TriggerEvent; readonly on?: undefined } | (EventTrigger & { readonly when?: undefined })))
  | {
      readonly kind: "activated";
      readonly cost: ActivatedCost;
      readonly targets?: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      readonly timing?: "action" | "reaction";
      /** 605.2: abilities that add resources resolve at once and cannot be reacted to. */
      readonly addsResources?: boolean;
      readonly spellsOnly?: boolean;
      /**
       * A mode of a modal ability "Choose one you've not chosen this turn" (Udyr): each mode is its own activated
       * ability sharing the cost; a mode already chosen this turn by the same object cannot be activated again.
       */
      readonly mode?: string;
      /** "Use this ability only while I'm at a battlefield." */
      readonly onlyAtBattlefield?: boolean;
    }
  | { readonly kind: "passive"; readonly passive: Passive };

/** A card script: printed text beside its abilities (one file per card). */
export interface CardScript {
  /** Base card code, e.g. `OGN-024`. Variants share the base code's script. */
  readonly code: string;
  readonly name: string;
  /** The printed rules text, verbatim from the card data. */
  readonly text: string;
  readonly abilities: readonly Ability[];
  /** Why the engine cannot run this card faithfully (deck validation refuses it). */
  readonly unsupported?: string;
}

/** Identity helper so card files get type checking without importing anything else. */
export function defineCard(script: CardScript): CardScript {
  return script;
}
