/**
 * The small typed vocabulary card scripts are written in (design.md principle 8): abilities are data,
 * interpreted by the rules module (`rules/effects.ts`). One file per card holds its printed text and
 * its abilities. A card the vocabulary cannot express faithfully is marked `unsupported` with a reason,
 * and deck validation refuses it (never guessed).
 */

import type { ColoredDomain } from "../data/schema.js";

/** The six domains (127); the list is `COLORED_DOMAINS` (data/schema.ts). */
export type Domain = ColoredDomain;

/**
 * Where an object is, for filters (107-109): `battlefield` (any), `base`, `board` (base or battlefield), `here` (the
 * source's battlefield or base), the controller's own `trash`, `hand`, `mainDeck`, `championZone`; `chain`.
 */
export type Place =
  | "battlefield"
  | "base"
  | "board"
  | "here"
  | "trash"
  | "hand"
  | "mainDeck"
  | "championZone"
  /** Same as `championZone`. */
  | "champion"
  /** The controller's own Rune Deck (a revealed rune: Twisted Fate, Gambler). */
  | "runeDeck"
  /** A facedown card at a battlefield (723; not cards in a deck, OFAQ-69). */
  | "facedown"
  | "chain";

/** Which objects a selector may pick (559.3). All fields narrow; omitted means "any". */
export interface ObjFilter {
  /**
   * Card type of the object. `permanent` = unit or gear; `battlefield` = a battlefield card (163), with its
   * controller; `rune`, `legend`: those on the board (106).
   */
  readonly type?: "unit" | "gear" | "permanent" | "spell" | "card" | "battlefield" | "rune" | "legend";
  /**
   * Relative to the ability's controller (CR 1.4 740.1); `notYou`: "a unit you don't control" (differs from
   * `enemy` only where players have teammates, 648).
   */
  readonly controller?: "friendly" | "enemy" | "notYou";
  /**
   * Where it must be (one of several places when a list: "from your Champion Zone or the board"); `locationOf`:
   * where the object the trigger is about is now ("at its destination", CR 1.4 359.3.f).
   */
  readonly at?: Place | readonly Place[] | { readonly locationOf: { readonly event: "object" } };
  /** Not the object the trigger is about ("another enemy unit"). */
  readonly notEventObject?: boolean;
  /** Has this keyword (712-714; mentioning it in the text is not having it, OFAQ-93). */
  readonly keyword?: string;
  /** Might at most this value (e.g. Gust: 3 or less). */
  readonly maxMight?: number;
  /** Excludes the source object ("another", "other"). */
  readonly other?: boolean;
  readonly buffed?: boolean;
  /** Only units in combat (attacker or defender). */
  readonly inCombat?: boolean;
  /** "In a showdown": at the battlefield where a showdown is in progress (545). Rogue Assassin (VEN-139). */
  readonly inShowdown?: boolean;
  /** "Being chosen by an enemy Fury spell": a spell or ability on the chain like this chooses it (559.3). */
  readonly chosenBy?: ChainChooser;
  /** "In combat with an enemy Fury unit": a unit on the other side of its combat matches (620; seen from the viewer). */
  readonly inCombatWith?: ObjFilter;
  /** Card type in a non-board zone (trash/hand): Unit, Spell, Gear. */
  readonly cardType?: "Unit" | "Spell" | "Gear";
  /** Printed Energy cost at most this (Defy: "costs no more than [4]"). */
  readonly maxEnergy?: number;
  /** Printed Power cost at most this. */
  readonly maxPower?: number;
  /** Has this domain (127; a rune's domain: "based on its domain", Twisted Fate, Gambler). */
  readonly domain?: Domain;
  /** Printed Energy cost compared with a number read now ("with Energy cost less than your points", SFAQ-15). */
  readonly energy?: Cmp;
  /** At a location (a base or a battlefield, 138.1.a.1) other than the source's ("at another location"). */
  readonly elsewhere?: boolean;
  /** Has the exact name of your Chosen Champion (103.2; OFAQ-83/84: a same-tag card of another name does not). */
  readonly chosenChampion?: boolean;
  /** The object must also match at least one of these ("a unit at a battlefield or a gear"). */
  readonly anyOf?: readonly ObjFilter[];
  /** Has this tag (139.1: "a Poro", "non-Recruit" with `not`). */
  readonly tag?: string;
  /**
   * Has the tag (`tag`) or the name (`name`) chosen for the source as it was played ("a unit with the named tag",
   * "spells with that name", CR 1.4 762-763); nothing matches while none was chosen.
   */
  readonly named?: "tag" | "name";
  /** `true`: a token (170, "your tokens"); `false`: a non-token. */
  readonly token?: boolean;
  /**
   * Every listed state must hold (vocabulary-plan §1.1): exhausted / ready (592), damaged (139.3), buffed (701),
   * stunned (599), mighty (706: Might 5 or more).
   */
  readonly state?: readonly ObjState[];
  /**
   * Whose card, for cards in a trash or hand (`at`): yours unless said otherwise; `opponent`/`notYou`: another
   * player's ("your opponent's trash"); `any`: every player's ("from trashes", 107.1.d).
   */
  readonly owner?: "you" | "notYou" | "opponent" | "any";
  /** Must not match this filter ("non-Recruit", "non-unit"). */
  readonly not?: ObjFilter;
  /** Has the same name as the source, in any zone ("a card with my name in your trash", 139.1). */
  readonly sameName?: true;
  /** Has this exact name, in any zone ("a Shadow Clone you control", 139.1). */
  readonly name?: string;
  /** For a battlefield (163): the filter's controller has units there ("a battlefield where you have units"). */
  readonly withUnits?: true;
  /** For a battlefield (163): exactly this many units are there, of any player ("with exactly two units there"). */
  readonly unitCount?: number;
  /** For a battlefield (163): open — nobody controls it and no units are there ("to an open battlefield", 181). */
  readonly open?: true;
  /** Attached to the source (CR 1.4 434: "for each Equipment attached to me"). */
  readonly attachedToSource?: true;
  /**
   * At a battlefield the move the trigger is about came from or went to ("a unit at a battlefield I moved to or
   * from", 608; the `moved` event's `from` and `bf`).
   */
  readonly atMoveEnds?: true;
  /** Current Might compared with an Amount read now ("an enemy unit here with less Might than me", 139.2). */
  readonly might?: Cmp;
}

/**
 * States an object can be in (592.2, 139.3 damaged, 599, 701-705, 706-711 Mighty). `attacking` / `defending`: its combat role (620.3); `alone`: it is the only unit of its
 * controller in that role there ("attacks or defends alone", 620-621).
 */
export type ObjState =
  | "exhausted"
  | "ready"
  | "damaged"
  | "buffed"
  | "stunned"
  | "mighty"
  /** CR 1.4 818.3: one or more Equipment are attached to it. */
  | "equipped"
  /** CR 1.4 434: it is attached to a unit ("an attached Equipment"; "detached" is `not: { state: ["attached"] }`). */
  | "attached"
  /** CR 1.4 441.2: it has the Empowered status (a board object). */
  | "empowered"
  | "attacking"
  | "defending"
  | "alone";

/** A choice of objects made when the spell is played or the ability goes on the chain (559.3). */
/**
 * A spell or ability on the chain described by who controls it and what it is (CR 1.4 601: "an enemy spell or
 * ability"; "an enemy Fury spell"): `controller` seen from the viewer, `kind` a spell (a Spell card on the chain) or an
 * ability (a triggered or activated ability), `domain` the spell card's domain.
 */
export interface ChainChooser {
  readonly controller?: "enemy" | "friendly";
  readonly kind?: "spell" | "ability";
  readonly domain?: Domain;
}

/**
 * A spell or ability on the chain chosen by what it chooses (559.3; Not So Fast, Repulse): `chooses` — one of its
 * choices matches ("that chooses a friendly unit or gear"); `choosesTarget` — it chooses the object chosen for that
 * earlier spec ("that chooses it"); `noOther` — none of its other choices match ("and no other friendly unit"). A
 * choice counts while the object is still the one chosen, legal or not (Repulse FAQ, 359.3.e.3).
 */
export interface ChainItemSpec extends ChainChooser {
  readonly chooses?: ObjFilter;
  readonly choosesTarget?: string;
  readonly noOther?: ObjFilter;
}

