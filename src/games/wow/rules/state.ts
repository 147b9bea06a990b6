/**
 * The WoW TCG match state: one plain JSON value holding only what changes (docs/wow.md). Printed card data stays
 * in the catalogue (cards are referenced by printing id, `code`); the seeded RNG lives here.
 */
import type { RngState, Seat } from "../../../engine/index.js";
import { objectAt } from "../../wow-family/rules/core.js";
import type { DamageType, InspireKind, Keyword, ThisTurnEvent } from "../cards/types.js";

/**
 * Where a card is (001 413.1, 413.9a: in play is split into resource, ally and hero zones). `gone`: a token that
 * ceased to exist (CR 7.4 404.2c), in no zone list.
 */
export type Zone = "deck" | "hand" | "graveyard" | "rfg" | "chain" | "resource" | "ally" | "hero" | "gone";

/** A card instance. `o12` is `objects[12]`. */
export interface WowObject {
  id: string;
  code: string;
  owner: Seat;
  controller: Seat;
  zone: Zone;
  /** 001 105.1 / CR 7.4 411. */
  exhausted: boolean;
  /** Damage counters (001 404.1). */
  damage: number;
  /** Face-down resource (001 410.1b): blank to everyone, its face known to its controller only. */
  faceDown: boolean;
  /** The turn number it entered its party (001 302.2, summoning sickness). */
  since: number;
  /** A hero that has flipped (001 301.2). */
  flipped: boolean;
  /**
   * An attachment in play: the id of its host (CR 7.4 400.5). Attachments are listed in their controller's hero
   * row list (`equipment`) but are not in the hero row; absent on every other object.
   */
  attachedTo?: string;
  /** Counters on it (CR 7.4 glossary "Counter"; rules/counters.ts): one kind per card, named by its text. */
  counters?: number;
}

/** One player's zones (001 413.2, 413.9a) and per-turn flags. */
export interface WowPlayer {
  hero: string;
  /** Top first. */
  deck: string[];
  hand: string[];
  graveyard: string[];
  rfg: string[];
  resources: string[];
  allies: string[];
  /** Equipment and non-attachment ongoing abilities (001 413.9a hero zone), hero excluded. */
  equipment: string[];
  /** A resource was placed this turn (001 410.1). */
  placed: boolean;
  /**
   * The side deck (CR 7.4 100.3) as printing ids: outside the game, the player's collection in a tournament (800.2a),
   * private to its owner (rules/collection.ts). Absent: no side deck.
   */
  side?: string[];
  /** Drew from an empty deck (001 102.1a): loses at the next pre-priority check. */
  decked: boolean;
  /** Its hero was destroyed by an instruction (Doomguard; 102.1a): loses at the next pre-priority check. */
  heroDestroyed?: boolean;
  /** The turn number in which this player last completed a quest (CR 7.4 702.2; rules/quest-events.ts). */
  questCompletedTurn?: number;
  /** The turn number in which this player last played an ability card (rules/abilities-played.ts). */
  abilityPlayedTurn?: number;
  /** Cards removed from the game by quests' rewards, by quest name (The Haunted Mills; rules/graveyard-removal.ts). */
  removedByQuest?: Record<string, number>;
  /**
   * "Turn your deck over" (Fortune Telling; CR 7.4 415.3d): the deck zone is turned over for the rest of the game, so
   * its cards are face up and public (rules/face-up-deck.ts). Absent: face down.
   */
  deckFaceUp?: boolean;
  lost: boolean;
  /** Turns this player will skip ("Skip your next turn", rules/resources-and-turns.ts); absent when none. */
  skipTurns?: number;
  /** The turn number of this player's most recent turn (302.2; absent in states saved before it was kept). */
  lastTurn?: number;
}

