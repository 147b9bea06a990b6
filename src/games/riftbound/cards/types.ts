/**
 * The small typed vocabulary card scripts are written in (design.md principle 8): abilities are data,
 * interpreted by the rules module (`rules/effects.ts`). One file per card holds its printed text and
 * its abilities. A card the vocabulary cannot express faithfully is marked `unsupported` with a reason,
 * and deck validation refuses it (never guessed).
 */

/** Which objects a selector may pick (559.3). All fields narrow; omitted means "any". */
export interface ObjFilter {
  /** Card type of the object. `permanent` = unit or gear; `battlefield` = a battlefield card (163), with its controller. */
  readonly type?: "unit" | "gear" | "permanent" | "spell" | "card" | "battlefield";
  /** Relative to the ability's controller. */
  readonly controller?: "friendly" | "enemy";
  /** Where it must be: `battlefield` (any), `base`, `board` (base or battlefield), `here` (the source's battlefield), `trash`, `hand`. */
  readonly at?: "battlefield" | "base" | "board" | "here" | "trash" | "hand" | "chain";
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
  /** The object must also match at least one of these ("a unit at a battlefield or a gear"). */
  readonly anyOf?: readonly ObjFilter[];
  /**
   * States the object must all be in now: exhausted / ready (592-593), damaged (139.3), buffed (701-705), stunned
   * (599), mighty (706: Might 5 or more).
   */
  readonly state?: readonly ("exhausted" | "ready" | "damaged" | "buffed" | "stunned" | "mighty")[];
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
  /** Every board object matching the filter; with `atTarget`, only those at the battlefield chosen for that spec. */
  | { readonly all: ObjFilter; readonly atTarget?: string }
  | { readonly event: "object" }
  | { readonly var: string };

/** A number inside an effect. */
export type Amount =
  | number
  | { readonly mightOf: Ref }
  | { readonly energyCostOfVar: string }
  | { readonly countVar: string }
  /** "For each …": how many board objects match the filter now (seen from the ability's controller). */
  | { readonly count: ObjFilter }
  /** A player's points (629): "your points". */
  | { readonly points: "you" | "opponent" }
  /** A number the triggering event carries (e.g. `excessDamage` of a conquest after combat); 0 when absent. */
  | { readonly eventData: string };

/** A domain of Power (156.2). */
export type Domain = "Fury" | "Calm" | "Mind" | "Body" | "Chaos" | "Order";

/** The triggered ability a `createEffect` instruction creates: the event kind and the instructions. */
export interface CreatedTrigger {
  readonly on: EventKind;
  readonly effects: readonly Effect[];
}

/** Player reference. */
export type Who = "you" | "controllerOfTarget" | "opponent";

/** One instruction (134.2.b). Executed top to bottom (151.1); illegal parts are skipped (563.2.c.6-7). */
export type Effect =
  | { readonly op: "damage"; readonly amount: Amount; readonly to: Ref }
  | { readonly op: "fight"; readonly a: Ref; readonly b: Ref }
  | { readonly op: "kill"; readonly what: Ref }
  | { readonly op: "draw"; readonly n: Amount; readonly who?: Who; readonly ref?: Ref }
  | { readonly op: "discard"; readonly n: number; readonly saveAs?: string }
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
  /** Move (596, 608): to base, or to the battlefield chosen for a target spec ("then move your unit there"). */
  | { readonly op: "move"; readonly what: Ref; readonly to: "base" | { readonly target: string } }
  | { readonly op: "moveToBase"; readonly what: Ref }
  | { readonly op: "moveHere"; readonly what: Ref }
  | { readonly op: "moveChoose"; readonly what: Ref }
  | { readonly op: "returnToHand"; readonly what: Ref }
  | { readonly op: "recall"; readonly what: Ref; readonly exhausted?: boolean }
  | { readonly op: "channel"; readonly n: number; readonly exhausted?: boolean; readonly elseDraw?: number }
  /**
   * [Add] (605.2); `power`: Power of one domain (Seals); `spellsOnly`: "Use only to play spells" (the Energy pays
   * only for spells).
   */
  | {
      readonly op: "add";
      readonly energy?: number;
      readonly anyPower?: number;
      readonly power?: { readonly n: Amount; readonly domain: Domain };
      readonly spellsOnly?: boolean;
    }
  | {
      readonly op: "token";
      readonly token: "Recruit" | "Sprite";
      readonly n: number;
      readonly at: "base" | "here" | "choose";
      readonly ready?: boolean;
    }
  | { readonly op: "chooseFromZone"; readonly filter: ObjFilter; readonly saveAs: string; readonly count: number }
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
  /**
   * "You may [pay …] …" (on resolution). `who`/`ref`: the choice belongs to another player, e.g. the controller of a
   * target ("unless its controller has you draw 2", CR 1.4 355.10); `else`: what happens when they decline.
   */
  | {
      readonly op: "may";
      readonly prompt: string;
      readonly then: readonly Effect[];
      readonly cost?: MayCost;
      readonly who?: Who;
      readonly ref?: Ref;
      readonly else?: readonly Effect[];
    }
  | { readonly op: "if"; readonly cond: Condition; readonly then: readonly Effect[]; readonly else?: readonly Effect[] }
  | { readonly op: "each"; readonly perPlayer: "killOwnUnit" }
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
   * Creates a continuous effect lasting this turn (517.2.b; CR 1.4 389-392): a passive in force for its controller
   * ("opponents can't play cards this turn"), or with `next` one that waits for the next card its controller plays
   * matching that filter this turn and then works as if printed on that card ("the next spell you play this turn
   * costs [5] less / deals 1 Bonus Damage", "the next unit you play this turn enters ready").
   */
  | { readonly op: "createEffect"; readonly passive: Passive; readonly duration: "turn"; readonly next?: ObjFilter }
  /**
   * A delayed triggered ability (CR 1.4 389-392) about the objects `about` names now: "the next time it takes damage
   * this turn, kill it" = `on` the event kind happening to one of them; with `once`, only the next time. Its
   * instructions read the object as `{ event: "object" }`.
   */
  | {
      readonly op: "createEffect";
      readonly trigger: CreatedTrigger;
      readonly about: Ref;
      readonly duration: "turn";
      readonly once?: boolean;
    }
  /**
   * "You may pay <cost> to play me" (595.3): a limited play of the source card from its current zone (the trash)
   * with the given cost replacing its printed cost; it goes on the chain as a played card.
   */
  | { readonly op: "playSelf"; readonly prompt: string; readonly cost: MayCost }
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
  /** "Discard N to …": a discard paid as the cost (598.2.a), chosen as the first instruction of the "yes" branch. */
  readonly discard?: number;
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
  /** "If there is / you control …": at least `atLeast` (default 1) board objects or battlefields match now. */
  | { readonly exists: ObjFilter; readonly atLeast?: number }
  /** A number compared with a value ("if you assigned 5 or more excess damage"). */
  | { readonly compare: readonly [Amount, Cmp] };

/** A comparison with a number. */
export interface Cmp {
  readonly op: "<=" | "<" | "=" | ">=" | ">";
  readonly value: number;
}

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
  readonly power?: number;
  readonly exhaust?: boolean;
  readonly spendBuff?: boolean;
  readonly recycleFromTrash?: number;
}

/** Passive (static) abilities (567-570), applied through the layers (634-639). */
export type Passive =
  | { readonly kind: "might"; readonly amount: Amount; readonly when?: Condition }
  | { readonly kind: "keyword"; readonly keyword: string; readonly when?: Condition }
  /** "Other friendly units here have [Assault]": keywords granted to other objects matching `to` (713.3.a). */
  | { readonly kind: "grant"; readonly to: ObjFilter; readonly keywords: readonly string[]; readonly when?: Condition }
  /**
   * A cost change of the card itself wherever it can be played (560.4, 570.2): "[Legion] — I cost [2] less". No
   * minimum: never below 0 (560.5).
   */
  | {
      readonly kind: "cost";
      readonly mod: { readonly discount: { readonly energy: number } };
      readonly applies: { readonly self: true };
      readonly when?: Condition;
    }
  | {
      readonly kind: "othersMight";
      readonly amount: number;
      readonly filter: ObjFilter;
      readonly when?: Condition;
    }
  | { readonly kind: "enterReady"; readonly others?: boolean }
  /** "I enter ready / This enters exhausted" (563.1.c-d), while the condition holds as it enters. */
  | { readonly kind: "enters"; readonly state: "ready" | "exhausted"; readonly when?: Condition }
  | { readonly kind: "costLessPerTrashCard" }
  | { readonly kind: "spellEnergyDiscount"; readonly amount: number; readonly min: number; readonly when?: Condition }
  | { readonly kind: "playToOpenBattlefield" }
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
  /**
   * "<Players> can't play cards": `who` relative to the controller; `play` filters the cards; `playFromFacedown` at
   * `here`: their facedown cards at this object's battlefield can't be revealed (played, 723.1) there.
   */
  | {
      readonly kind: "cant";
      readonly who: "opponent" | "you";
      readonly action: { readonly play: ObjFilter } | { readonly playFromFacedown: ObjFilter; readonly at: "here" };
    }
  /** "I must be assigned combat damage last." (626.1.d) */
  | { readonly kind: "assignedDamageLast" }
  /** "My Might is increased by the number of cards in your trash." */
  | { readonly kind: "mightPerTrashCard" }
  /** "This spell's Energy cost is reduced by the highest Might among units you control." (560.4, no minimum) */
  | { readonly kind: "costLessByHighestMight" };

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
  | "endOfTurn";

/**
 * Which events a trigger listens to (582.1), seen from the ability's controller and source. All fields narrow.
 * - `player`: who performed the action ("you play", "an opponent moves");
 * - `self`: the event happened to this object ("when I …", looking back at it when it left the board, 720.1.d);
 * - `subject`: the object it happened to (a friendly unit, an enemy unit, a spell, another object, a tag);
 * - `here`: the event's battlefield is the source's (a battlefield's "here", 053.3);
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
  readonly data?: Readonly<Record<string, string | number | boolean>>;
  /** Who caused it (the event's `by`, CR 1.4 411): "when you kill a unit" = a died event caused by you. */
  readonly by?: "you" | "opponent";
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
  readonly zone?: "board" | "trash" | "hand" | "legend" | "battlefield";
}

/** One ability of a card script (565). */
export type Ability =
  | { readonly kind: "spell"; readonly targets?: readonly TargetSpec[]; readonly effects: readonly Effect[] }
  | ({
      readonly kind: "triggered";
      readonly targets?: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      /** "At start of …" triggers evaluated from outside the board stay inactive unless listed here. */
      readonly zone?: "board" | "trash" | "hand" | "legend" | "battlefield";
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