export interface TargetSpec {
  readonly id: string;
  readonly filter: ObjFilter;
  /**
   * Chooses a spell or ability on the chain instead (`filter` ignored): a spell is named by its card, an ability by
   * its chain item. Not So Fast (SFD-045), Repulse (UNL-106).
   */
  readonly chainItem?: ChainItemSpec;
  /** "A unit and an Equipment with the same controller": controlled by the controller of the object chosen for that earlier spec (559.3). Angle Shot (SFD-011). */
  readonly sameControllerAs?: string;
  /** How many to choose (default 1). */
  readonly count?: number;
  /** "up to N": fewer (including zero) allowed (559.3.d.3). */
  readonly upTo?: boolean;
  /** Choices not called "choose a target" by rule (e.g. "each player kills one of their units") are not targets. */
  readonly notTarget?: boolean;
  /** Must be at the same location as the object chosen for that earlier spec ("… at the same battlefield"). */
  readonly sameLocationAs?: string;
  /** Chooses a battlefield instead of a unit or gear (163.7: battlefields can be targeted); `filter` is ignored. */
  readonly battlefield?: boolean;
  /** "Any number of" (559.3.d): as many as wished, none included; `count` is ignored. */
  readonly any?: boolean;
  /**
   * Constraints on the chosen objects together (CR 1.4 355.11): all at one battlefield (`sameLocation`), their total
   * Might (`totalMight`, "with total Might 4 or less"). Checked on play and again on resolution (OFAQ-53).
   */
  /** `sameController`: "with the same controller" — every chosen object has one controller (Tricksy Tentacles). */
  readonly group?: { readonly sameLocation?: boolean; readonly sameController?: boolean; readonly totalMight?: Cmp };
  /** "another …": not an object chosen for that earlier spec of the same spell or ability (559.3). */
  readonly distinctFrom?: string;
  /**
   * "Up to one … at each location" (559.3; Unleashed FAQ on Elder Dragon): one "up to one" choice per location (each
   * battlefield, each base), asked one location at a time; on resolution each object must still be at the location it
   * was chosen at (563.2.c). Triggered abilities only.
   */
  readonly eachLocation?: true;
  /**
   * "… with less Might than it": Might below that of the object chosen for that earlier spec (139.2), checked on play
   * and again on resolution (with that object gone, nothing qualifies). Spells and activated abilities.
   */
  readonly lessMightThan?: string;
  /**
   * "… at a different location": not at the location of what was chosen for that earlier spec (a battlefield
   * spec's battlefield, or an object's location, 138.1.a.1).
   */
  readonly elsewhereThan?: string;
  /**
   * The choice exists only while this condition holds as the card is played (a [Level N] instruction's target,
   * CR 1.4 824.1.c, 727: an inactive Dependent Ability chooses nothing). Spells only.
   */
  readonly when?: Condition;
  /**
   * "… split among …" (CR 1.4 355.14.c): at most as many objects may be chosen as there is damage to split, the Might
   * of the object chosen for that earlier spec as the card is played (Alpha Strike). Spells and activated abilities.
   */
  readonly atMostMightOf?: string;
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
  | {
      readonly all: ObjFilter;
      readonly atTarget?: string;
      readonly atEvent?: boolean;
      /** "All other …": not the object(s) chosen for this target spec ("2 to a unit and 1 to all other units"). */
      readonly exceptTarget?: string;
      /**
       * Only those at the location (138.1.a.1: a battlefield, or a player's base) of the first object this names now
       * ("each enemy unit there", Against the Odds); none when that object is not on the board.
       */
      readonly atLocationOf?: Ref;
      /** "The rest": not the objects saved under this variable ("each player chooses a unit … Kill the rest"). */
      readonly exceptVar?: string;
    }
  /**
   * `other`: the second object a `reflexive` instruction names (`with`); `objects`: every object it is about ("then
   * do this: they become copies of me"), or the event's object elsewhere.
   */
  | { readonly event: "object" | "other" | "objects" }
  /** The unit exhausted to pay the ability's `exhaustUnit` cost ("the unit you exhausted to pay for this ability"). */
  | { readonly costExhausted: true }
  /**
   * Objects saved by an earlier instruction; with `except`, those not also saved under that name ("the rest"); with
   * `owned`, only those the acting player owns ("each player plays those cards": their own).
   */
  | { readonly var: string; readonly except?: string; readonly owned?: boolean }
  /** The top N cards of your Main Deck (fewer if it holds fewer), not looked at ("put the top 2 cards …", Minefield). */
  | { readonly topOfMainDeck: number };

/** A number inside an effect. */
export type Amount =
  | number
  | { readonly mightOf: Ref }
  | { readonly energyCostOfVar: string }
  /** How many objects a variable holds; with `filter`, only those matching it ("for each card with [Hidden]"). */
  | { readonly countVar: string; readonly filter?: ObjFilter }
  /** "For each …": how many board objects match the filter now (seen from the ability's controller). */
  | { readonly count: ObjFilter }
  /** A player's points (629): "your points", the highest among opponents ("an opponent's score"). */
  | { readonly points: "you" | "opponent" }
  /** The Victory Score of the game (632.1). */
  | { readonly victoryScore: true }
  /**
   * How many turns a player has begun this game, the current one included (CR 1.4 736-737, additional turns too):
   * `you` (the ability's controller) or the `turnPlayer` ("this is your third turn" = 3 on your turn).
   */
  | { readonly turnsTaken: "you" | "turnPlayer" }
  /** The Power the ability's controller has spent this turn (CR 1.4 561: "if you've spent at least [A][A] this turn"). */
  | { readonly powerSpent: "you" }
  /** The points the ability's controller scored from holding this turn (CR 1.4 630.2: "for each point you scored from holding"). */
  | { readonly holdPoints: "you" }
  /**
   * The printed Energy or Power cost (130) of the unit killed to pay this spell's additional cost (560.2.a; last known
   * information, 584.2: a token's is 0) — "no more Energy and no more Power than the killed unit".
   */
  | { readonly killedForCost: "energy" | "power" }
  | { readonly minus: readonly [Amount, Amount] }
  /** "For each time I'm [Empowered]" (CR 1.4 441.1.c.1): 0 when not Empowered, else how many times it is. */
  | { readonly empoweredTimes: { readonly self: true } }
  /** An amount multiplied by a number ("[2] less for each of your [Mighty] units": `{ times: [count, 2] }`). */
  | { readonly times: readonly [Amount, number] }
  /** The printed Energy cost of the first referenced card (SFAQ-15: "that spell's Energy cost"), 0 if none. */
  | { readonly energyOf: Ref }
  /** The damage marked on the first referenced object (139.3), 0 if none ("equal to the damage marked on it"). */
  | { readonly damageOf: Ref }
  /**
   * How many objects a reference names now ("if you have exactly two units there": `{ all, atTarget }`; "for each
   * enemy unit there": `{ all, atLocationOf }`).
   */
  | { readonly countOf: Ref }
  /** The amount, or 0 if it is negative ("increase … to", never a decrease). */
  | { readonly atLeast0: Amount }
  /** A number the triggering event carries (e.g. `excessDamage` of a conquest after combat); 0 when absent. */
  | { readonly eventData: string }
  /**
   * The Might the object saved in this variable had when it died (last known information, 584.2): "the killed unit".
   * Null if it did not die (its death was replaced, or it left some other way): CR 1.4 359.3.e.12, OFAQ-42.
   */
  | { readonly lastKnownMightOf: string }
  /** The highest Might among the board objects matching the filter now, 0 if none ("the highest Might among units you control"). */
  | { readonly highestMight: ObjFilter }
  /** The total Might of the board objects matching the filter now, 0 if none ("your other units have total Might 5 or more", 139.2). */
  /** `atTarget`: only those at the battlefield chosen for that target spec ("the total Might of enemy units there"). */
  | { readonly totalMight: ObjFilter; readonly atTarget?: string }
  /** The cards its controller has played this turn (724: main-deck cards; "for each card you've played this turn"). */
  | { readonly cardsPlayed: "you" }
  /** The total value of a keyword of the first referenced object ("damage equal to my [Assault]", 712-714); in instructions only. */
  | { readonly keywordValueOf: Ref; readonly keyword: string }
  /**
   * The most board objects matching the filter (seen from that opponent: `friendly` = theirs) that any one opponent
   * has now ("if you control fewer runes than an opponent": your count `<` this), 0 without opponents.
   */
  | { readonly opponentMost: ObjFilter };

/**
 * How a `cost` passive changes a play's cost (vocabulary-plan §1.5): a discount (560.4, with a minimum 560.4.b), or
 * an optional additional cost of spending buffs (560.2.b, 702.2.b; `repeat`: any number of them), chosen with
 * `optional: [id]` and the buffed units named in `costCards`, which then ignores the card's cost (560.1.a) or
 * reduces it by one Power of a domain per buff spent (560.4).
 */
export type CostMod =
  /** `energy` is an Amount read as the cost is determined ("1 less for each card in your trash", 560.4). */
  /** `power`: also that many Power pips of a domain off ("[2][Order] less", 560.4; never below 0, 560.5). */
  /** `anyPower`: that many Power pips of any domain off ("[1][A] less", 560.4; the hardest pip to pay first). */
  | {
      readonly discount: {
        readonly energy: Amount;
        /** `n` is an Amount read with `energy` ("[2][Calm] less for each point …": `{ times: [amount, 1] }`). */
        readonly power?: { readonly n: Amount; readonly domain: Domain };
        readonly anyPower?: number;
        /**
         * "[1] or [A] less" (CR 1.4 356.4): one of the two, not both — a Power pip while the cost still has one (the
         * hardest to pay), else the `energy` (docs/rules-decisions.md "Either-or discounts").
         */
        readonly either?: true;
      };
      readonly min?: number;
    }
  /** A cost increase (CR 1.4 356.3, applied before discounts): `energy` more and `anyPower` Power of any domain more. */
  | { readonly increase: { readonly energy: number; readonly anyPower?: number } }
  | {
      readonly additional: "spendBuff";
      readonly id: string;
      readonly repeat?: "anyNumber";
      readonly then: { readonly ignore: "all" } | { readonly discountPower: PowerDomain };
    };

/**
 * Which played cards a board source's `cost` passive changes (560.4, CR 1.4 356.3-356.4): those matching `cards`
 * (type, card type, tag, `keyword` — a card played from facedown has [Reaction], CR 1.4 723) played by its controller,
 * by its controller's opponents (`enemy`), or by every player (`anyone`: a battlefield's rule whoever controls it).
 */
export interface CostApplies {
  readonly cards: ObjFilter;
  readonly enemy?: true;
  readonly anyone?: true;
  /**
   * Only a spell that chooses (559.3, CR 1.4 355.5) at least one object matching this, seen from the player playing
   * it ("friendly to it"); `self` in the filter's sense is the source (`{ other: false }` is not needed): "your spells
   * that choose me" is `choosing: { self: true }`.
   */
  readonly choosing?: ObjFilter & { readonly self?: true };
  /** Only a card played from its owner's trash for a [Flow] cost (CR 1.4 829): "spells with [Flow] you play from your trash". */
  readonly fromTrashWithFlow?: true;
}

/** The six domains whose Power a rune pool holds (605.1, 153). */
export type PowerDomain = Domain;

/** One mode of a modal instruction ("- Draw 1." / "- Channel 1 rune exhausted."). */
export interface Mode {
  readonly label: string;
  readonly effects: readonly Effect[];
}

/** One mode of a modal spell chosen as it is played (CR 1.4 355.3), with the choices it makes (559.3). */
export interface SpellMode {
  readonly label: string;
  readonly targets?: readonly TargetSpec[];
  readonly effects: readonly Effect[];
}

/** A comparison with a number ("3 or more", "within 3 points"). */
export interface Cmp {
  readonly op: "<=" | "<" | "=" | ">=" | ">";
  readonly value: Amount;
}

/** Player reference; `{ var }` names a player bound by an earlier instruction ("that player", `othersChoose`). */
export type Who = "you" | "controllerOfTarget" | "opponent" | "eachPlayer" | { readonly var: string };

/** One instruction (134.2.b). Executed top to bottom (151.1); illegal parts are skipped (563.2.c.6-7). */
export type Effect =
  /** `by`: "it deals damage …" — the referenced unit deals it (OFAQ-77: not the spell's; no Bonus Damage). */
  | { readonly op: "damage"; readonly amount: Amount; readonly to: Ref; readonly by?: Ref }
  | { readonly op: "fight"; readonly a: Ref; readonly b: Ref }
  /**
   * "Deal N damage split among them" (CR 1.4 355.14): the still-legal objects chosen for target spec `among` share
   * `amount`, at least 1 each (355.14.f-g), the split chosen on resolution (355.14.e); with more of them than damage,
   * the controller first picks which stay targets (355.14.h). `by`: a unit deals it (OFAQ-77: no Bonus Damage).
   * `killedAs` saves the units dealt lethal damage (and no death replacement): "for each unit this kills".
   */
  | {
      readonly op: "damageSplit";
      readonly amount: Amount;
      readonly among: string;
      readonly by?: Ref;
      readonly killedAs?: string;
    }
  /** Kill (604); `saveAs` remembers what it tried to kill (whether it died is read from the event record). */
  | { readonly op: "kill"; readonly what: Ref; readonly saveAs?: string }
  | { readonly op: "draw"; readonly n: Amount; readonly who?: Who; readonly ref?: Ref }
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
      /** "Double its Might" is +`{ mightOf }` (read on resolution). */
      readonly amount: Amount;
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
  /**
   * "Give … my keywords this turn" (713.3.a): each keyword instance the first object of `keywordsOf` has now (granted
   * ones included, values kept), locked in as it resolves (Kato the Arm, SFAQ).
   */
  | {
      readonly op: "keyword";
      readonly what: Ref;
      readonly keywordsOf: Ref;
      readonly duration: "turn" | "combat" | "permanent";
    }
  /** Move (596, 608): to base, or to the battlefield chosen for a target spec ("then move your unit there"). */
  /** `fromAs`: saves the battlefield the (first) unit left, as a number ("that battlefield", Isolate). */
  | { readonly op: "moveToBase"; readonly what: Ref; readonly fromAs?: string }
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
   * "Swap the Might of two units … this turn" (CR 1.4 433): the first two objects `what` names; the lower gets +the
   * difference and the higher −the difference for the duration.
   */
  | { readonly op: "swapMight"; readonly what: Ref; readonly duration: "turn" }
  /**
   * "Replace that battlefield with a Brush battlefield token" (CR 1.4 438; rules/battlefield-tokens.ts): the
   * battlefield of the trigger's event (`eventBattlefield`: "that battlefield", a conquest or hold) or the source's
   * own (`here`: "this") is replaced by a new token of `with.token` (438.3.b.1), or — `with: "replaced"` — by the
   * battlefield it replaced ("replace this with the battlefield it replaced", Brush 187.8; nothing when there is none).
   */
  | {
      readonly op: "replaceBattlefield";
      readonly at: "eventBattlefield" | "here";
      readonly with: { readonly token: string } | "replaced";
    }
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
  /** `toOrFromBase`: "move … to or from its base" (a unit in base to a battlefield, a unit at one to base). */
  /** `toBattlefield`: "to a different battlefield" — never its base (Imposing Challenger). */
  | {
      readonly op: "moveChoose";
      readonly what: Ref;
      readonly toOrFromBase?: boolean;
      readonly toBattlefield?: boolean;
      /** "To a location where there's a unit with the same controller": another unit of its controller is there. */
      readonly toOwnUnits?: boolean;
      readonly saveAs?: string;
      /** "… to a single location": every object named moves together to one destination chosen once (608). */
      readonly together?: boolean;
    }
  /**
   * "Then do this:" (CR 1.4 386-388): a reflexive trigger — the card's `reflexive` ability number `ability` goes on
   * the chain as a new item about the referenced object (its targets chosen then, 559.3.b); nothing if that is gone.
   * When `about` names several objects, the ability is about all of them (`{ event: "objects" }`; `object` is the
   * first).
   */
  | {
      readonly op: "reflexive";
      readonly ability: number;
      readonly about: Ref;
      /** A second object the reflexive ability names as `{ event: "other" }` ("it becomes a copy of that unit"). */
      readonly with?: Ref;
    }
  /**
   * "It becomes a copy of that unit" (CR 1.4 477.1.b): each object of `what` on the board takes the copyable traits
   * of the first object of `of` (its printed Might too, docs/rules-decisions.md "Copies"); nothing if that is gone.
   */
  | { readonly op: "becomeCopy"; readonly what: Ref; readonly of: Ref }
  /**
   * Move (596, 608-615) to a fixed place: `base` (the unit's controller's base), `here` (the source's battlefield)
   * or `{ locationOf }` (the place another object is at now, e.g. "to that enemy unit's battlefield").
   */
  | {
      readonly op: "move";
      readonly what: Ref;
      /** `eventDestination`: where the move the trigger is about went ("move … with it"). */
      readonly to:
        | "base"
        | "here"
        | "eventDestination"
        /** "to that battlefield": the battlefield where the trigger's event happened (its `bf`). */
        | "eventBattlefield"
        | { readonly target: string }
        | { readonly locationOf: Ref };
    }
  /** Return to the owner's hand (609.2); `saveAs` remembers the returned cards ("its owner …"). */
  | { readonly op: "returnToHand"; readonly what: Ref; readonly saveAs?: string }
  | { readonly op: "recall"; readonly what: Ref; readonly exhausted?: boolean }
  | {
      readonly op: "channel";
      readonly n: Amount;
      readonly exhausted?: boolean;
      readonly elseDraw?: number;
      /** Who channels (default you): a bound player ("that player"), or an object's owner ("its owner channels"). */
      readonly who?: { readonly var: string } | { readonly ownerOf: Ref };
    }
  /**
   * "Each other player chooses <option>" (a choice, not a target, CR 1.4 355.10): every other player in turn order
   * picks one option; then, for each of them in turn order, the picked option's instructions run with that player
   * bound as `{ var: as }` ("For each player that chooses Cards, you and that player each draw 1").
   */
  | {
      readonly op: "othersChoose";
      readonly as: string;
      /** `opponents`: "each opponent may …" — teammates do not choose (648.8.d). */
      readonly players?: "opponents";
      readonly options: readonly { readonly id: string; readonly label: string; readonly effects: readonly Effect[] }[];
    }
  /** Internal: binds a player to a name for the instructions after it (spliced by `othersChoose`). */
  | { readonly op: "bindPlayer"; readonly var: string; readonly seat: number }
  /**
   * [Add] (605.2); `power`: Power of one domain (Seals); `spellsOnly`: "Use only to play spells" (the Energy pays
   * only for spells).
   */
  | {
      readonly op: "add";
      /** Amounts are read on resolution ("[Add] that much Energy": a number paid earlier, `{ countVar }`). */
      readonly energy?: Amount;
      readonly anyPower?: Amount;
      readonly power?: { readonly n: Amount; readonly domain: Domain };
      readonly spellsOnly?: boolean;
      /** "Spend this Energy only during showdowns" (545): the Energy pays only while a showdown is in progress. */
      readonly showdownsOnly?: boolean;
      /**
       * "Spend this only to play units or activated abilities of units" (`Unit`), "… to play gear or use gear
       * abilities" (`Gear`): the Energy and universal Power added pay only for those (605.3).
       */
      readonly only?: "Unit" | "Gear";
    }
  /**
   * Attach (CR 1.4 434): `what` (an Equipment) becomes attached to `to` (the top-most unit): the unit gets its Might
   * Bonus (434.1.d) and Effect Text (434.1.c); attaching to a new unit detaches it first (434.1.f), to its current
   * one does nothing (434.1.g). Nothing happens unless both are on the board.
   */
  | { readonly op: "attach"; readonly what: Ref; readonly to: Ref }
  /**
   * "Attach one of its Equipment to me" (CR 1.4 434): one Equipment attached to the unit `fromUnit` names, chosen by
   * the controller when there are several, is attached to `to`. Azir, Ascendant (SFD-050).
   */
  | { readonly op: "attach"; readonly fromUnit: Ref; readonly to: Ref }
  /**
   * Detach (CR 1.4 435): one Equipment attached to each referenced unit, chosen by the controller when there is more
   * than one ("detach an Equipment from it", Strike Down).
   */
  | { readonly op: "detach"; readonly from: Ref }
  /**
   * Detach the referenced card if it is attached (CR 1.4 435; "you may detach it", Veiled Temple); with `from`, only if
   * it is attached to that unit ("detach that Equipment from that unit", Angle Shot).
   */
  | { readonly op: "detach"; readonly what: Ref; readonly from?: Ref }
  /**
   * Weaponmaster's play effect (CR 1.4 821.1.c): the chosen Equipment (`what`, chosen as the trigger goes on the
   * chain) may be attached to `to` by paying its Equip cost reduced by one [A] (821.1.c.3: a domain rune is not
   * reduced); without an Equip ability it cannot be paid (821.1.c.4).
   */
  | { readonly op: "weaponmaster"; readonly what: Ref; readonly to: Ref }
  | {
      readonly op: "token";
      readonly token: TokenName;
      /** How many; an Amount for "a … token for each Equipment you control" (Arise!), read once as it starts. */
      readonly n: Amount;
      /**
       * `eventBattlefield`: "there", the battlefield of the trigger's event (a conquest or hold, Deceiver);
       * `moveOrigin`: "there", where the triggering move started (a battlefield, else the base; Lillia, Fae Fawn).
       */
      readonly at: "base" | "here" | "choose" | "eventBattlefield" | "moveOrigin";
      readonly ready?: boolean;
      /** Remembers the tokens made ("… to ready it", "then ready two of them"). */
      readonly saveAs?: string;
    }
  /**
   * "Choose N card(s) …" on resolution (not targets). `from`: among the cards of a variable ("from among them",
   * matched on `cardType`); `optional`: "you may" — none may be chosen.
   */
  | {
      readonly op: "chooseFromZone";
      readonly filter: ObjFilter;
      readonly saveAs: string;
      readonly count: number;
      readonly from?: string;
      readonly optional?: boolean;
      /** With `among`: from the cards saved in that variable (cards looked at). `upTo`: fewer, even none. */
      readonly among?: string;
      readonly upTo?: boolean;
      /**
       * "That has Might up to N": only cards whose Might is at most this amount; none when the amount is null
       * (information that no longer exists, CR 1.4 359.3.e.12).
       */
      readonly maxMight?: Amount;
      /** Adds the chosen cards to the variable instead of replacing it (one choice per player in a `forEachPlayer`). */
      readonly append?: boolean;
      /** "That costs no more Energy / Power than …": printed Energy (Power) cost at most this amount (130). */
      readonly maxEnergy?: Amount;
      readonly maxPower?: Amount;
      /** "In their trash": only cards owned by the player saved in this variable (`chooseOpponent`, 107.1.d). */
      readonly ownedBy?: { readonly var: string };
    }
  /** Look at the top N cards of your Main Deck (CR 1.4 424: private to you; burn out first if empty, 607.1.b). */
  | { readonly op: "lookAt"; readonly top: number; readonly saveAs: string }
  /**
   * "Play it" (595.3): ignoring its cost (560.1.a), or paying it less `discount` (560.4). A spell's targets are chosen
   * now (559.3); `unitTo: "here"`: a unit goes to the source's battlefield, even into a combat there (OFAQ-67, 91).
   */
  | {
      readonly op: "play";
      readonly what: Ref;
      readonly cost?: "ignore" | "ignoreEnergy";
      /** Read as it is played ("reduce its Energy cost by the Might of the unit you recycled": a saved number). */
      readonly discount?: { readonly energy: Amount };
      /**
       * `base`: "play a unit from your hand to your base" — no choice of battlefield (Rift Herald). `anyBattlefield`:
       * "plays it to any battlefield" — any battlefield units can be played to, whoever controls it (Thrill of the Hunt).
       * `battlefield`: "to a battlefield you control" — not the base, and not played without one (559.2; Here to Help,
       * paying its cost). `{ target }`: the battlefield chosen for that target spec ("to that battlefield").
       */
      readonly unitTo?:
        | "here"
        | "base"
        | "anyBattlefield"
        | "battlefield"
        | { readonly target: string }
        /** "Plays it to the same location": the battlefield a `banish` `locationAs` saved, or the base (-1). */
        | { readonly location: string };
      /**
       * A unit or gear played this way resolves as it is played, even above other items on the chain (CR 1.4 359.2:
       * a permanent leaves the chain as it is finalised; OFAQ-36: Promising Future's units and gear).
       */
      readonly resolveAtOnce?: boolean;
      /**
       * "Then recycle it" (Kai'Sa, Evolutionary): a spell played this way goes to the bottom of its owner's Main
       * Deck instead of the trash when it leaves the chain, resolved or countered (594, a replacement of its
       * destination, 571).
       */
      readonly then?: "recycle";
      /** "Play me for [A]": this cost is paid instead of its printed cost (an alternative cost, 560.1). */
      readonly instead?: MayCost;
    }
  /**
   * Gain control (179-180) of a spell on the chain: its controller becomes you (its "you"). With `newChoices` you may
   * choose its targets anew, among what is legal for you (CR 1.4 750-755, Mystic Reversal).
   */
  /**
   * `to: "owner"` (permanents): "lose control of it" — its owner becomes its controller again (179.1; Hostile Takeover);
   * `to: { var }`: the player a variable holds gains control ("Choose a player. They gain control of this", Glowstone).
   */
  | {
      readonly op: "gainControl";
      readonly what: Ref;
      readonly newChoices?: boolean;
      readonly saveAs?: string;
      readonly to?: "owner" | { readonly var: string };
      /**
       * "You control it until I leave the board" (179, CR 1.4 359.3.e.16): the control ends as the source leaves the
       * board, and is never gained when the source has already left (permanents only).
       */
      readonly whileSourceOnBoard?: true;
    }
  /**
   * Recycle (594): each referenced card to the bottom of its owner's Main Deck in random order (594.5; runes to the
   * Rune Deck, 594.5.a); a card played since is left alone (563.2.c.4). `fromBoard`: the referenced units and gear on
   * the board are recycled too (a token goes to the Main Deck and ceases to exist, SFAQ-09); `saveMightAs`: the Might
   * the first one had as it was recycled is saved as a number (Rumble, Hotheaded).
   */
  | { readonly op: "recycle"; readonly what: Ref; readonly fromBoard?: true; readonly saveMightAs?: string }
  /**
   * Put cards into a zone (107-109): `mainDeckTop` on top of their owner's Main Deck, in an order the controller
   * chooses ("put the rest back in any order"); `championZone` into their owner's empty Champion Zone (103.2).
   */
  /** `trash`: put into its owner's trash (not a discard, 598; Minefield). */
  | { readonly op: "toZone"; readonly what: Ref; readonly zone: "mainDeckTop" | "championZone" | "trash" }
  /** `draw`: "draw it" — a card taken from its owner's Main Deck is drawn (591: a `drew` event), not just put there. */
  | { readonly op: "toHand"; readonly what: Ref; readonly draw?: boolean }
  /**
   * "Its owner places it on the top or bottom of their Main Deck": the owner of the first referenced object chooses
   * (a choice, not a recycle: no "recycled" event, 594); nothing happens if it is no longer where it was named.
   */
  | { readonly op: "toMainDeck"; readonly what: Ref; readonly chooser: "owner" }
  | { readonly op: "lookTopRecycle" }
  /**
   * Ready N of your exhausted runes (593.4.b); `all`: "ready your runes". `upTo` ("ready up to N friendly runes",
   * errata): when more than N are exhausted and they differ, the controller chooses which.
   */
  | { readonly op: "readyRunes"; readonly n: number | "all"; readonly upTo?: boolean }
  /**
   * Spend a buff (702.2.b) of one of `what` (only the controller's buffed units qualify). With `optional` ("you
   * may spend a buff") the controller chooses which one or none — asked only when there is a choice; `prompt` is
   * the question. `saveAs` remembers the unit whose buff was spent (empty when none was). With `any` ("spend any
   * number of buffs") the controller chooses any number of them, none included; `saveAs` remembers them all.
   */
  | {
      readonly op: "spendBuff";
      readonly what: Ref;
      readonly saveAs?: string;
      readonly optional?: boolean;
      readonly any?: boolean;
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
  /**
   * Creates a continuous effect for "this turn" (vocabulary-plan §1.10 `createEffect`, 517.2.b): a `passive` held by
   * the controller (with `next`, bound to the next matching card they play), or a replacement `effect` (571-575).
   */
  | {
      readonly op: "createEffect";
      /** `untilUsed` (with `next` only): "your next card …" without "this turn" — kept across turns until bound. */
      readonly duration: "turn" | "untilUsed";
      readonly passive?: Passive;
      readonly next?: ObjFilter;
      readonly effect?: Replacement;
      /**
       * With `effect`: the replacement applies only to events happening to these objects as they are now (their
       * current incarnations, 109); `once`: only the next time ("the next time it would die this turn", 571).
       */
      readonly about?: Ref;
      readonly once?: boolean;
      /**
       * With `about`: "give it '[cost]: effect'" for the duration — the objects have the `granted` activated ability
       * at this index of the resolving card's own abilities (577; Dominus).
       */
      readonly grantAbility?: number;
    }
  /** Heal (CR 1.4 418): remove all damage from each object. */
  | { readonly op: "heal"; readonly what: Ref }
  /**
   * "For each …" (vocabulary-plan §1.10 `forEach`): `effects` run once per object `what` names when it starts, with
   * that object in variable `as`. `queue` is internal (the objects still to do).
   */
  | {
      readonly op: "forEach";
      readonly what: Ref;
      readonly as: string;
      readonly effects: readonly Effect[];
      readonly queue?: readonly string[];
    }
  /**
   * "Pay any amount of [rainbow] to …" (vocabulary-plan §1.9 `pay`, CR 1.4 740.4.a): a cost within the instructions,
   * paid on resolution; the controller chooses X (0 up to what they can pay), saved as a number in `saveAs`.
   */
  | { readonly op: "pay"; readonly power: "any"; readonly amount: "any"; readonly saveAs: string }
  /** "Pay any amount of Energy to …" (CR 1.4 740.4.a): as `power`, with Energy (pool, then exhausting runes). */
  | { readonly op: "pay"; readonly energy: "any"; readonly amount: "any"; readonly saveAs: string }
  /**
   * Reveal (600): the cards of a player's hand are shown to everyone (Sabotage: "They reveal their hand"), or the
   * controller's Main Deck from the top until a card matching `until` (saved in `saveAs`; the others in `restAs`).
   * Revealed cards stay where they are.
   */
  | { readonly op: "reveal"; readonly zone: "hand"; readonly who: "you" | "opponent" | { readonly var: string } }
  /**
   * "You can look at their facedown cards this turn" (128.4 widened, CR 1.4 389): for the rest of the turn the acting
   * player may look at the facedown cards the player saved as `who.var` controls; the per-seat view shows them to
   * that player only.
   */
  | { readonly op: "lookAtFacedown"; readonly who: { readonly var: string } }
  /**
   * "When you play me, name a spell" (CR 1.4 762-763): its controller names a spell card (or a tag) on resolution,
   * remembered on the source (`named`; read by filters with `named`). Nothing if the source has left the board.
   */
  | { readonly op: "name"; readonly what: "tag" | "spell" }
  | {
      readonly op: "reveal";
      readonly zone: "mainDeck";
      readonly until: ObjFilter;
      readonly saveAs: string;
      readonly restAs: string;
    }
  /** "Choose one —" (CR 1.4 355.3): the controller picks one mode on resolution; its instructions follow. */
  /**
   * `notChosenThisTurn`: "choose one that hasn't been chosen this turn" — only modes this ability of this object has not
   * chosen this turn are offered (tracked per ability instance, SFAQ Aphelios); none left: nothing happens.
   */
  | {
      readonly op: "modes";
      readonly prompt: string;
      readonly modes: readonly Mode[];
      readonly notChosenThisTurn?: true;
    }
  /**
   * "Each player kills one of their units" — or of their permanents matching `filter` ("one of their gear", "one of
   * their units here"); `players`: only the players other than you (`others`) or your opponents (`opponents`, 648).
   */
  | {
      readonly op: "each";
      readonly perPlayer: "killOwnUnit";
      readonly filter?: ObjFilter;
      readonly players?: "others" | "opponents";
    }
  /**
   * "Starting with the next player, each other player chooses …" (a choice, not a target, 559.3): each player in
   * turn order from the next chooses one board object matching `filter` (seen by this ability's controller) and not
   * already chosen by this instruction; all are saved in `saveAs`.
   */
  | {
      readonly op: "chooseByPlayers";
      readonly players: "others";
      readonly filter: ObjFilter;
      readonly saveAs: string;
      readonly prompt?: string;
    }
  /**
   * "Each player chooses N <kind>, M <kind>, …. <Verb> the rest" (a choice, not a target, CR 1.4 355.10): from the turn
   * player in turn order (CR 1.4 303.2.a) each player chooses, for each entry of `keep`, `count` of their own objects
   * matching `filter` (seen from that player: "friendly", their hand); then every other object matching an entry, of
   * every player, is dealt with at once: `rest: "recycle"` (594; runes to the Rune Deck, tokens cease to exist).
   */
  | {
      readonly op: "eachPlayerKeeps";
      readonly keep: readonly { readonly filter: ObjFilter; readonly count: number; readonly label: string }[];
      readonly rest: "recycle";
    }
  /** "You score N points"; `who`: a player bound earlier ("choose an opponent. They score 1 point"). */
  | { readonly op: "score"; readonly n: number; readonly who?: { readonly var: string } }
  | { readonly op: "win" }
  /**
   * A created death replacement (571-573, CR 1.4 369-370) on each object, this turn: "the next time it would die this
   * turn, recall it exhausted instead" (`recallExhausted`: healed too), or "if it would die this turn, banish it
   * instead" (`banish`, 603).
   */
  | { readonly op: "replaceNextDeath"; readonly what: Ref; readonly with: "recallExhausted" | "banish" }
  /** Counter (601): the spell leaves the chain for its owner's trash, is not played, and costs are not refunded. */
  /** `toHand`: "Return it to its owner's hand instead of putting it in their trash" (601.1.a replaced, 571). */
  | { readonly op: "counter"; readonly what: Ref; readonly toHand?: true }
  /**
   * Banish (603): to its owner's banishment from any zone; `saveAs` remembers the banished objects (`append`: added to
   * what that name already holds, e.g. one card per player in an "each player" loop).
   */
  /** `locationAs`: where the (first) object was as it was banished — a battlefield index, or -1 for a base (138). */
  | {
      readonly op: "banish";
      readonly what: Ref;
      readonly saveAs?: string;
      readonly append?: boolean;
      readonly locationAs?: string;
      /**
       * "Banish … with this" (CR 1.4 393-397, linked abilities): the cards are remembered as banished with the card
       * whose ability this is (an Equipment's Effect Text: the Equipment), for `banishedWithThis` to read.
       */
      readonly linked?: boolean;
    }
  /**
   * "The units / spells banished with this / me" (CR 1.4 397): saves those still in banishment as the same objects,
   * of `cardType` if given (139), in the order they were banished.
   */
  | { readonly op: "banishedWithThis"; readonly saveAs: string; readonly cardType?: "Unit" | "Spell" | "Gear" }
  /** Plays the cards saved in a variable to their controller's base, ignoring their cost (595.3, 560.1.a). */
  /** `from: "trash"`: the saved cards are played from the trash instead ("a unit in your trash … Play it to your base"). */
  | { readonly op: "playToBaseIgnoringCost"; readonly var: string; readonly from?: "trash" }
  | { readonly op: "custom"; readonly run: CustomEffect }
  /** Internal: a serialisable pointer to a `custom` instruction (state must stay plain JSON). */
  /** `targetSuffix`: in a repeated execution (CR 1.4 820.2.a), the suffix of that execution's target specs. */
  | {
      readonly op: "customRef";
      readonly code: string;
      readonly ability: number;
      readonly path: string;
      readonly targetSuffix?: string;
    }
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
      /**
       * "This turn, that unit has 'When I conquer, …'" (CR 1.4 389, 713.3-like): the trigger is each object's own, as
       * if printed on it — its filter seen from that object (`self`, `here`), controlled by its controller.
       */
      readonly granted?: boolean;
    }
  /**
   * "You may pay <cost> to play me" (595.3): a limited play of the source card from its current zone (the trash)
   * with the given cost replacing its printed cost; it goes on the chain as a played card.
   */
  | { readonly op: "playSelf"; readonly prompt: string; readonly cost: MayCost }
  /**
   * Creates a triggered ability for a duration ("When any unit takes damage this turn, kill it", CR 1.4 389-392
   * delayed abilities): controlled by this ability's controller, sourced by its source, it listens like an `on`
   * trigger until the duration ends (517.2.b).
   */
  /** `once`: "the next time …" — the created trigger ends the first time it triggers (CR 1.4 389-392). */
  | {
      readonly op: "createTrigger";
      readonly trigger: CreatedTrigger;
      /** `permanent` with `once`: a delayed trigger lasting until it triggers ("When they hold, return it", Ashe). */
      readonly duration: "turn" | "permanent";
      readonly once?: boolean;
      /**
       * Values of this ability's variables kept for the created trigger as event details (key → variable): an
       * object (its first id, and `<key>Incarnation`: `{ event: key }` then names it only while it is the same
       * object, 563.2.c.4) or a player (a seat, for `byKeptPlayer`). Ashe, Focused.
       */
      readonly keepVars?: Readonly<Record<string, string>>;
      /**
       * Event details of this ability's event kept for the created trigger, read now (CR 1.4 359.3.f.3.b): `["bf"]`
       * makes "this battlefield" (`move … to: "eventBattlefield"`) the one of the creating event (Iascylla).
       */
      readonly keep?: readonly string[];
    }
  /**
   * Reveal (600) the top N cards of your Main Deck; they stay there, remembered as `saveAs`. `who: "eachOpponent"`:
   * each opponent in turn order reveals the top N of theirs instead, all remembered together (Blind Fury).
   * `from: "runeDeck"`: your Rune Deck ("reveal the top rune of your rune deck", Twisted Fate, Gambler).
   */
  | {
      readonly op: "reveal";
      readonly top: number;
      readonly saveAs: string;
      readonly who?: "you" | "eachOpponent";
      readonly from?: "runeDeck";
    }
  /** Reveal (600) the referenced cards (shown to every player, 127); `saveAs` keeps them. */
  | { readonly op: "reveal"; readonly what: Ref; readonly saveAs?: string }
  /** "Recycle N from your trash" (594.6): the player chooses N (all of them if fewer). */
  | { readonly op: "recycleFromTrash"; readonly n: number }
  /**
   * Re-checks a group target (OFAQ-53, 563.2.c): the still-legal chosen objects of `target` are saved as `saveAs` if
   * together they still meet the spec's `group`; otherwise the controller chooses a subset of them that does.
   */
  | { readonly op: "checkGroup"; readonly target: string; readonly saveAs: string }
  /**
   * "Activate the conquer effects of units here" (UFAQ-16): the triggered abilities of the objects `of` names that
   * listen for `on` check an event of that kind as if it had happened at this ability's battlefield, performed by
   * its controller; their other conditions still apply; no event happens (Reckoner's Arena).
   */
  | { readonly op: "activateTriggers"; readonly on: EventKind; readonly of: Ref }
  /**
   * Remembers the controller of the first referenced object as a player (`{ var: saveAs }`) before it changes zones
   * ("Kill a gear. Its controller draws 2": 563.2.c.9, the controller is read while it is still on the board).
   * `owner`: its owner instead (107.1: "then its owner plays it", Arcane Shift).
   */
  | { readonly op: "saveController"; readonly what: Ref; readonly saveAs: string; readonly owner?: true }
  /**
   * Empower (CR 1.4 441): each referenced board object becomes Empowered; one already Empowered is unchanged
   * (441.1.c). Records an `empowered` event per object that became Empowered (441.2.a).
   */
  | { readonly op: "empower"; readonly what: Ref }
  /** Disempower (CR 1.4 442): each referenced Empowered object loses the status; others are unchanged (442.1.a.1). */
  | { readonly op: "disempower"; readonly what: Ref }
  /**
   * Burn N (CR 1.4 440): the player (`who`, default you) puts the top N cards of their Main Deck into their trash,
   * burning out (431) and burning the rest when the deck runs out (440.4). `who: { var }`: a player chosen earlier.
   */
  | {
      readonly op: "burn";
      readonly n: number;
      readonly who?: "you" | { readonly var: string };
      /** The cards burned, saved for later instructions ("when you burn a unit this way", CR 1.4 440). */
      readonly saveAs?: string;
    }
  /** "Choose a player" (CR 1.4 355): any player, you included; the seat is saved as `saveAs`. */
  | { readonly op: "choosePlayer"; readonly saveAs: string; readonly prompt?: string }
  /** "Its base Might becomes N this turn" (637.1.a.1: a trait-layer change, arithmetic changes still apply). */
  | { readonly op: "setMight"; readonly what: Ref; readonly value: number; readonly duration: "turn" }
  /**
   * "It can't be chosen by enemy spells and abilities this turn" (567): players other than the object's
   * controller and teammates cannot choose it with spells or abilities (559.3) while this lasts.
   */
  | { readonly op: "cantBeChosen"; readonly what: Ref; readonly by: "enemy"; readonly duration: "turn" }
  /**
   * "Prevent the next N damage that would be dealt to it this turn" (571: a prevention shield): the next N damage
   * dealt to each referenced unit is prevented, used up as it prevents.
   */
  | { readonly op: "preventDamage"; readonly what: Ref; readonly n: number; readonly duration: "turn" }
  /**
   * "Its controller may play this spell again for [A]" (595.3: a limited play of the resolving spell card, 558): the
   * player saved as `who.var` may pay `cost` instead of its printed cost (560.1) to put it on the chain again as a new
   * play they control, choosing its targets anew (559.3). `bonusPerDamage`: "If they do, this deals 1 additional Bonus
   * Damage for each time this spell has dealt damage this turn" (CR 1.4 417.4), bound to the new play.
   */
  | {
      readonly op: "playAgain";
      readonly who: { readonly var: string };
      readonly cost: MayCost;
      readonly bonusPerDamage?: true;
    }
  /** "Gain N XP" (CR 1.4 730.1): the acting player's XP goes up by N. */
  | { readonly op: "gainXp"; readonly n: Amount }
  /**
   * "[Predict N]" (CR 1.4 436): look at the top N cards of your Main Deck (fewer if it holds fewer, no Burn Out,
   * 436.4), recycle any of them and put the rest back in any order.
   */
  | { readonly op: "predict"; readonly n: number };

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
  /** "Take a turn after this one" (CR 1.4 735): queues an additional turn for `seat` right after the current one. */
  extraTurn(seat: number): void;
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
  /** "You may spend / pay N XP to …" (CR 1.4 730.2): payable only with N XP or more. */
  readonly spendXp?: number;
}