/** A link of the chain (001 407, 409.3). `targets` are object ids or `p0`/`p1` for players. */
export interface Link {
  kind: "card" | "resource" | "power" | "trigger" | "proposal" | "strike" | "reward";
  controller: Seat;
  /** The card played, the card whose power it is, or the weapon struck with. */
  card: string;
  /** Index of the power in the card script (power, trigger, reward). */
  power?: number;
  targets: (string | null)[];
  attacker?: string;
  defender?: string;
  /** A resource placed face up (a quest, 412.1b / 001 410.1b). */
  faceUp?: boolean;
  /** The card its `choose` instruction picked as it resolved (CR 7.4 709.2b). */
  chosen?: string;
  /** The value chosen for X as it was added (CR 7.4 707.1b). */
  x?: number;
  /** The modes chosen as it was added (CR 7.4 707.1c), in printed order. */
  modes?: number[];
  /** Divided damage: the amount for each target, in target order, chosen as it was added (CR 7.4 707.1d). */
  divide?: number[];
  /** An attachment's triggered effect: the host it had as it triggered (last known information, CR 7.4 709.2d). */
  host?: string;
  /** The card the triggering event named ("that ally", "that weapon", CR 7.4 712.3a, 715.1). */
  subject?: string;
  /** Who controlled `subject` as the event happened ("its controller", CR 7.4 709.2d). */
  subjectController?: Seat;
  /** "the source of that combat damage": the character that dealt the damage of the event (Retribution Aura). */
  damageSource?: string;
  /** The allies each player chose so far for "each player destroys an ally in his party" (CR 7.4 708.1a). */
  picks?: string[];
  /** How many cards the link's last `pick-cards` pick took ("for each ally card you removed", CR 7.4 709.2f). */
  pickedCount?: number;
  /** The ally destroyed to pay the power's cost ("That Wisp deals …", last known information, CR 7.4 709.2d). */
  paid?: string;
  /**
   * "While [the link's card] remains exhausted": it readied or left play since the link was added, so the modifier
   * isn't created (CR 7.4 714.3b; rules/control-while.ts).
   */
  lapsed?: boolean;
  /** A proposal whose defender is in the attacker's own party (Gamon): 601.2f checks that it stays so. */
  friendlyDefender?: boolean;
  /** "That amount" / "that much": the damage the triggering packet dealt (Wraith Scythe, Aleyah Dawnborn). */
  amount?: number;
  /** The card name named as it resolved ("name a card", rules/naming.ts). */
  named?: string;
  /** A granted payment power's definition (rules/granted-powers.ts; CR 7.4 705.3: the effect keeps its text). */
  granted?: GrantRef;
}

/**
 * Where a granted payment power is written (rules/granted-powers.ts): power `power` of the script of object `from` (a
 * `payment`, or a `grant-power` holding one), or with `effect` the instruction of that index in it (a
 * `grant-power-this-turn`).
 */
export interface GrantRef {
  from: string;
  power: number;
  effect?: number;
}

/** A pick made while a link resolves (CR 7.4 709.2b): the link and the index of the instruction asking. */
export interface ResolvingPick {
  seat: Seat;
  cards: string[];
  link: Link;
  at: number;
  /** The cards revealed from the top of the deck ("reveal"): those not picked go to the bottom. */
  revealed?: string[];
  /** A graveyard pick that goes to the hand ("put a Pet card from your graveyard into your hand"), not into play. */
  toHand?: boolean;
  /** The asking instruction runs again after the answer (one pick per player, "each player destroys …"). */
  again?: boolean;
  /**
   * The question in the asking instruction's own words, when the generic one would mislead (a new host, 400.4); an
   * `again` pick without it reads "Choose an ally in your party to destroy."
   */
  prompt?: string;
}

/** A packet of damage or healing (001 407). */
export interface Packet {
  kind: "damage" | "heal";
  amount: number;
  to: string;
  source: string;
  controller: Seat;
  type: DamageType | null;
  combat: boolean;
  preventable: boolean;
  /** The receiving hero's controller declined to exhaust armor against it (001 304.2). */
  armorDeclined?: boolean;
  /** "… and heals 1 damage from itself for each damage dealt": the character healed by the damage this deals. */
  drainTo?: string;
  /** Dealt by an ability's effect ("deal damage with an ability", CR 7.4 717.1). */
  ability?: boolean;
  /** That ability card ("damage with a Balance ability", Moonkin Form: its type-line tags are read). */
  abilityCard?: string;
  /** Attachments' "prevent 1 of that damage" have been applied to it (Dampen Magic; once each, CR 7.4 716.1e). */
  attachedPrevented?: boolean;
  /** Damage replacement modifiers have been applied to it (CR 7.4 716.1e: once each). */
  replaced?: boolean;
  /** "A character dealt damage this way can't attack this turn" (Frostbolt). */
  dealtCantAttack?: boolean;
  /** "… can't attack or protect this turn" (Frost Shock): also can't protect. */
  dealtCantProtect?: boolean;
  /** "Its controller discards a card for each damage dealt" (Mind Blast): asked as the packet is dealt. */
  discardPerDamage?: boolean;
  /** "A character dealt damage this way has -1 ATK this turn" (Thunder Clap): the ATK change if it deals damage. */
  dealtAtk?: number;
  /** The prevention powers in play have been applied to it (rules/prevention-powers.ts: once each, CR 7.4 717.2). */
  powersPrevented?: boolean;
  /** A redirection modifier has changed its destination (Blessing of Sacrifice; once, CR 7.4 716.1e). */
  redirected?: boolean;
  /**
   * The link's instructions after this packet's, which read what it did ("if that character doesn't have fatal damage
   * on it", CR 7.4 405.2): run from `at` once the packet is dealt or prevented (rules/after-packets.ts).
   */
  after?: { link: Link; at: number };
  /** A healing packet's ability cost, X included ("where X is that ability's cost", CR 7.4 201.3; Illumination). */
  abilityCost?: number;
}

/** The current combat (001 600-603). */
export interface Combat {
  attacker: string | null;
  proposedDefender: string | null;
  defender: string | null;
  protector: string | null;
  /** Weapons struck with this combat, per hero (001 303.2c). */
  struck: string[];
  /**
   * The defender's seat when it isn't the opponent of the turn player (an attack on one's own Gamon), or the seat of
   * the character that protected since (602.2); absent: the opponent (rules/friendly-attacks.ts).
   */
  defenderSeat?: Seat;
  /** Strike modifiers: hero id → +ATK and damage type (001 303.2a). */
  strikes: { hero: string; atk: number; type: DamageType | null }[];
}