/** Conditions for `if` instructions and conditional passives (568.3). */
export type Condition =
  | { readonly varNonEmpty: string }
  | { readonly targetDied: string }
  | { readonly handAtMost: number }
  | { readonly unitsHereAtLeast: number }
  | { readonly onlyUnitThere: Ref }
  | { readonly legion: true }
  /** The optional additional cost with this id was paid when the card was played (560.4.d.1). */
  | { readonly paidOptional: string }
  /** "If there is / you control …": at least `atLeast` (default 1) board objects or battlefields match now. */
  | { readonly exists: ObjFilter; readonly atLeast?: number }
  /** The referenced object exists and matches the filter now ("if it is stunned", "while I'm Mighty", 568.3). */
  | { readonly is: Ref; readonly filter: ObjFilter }
  /**
   * Something happened this turn (vocabulary-plan §1.3 `happened`): at least `atLeast` (default 1) events of this
   * kind in the event record meet the filter, seen from the ability's controller ("if I have moved twice this turn").
   */
  | {
      readonly happened: {
        /** A list counts the events of every kind in it ("chosen … with spells or unit abilities"). */
        readonly kind: EventKind | readonly EventKind[];
        readonly filter?: EventFilter;
        readonly atLeast?: number;
      };
    }
  /** A number compared ("if an opponent's score is within 3 points of the Victory Score"). */
  | { readonly compare: readonly [Amount, Cmp] }
  /** "If you played this from your hand" (not from facedown or by an effect): read from the spell on the chain. */
  | { readonly playedFromHand: true }
  /** "During a showdown" (545-553): a showdown is in progress now. */
  | { readonly duringShowdown: true }
  /** "During combat" here (620-628): a combat at the source's battlefield is in progress (its showdown or damage). */
  | { readonly combatHere: true }
  /** "During showdowns here" (545): a showdown (a combat's included, 548.1) is in progress at the source's battlefield. */
  | { readonly showdownHere: true }
  /** "If it's your turn" (the controller is the turn player, 115). Rogue Assassin (VEN-139). */
  | { readonly yourTurn: true }
  /** "[Level N]" (CR 1.4 824.1.b.1): the ability's controller has N or more XP. */
  | { readonly xpAtLeast: number }
  /** "During your Beginning Phase" / "if it's your Beginning Phase" (CR 1.4 315.2): the controller's turn, that phase. */
  | { readonly yourPhase: "beginning" }
  /**
   * "Your first turn", "on your first, second, or third turns", "if this is your Nth turn" (CR 1.4 736-737): it is the
   * controller's turn (`of: "you"`, the default) and the number of turns they have begun, this one included, compares
   * with `nthTurn`; `of: "turnPlayer"`: "during their first or second turn", the turn player's count (any player's turn).
   */
  | { readonly nthTurn: Cmp; readonly of?: "you" | "turnPlayer" }
  /**
   * "If you've spent [N] or more to play a spell this turn" (CR 1.4 356-357): the controller paid a total cost holding N
   * or more Energy for one spell played this turn (countered or not, UFAQ Jhin, Meticulous Killer).
   */
  | { readonly spentOnSpell: { readonly energy: number } }
  /**
   * "If there's an enemy (a friendly) unit alone at that battlefield" (CR 1.4 740.2.a): at the battlefield whose index
   * a variable holds (`moveToBase.fromAs`), some unit of that side has no other unit friendly to it. `if` only.
   */
  | { readonly unitAloneAt: string; readonly controller: "enemy" | "friendly" }
  | { readonly not: Condition }
  | { readonly and: readonly Condition[] };