/** A question the engine waits on (besides priority). */
export type Ask =
  | { kind: "mulligan"; seat: Seat }
  | { kind: "protect"; seat: Seat }
  | { kind: "armor"; seat: Seat }
  | { kind: "discard"; seat: Seat; count: number; reason: "hand-size" | "effect" }
  | { kind: "trigger-targets"; seat: Seat }
  | { kind: "uniqueness"; seat: Seat; cards: string[] }
  /** "You may choose not to ready [this] during your ready step" (Helwen, 501.1a): which of `cards` stay exhausted. */
  | { kind: "stay-exhausted"; seat: Seat; cards: string[] }
  /**
   * "Each player secretly chooses a number" (rules/secret-choices.ts): `seat` chooses now; `numbers` are those chosen
   * so far in turn order (802.1), private: no view shows them.
   */
  | { kind: "secret-number"; seat: Seat; link: Link; at: number; numbers: number[] }
  /** "If there's a tie, you choose the outcome": which of the `tied` players chose the highest number (`amount`). */
  | { kind: "tie-outcome"; seat: Seat; link: Link; at: number; tied: Seat[]; amount: number }
  /** "Choose a card from your collection" (CR 7.4 800.2a: the side deck; rules/collection.ts); private to `seat`. */
  | { kind: "collection-pick"; seat: Seat; link: Link; at: number }
  /** A card to choose as an effect resolves (not a target): "put an ally card … from your graveyard into play". */
  | ({ kind: "graveyard-pick" } & ResolvingPick)
  /** An ally card of the hand to put into play as an effect resolves (Seraph the Exalted); private to its seat. */
  | ({ kind: "hand-pick" } & ResolvingPick)
  /** "Choose a [description]" as a link resolves (not a target). */
  | ({ kind: "choose" } & ResolvingPick)
  /** A card found by searching the deck (CR 7.4 413); the options are private to the searcher. */
  | ({ kind: "search" } & ResolvingPick)
  /** A revealed card to put into the hand. */
  | ({ kind: "reveal" } & ResolvingPick)
  /** A card looked at (CR 7.4 415.3) to put into the hand, the rest (`revealed`) to the bottom; private to its seat. */
  | ({ kind: "look" } & ResolvingPick)
  /** The face-up quest that `seat` (the target player) turns face down. */
  | ({ kind: "quest-face-down" } & ResolvingPick)
  /**
   * "[instruction], or [instruction]" as a link resolves (CR 7.4 709.2b): which one; `options` are the indexes of
   * the instructions that can be done.
   */
  | { kind: "either"; seat: Seat; link: Link; at: number; options: number[] }
  /** "Shuffle any number of cards from your graveyard into your deck": which (`pool`: the graveyard then). */
  | {
      kind: "shuffle-in";
      seat: Seat;
      link: Link;
      at: number;
      pool: string[];
      /**
       * "Remove any number of ally cards in graveyards from the game. Your hero heals N damage from itself for each
       * card removed" (Cannibalize): the chosen cards are removed instead of shuffled in, and the hero heals N each.
       */
      removeHealPerCard?: number;
    }
  /** "Put up to X … cards with different names from your graveyard into your hand": which (at most `max`). */
  | { kind: "graveyard-to-hand"; seat: Seat; link: Link; at: number; pool: string[]; max: number }
  /**
   * Between `min` and `max` of `pool` picked at once as a link resolves, then destroyed or put into their owner's
   * hand (`then`; rules/pick-cards.ts: Cleanse, Divine Shield, Convalescence, Psychic Scream).
   */
  | {
      kind: "pick-cards";
      seat: Seat;
      link?: Link;
      at: number;
      pool: string[];
      min: number;
      max: number;
      /** What happens to the picked cards: destroyed, put into their owner's hand, or found by a deck search, … */
      then:
        | "destroy"
        | "to-hand"
        | "search-to-hand"
        | "search-to-deck-top"
        | "hand-to-resources"
        | "ready"
        /** A draw replaced by a card removed from the game (Forbidden Knowledge, CR 7.4 716; rules/zones.ts `replaceDraws`). */
        | "removed-to-hand"
        /** Destroyed, whatever their kind (equipment and resources, Ring of the Unliving). */
        | "destroy-cards"
        /** Removed from the game from their owner's graveyard (001 413.8; Stitches). */
        | "remove-from-game"
        /** Chosen one at a time, in order (Thunderfury; rules/ordered-damage.ts handles the answer). */
        | "choose-in-order";
      /** The question in the asking instruction's own words (Thunderfury's "to be dealt 5"). */
      prompt?: string;
      /**
       * A replaced draw (`removed-to-hand`, Forbidden Knowledge, CR 7.4 716): further players' replaced draws of the
       * same instruction, asked in turn. A draw outside a link (the draw step, 501.2) has no `link`.
       */
      queued?: { seat: Seat; count: number }[];
    }
  /** A card name to name as a link resolves (rules/naming.ts): any card's, or a `cardType` card's ("an ally card"). */
  | { kind: "name-card"; seat: Seat; link: Link; at: number; cardType?: string }
  /**
   * Inspire (CR 7.4 501.1b, rules/inspire.ts): which of `pool` (exhausted cards `seat` controls) to ready as the turn
   * player readies; `slots` holds one kind per card that may be inspired.
   */
  | { kind: "inspire"; seat: Seat; pool: string[]; slots: InspireKind[] };