/**
 * The base cost of a triggered ability, paid on finalisation (CR 1.4 383.3.b): `recycleSelf` "recycle me" (594),
 * `pay` "you may pay [Mind] to …" (Power, Energy, exhausting the source).
 */
export interface TriggerCost {
  readonly recycleSelf?: boolean;
  readonly pay?: MayCost;
}

/** Costs of activated abilities (577). */
export interface ActivatedCost {
  readonly energy?: number;
  /** Power of any domain, or of `powerDomain` when given ([Cha], 130.2). */
  readonly power?: number;
  readonly powerDomain?: Domain;
  readonly exhaust?: boolean;
  readonly spendBuff?: boolean;
  readonly recycleFromTrash?: number;
  /** Only cards of the trash matching this ("Recycle a unit from your trash", Assembly Rig). */
  readonly recycleFilter?: ObjFilter;
  /** "Kill this:" — the source is killed as the cost (604, 577). */
  readonly killSelf?: boolean;
  /** "Banish this:" — the source is banished as the cost (603, 577). */
  readonly banishSelf?: boolean;
  /** "Kill a friendly unit or gear" as a cost: one of your board objects matching the filter, named by `costCards`. */
  readonly kill?: ObjFilter;
  /** "Discard N:" — N cards of your hand, named by `costCards`, discarded as the cost (598.2.a, 577). */
  readonly discard?: number;
  /** Only hand cards matching this can pay `discard` ("Discard a spell", Mel, Defiant Soul). */
  readonly discardFilter?: ObjFilter;
  /** "Disempower me" as a cost (CR 1.4 442): the source must be Empowered (Master of Shadows). */
  readonly disempowerSelf?: boolean;
  /**
   * "This ability costs [3] less if …" / "[1] less for each rune you control" (560.4): Energy off `energy`, an Amount
   * seen from the source as the cost is determined, only while `when` holds; never below 0 (560.5).
   */
  readonly discount?: { readonly energy: Amount; readonly when?: Condition };
  /** "Spend N XP:" (CR 1.4 730.2): its controller must have N XP, spent as the cost is paid. */
  readonly spendXp?: number;
  /**
   * "Exhaust a unit you control:" (592.4, 577): a ready friendly unit matching it (not the source), named by
   * `costCards` unless only one can pay; instructions name it `{ costExhausted: true }`.
   */
  readonly exhaustUnit?: ObjFilter;
  /**
   * "This ability's Energy cost is reduced by the Might of the unit you choose" (560.4, Hextech Gauntlets): the
   * Energy is lowered by the Might of the object chosen for this target spec (to no less than 0) as the cost is
   * determined, after the targets are chosen (559.3 before 560).
   */
  readonly energyLessMightOf?: string;
}