/** A triggered effect waiting to go on the chain (001 409.5). */
export interface Waiting {
  controller: Seat;
  card: string;
  power: number;
  /** An attachment's host as it triggered (CR 7.4 709.2d). */
  host?: string;
  /** The card the triggering event named ("that ally", "that weapon", CR 7.4 712.3a, 715.1). */
  subject?: string;
  /** Who controlled `subject` as the event happened. */
  subjectController?: Seat;
  /** The damage the triggering packet dealt ("that amount"). */
  amount?: number;
  /** The character that dealt the damage of the event (Retribution Aura's "the source of that combat damage"). */
  damageSource?: string;
  /**
   * Triggered by a modifier, not by the card's own power in play (CR 7.4 715.1): its power is read from the card's
   * script even if the card is face down (a completed quest) or in the graveyard.
   */
  modifier?: boolean;
}

/** Turn steps (001 501-503). */
export type Step = "mulligan" | "ready" | "draw" | "action" | "end" | "over";

/** What the game does next when no window is open and nothing is pending (001 501-503, 601-603). */
export type Next =
  | "ready"
  | "draw"
  | "action"
  | "end"
  | "end-step"
  | "cleanup"
  | "combat-start"
  | "protect"
  | "defend"
  | "conclude"
  | "after-combat";

/** A priority window (001 409.4): who holds priority and how many passed in succession. */
export interface Window {
  kind: "ready" | "draw" | "action" | "attack" | "defend" | "end";
  priority: Seat;
  passes: number;
}

/** A log entry (engine LoggedEvent shape). */
export interface WowLog {
  text: string;
  visibleTo?: Seat[];
  publicText?: string;
}