/** Passive (static) abilities (567-570), applied through the layers (634-639). */
export type Passive =
  | { readonly kind: "might"; readonly amount: Amount; readonly when?: Condition }
  /**
   * "Any amount of your damage is enough to kill enemy units" (Unleashed FAQ "Lethal Damage Modification", 520,
   * 626.1.d): a unit matching `to` (default: enemy units) with any damage marked by my controller has lethal damage,
   * and my controller's combat damage assignment needs only 1 for lethal on it.
   */
  | { readonly kind: "anyDamageLethal"; readonly to?: ObjFilter }
  /**
   * "Once each turn, if you would play a token unit while …, you may play that token and an additional copy of it
   * instead" (571, 575; Unleashed FAQ on Zilean: the copy inherits the token's modifications, CR 1.4 375): its
   * controller is asked after each unit token they play by an instruction, while `when` holds; used once per turn.
   */
  | { readonly kind: "extraTokenCopy"; readonly when?: Condition }
  /**
   * "As you play this, name a tag" / "As you play me, choose Bird, Cat, Dog, or Poro" (CR 1.4 355.1, 763): its
   * controller names one as the card is played (before anyone may respond; a permanent on an empty chain resolves
   * after it, 538), among `options` or every tag / spell name of the game; remembered on the object (`named`).
   */
  | { readonly kind: "nameOnPlay"; readonly what: "tag" | "spell"; readonly options?: readonly string[] }
  /** "I gain that tag" / "I am a Mech": I have this tag, or the one named for me (`named: true`). 139.1 */
  | { readonly kind: "tag"; readonly tag?: string; readonly named?: true }
  /**
   * I have this keyword while `when` holds; with `amount`, its value is that number read now ("I have [Assault] equal
   * to the number of gear you control", 719.2: none at 0).
   */
  | { readonly kind: "keyword"; readonly keyword: string; readonly when?: Condition; readonly amount?: Amount }
  | {
      readonly kind: "othersMight";
      readonly amount: number;
      readonly filter: ObjFilter;
      readonly when?: Condition;
      /** "…, to a minimum of N Might" (a decrease stops at N). */
      readonly min?: number;
    }
  /** Board objects matching `to` have these keywords (713.3); `ifAbsent`: "if they didn't already" (no second instance). */
  | {
      readonly kind: "grant";
      readonly to: ObjFilter;
      readonly keywords: readonly string[];
      readonly ifAbsent?: boolean;
      readonly when?: Condition;
      /**
       * Cards off the board too (713.3, CR 1.4 819.3): `everywhere` — "Your Equipment everywhere have [Quick-Draw]"
       * (Jax, Unmatched errata): the board and the controller's cards in every other zone; `playedNotFromHand` —
       * "Friendly units played from anywhere other than a player's hand have [Accelerate]" (Rek'Sai, Breacher): only
       * the controller's cards off the board and out of hands (where they are played from; the chain included).
       * Off the board `to` reads the card's characteristics only (type, card type, tag); "your" is its owner's
       * (its controller's on the chain).
       */
      readonly zones?: "everywhere" | "playedNotFromHand";
    }
  /**
   * A restriction ("can't", "can only", 567): `opponent` players can't play cards matching `play` to a battlefield
   * (559.2: the location choice); spells and abilities (`spellsAndAbilities`) can't ready permanents matching `ready`
   * (593). Filters are seen from the source's controller. Active while `when` holds.
   */
  | {
      readonly kind: "cant";
      /** `any`: nobody (Vilemaw's Lair: units matching `move` can't move from here to base by any move, 608). */
      readonly who: "opponent" | "you" | "spellsAndAbilities" | "any";
      readonly action: /** `to: "here"` with `who: "any"`: "Units can't be played here" — nobody plays them to this battlefield (Rockfall Path). */
        | { readonly play: ObjFilter; readonly to?: "battlefield" | "here" }
        | { readonly ready: ObjFilter }
        /** "Opponents can't gain points" (Tianna Crownguard errata): no points, however gained (629, 632). */
        | { readonly gainPoints: true }
        /**
         * "Players can't score here" (567 on 630): no player scores the source's battlefield (no conquer, no hold, no
         * triggers, no points); `when` is read as the player who would score ("until their third turn").
         */
        | { readonly score: "here" }
        /** Without `from`: from anywhere ("Units can't move to base", Minotaur Reckoner). */
        | { readonly move: ObjFilter; readonly from?: "here"; readonly to: "base" };
      readonly when?: Condition;
    }
  /**
   * "Opponents must pay [A] for each unit beyond the first to move multiple units to my battlefield at the same
   * time" (Mageseeker Investigator): an additional cost of an opponent's standard move (140) of several units to the
   * source's battlefield, `power` Power of any domain per unit beyond the first.
   */
  | { readonly kind: "moveTax"; readonly power: number }
  /**
   * "Your Gold [Add] an additional [1]" (567 on 605): the [Add] instruction of an ability of a card named `name` that
   * this object's controller controls adds `energy` more Energy, while `when` holds (Chem-Baroness).
   */
  | { readonly kind: "addAdditional"; readonly name: string; readonly energy: number; readonly when?: Condition }
  /**
   * "You may play a gear with Energy cost no more than [7] from hand this turn, ignoring its Energy cost" (a permission
   * held by a player through `createEffect`, 567, 560.1.b): one card from the hand matching `cards` (`cardType`,
   * `maxEnergy`) may be played with its Energy cost ignored (its Power still paid), chosen with `optional:
   * ["ignoreEnergy"]`; used up by that play.
   */
  | { readonly kind: "playIgnoringEnergy"; readonly cards: ObjFilter }
  /** A rule changed for this object: `maxBuffs` "any" = "I can have any number of buffs" (702.3). */
  | { readonly kind: "rule"; readonly key: "maxBuffs"; readonly scope: { readonly self: true }; readonly value: "any" }
  /**
   * "I can be [Empowered] up to three times" (CR 1.4 441.1.c.1): this object may be Empowered while already Empowered,
   * up to `value` times; its [Empower] ability is usable until then (827.1.c.1 relaxed).
   */
  | { readonly kind: "rule"; readonly key: "maxEmpower"; readonly value: number }
  /**
   * "I enter ready" (139.4.a); `when`: only while the condition holds as I enter; `others`: other friendly units
   * (printed), or, held by a player through `createEffect`, "units you play this turn enter ready" (Confront).
   */
  | {
      readonly kind: "enterReady";
      readonly others?: boolean;
      readonly when?: Condition;
      /** With `others`: only those matching it, gear included ("Your tokens enter ready", Renata Glasc, Industrialist). */
      readonly filter?: ObjFilter;
    }
  /** "I enter ready / This enters exhausted" (563.1.c-d), while the condition holds as it enters. */
  | { readonly kind: "enters"; readonly state: "ready" | "exhausted"; readonly when?: Condition }
  /** "Buffs give an additional +N Might to friendly units" (703), held by a player through `createEffect`. */
  | { readonly kind: "buffBonus"; readonly amount: number }
  /**
   * A cost change (560.1, 560.4) of an action its controller takes; `hide` (723.1.b.1): `ignore` hides for nothing
   * (Guerilla Warfare), `alternative` lets the player pay that instead of the Power (Swift Scout).
   */
  | {
      readonly kind: "cost";
      readonly applies: { readonly action: "hide" };
      readonly mod: { readonly ignore: "all" } | { readonly alternative: { readonly energy: number } };
      readonly when?: Condition;
    }
  /**
   * A permission to play a unit to a battlefield it could not otherwise be played to (559.2): "You may play me to an
   * open battlefield" (`open`), "… to an occupied enemy battlefield" (`occupiedEnemy`: an opponent controls it and a
   * unit is there, CR 1.4 170.11.a). With `others`, "friendly units may be played to …": every unit its controller
   * plays, while this is on the board.
   */
  /** `enemyAlone`: "… to an occupied battlefield if an enemy unit is alone there" (CR 1.4 740.2.a; Arachnoid Horror). */
  | { readonly kind: "playTo"; readonly to: "open" | "occupiedEnemy" | "enemyAlone"; readonly others?: boolean }
  /**
   * "You may play me to its battlefield (even if you don't have other units there)": the battlefield of a unit killed
   * to pay my additional cost (560.2.a) stays a legal destination once the cost is paid (562.3) and as I resolve.
   */
  | { readonly kind: "playTo"; readonly to: "killedForCost" }
  /**
   * "I can be played to a battlefield you're attacking" (559.2 widened): the battlefield of the combat in progress
   * where its controller is the attacker (CR 1.4 170.11.a). Rengar, Pouncing (SFD-025).
   */
  | { readonly kind: "playTo"; readonly to: "attacking" }
  /**
   * "Play me only to a battlefield you conquered this turn. (You can't play me anywhere else.)" (567 restriction on
   * 559.2): no base and no other battlefield, by any play (an effect's too); the usual permissions still apply.
   * `conqueredThisTurn`: a battlefield its controller scored by Conquer this turn (CR 1.4 469.1). Perched Grimwyrm
   * (SFD-015).
   */
  | { readonly kind: "playOnlyTo"; readonly where: "conqueredThisTurn" }
  /**
   * "Any player may pay [A][A] as an additional cost to play a Dragon. If they do, they play it to this battlefield"
   * (CR 1.4 356.2, 560.2.b; a battlefield's rule for every player whoever controls it, 181): a unit matching `cards`
   * played by anyone may pay `anyPower` Power of any domain more, named `optional: ["battlefieldCost"]` with `to` this
   * battlefield; paying it makes this battlefield the destination (559.2 replaced). Dragon Roost (VEN-157).
   */
  | { readonly kind: "battlefieldCost"; readonly cards: ObjFilter; readonly anyPower: number }
  /**
   * "Skip your Draw Phase" (CR 1.4 443: a replacement of a procedure of the turn with nothing, 443.2.a): its
   * controller's Draw Phase (315.4) does not happen — no draw; the Rune Pools still empty as the Main Phase starts
   * (316.3). Endless Riches (VEN-022).
   */
  | { readonly kind: "skip"; readonly what: "drawPhase" }
  /**
   * "You may play cards from your trash" (a permission widening 554, 567): its controller may play the cards they own
   * in their trash, paying their costs (a [Flow] card is played for its Flow cost, CR 1.4 829.1.c.1). Endless Riches.
   */
  | { readonly kind: "playFromTrash" }
  /**
   * "If a card would go to your trash from anywhere other than your Main Deck, banish it instead" (CR 1.4 438, 367: a
   * replacement of the destination): a card its controller owns goes to their banishment instead (burning from the
   * Main Deck still trashes, 440). Endless Riches.
   */
  | { readonly kind: "banishInsteadOfTrash" }
  /**
   * Effect Text of an attached card (`attached: true`): "As this is attached to a unit, copy that unit's text to this
   * Equipment's effect text for as long as this is attached to it" (CR 1.4 434.1.c, 718.3): while attached, its unit
   * has one more instance of each ability and keyword printed on its card (its copyable text, SFAQ Svellsongur: not
   * what it gained elsewhere, nor other Equipment's Effect Text). Svellsongur (SFD-059).
   */
  | { readonly kind: "copyUnitText" }
  /**
   * Effect Text of an attached card (`attached: true`): "As this is attached to a unit, choose another friendly unit.
   * The equipped unit becomes a copy of that unit for as long as this is attached to it" (CR 1.4 477.1.b, 434): the
   * choice is made as it is attached (not a trigger); the copy ends the moment it is detached or either leaves the
   * board (435). Shady Spectacles (VEN-137).
   */
  | { readonly kind: "copyChosenWhileAttached" }
  /**
   * "I can Ambush to a battlefield where there are enemy units, even if you don't have units there" (CR 1.4 822.1.b
   * widened by the card, Rengar, Trophy Hunter errata): my [Ambush] also allows battlefields with enemy units.
   */
  | { readonly kind: "ambushTo"; readonly where: "enemyUnits" }
  /**
   * An additional cost (560.2): mandatory ("As an additional cost to play me, kill a friendly unit", 560.2.a: Cruel
   * Patron; still paid when an effect plays the card ignoring its cost, 560.1.c), or with `optional: true` "As you
   * play this, you may [cost] as an additional cost" (560.2.b), chosen with `optional: [cost]` (the cards
   * named by `costCards`). The cost: `spendBuff` (a buffed friendly unit's buff, 702.2.b), `killFriendly` (friendly
   * units, 604), `discard` (1 card of your hand, 598), `exhaust` (a ready friendly unit, 592.4), `power` (`power.n`
   * Power of `power.domain`, 130.2). What paying does: with `discount`, "if you do, reduce my cost by …" (560.4);
   * with `ignoreCost`, "if you do, ignore this card's cost" (560.1.a: base Energy and Power become 0); with
   * `anyNumber`, paid any number of times, each time reducing the cost by `discountEach` (560.4). "If you do" in the
   * card's instructions reads it with the condition `paidOptional` (560.4.d.1).
   */
  | {
      readonly kind: "additionalCost";
      readonly optional?: true;
      /** `energy`: "You may pay [N] as an additional cost" (the `energy` field, Gust Monk). */
      readonly cost:
        | "spendBuff"
        | "killFriendly"
        | "discard"
        | "exhaust"
        | "power"
        | "repeat"
        | "energy"
        | "xp"
        /** Mandatory "return a friendly gear to its owner's hand" (609.2): one board object of yours matching `filter`. */
        | "returnToHand";
      readonly power?: { readonly n: number; readonly domain: PowerDomain };
      /**
       * `repeat` (CR 1.4 820): the Repeat cost — Energy and Power of any domain ([A]) besides `power`; `power` (560.2.b):
       * the Energy of "you may pay [1][Fury] as an additional cost" (Blast Corps Cadet), or all of it ("[1]", Sea Monkey).
       */
      readonly energy?: number;
      readonly anyPower?: number;
      readonly discount?: { readonly energy: number };
      readonly ignoreCost?: boolean;
      readonly anyNumber?: boolean;
      readonly discountEach?: { readonly power: number; readonly domain: Domain };
      /**
       * `killFriendly`: "I cost [1] less for each Energy it costs and [domain] less for each Power it costs" — the killed
       * unit's printed Energy off the Energy, one pip of `domain` off per its printed Power (560.4-560.5; Atakhan).
       */
      readonly discountByKilledCost?: { readonly domain: Domain };
      /** [Repeat] — Discard 1 (CR 1.4 820.1.c): the Repeat cost is discarding this many cards (`costCards`). */
      readonly discard?: number;
      /**
       * `killFriendly`: which friendly objects the kill accepts. Mandatory: only friendly units matching it ("kill a
       * friendly [Mighty] unit", Sacrifice). Optional: what may be killed instead of a friendly unit ("you may kill a
       * friendly gear as an additional cost", Zaun Punk): one of your board objects matching it (seen from you), named
       * by `costCards`.
       */
      readonly filter?: ObjFilter;
      /** `xp`: "You may spend N XP as an additional cost to play me" (CR 1.4 730.2), chosen with `optional: [xp]`. */
      readonly xp?: number;
      /**
       * Optional costs: offered only while this holds as the card is played ("If you've played a spell this turn, you
       * may pay [Chaos] as an additional cost", Crescent Guardian; "If you've spent [4] …, you may play me for [Mind]").
       */
      readonly when?: Condition;
      /** "If you do, I enter ready" (a permanent; like a paid Accelerate, 717.1.b). */
      readonly enterReady?: true;
    }
  /**
   * Bonus Damage (CR 1.4 417.4): each instance of damage dealt by spells and abilities is increased by `amount`;
   * `by`: whose spells and abilities ("your", the default, or `any` player's); `to`: only damage to objects matching
   * the filter (seen from the source: "affecting units here", Void Gate).
   */
  | { readonly kind: "bonusDamage"; readonly amount: number; readonly by?: "you" | "any"; readonly to?: ObjFilter }
  /**
   * "Your Equipment each give [keyword]" (CR 1.4 434.1.c, 713.3): each Equipment its controller controls that is
   * attached gives its unit one instance of the keyword (valued ones add up, 719.2). Purifier (SFD-183).
   */
  | { readonly kind: "equipmentGives"; readonly keyword: string }
  /**
   * "Each Equipment attached to me gives double its base Might bonus" (CR 1.4 137.3): the printed Might Bonus of each
   * card attached to me counts `times` times (several instances multiply). Gearhead (SFD-068).
   */
  | { readonly kind: "attachedMightBonus"; readonly times: number }
  /**
   * "My hold effects are also conquer effects, and vice versa" (CR 1.4 383.4): the triggered abilities of the unit
   * holding it (Effect Text with `attached: true`: the equipped unit; its attached cards' Effect Text included) that
   * trigger on a `held` event also trigger on a `conquered` one, and the other way round. Skyfall of Areion (SFD-030).
   */
  | { readonly kind: "conquerHoldAlike" }
  /**
   * "If you would reveal cards from a deck, look at the top card first. You may recycle it. Then reveal those cards"
   * (CR 1.4 367-370, a replacement of its controller's reveals from the top of their Main Deck or Rune Deck): the top
   * card is looked at privately and may be recycled (594) before the reveal. Void Hatchling (SFD-018).
   */
  | { readonly kind: "lookBeforeReveal" }
  /**
   * "If a spell or ability that chooses me would stun me, give me -Might, or return me to hand, give me +N Might this
   * turn instead" (CR 1.4 367-370, a replacement read as the instruction resolves): while `when` holds, each listed
   * instruction of the resolving spell or ability that chooses me (559.3: one of its choices is this object) does not
   * happen to me; I get +`might` this turn instead. Gangplank, Naval (VEN-086).
   */
  | {
      readonly kind: "replaceWhenChosen";
      readonly events: readonly ("stun" | "mightDown" | "returnToHand")[];
      readonly might: number;
      readonly when?: Condition;
    }
  /**
   * "As I'm revealed from your deck, [Add] N" (CR 1.4 369.1, 370.1.b.1: the reveal is replaced by the reveal plus the
   * add): each time a verb reveals this card from the top of its owner's Main Deck, N Energy is added to the owner's
   * rune pool (605). Undertitan (SFD-175).
   */
  | { readonly kind: "asRevealedFromDeck"; readonly add: { readonly energy: number } }
  /** "The next time a friendly unit would die, kill this instead. Recall that unit exhausted." (573.1, 575) */
  | { readonly kind: "replaceFriendlyDeathKillSelf" }
  /**
   * A printed, mandatory death replacement (CR 1.4 367-370): if a unit matching `of` (seen from the source; for an
   * Equipment's Effect Text, the unit it is attached to: "I", CR 1.4 136.2) would die, instead it is healed, exhausted
   * and recalled (`healExhaustRecall`, 616); with `killSelf`, the card holding the ability is killed first ("kill
   * Guardian Angel instead"). `when` narrows it (568.3). Guardian Angel (SFD-051), Soraka, Wanderer (SFD-173).
   */
  | {
      readonly kind: "replaceDeath";
      readonly of: ObjFilter;
      readonly with: "healExhaustRecall";
      readonly killSelf?: boolean;
      readonly when?: Condition;
    }
  /** "I have all [exhaust] abilities of all friendly legends, units, and gear." (Heimerdinger) */
  | { readonly kind: "borrowExhaustAbilities" }
  /**
   * A rule changed for its controller's abilities: `triggerRepeat` — triggered abilities of the `keyword` (of cards
   * they control) trigger `value` additional times (Karthus, Eternal: "Your [Deathknell] effects trigger an
   * additional time", 583).
   */
  | { readonly kind: "rule"; readonly key: "triggerRepeat"; readonly keyword: string; readonly value: number }
  /**
   * "Your conquer (hold) effects for conquering (holding) here trigger an additional time" (583; Red Brambleback, Blue
   * Sentinel): triggered abilities its controller controls that trigger on a `conquered` (`held`) event at the
   * source's battlefield — Hunt included (CR 1.4 823) — trigger `value` additional times.
   */
  | {
      readonly kind: "rule";
      readonly key: "scoreTriggerRepeat";
      readonly event: "conquered" | "held";
      readonly value: number;
    }
  /**
   * "Your [Temporary] effects at my battlefield don't trigger" (LeBlanc, Everywhere at Once; 728, CR 1.4 722): the
   * controller's permanents at the source's battlefield are not killed by their [Temporary] (a base is no battlefield).
   */
  | { readonly kind: "rule"; readonly key: "noTemporaryHere" }
  /**
   * "<Players> can't reveal facedown cards here": their facedown cards at this object's battlefield can't be played
   * (revealed, 723.1) there.
   */
  | {
      readonly kind: "cant";
      readonly who: "opponent" | "you";
      readonly action: { readonly playFromFacedown: ObjFilter; readonly at: "here" };
      readonly when?: Condition;
    }
  /** "I must be assigned combat damage last." (626.1.d) */
  | { readonly kind: "assignedDamageLast" }
  /** A battlefield's "Units can move here from anywhere" (140.4.c.1 widened): a standard move from another battlefield needs no [Ganking]. */
  | { readonly kind: "moveHereFromAnywhere" }
  /**
   * "As you play me, add the [token] battlefield token to the board if it's not there already. If you do, I enter
   * there." (CR 1.4 369.3, 187.9; Baron Nashor): while no battlefield with code `token` is on the board, playing the
   * unit adds that token as it is played, and it enters there whatever location was named (a replacement of where it
   * enters); otherwise it is played as usual.
   */
  | { readonly kind: "playAddsBattlefield"; readonly token: string }
  /** Created about units: "they can't move it this turn" — its controller can't move it, by standard move or effect (567). */
  | { readonly kind: "cantBeMovedByController" }
  | Replacement
  /**
   * A cost modification (vocabulary-plan §1.5 `CostModPassive`, 560.4): `discount` Energy off the cost of the card
   * itself (`applies: { self: true }`, 570.2: works from where it is played) or of the cards its controller plays
   * that match `cards` (a board source; with `enemy`, the cards its controller's opponents play instead: "enemy
   * spells cost [1][A] more", Vex, Cheerless); with `min`, not below that (560.4.b); only while `when` holds.
   */
  | {
      readonly kind: "cost";
      readonly mod: CostMod;
      /**
       * `self`: this card's own cost; with `choosing`, only when the play chooses an object matching it ("This costs
       * [2] less if you choose a Bird, Cat, Dog, or Poro", CR 1.4 355.5 then 356.4; Undying Loyalty).
       */
      readonly applies: { readonly self: true; readonly choosing?: ObjFilter } | CostApplies;
      readonly when?: Condition;
    }
  /** A change to a game rule (vocabulary-plan §1.8 `rule`): `victoryScore` adds `value` points needed to win (632.1). */
  | { readonly kind: "rule"; readonly key: "victoryScore"; readonly value: number }
  /**
   * "You may hide an additional card here" (a battlefield's own rule, CR 1.4 107.3.b.1): its Facedown Zone holds
   * `value` more cards (Bandle Tree).
   */
  | { readonly kind: "rule"; readonly key: "hideLimit"; readonly value: number }
  /**
   * "Players only channel N rune(s) at the start of their Channel Phase" (515.4.a changed), while `when` holds for
   * the source (Sandstone Chimera: "while I'm at a battlefield"); the lowest such N applies.
   */
  | { readonly kind: "rule"; readonly key: "channelPhaseRunes"; readonly value: number; readonly when?: Condition }
  /**
   * "As you look at or reveal me from the top of your deck, you may banish me. If you do, you may play me for
   * [cost]" (Nocturne, Horrifying, errata; OFAQ-37: not a trigger). Works from the Main Deck: every instruction that
   * looks at or reveals cards on top of its owner's Main Deck offers it as the card is seen; a banished card is no
   * longer among the cards seen, and its play (paying `playFor`) is finished after that instruction's resolution
   * (OFAQ-38/39: a pending item; unpayable, it stays banished).
   */
  | { readonly kind: "asSeenFromDeck"; readonly playFor: MayCost }
  /**
   * [Flow] cost (CR 1.4 829): "You may play this from your trash for its Flow cost. Then banish it." The cost is an
   * alternative cost replacing the base cost (829.1.c.1): `energy` and one Power pip per `power` entry (a domain, or
   * `any` for [rainbow]). Timing and other permissions are unchanged (829.1.b.2); a spell played this way is
   * banished instead of leaving the chain any other way (829.1.b.1).
   */
  | {
      readonly kind: "flow";
      readonly energy: number;
      readonly power?: readonly (Domain | "any")[];
      /**
       * `false`: not [Flow] but the printed permission "You may play me from your trash for [cost]" (595, 560.1: the
       * same alternative cost from the trash, without the banishment; Undying Legion).
       */
      readonly banish?: false;
      /** Only while this holds as it is played ("[Legion][>] You may play me from your trash …", 724). */
      readonly when?: Condition;
      /**
       * "[Flow] equal to its cost": the card's own printed Energy and Power (`energy` and `power` are then ignored);
       * given to a card in a trash by `createEffect` with `about` (Kennen, Storm of Shuriken).
       */
      readonly ownCost?: boolean;
    }
  /**
   * "This can't be countered" (601): counter instructions leave this spell on the chain. With `of: "yours"`, on a
   * board object: "Your spells and abilities can't be countered" — its controller's, while `when` holds (Mel).
   */
  | { readonly kind: "uncounterable"; readonly of?: "yours"; readonly when?: Condition }
  /**
   * "If a spell or ability you control would give -[Might] to a unit it chooses, it gives an additional -N [Might]"
   * (CR 1.4 367 replacement of the Might change, 139.2): while `when` holds for the source (Mel, Newly Awakened).
   */
  | { readonly kind: "mightLossBonus"; readonly amount: number; readonly when?: Condition }
  /**
   * [Deflect] ignored (721.1.c): on a spell, "Ignore [Deflect] while paying this spell's cost" (Decree of Insight); on a
   * battlefield, "Players ignore [Deflect] while paying for spells and abilities choosing something here" (Heisho).
   */
  | { readonly kind: "ignoreDeflect" }
  /**
   * "Friendly [Repeat] costs cost [N] less" (CR 1.4 820.1.c, 356.4): the Energy of that optional additional cost of its
   * controller's cards is reduced by `energy` (not below 0) when they pay it (Marai Spire, while you control it, 181).
   */
  | {
      readonly kind: "additionalCostDiscount";
      /** `repeat`: the [Repeat] cost only; `optional`: every optional additional cost paid (Ezreal, Prodigy). */
      readonly cost: "repeat" | "optional";
      readonly energy: number;
      /** With `either`: "[1] or [A] less" — one Power pip of the component instead, while it has one (356.4.c). */
      readonly anyPower?: number;
      readonly either?: true;
    }
  /**
   * "I can't be played [on your first, second, or third turns]" (567): a restriction on playing this card, from
   * wherever it is played, while `when` holds for its owner (Ol' Poro, VEN-029).
   */
  | { readonly kind: "cantBePlayed"; readonly when: Condition }
  /**
   * "If a player would score 1 point from conquering or holding during their first or second turn, they draw 1
   * instead" (CR 1.4 367-370 replacement of a point gained by scoring, 630): `when` is read for the scoring player
   * (its `controller`); the battlefield is still scored, only the point is replaced (Otterpus, VEN-053).
   */
  | { readonly kind: "scorePointInstead"; readonly when: Condition; readonly draw: number }
  /**
   * A change to the cost of activated abilities (577, CR 1.4 356.4): `abilities` `empower` ([Empower] costs only,
   * CR 1.4 827) or `any`, of sources matching `of` (seen from the player activating, "here" the passive's location);
   * for the passive's controller, or with `anyone` for every player (a battlefield's rule, controlled or not); only
   * while `when` holds for the player activating ("the first … each turn": no such `abilityActivated` event yet this
   * turn, Piltovan Forge). The discount is `energy`, or with `either` one Power pip instead while the cost has one
   * ("[1] or [A] less", Risen Altar).
   */
  | {
      readonly kind: "abilityCostDiscount";
      readonly abilities: "empower" | "any";
      readonly of: ObjFilter;
      readonly energy: number;
      readonly anyPower?: number;
      readonly either?: true;
      readonly anyone?: true;
      readonly when?: Condition;
    }
  /**
   * A granted [Repeat] (CR 1.4 820.1.c.2, 820.3: one more Repeat instance, paid separately; rules/costs.ts
   * `repeatInstances`). Printed on a board object: "your spells have [Repeat] [2][Chaos]" while `when` holds (Syndra,
   * Transcendent); created about the next spell ("give the next spell you play this turn [Repeat] equal to its cost",
   * `createEffect` with `next`): that spell. `baseCost`: the spell's printed Energy and Power (SFAQ Temporal Portal:
   * "anything that asks for a card's cost finds its printed cost").
   */
  | {
      readonly kind: "grantRepeat";
      readonly cost:
        | "baseCost"
        | { readonly energy?: number; readonly power?: { readonly n: number; readonly domain: PowerDomain } };
      readonly when?: Condition;
    }
  /**
   * "I don't deal combat damage" (567, 626), while `when` holds ("… unless …" is `when: { not: … }`); with `to`, the
   * other units matching it, seen from the source, don't ("Enemy units here with less Might than me …", Vilemaw).
   */
  | { readonly kind: "noCombatDamage"; readonly when?: Condition; readonly to?: ObjFilter }
  /**
   * "You ignore [Tank] while assigning combat damage here" (626.1.d, 727): the controller's combat damage assigned at
   * the source's battlefield treats the receiving units as having no Tank.
   */
  | { readonly kind: "ignoreTankHere" }
  /**
   * "I can't be chosen by enemy spells and abilities [unless …]" (567), while `when` holds: enemy spells and abilities
   * never offer me as a choice (the printed form of the `cantBeChosen` instruction).
   */
  | {
      readonly kind: "cantBeChosen";
      readonly by: "enemy";
      readonly when?: Condition;
      /** Other units matching it (seen from the source) instead of me ("Your units here with less Might …", Alpha Wildclaw). */
      readonly to?: ObjFilter;
    };

/**
 * Kinds of game events in the event record (rules/events.ts): one per game action (586-607, 608-619), combat
 * (620-628), scoring (629-633) and the turn's phases (515-517). Triggers (`on`) and history queries name them.
 */
export type EventKind =
  | "played"
  /** A unit's Might changed from less than 5 to 5 or more (CR 1.4 709): it became Mighty. */
  | "becameMighty"
  /** A unit's Might changed since the last cleanup (data `before`, `after`): "when my Might becomes 10 or more". */
  | "mightChanged"
  /**
   * A unit won a combat (CR 1.4 466.3.a, c): its controller had the attacker or defender designation and is the only
   * player with units left at the battlefield in the Resolution Step; one event per such unit, one batch per combat.
   */
  | "wonCombat"
  /**
   * A card was attached to a unit (CR 1.4 434), by the player whose spell or ability did it: the subject is the unit;
   * data `card` (the attached card's id), `equipment` ("when you attach an Equipment to me").
   */
  | "attached"
  /** A board object became Empowered (CR 1.4 441.2.a, 827.2.a): "When I become [Empowered]". */
  | "empowered"
  /** Cards were burned (CR 1.4 440): one event per Burn instruction, `n` the number of cards. */
  | "burned"
  /** A card was banished (603) by an effect or a Flow play (CR 1.4 829.1.b); `player` banished it. */
  | "banished"
  /** A combat ended (628): one event per unit that was in it and is still on the board ("a combat that I was in"). */
  | "combatEnded"
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
  | "readied"
  | "drew"
  | "discarded"
  /** Cards recycled to a player's Main Deck (594), one event per recycle action and owner ("one or more"). */
  | "recycled"
  /**
   * A rune recycled to its owner's Rune Deck (594.5.a; paying Power, 157.2, or an effect): one event per rune ("when
   * you recycle a rune", Battle Mistress, SFD-203). Recorded only when a card of the match listens.
   */
  | "runeRecycled"
  | "channeled"
  | "tokenCreated"
  | "beginningPhase"
  /** The start of a player's Main Phase (CR 1.4 316.4), after Rune Pools empty; recorded only when a card listens. */
  | "mainPhase"
  | "endOfTurn"
  /** Any change from a board zone to a non-board zone (106, 109): killed, returned to hand, banished, recycled … */
  | "leftBoard"
  /** A player chose an object as a target of a spell as they played it (559.3; data `via: "spell"`, `bf`). */
  | "chosen"
  /**
   * A player chose an object as a target of an ability as it went on the chain (559.3; data `via: "ability"`, `bf`):
   * "when you choose me" is `on: ["chosen", "chosenByAbility"]`. Recorded only when a card listens for it.
   */
  | "chosenByAbility"
  /**
   * A player used (activated) an activated ability of an object (576; resource abilities too, 605.2): the subject is
   * the source; data `ability`. "When you use an activated ability of a gear". Recorded only when a card listens.
   */
  | "abilityActivated"
  /** A buff was spent (702.2.b; subject: the unit, controller's event): "When you spend a buff". Recorded when listened. */
  | "buffSpent"
  /** A player hid a card (597, 723; no subject: the card is private; data `bf`): "When you hide a card". When listened. */
  | "hid"
  /** A player gained XP (CR 1.4 730.1; data `n`): "If you've gained XP this turn". Recorded when a card listens. */
  | "xpGained"
  /** A showdown began at a battlefield (545; a combat's too, 548.1; data `bf`): "When a showdown begins here". */
  | "showdownStarted";