/** The whole state. */
export interface WowState {
  version: number;
  rng: RngState;
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
  players: WowPlayer[];
  objects: WowObject[];
  /** Mulligan answers still due, in seat order from the first player (001 101.2). */
  mulligans: Seat[];
  /** "This turn" modifiers (001 503.2a ends them). */
  turnMods: {
    obj: string;
    /**
     * `keyword`: has `keyword` this turn; `strike-discount`: its next strike with a `tag` weapon costs `amount` less;
     * `play-discount` (on the hero): its controller's next card played costs `amount` less.
     */
    mod:
      | "cant-attack"
      | "atk"
      | "atk-attacking"
      /** +`amount` ATK while it is the combat's defender (602.3; Sudden Reversal). */
      | "atk-defending"
      | "keyword"
      | "strike-discount"
      | "play-discount"
      /** On the hero: its controller can't play cards or strike with weapons this turn (Fang of the Crystal Spider). */
      | "cant-play-or-strike"
      | "cant-protect"
      | "prevent-damage"
      /** "must attack this turn if able" (CR 7.4 600.2). */
      | "must-attack"
      | "attack-only"
      /** On the hero: its controller's weapons with `tag` have +`amount` ATK (CR 7.4 714.3e). */
      | "weapon-atk"
      /** On the hero: the allies of its controller's party have +`amount` ATK while attacking (CR 7.4 714.3e). */
      | "allies-atk-attacking"
      /** On the hero: the Pets of its controller's party have `keyword` (CR 7.4 714.3e). */
      | "pets-keyword"
      /** On the hero: weapon cards in its controller's hand are instant (408.1). */
      | "weapons-instant"
      /** On the hero: its controller's heroes and allies can't attack (CR 7.4 714.3e; rules/combat-restrictions.ts). */
      | "party-cant-attack"
      /** Can't attack `target` (601.2b: "can't attack your hero this turn"). */
      | "cant-attack-target"
      /** On an ability card: damage the hero deals with it this turn is +`amount` (Arcane Power, CR 7.4 717.1). */
      | "ability-damage-plus"
      /** On the hero: its controller's next quest completion this turn costs `amount` less (rules/quest-discount.ts). */
      | "quest-discount"
      /** On the hero: the allies of its controller's party have +`amount` ATK (CR 7.4 714.3e). */
      | "allies-atk"
      /** On the hero: its next packet of `tag` damage this turn is +`amount` (Stormstrike; rules/next-damage.ts). */
      | "next-damage-plus"
      /** Combat damage to and by it is prevented (Katsin Bloodoath; rules/combat-prevention.ts). */
      | "prevent-combat-to-and-by"
      /** Combat damage dealt by it is prevented (Turn Aside; rules/combat-prevention.ts). */
      | "prevent-combat-by"
      /** On the hero: its controller can't play abilities (CR 7.4 103.2; Arcane Torrent). */
      | "cant-play-abilities"
      /** "can't be healed this turn" (Mortal Strike): its healing packets heal nothing (001 406). */
      | "cant-be-healed"
      /**
       * On the hero: its controller's opponents' heroes and allies must attack this turn if able and can attack only
       * this hero if able (Challenging Shout; CR 7.4 714.3e).
       */
      | "opponents-must-attack-you"
      /** "[It] can't be targeted by opponents this turn" (Divine Shield; CR 7.4 706.1). */
      | "untargetable-by-opponents"
      /** "Prevent the next `amount` damage that would be dealt to [it] this turn" (CR 7.4 717.2a; prevention-shields.ts). */
      | "prevent-next"
      /** On the hero: its controller can't draw cards (CR 7.4 103.4; rules/cant-draw.ts). */
      | "cant-draw"
      /** +`amount` ATK while in combat with `target` (rules/in-combat-with.ts). */
      | "atk-in-combat-with"
      /** Combat damage to it is prevented while it has `keyword` (rules/prevention-shields.ts). */
      | "prevent-combat-while"
      /** Cards named `name` can't be played this turn (Jin'do's Evil Eye; CR 7.4 103.2; rules/naming.ts). */
      | "cant-play-named"
      /** "can't be destroyed this turn" (CR 7.4 103.2; rules/cant-be-destroyed.ts). */
      | "cant-be-destroyed"
      /** "can't be attacked this turn" (601.2b; rules/combat-restrictions.ts). */
      | "cant-be-attacked";
    amount?: number;
    /** `cant-play-named`: the card name. */
    name?: string;
    keyword?: Keyword;
    tag?: string;
    /** `attack-only`: the character it can attack only ("can attack only your hero", 601.2c). */
    target?: string;
    /** Ends as the combat ends ("this combat"), not only in the wrap-up step. */
    combat?: boolean;
    /** `prevent-next`: only damage dealt by this character ("by target hero or ally", CR 7.4 717.2). */
    from?: string;
    /** `prevent-next`: only combat damage dealt by allies ("the next X combat damage … by allies", 717.2). */
    fromAllies?: boolean;
    /**
     * `prevent-next`: "When damage is prevented this way, …" (CR 7.4 717.2d): the card's `delayed` power, added as a
     * triggered effect with the amount prevented and the packet's source as "that character".
     */
    rider?: { controller: Seat; card: string; power: number };
  }[];
  /**
   * Prevention shields with no duration (CR 7.4 717.2: "persists until it prevents its specified amount"), not ended
   * in the wrap-up step; one on a card leaving play goes (415.9a). Optional: older states read it as empty.
   */
  lastingShields?: TurnMod[];
  /**
   * Damage dealt this turn (cleared in the wrap-up step, 001 503.2a): by which card, to which, and the party the
   * source was an ally of when it dealt it (null for a hero or a non-character). Read by "this turn" conditions.
   */
  dealt: {
    source: string;
    to: string;
    allyOf: Seat | null;
    /** A combat damage packet (603.1). */
    combat?: boolean;
    /** The weapons a combat packet was dealt with (CR 7.4 408.3d; rules/weapon-association.ts); never mutated. */
    weapons?: string[];
    /** The packet's damage type ("if your hero has dealt fire damage this turn", Eye of Flame). */
    type?: DamageType;
  }[];
  /**
   * Triggered modifiers waiting for the next end of turn (CR 7.4 715.1): the card and its `delayed` power to add as
   * a triggered effect then. Optional: states saved before it existed read it as empty.
   */
  delayed?: { controller: Seat; card: string; power: number; subject?: string; modifier?: boolean }[];
  /**
   * "This turn, [card] has …" payment power modifiers (rules/granted-powers.ts), in timestamp order (CR 7.4 718, 719):
   * `obj` has the power `ref`, or with `copy` all the payment powers of all other allies; cleared in the wrap-up
   * (503.2a). Optional: older states read it as empty.
   */
  grants?: { obj: string; ref?: GrantRef; copy?: boolean }[];
  /**
   * Triggered modifiers "when [token] leaves play, …" with no duration (CR 7.4 715.1; rules/token-modifiers.ts), each
   * added as a triggered effect as its `subject` leaves play. Optional: older states read it as empty.
   */
  leaveWatch?: Waiting[];
  /**
   * Triggered modifiers waiting for the start of their controller's next turn (CR 7.4 715.1, 500.2; Tooga's Quest):
   * added as triggered effects as that turn starts, `subject` naming the card they are about. Optional: older states
   * read it as empty.
   */
  delayedNextTurn?: Waiting[];
  /**
   * Cards in play that can't ready during their controller's next ready step (001 501.1a); a card leaving play is a
   * new card (CR 7.4 415.9a) and drops out. Optional: states saved before it existed read it as empty.
   */
  frozen?: string[];
  /**
   * Extra turns (CR 7.4 500.3): `created` this turn, the most recent first; `upcoming`, the turns already ordered after
   * the current one (rules/extra-turns.ts). Optional: older states read them as empty.
   */
  extraTurns?: { created: Seat[]; upcoming: Seat[] };
  /**
   * "When [event] this turn, …" triggered modifiers (CR 7.4 715.1), ended in the wrap-up step (001 503.2a): each
   * runs its card's `delayed` power `power` when `event` happens. Optional: older states read it as empty.
   */
  turnTriggers?: { controller: Seat; card: string; power: number; event: ThisTurnEvent; watch?: string }[];
  /**
   * Characters that became attackers this turn (CR 7.4 602.1; cleared in the wrap-up, 503.2a; a card leaving play is
   * a new card, 415.9a). Optional: states saved before it existed read it as empty.
   */
  attacked?: string[];
  /**
   * The attackers whose proposed defender was a hero as they became attackers this turn (CR 7.4 602.1; Revenge's
   * "attacked your hero"), cleared in the wrap-up (503.2a); a card leaving play drops out (415.9a). Optional: older
   * states read it as empty.
   */
  heroAttacks?: { attacker: string; hero: string }[];
  /**
   * Control for a duration (CR 7.4 401.3b): `seat` controls `card` while the ally `while` stays in its party, then
   * control reverts to `from`. Optional: states saved before it existed read it as empty.
   */
  controlWhile?: {
    card: string;
    while: string;
    seat: Seat;
    from: Seat;
    /** "You control attached ally" (Mind Control, 001 401.3): it lasts while `while` stays attached to `card`. */
    attached?: boolean;
    /** "While [`while`] remains exhausted, you control …" (Helwen, CR 7.4 714.3b): it lasts while `while` stays exhausted in play. */
    exhausted?: boolean;
    /** `while` readied or changed zones since (CR 7.4 714.3b, 415.9a): the duration is over. */
    ended?: boolean;
  }[];
  /**
   * Payment powers used this turn that say "Use only once per turn" (`<object>:<power>`, CR 7.4 701.4), and the weapons
   * struck with this turn (`<weapon>:struck`, rules/weapon-attachments.ts).
   */
  used: string[];
  /**
   * Cards removed from the game by a card's own instruction ("the cards removed by [this]", "you removed this way",
   * CR 7.4 415.7; rules/removed-by.ts): per source object, the removed cards still in an RFG zone. Optional: older
   * states read it as empty.
   */
  removedBy?: { source: string; cards: string[] }[];
  log: WowLog[];
  winner: Seat | null;
  over: boolean;
}

/** One "this turn" modifier (001 503.2a) or lasting prevention shield (CR 7.4 717.2). */
export type TurnMod = WowState["turnMods"][number];

/** The object with id `o<n>`. @throws on an unknown id (a broken invariant). */
export const obj = (s: WowState, id: string): WowObject => objectAt(s, id, "wow");

export { opp } from "../../wow-family/rules/core.js";