/**
 * Which events a trigger listens to (582.1), seen from the ability's controller and source. All fields narrow.
 * - `player`: who performed the action ("you play", "an opponent moves");
 * - `self`: the event happened to this object ("when I …", looking back at it when it left the board, 720.1.d);
 * - `subject`: the object it happened to (a friendly unit, an enemy unit, a spell, another object, a tag);
 * - `here`: the event's battlefield is the source's (a battlefield's "here", 053.3); `false`: a battlefield
 *   other than the source's ("to a battlefield other than mine": any battlefield when the source is not at one);
 * - `from`: a move left the source's location;
 * - `data`: event details, e.g. `{ alone: true }` for attacking or defending alone, `{ toBattlefield: true }`.
 */
export interface EventFilter {
  /** `friendly`: you or an ally ("when you or an ally hold", 648.8.d). */
  readonly player?: "you" | "opponent" | "friendly";
  readonly self?: boolean;
  readonly subject?: {
    /** `permanent`: a unit or a gear (106). */
    readonly type?: "unit" | "gear" | "spell" | "permanent";
    readonly controller?: "friendly" | "enemy";
    readonly tag?: string;
    /** Its name (139.1): "your Sand Soldiers" (a token's name). */
    readonly name?: string;
    readonly other?: boolean;
    /** States it was in (a died event: as it was, 584.2; otherwise read on the object while it is the same one). */
    readonly state?: readonly ObjState[];
    /** Must not match ("another non-Recruit unit"). */
    readonly not?: { readonly tag?: string };
    /** `false`: a non-token ("non-token gear", Ornn's Forge); `true`: a token (170). */
    readonly token?: boolean;
    /** Whose card it is ("a card you own", 107.1). */
    readonly owner?: "you" | "notYou";
    /**
     * Its Energy cost compared ("a spell that costs [5] or more", 556.1): the cost recorded with the event (a
     * `played` event's `energy`), else its printed cost.
     */
    readonly energy?: Cmp;
    /** Its printed Power cost compared ("a card with Power cost [A][A] or more", 130.2), whatever its domains. */
    readonly power?: Cmp;
  };
  /** What dealt the damage of a `damaged` event: a spell's or ability's instruction, combat, or a unit told to. */
  readonly via?: readonly DamageVia[];
  /**
   * What chose the object of a `chosen` / `chosenByAbility` event (559.3): a `spell`, or the ability of a `unit`,
   * `gear`, `legend` or `battlefield` ("with spells or unit abilities", Prodigal Explorer).
   */
  readonly chosenBy?: readonly ("spell" | "unit" | "gear" | "legend" | "battlefield")[];
  readonly here?: boolean;
  /** The event's battlefield is controlled by the ability's controller ("attacks a battlefield you control"). */
  readonly at?: "controlledByYou";
  /** "When you kill …": the ability's controller killed it (a `died` event's `killedBy`, 604.1.a). */
  readonly killedBy?: "you";
  /**
   * `here`: a move started at the source's location ("moves from here", "from my location", 608): the moved
   * event's origin is the source's battlefield, or its controller's base for a source in a base.
   */
  readonly from?: "here";
  readonly data?: Readonly<Record<string, string | number | boolean>>;
  /** Who caused it (the event's `by`, CR 1.4 411): "when you kill a unit" = a died event caused by you. */
  readonly by?: "you" | "opponent";
  /**
   * `attachedSelf`: an `attached` event (CR 1.4 434) of the source card to the unit it is attached to now — "if this
   * was attached to me this turn" (Brutalizer, SFD-042), read by a `happened` condition of its Effect Text.
   */
  readonly attachedSelf?: boolean;
}

/** Who deals damage (OFAQ-77): a spell, an ability, combat damage (626), or units instructed to deal it (Challenge). */
export type DamageVia = "spell" | "ability" | "combat" | "unit";

/**
 * A replacement effect (571-575, vocabulary-plan §1.8): when an event of kind `event` meeting `filter` would
 * happen, `with` happens instead, or nothing (`prevent`). `optional` ones ask their controller, who pays `cost`
 * (The Boss: "you may pay … to … instead"). Printed as a passive, or created for a duration by `createEffect`.
 */
export interface Replacement {
  readonly kind: "replace";
  /**
   * `recalled` with `filter.data.cause: "combatTie"` is the recall of a tied combat's attackers (627.2);
   * `with.recallAllThere` recalls every unit at that battlefield instead (Symbol of the Solari, Origins FAQ errata).
   */
  readonly event: "died" | "damaged" | "recalled";
  readonly filter?: EventFilter;
  readonly optional?: boolean;
  readonly prompt?: string;
  readonly cost?: MayCost;
  /**
   * Who decides an optional one and pays its cost: the source's controller (default), or `objectController` — the
   * controller of the object the event would happen to ("its controller may pay …", Altar of Blood).
   */
  readonly decider?: "objectController";
  /**
   * Instructions done instead; `{ event: "object" }` is the object the event would have happened to. `"double"`: a
   * `damaged` replacement dealing twice the damage instead ("double all damage that would be dealt to it", 571).
   */
  readonly with: readonly Effect[] | "prevent" | "double" | { readonly recallAllThere: true };
  /** Only while this holds (568.3), seen from the replacement's source ("if I have moved twice this turn"). */
  readonly when?: Condition;
}

/**
 * A triggered ability written as an event listener (582-583): `on` the event kinds, matching `filter`, and with
 * `limit` only the Nth matching event of the turn ("the first time … each turn", "the third time", 583).
 * `zone` names where the ability works when that is not the board (Deathknell-like "when I die": the trash).
 */
export interface EventTrigger {
  readonly on: EventKind | readonly EventKind[];
  readonly filter?: EventFilter;
  /**
   * `of: "triggers"`: counts the times this ability triggered this turn (its `if` included) rather than the matching
   * events — "Once each turn, when … while I'm at a battlefield" (583; Pyke, Returned).
   */
  readonly limit?: { readonly nth: number; readonly per: "turn"; readonly of?: "triggers" };
  /** Intervening "if" right after the trigger condition: checked when the event happens (CR 1.4 383.2.a.1). */
  readonly if?: Condition;
  /** "One or more …": once per batch of simultaneous events (one action's events), not once per record (vocabulary-plan §1.7). */
  readonly batch?: boolean;
  /** `any`: the ability looks back at its own object wherever it went ("when this leaves the board"). */
  readonly zone?: "board" | "trash" | "hand" | "legend" | "battlefield" | "any";
}

/** A triggered ability created by an instruction (plain data: no targets chosen, no custom code). */
export interface CreatedTrigger extends EventTrigger {
  readonly effects: readonly Effect[];
  /** Only events performed by the player kept under this key (`keepVars`): "when they hold" (Ashe, Focused). */
  readonly byKeptPlayer?: string;
}

/** One ability of a card script (565). */
export type Ability =
  | {
      readonly kind: "spell";
      readonly targets?: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      /**
       * "Choose one —" chosen as the spell is played (CR 1.4 355.3): the play action names a mode (`mode`, its
       * index); that mode's `targets` are chosen with it and its `effects` run on resolution (the spell's own
       * `targets` and `effects` are then empty). The mode is fixed on the chain. Sanction (VEN-035).
       */
      readonly modes?: readonly SpellMode[];
      /**
       * "Choose one you haven't already chosen —" (Curtain Call): with [Repeat] paid, every execution names a different
       * mode (`repeatModes` of the play, CR 1.4 820.2.a).
       */
      readonly distinctModes?: true;
    }
  | ({
      readonly kind: "triggered";
      readonly targets?: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      /**
       * Effect Text of an Equipment (CR 1.4 136.2, 434.1.c, 718.3): inactive unless this card is attached; while
       * attached the ability is the top-most unit's ("I", "me" are that unit). Printed abilities without it are
       * inactive while attached (135.4).
       */
      readonly attached?: true;
      /** "At start of …" triggers evaluated from outside the board stay inactive unless listed here. */
      readonly zone?: "board" | "trash" | "hand" | "legend" | "battlefield" | "any";
      /**
       * A cost within instructions at the start of the effect ("Recycle me to …"): the trigger's base cost, which its
       * controller may pay when it is finalised; unpaid, it is not put on the chain (CR 1.4 383.3.b, 740.4.a.2).
       */
      readonly cost?: TriggerCost;
    } & (
      | EventTrigger
      /** Started only by a `reflexive` instruction of the same card ("then do this:"). */
      | { readonly reflexive: true; readonly on?: undefined }
    ))
  | {
      readonly kind: "activated";
      readonly cost: ActivatedCost;
      readonly targets?: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      readonly timing?: "action" | "reaction";
      /** 605.2: abilities that add resources resolve at once and cannot be reacted to. */
      readonly addsResources?: boolean;
      /**
       * A mode of a modal ability "Choose one you've not chosen this turn" (Udyr): each mode is its own activated
       * ability sharing the cost; a mode already chosen this turn by the same object cannot be activated again.
       */
      readonly mode?: string;
      /** "Use this ability only while I'm at a battlefield." */
      readonly onlyAtBattlefield?: boolean;
      /**
       * `[Equip] cost` (CR 1.4 818): this is the Equipment's Equip ability ("[cost]: Attach this to a unit you
       * control", 818.1.c.2). Weaponmaster reads its cost (821.1.c.2).
       */
      readonly equip?: true;
      /**
       * `[Empower] cost` (CR 1.4 827): "[cost]: Empower this. Use only if not Empowered." (827.1.c.1) — refused while
       * the source is Empowered. Its effects are `[{ op: "empower", what: { self: true } }]`.
       */
      readonly empower?: true;
      /** "[Empowered][>] cost: effect" (CR 1.4 828.1): usable only while the source is Empowered. */
      readonly whileEmpowered?: true;
      /** "Use only if …" (577): refused unless this condition holds, seen from the source and its controller. */
      readonly useOnlyIf?: Condition;
      /** "Use only once each turn" (577): this ability of this object, once per turn. */
      readonly oncePerTurn?: true;
      /**
       * Granted, not the card's own (CR 1.4 713.3-like, 567): a battlefield's "Units here have '[cost]: …'" — every
       * object matching this filter (seen from that object's controller, `at: "here"` = this battlefield) has the
       * ability while `grantWhen` holds; the battlefield card itself does not (Gardens of Becoming).
       */
      readonly grantedTo?: ObjFilter;
      readonly grantWhen?: Condition;
      /**
       * Not the card's own: an ability its instructions give ("give it '[A][A]: Ready me.'", CR 1.4 713.3-like), named
       * by `createEffect` `grantAbility` (its index in this card's abilities); "me" is the object given it.
       */
      readonly granted?: true;
    }
  /**
   * `attached`: Effect Text (CR 1.4 136.2) — a keyword of the top-most unit while this is attached (only `keyword`
   * passives so far: "[Assault 2]" on Serrated Dirk).
   */
  | { readonly kind: "passive"; readonly passive: Passive; readonly attached?: true };

/**
 * Tokens created by instructions (170-178; CR 1.4 187): Recruit, Sprite, and the Spiritforged ones — the 3 Might
 * Mech unit, the 2 Might Sand Soldier unit and the Gold gear (SFD-T03).
 */
export type TokenName =
  | "Recruit"
  | "Sprite"
  | "Mech"
  | "Sand Soldier"
  | "Gold"
  | "Shadow Clone"
  | "Bird"
  | "Tentacle"
  | "Reflection";

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
  /**
   * Official errata (issue 18): the card's current text where it differs from the printed `text` (kept verbatim
   * from the card data), and where it comes from. The abilities follow this text.
   */
  readonly errata?: { readonly text: string; readonly source: string };
}

/** Identity helper so card files get type checking without importing anything else. */
export function defineCard(script: CardScript): CardScript {
  return script;
}

/**
 * "Choose an opponent. They reveal their hand. Choose a card from it": the opponent (asked only with several,
 * 646-648) is saved as `them`, reveals their hand (600), and the ability's controller chooses one revealed card,
 * saved as `card` (empty when the hand was empty). The opening shared by Mindsplitter and Ashe, Focused; what
 * happens to `card` follows it in each card file.
 */
export function opponentRevealsHandChooseCard(): Effect[] {
  return [
    { op: "chooseOpponent", saveAs: "them" },
    { op: "actAs", seat: null, seatVar: "them" },
    { op: "reveal", what: { all: { at: "hand" } }, saveAs: "hand" },
    { op: "actAs", seat: null },
    { op: "chooseFromZone", filter: {}, among: "hand", count: 1, saveAs: "card" },
  ];
}
