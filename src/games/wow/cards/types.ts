/**
 * The WoW TCG card vocabulary (docs/wow.md "Card vocabulary"): a card's powers written as data that the rules
 * module interprets (rules/effects.ts). Closed on purpose: a card whose text needs anything outside it is
 * `unsupported` and refused at deck validation, never approximated.
 */

import type { TokenKey } from "./tokens.js";

/** Damage types (001 407.3a). */
export type DamageType = "arcane" | "fire" | "frost" | "holy" | "melee" | "nature" | "ranged" | "shadow";

/** Keyword powers a character can have (CR 7.4 glossary; 001 602.2, 601.2). */
export type Keyword =
  | "Protector"
  | "Elusive"
  | "Ferocity"
  | "Stealth"
  | "Untargetable"
  | "Long-Range"
  | "CantAttack"
  /** "can't protect" (602.2: never a protector; Cyclone's attached character). */
  | "CantProtect"
  /**
   * "Trap (You may exhaust your defending hero rather than pay this card's cost.)" (CR 7.4 glossary Trap, 403.3; a
   * card's keyword in hand, rules/traps.ts): the play action's `pay` names the hero to use it.
   */
  | "Trap"
  /** A hero's dual wield (CR 7.4 406; rules/dual-wield.ts). */
  | "DualWield";

/**
 * What a target may be (001 413.3: cards in play matching the description). `hero-or-ally` is any character;
 * the `exhausted`/`opposing`/`friendly` forms narrow it. Untargetable cards are never legal (CR 7.4 glossary).
 */
export type Selector =
  | "hero-or-ally"
  | "hero"
  | "ally"
  | "exhausted-ally"
  | "opposing-ally"
  | "ally-in-your-party"
  | "ability"
  | "equipment"
  | "armor"
  | "armor-or-weapon"
  | "ability-or-equipment"
  | "ally-cost-4-or-more"
  | "ally-cost-4-or-less"
  /** "ability or equipment with cost X": X is the value chosen for the link (CR 7.4 707.1b, 201.3). */
  | "ability-or-equipment-cost-x"
  | "exhausted-damaged-ally"
  /** An ally card in your graveyard (a non-play zone named by the description, CR 7.4 706.1b). */
  | "ally-card-in-your-graveyard"
  | "player"
  /** "target opponent": a player other than the link's controller. */
  | "opponent"
  /**
   * "target ability card" to interrupt: an ability card played onto the chain, while it is there (CR 7.4 711.3:
   * placed cards and cards in other zones can't be targeted for interruption).
   */
  | "ability-card-on-chain"
  /** "target ability card that's targeting your hero": as above, with the link's controller's hero among its targets. */
  | "ability-card-on-chain-targeting-your-hero"
  /** "target protecting ally": an ally that exhausted to protect earlier this combat (CR 7.4 glossary Protecting). */
  | "protecting-ally"
  /** "target Pet": an ally with the Pet tag on its type line. */
  | "pet"
  /** "target Undead ally": an ally whose race is Undead. */
  | "undead-ally"
  /** "a hero or ally in your party" (chosen, not targeted: Totems are not allies here, 001 306.3a). */
  | "hero-or-ally-in-your-party"
  /** "target ally card in any graveyard" (CR 7.4 706.1b: a description naming another zone). */
  | "ally-card-in-any-graveyard"
  /** "target ally with damage on it" (Execute). */
  | "damaged-ally"
  /** "target opposing hero or ally": a character the link's controller does not control. */
  | "opposing-hero-or-ally"
  /** "target opposing equipment": an equipment card in play (not an attachment) another player controls. */
  | "opposing-equipment"
  /** "target equipment card from your graveyard" (CR 7.4 706.1b: a description naming another zone). */
  | "equipment-card-in-your-graveyard"
  /** "one of your weapons": a weapon its controller controls (for `choose`, not a target). */
  | "your-weapon"
  /** "target Melee weapon": a weapon in play with the Melee tag, whoever controls it. */
  | "melee-weapon"
  /** "target opposing hero". */
  | "opposing-hero"
  /** "target hero or ally with damage on it". */
  | "damaged-hero-or-ally"
  /** "target attacking ally": the attacker of the current combat, an ally (CR 7.4 602.1). */
  | "attacking-ally"
  /** "target ally card" to interrupt: an ally card played onto the chain, while it is there (CR 7.4 711.3). */
  | "ally-card-on-chain"
  /** "target ready ally". */
  | "ready-ally"
  /** "target ally with cost 3 or less". */
  | "ally-cost-3-or-less"
  /** "target Dwarf ally". */
  | "dwarf-ally"
  /** "one of your equipment" (for `choose`, not a target). */
  | "your-equipment"
  /** "target attacker" / "target attacking hero or ally": the attacker of the current combat (CR 7.4 602.1). */
  | "attacker"
  /** "target ally with cost 7 or more". */
  | "ally-cost-7-or-more"
  /** "target card in a graveyard" (CR 7.4 706.1b: a description naming another zone; any graveyard, any card type). */
  | "card-in-any-graveyard"
  /** "target ally with cost X": X is the value chosen for the link (CR 7.4 707.1b); 0 for an attachment in play (400.7c). */
  | "ally-cost-x"
  /** "one of your Melee weapons" / "one of your Daggers" (for `choose`, not a target; CR 7.4 401.2). */
  | "your-melee-weapon"
  | "your-dagger"
  /** "one of that hero's controller's weapons" (The Shatterer; for `choose`, not a target): an opponent's weapon. */
  | "opposing-weapon"
  /** "a hero or ally in your party" to exhaust (Headmaster's Charge; for `choose`): a ready one its controller controls. */
  | "ready-hero-or-ally-in-your-party"
  /** "target exhausted hero or ally" (Backstab, Ambush). */
  | "exhausted-hero-or-ally"
  /** "target hero or ally that was dealt combat damage by your hero this turn" (the poisons; rules/weapon-attachments.ts). */
  | "dealt-combat-damage-by-your-hero"
  /** "target resource": a card in a resource row, face up or down (001 410; Lobotomize). */
  | "resource"
  /** "target weapon": a weapon in play (Crushing Blow). */
  | "weapon"
  /** "target ally that attacked your hero this turn but dealt no combat damage to your hero this turn" (Revenge). */
  | "ally-attacked-your-hero-no-combat-damage"
  /** "target hero that was dealt combat damage by your hero this turn" (Mind-numbing Poison). */
  | "hero-dealt-combat-damage-by-your-hero"
  /** "target ability with cost X": an ability in play (413.3) whose cost is the X chosen (CR 7.4 707.1b, 201.3). */
  | "ability-cost-x";

/** A target the card names: what it may be and whether the controller may decline it ("you may … target"). */
export interface TargetSpec {
  readonly select: Selector;
  /** "another": must differ from the targets chosen before it (Shock and Soothe). */
  readonly distinct?: boolean;
  /** "another target" of a trigger: not the card its event named, `subject` (Blade Flurry's damaged ally). */
  readonly notSubject?: boolean;
  /**
   * "target hero in that ally's party" of a trigger (Skorn, Vambraces of the Sadist): a card controlled by the player
   * who controlled the event's card as the event happened (`subjectController`, CR 7.4 709.2d).
   */
  readonly inSubjectsParty?: boolean;
  /**
   * A modal link's target that belongs to one mode (CR 7.4 707.1c): chosen only when that mode is (mode-tied
   * targets come after the link's other targets).
   */
  readonly mode?: number;
  /**
   * "Target up to N …" (CR 7.4 707.1d): this target and the ones after it may be left unchosen (the number of
   * targets is chosen first).
   */
  readonly upTo?: boolean;
  /** "Any number of target …" (CR 7.4 707.1d): the last spec, answered by zero or more further targets. */
  readonly anyNumber?: boolean;
  /** "… in one graveyard": a card in the same graveyard as the targets chosen before it (Alas, Andorhal). */
  readonly sameGraveyard?: boolean;
}

/** Which cards or players an instruction acts on. */
export type Ref =
  | { readonly target: number }
  | "self"
  | "your-hero"
  | "you"
  | "each-opposing-character"
  | "each-character-in-your-party"
  | "each-character"
  | "each-player"
  /** "Each ally": every ally in play, both parties (not Totems: not targeted, 001 306.3a). */
  | "each-ally"
  /** "All other allies in your party" (Leeroy Jenkins): the controller's allies but the card itself. */
  | "other-allies-in-your-party"
  /** The Horde allies in the controller's party as the instruction runs. */
  | "each-horde-ally-in-your-party"
  /** The allies with the Pet tag in the controller's party ("each of your Pets"). */
  | "each-pet-in-your-party"
  /** The opponent of the link's controller ("that hero's controller" for an opposing hero). */
  | "each-opponent"
  /** The card picked by the link's earlier `choose` instruction (CR 7.4 709.2b). */
  | "chosen"
  /**
   * "attached character": the host of the attachment whose power this is (CR 7.4 400.6); if the attachment left
   * play, the host it last had (709.2d, last known information), while that host is still in play.
   */
  | "attached"
  /** "its controller": the player controlling the link's target N as the instruction runs. */
  | { readonly controllerOfTarget: number }
  /**
   * "it" / "that ally" / "that weapon": the card the triggering event named (an opposing ally entering play, the ally
   * your hero dealt combat damage to, CR 7.4 703.1, 712.3a; a "this turn" triggered modifier's, 715.1), kept on the
   * link, while it is in play (a card that left play is a new card, 415.9a).
   */
  | "subject"
  /** "its controller" of the event's card: who controlled it as the event happened (last known information, 709.2d). */
  | "subject-controller"
  /** The allies in the controller's party as the instruction runs ("allies in your party"; the hero is not one). */
  | "each-ally-in-your-party"
  /** "all allies with damage on them". */
  | "each-damaged-ally"
  /** "each other hero and ally": every character but the link's card. */
  | "each-other-character"
  /** "all attacking allies" (CR 7.4 602.1): the current combat's attacker while it is an ally (rules/enter-combat.ts). */
  | "each-attacking-ally"
  /** "that player's hero" of an "each player's turn" power: the turn player's hero (CR 7.4 500.2). */
  | "turn-players-hero"
  /** "all abilities": every ability card in play, either player's (ongoing abilities, attachments, Totems; 001 306). */
  | "each-ability-in-play"
  /** "each hero and ally in that player's party" of an "each opponent's turn" power: the turn player's characters. */
  | "each-character-in-turn-players-party"
  /** "All [cards] named [name]" in play, whoever controls them (The Immovable Object, The Unstoppable Force). */
  | { readonly named: string }
  /** "That player": the turn player ("at the start of each player's turn, that player …", Bad Mojo Mask). */
  | "turn-player"
  /**
   * "All other abilities, allies, equipment, and resources" (Zin'rokh): every card in play but the heroes and the
   * link's card, and every resource, both players'.
   */
  | "every-other-non-hero-card"
  /** "all allies in your party that haven't attacked this turn" (not attackers this turn, CR 7.4 602.1; `attacked`). */
  | "each-ally-in-your-party-that-hasnt-attacked"
  /** "its controller" of the `attached` character: the player controlling that host now (CR 7.4 400.6). */
  | "attached-controller"
  /** "all exhausted allies" (Slaughter from the Shadows; not targeted, so no Totem, 001 306.3a). */
  | "each-exhausted-ally"
  /**
   * "each hero and ally in target player's party" (Consecration): the hero and allies of the player who is the link's
   * target N, as it resolves (Totems are not allies here: not targeted, 001 306.3a).
   */
  | { readonly partyOfTarget: number }
  /** "all allies in target player's party" (Distract): the allies of the player who is the link's target N. */
  | { readonly alliesOfTarget: number }
  /**
   * "the source of that combat damage": the character that dealt the triggering event's damage, while it is in play
   * (Retribution Aura).
   */
  | "damage-source"
  /**
   * "All allies that dealt combat damage to [this] this turn" (Savin Lightguard): the allies still in play whose combat
   * packets were dealt to the link's card this turn (s.dealt; a card that left play since is a new card, 415.9a).
   */
  | "allies-that-dealt-combat-damage-to-self-this-turn"
  /**
   * "each hero and ally [this] dealt damage to this turn" (Venomstrike): the characters still in play that a packet of
   * the link's card was dealt to this turn (the turn's dealt damage, 407; cleared in the wrap-up, 503.2a).
   */
  | "each-character-self-dealt-damage-to-this-turn"
  /** "that player's hero" of a "when a player draws a card" power: the drawing player's hero (`subjectController`). */
  | "subject-controllers-hero";

/**
 * One instruction (a verb). Amounts are fixed numbers, or `atk-of-source` (damage equal to the dealing card's ATK);
 * the source of damage/healing is named by `by` (your hero, the card, or the card chosen by `choose`).
 */
export type Effect =
  /** Deals N damage of a type (001 404.4: one packet per character). `by`: the card that deals it. */
  | {
      readonly op: "damage";
      /**
       * `x`: the value chosen for X (CR 7.4 707.1b); `7-minus-hand`: 7 minus the number of cards in the hand of the
       * target's controller (Omedus), read as it resolves.
       */
      readonly amount:
        | number
        | "atk-of-source"
        | "x"
        | "7-minus-hand"
        | "your-melee-weapons-atk"
        /** "1 damage for each [kind] counter on [this]" (Curse of Agony; rules/counters.ts), read as it resolves. */
        | "counters-on-self"
        /**
         * "X, where X is N plus the ATK of one of your [Melee weapons]": the weapon picked by the link's earlier
         * `choose` (CR 7.4 401.2, 709.2b), its ATK as it resolves; none picked: 0 (104.2; rules/weapon-strikes.ts).
         */
        | { readonly plus: number; readonly atkOf: "chosen-weapon" }
        /** "X, where X is N plus [the link's X]" (Eviscerate: 2 plus the Combo cards removed). */
        | { readonly plus: number; readonly x: true }
        /** "damage equal to that ally's health": the receiving character's current health as it resolves (Waylay). */
        | "health-of-target"
        /** "that much damage": the damage dealt by the triggering packet (Blade Flurry; the trigger's `amount`). */
        | "event-amount"
        /**
         * "damage equal to that ally's cost": the printed cost of the event's card (Vambraces of the Sadist: the
         * destroyed ally, read from the graveyard as last known information, CR 7.4 709.2d; rules/damage-events.ts).
         */
        | "cost-of-subject";
      readonly type: DamageType | null;
      readonly to: Ref;
      /**
       * "N damage to [a character] for each card in its controller's hand": counted for each target as the link
       * resolves (001 404.4, WOW-EX-11: one packet of N × that count; Vexra Darkfall).
       */
      readonly perCardInTargetHand?: boolean;
      /**
       * `attached`: "it deals" of an attachment's power, its host (the host it had as it triggered, CR 7.4 709.2d);
       * `paid`: the ally destroyed to pay the power's cost ("That Wisp deals …", Tyrande Whisperwind);
       * `subject`: "it deals": the card the triggering event named (Retribution Aura's damaged character).
       */
      readonly by?: "your-hero" | "self" | "chosen" | "attached" | "paid" | "subject";
      /** "… and heals 1 damage from itself for each damage dealt" (the source heals what it dealt). */
      readonly drain?: boolean;
      /** "A character dealt damage this way can't attack this turn" (only if the packet deals damage, 717.2b). */
      readonly dealtCantAttack?: boolean;
      /**
       * "Its controller discards a card for each damage dealt": as the packet is dealt, the damaged character's
       * controller discards as many cards as the damage it dealt (after prevention and replacement, 407).
       */
      readonly discardPerDamage?: boolean;
      /** "That damage can't be prevented" (001 407: an unpreventable packet; armor is not asked, 304.2). */
      readonly unpreventable?: boolean;
      /** "… can't attack or protect this turn": with `dealtCantAttack`, also can't protect (Frost Shock). */
      readonly dealtCantProtect?: boolean;
      /** "A character dealt damage this way has -1 ATK this turn" (Thunder Clap): +N ATK this turn if dealt (717.2b). */
      readonly dealtAtk?: number;
      /** "That damage counts as combat damage" (Shiv): a combat packet, though no combat deals it. */
      readonly asCombat?: boolean;
      /**
       * The link's next instructions read what this damage did ("if that character doesn't have fatal damage on it",
       * Shadow Word: Death; CR 7.4 405.2, 709.2): they run once its packet is dealt or prevented (rules/after-packets.ts).
       */
      readonly thenAfterPackets?: boolean;
    }
  /**
   * "Your hero deals X [type] damage divided as you choose to any number of target [allies]" (CR 7.4 707.1d): the
   * division is chosen as the card is played (the action's `divide`, one positive amount per target, summing to X);
   * one packet per target still legal as it resolves (001 404.4).
   */
  | { readonly op: "damage-divided"; readonly type: DamageType; readonly by?: "your-hero" }
  /** Heals N damage (001 406); `x`: the value chosen for X (CR 7.4 707.1b). */
  | {
      readonly op: "heal";
      /**
       * `all-damage`: "heals all damage from [it]": the damage on each character as it resolves (Dorric the Martyr);
       * `event-amount`: "that amount", the damage dealt by the triggering packet (Wraith Scythe); `cards-in-your-hand`:
       * "1 damage for each card in your hand", counted as it resolves (Lei of Lilies, with `amount` 1 per card).
       */
      readonly amount: number | "x" | "all-damage" | "event-amount" | "cards-in-your-hand";
      readonly to: Ref;
      readonly by?: "your-hero" | "self";
    }
  /**
   * Draws N cards (001 102.1a: drawing from an empty deck loses); `x`: the link's X; `per-hero-and-ally-in-your-party`:
   * one for each hero and ally in the link's controller's party as it resolves (Mana Tide Totem; Totems not counted,
   * 306.3a).
   */
  | {
      readonly op: "draw";
      /** `per-card-removed-by-quests-named-self`: "for each ally card you've removed with quests named [this]". */
      readonly amount:
        | number
        | "x"
        | "per-hero-and-ally-in-your-party"
        | "per-card-removed-by-quests-named-self"
        /** "Draw cards until you reach your maximum hand size" (Rise to the Challenge; 503.2a.1; none if at or over it). */
        | "up-to-max-hand-size";
      readonly who: Ref;
    }
  /**
   * "Destroy [this]. If you do, [instructions]" (Fire Nova Totem): the instructions run only if the card was still in
   * play and was destroyed; "it deals" then names the card as it last was in play (CR 7.4 709.2d).
   */
  | { readonly op: "destroy-self-then"; readonly then: readonly Effect[] }
  /**
   * Destroys cards (to their owner's graveyard). `unlessAttachedToFriendly`: "unless it's attached to a friendly hero
   * or ally" (Purge): an attachment whose host the link's controller controls is left in play (checked on resolution).
   */
  | {
      readonly op: "destroy";
      readonly what: Ref;
      readonly unlessAttachedToFriendly?: boolean;
      /** "Destroy [it]. If you do, [instructions]" (Mind Vision): run only if a card left play by this destruction. */
      readonly then?: readonly Effect[];
    }
  /** Exhausts cards (001 105.1). */
  | { readonly op: "exhaust"; readonly what: Ref }
  /** Puts cards into their owner's hand. */
  | { readonly op: "to-hand"; readonly what: Ref }
  /** Removes cards from the game (001 413.8). */
  | { readonly op: "remove"; readonly what: Ref }
  /** A player discards N cards of their choice. */
  | { readonly op: "discard"; readonly amount: number; readonly who: Ref }
  /** Readies cards (CR 7.4 411.1). */
  | { readonly op: "ready"; readonly what: Ref }
  /**
   * "[cards] have +N ATK this turn" (a modifier that ends in the wrap-up step, 001 503.2a); `while`: only while
   * attacking, or while defending ("while defending this turn", Sudden Reversal: the combat's defender, 602.3).
   */
  | {
      readonly op: "atk-this-turn";
      readonly what: Ref;
      readonly amount: number;
      readonly while?: "attacking" | "defending";
    }
  /**
   * "Put an ally card with cost N or less from your graveyard into play": not targeted, so the card is chosen as
   * the effect resolves (asked when there is a choice).
   */
  | { readonly op: "ally-from-graveyard-to-play"; readonly maxCost: number }
  /**
   * "Choose a [description]" (not a target, so Untargetable cards qualify, CR 7.4 706.1a): picked as the link
   * resolves (709.2b), asked when there is a choice; later instructions name it `chosen`.
   */
  | { readonly op: "choose"; readonly select: Selector }
  /**
   * "Search your deck for an ally card, reveal it, and put it into your hand" (CR 7.4 413): picked as it resolves
   * among the deck's ally cards; the deck is shuffled after (413.2).
   */
  | { readonly op: "search-deck-ally-to-hand" }
  /**
   * "Reveal the top N cards of your deck. Put a revealed ally (ability) card into your hand and the rest on the
   * bottom of your deck."
   */
  | {
      readonly op: "reveal-top-to-hand";
      readonly count: number;
      readonly cardType: "Ally" | "Ability" | "Equipment" | "Quest";
    }
  /**
   * "[instruction], or [instruction]": the controller chooses one as the link resolves, never one that can't be done
   * (CR 7.4 709.2b; with only one possible it is done without asking). `label`: how the choice is offered.
   */
  | { readonly op: "either"; readonly options: readonly { readonly label: string; readonly effect: Effect }[] }
  /**
   * "You may pay N. If you do, [instruction]" as the link resolves (CR 7.4 709.2b, 709.2f): asked only when N can
   * be paid (402.1).
   */
  | { readonly op: "may-pay"; readonly amount: number; readonly then: Effect | readonly Effect[] }
  /** "Put N [kind] counters on [this]" (rules/counters.ts; Curse of Agony, Cyclone). */
  | { readonly op: "put-counters"; readonly count: number; readonly counter: string }
  /**
   * "Remove a [kind] counter from [this]. If you do, [then]. If you removed the last one, [ifLast]" (rules/counters.ts;
   * Cyclone, Lightning Shield).
   */
  | {
      readonly op: "remove-counter";
      readonly counter: string;
      readonly then?: readonly Effect[];
      readonly ifLast?: readonly Effect[];
    }
  /**
   * "Remove all [kind] counters from [this]. [instructions]" (Berserking; rules/counters.ts): the instructions read X
   * as the number removed ("for each counter you removed").
   */
  | { readonly op: "remove-all-counters"; readonly counter: string; readonly then: readonly Effect[] }
  /** "[cards] have +N ATK this combat" (an ATK modifier ending with the combat, CR 7.4 603); `x`: the link's X. */
  | { readonly op: "atk-this-combat"; readonly what: Ref; readonly amount: number | "x" }
  /** "Remove all attackers from combat" (CR 7.4 602.4; Frost Trap; rules/combat-restrictions.ts). */
  | { readonly op: "remove-attackers-from-combat" }
  /** "Opposing heroes and allies can't attack this turn" (CR 7.4 714.3e: ones entering later too; Frost Trap). */
  | { readonly op: "opponents-cant-attack-this-turn" }
  /** "[cards] can't attack your hero this turn" (601.2b; Wing Clip). */
  | { readonly op: "cant-attack-your-hero-this-turn"; readonly what: Ref }
  /** "If your hero is defending, [instructions]" (602.3: checked as it resolves; Point Blank). */
  | { readonly op: "if-your-hero-defending"; readonly then: readonly Effect[] }
  /**
   * "Choose at random a friendly hero or ally other than [this], then destroy that character" (Doomguard; seeded RNG;
   * rules/random-destroy.ts).
   */
  | { readonly op: "destroy-random-friendly-other" }
  /**
   * "Put target ally card from your graveyard into play if its cost is less than or equal to the number of resources
   * you have. That ally enters play with damage on it equal to its health -1" (Ancestral Spirit; rules/graveyard-to-play.ts).
   */
  | { readonly op: "graveyard-ally-to-play-damaged"; readonly what: { readonly target: number } }
  /**
   * "… and choose a card" from [player]'s hand, looked at (Eye of Kilrogg; rules/look-at-hand.ts): later `chosen`.
   * `cardTypes`: "choose an ability or equipment card" (Purloin): only cards of those printed types can be chosen.
   */
  | { readonly op: "choose-from-hand"; readonly who: Ref; readonly cardTypes?: readonly string[] }
  /**
   * "That opponent discards that card" (Purloin): the card, still in its owner's hand, goes to the graveyard as a
   * discard (001 413; rules/look-at-hand.ts); nothing if it left the hand.
   */
  | { readonly op: "discard-card"; readonly what: Ref }
  /**
   * "Search your deck and/or graveyard for a [tag] card, reveal it, and put it into your hand" (Swiftshift; CR 7.4 413:
   * the deck is shuffled after).
   */
  | { readonly op: "search-deck-and-graveyard-to-hand"; readonly tag: string }
  /**
   * "Search your deck for up to N [tag] cards, reveal them, and put them into your hand" (`to: "hand"`, Premeditation)
   * or "you may search your deck for a [tag] card and reveal it. If you do, shuffle your deck and put that card on
   * top" (`to: "deck-top"`, `upTo: 1`; Herod's Shoulder, Kralnor): CR 7.4 413, rules/deck-search.ts.
   */
  | { readonly op: "search-deck"; readonly tag: string; readonly upTo: number; readonly to: "hand" | "deck-top" }
  /**
   * "You may put an ability you control into its owner's hand" (`from: "ability-in-play"`, Vestia Abiectus) / "you may
   * put a card from your hand into your resource row face down and exhausted" (`from: "hand"`, Nightbloom): up to one
   * picked as it resolves (CR 7.4 709.2b, 412; rules/pick-cards.ts).
   */
  | { readonly op: "may-pick-own"; readonly from: "ability-in-play" | "hand" }
  /**
   * "Ready up to X of your resources, where X is that ability's cost" (Inner Focus; CR 7.4 411.1): the controller picks
   * up to the link's `amount` of his exhausted resources as it resolves (rules/pick-cards.ts).
   */
  | { readonly op: "ready-up-to-resources"; readonly amount: "event-amount" }
  /** "You may [instructions]" as the link resolves (an `either` ask, "Yes" / "No"; CR 7.4 709.2b). */
  | { readonly op: "may"; readonly then: readonly Effect[] }
  /**
   * "Put a [tag] card from your hand into play if its cost is less than or equal to X" (Fel Domination: X from the
   * link; picked as it resolves, the `hand-pick` decision; rules/hand-to-play.ts).
   */
  | { readonly op: "hand-ally-to-play-cost-up-to-x"; readonly tag: string }
  /**
   * "The next time your hero would deal [type] damage this turn, it deals that much damage +N instead" (Stormstrike;
   * a replacement used up by one packet, rules/next-damage.ts).
   */
  | { readonly op: "next-damage-plus-this-turn"; readonly type: DamageType; readonly amount: number }
  /** "Allies in your party have +N ATK this turn" (CR 7.4 714.3e: kept on the hero; rules/weapons.ts). */
  | { readonly op: "allies-atk-this-turn"; readonly amount: number }
  /**
   * "For each type of Totem you have, do the following: [Element]: [instructions]" (Totemic Call): the instructions run
   * if the controller has a Totem of that element as the link resolves (rules/totems.ts).
   */
  | {
      readonly op: "if-you-have-totem";
      readonly element: "Air" | "Earth" | "Fire" | "Water";
      readonly then: readonly Effect[];
    }
  /**
   * "If your hero would deal damage with that ability this turn, it deals that much damage +N instead" (Arcane Power:
   * "that ability" is the triggering event's card; rules/next-damage.ts).
   */
  | { readonly op: "ability-damage-plus-this-turn"; readonly amount: number }
  /**
   * "Its controller may search his deck for an ally card with the same name and put it into play exhausted" (Circle of
   * Life: the event's card's name; asked of the player who controlled it; rules/same-name-search.ts).
   */
  | { readonly op: "subject-controller-may-search-same-name-to-play" }
  /** "You pay N less to complete your next quest this turn" (Travel Form; rules/quest-discount.ts). */
  | { readonly op: "quest-discount-this-turn"; readonly amount: number }
  /** "Ready all of your resources" (CR 7.4 411.1; Aspect of the Viper, Conjured Sparkling Water; rules/resource-row.ts). */
  | { readonly op: "ready-your-resources" }
  /**
   * "Pay N" as an instruction ("pay 4 or destroy [this]", rules/pay.ts): within `either` it is offered only when it
   * can be paid (CR 7.4 709.2b); face-down resources are exhausted first (402.4a).
   */
  | { readonly op: "pay"; readonly amount: number }
  /**
   * "[instruction] at end of turn": a triggered modifier (CR 7.4 715.1) that triggers at the next end of turn and
   * runs the card's `delayed` trigger power number `power` (its index in the card's powers).
   */
  | { readonly op: "at-next-end-of-turn"; readonly power: number }
  /**
   * "[Character] has '[cost] -> [effect]' this turn" (Face Smash; CR 7.4 700.1, 706.1c): a definite modifier giving each
   * card of `what` the payment power `power` (a `payment`) until the wrap-up step (503.2a); rules/granted-powers.ts.
   */
  | { readonly op: "grant-power-this-turn"; readonly what: Ref; readonly power: Power }
  /**
   * "This turn, [this] has all the payment powers of all other allies" (Koringar the Heavy; CR 7.4 700.1, 719): a
   * definite modifier on each card of `what`, read continuously: the payment powers, printed or granted, of every
   * other ally in play, either party's (rules/granted-powers.ts).
   */
  | { readonly op: "copy-payment-powers-this-turn"; readonly what: Ref }
  /**
   * "Shuffle any number of cards from your graveyard into your deck": the cards are chosen as it resolves (CR 7.4
   * 709.2b, none is allowed), then the deck is shuffled (413.2).
   */
  | { readonly op: "graveyard-shuffle-any" }
  /**
   * Cards from the graveyard into the hand, the one instruction for them all: `what: "self"`, "put it [this card] into
   * your hand", only if it is still there (CR 7.4 415.9b); otherwise cards of your graveyard of a `cardType` and/or
   * type-line `tag` ("Pet" also matches "Pet (1)"), chosen as the link resolves (not targeted, CR 7.4 709.2b):
   * `count` 1 (the default), "put a [tag] card …", asked when there is a choice, nothing without one; `"up-to-x"`, "put
   * up to X … cards with different names …" (X is the link's X, 707.1b); `{ upTo: N }`, the same with a fixed N
   * ("you may put an ally card …": up to 1, none declines).
   */
  | {
      readonly op: "graveyard-to-hand";
      readonly what:
        | "self"
        | {
            readonly cardType?: "Ability" | "Ally" | "Equipment";
            readonly tag?: string;
            /** "a card named [this card]": only cards with the link's card's name. */
            readonly namedSelf?: boolean;
          };
      readonly count?: 1 | "up-to-x" | { readonly upTo: number };
    }
  /** "[player] gains control of [card]" (001 401.3): the card moves to that player's party, still the same card. */
  | { readonly op: "gain-control"; readonly what: Ref; readonly who: Ref }
  /**
   * "Attach to target [description]" (CR 7.4 400.2): the resolving ability enters play attached to that target
   * (its host); with the target gone it is put into its owner's graveyard (709.2a).
   */
  | {
      readonly op: "attach";
      /**
       * `chosen`: an untargeted attach description ("attach to one of your Melee weapons"), the `choose` pick (400.3);
       * `your-hero`: "attach to your hero" (Rise to the Challenge: a reference, not a target; it has no other host).
       */
      readonly to: { readonly target: number } | "chosen" | "your-hero";
    }
  /** "Interrupt target [card]" (CR 7.4 711): its link leaves the chain and does nothing; the card goes to the graveyard. */
  | { readonly op: "interrupt"; readonly what: { readonly target: number } }
  /**
   * "If your hero is defending, remove all attackers from combat" (CR 7.4 602.4): done only while the controller's
   * hero is the defender (after the protect point, 602.3).
   */
  | {
      readonly op: "remove-attackers-if-your-hero-defends";
      /** "remove all attacking allies from combat" (Ghost Wolf): an attacking hero stays in combat. */
      readonly alliesOnly?: boolean;
    }
  /** "[cards] can't attack this turn" (a modifier ending in the wrap-up step, 001 503.2a). */
  | { readonly op: "cant-attack-this-turn"; readonly what: Ref }
  /**
   * "Put an ally card from your hand into play if its cost is less than or equal to the number of resources you
   * have": the card is chosen as the link resolves (CR 7.4 709.2b) among those allowed then.
   */
  | { readonly op: "hand-ally-to-play-cost-up-to-resources" }
  /**
   * "Shuffle your hand into your deck, then draw that many cards" (`shuffle`, 413.2) / "Put your hand on the bottom
   * of your deck, then draw that many cards" (`bottom`: in hand order, docs/rules-decisions.md; CR 7.4 415.3c).
   */
  | { readonly op: "hand-to-deck-then-draw"; readonly place: "shuffle" | "bottom" }
  /** "It can't ready during its controller's next ready step" (001 501.1a: skipped once, then it readies as usual). */
  | { readonly op: "cant-ready-next"; readonly what: Ref }
  /** "Prevent all damage that would be dealt to [it] this turn" (a prevention modifier, 407; 503.2a ends it). */
  | { readonly op: "prevent-damage-this-turn"; readonly what: Ref }
  /** "[cards] can't protect this turn" (602.2; the modifier ends in the wrap-up step, 503.2a). */
  | { readonly op: "cant-protect-this-turn"; readonly what: Ref }
  /** "Shuffle your graveyard into your deck" (413.2: the deck is shuffled). */
  | { readonly op: "graveyard-into-deck" }
  /** "You pay N less to play your next card this turn" (a cost modifier, 402; it ends in the wrap-up step, 503.2a). */
  | {
      readonly op: "play-discount";
      readonly amount: number;
      /** "… to play your next ability this turn" (Magiskull Cuffs): only a card of this type uses it. */
      readonly cardType?: "Ability";
    }
  /**
   * "[That player] can't play cards or strike with weapons this turn" (Fang of the Crystal Spider; 408.1, 303.2: a
   * modifier on the player's hero, 503.2a ends it).
   */
  | { readonly op: "cant-play-or-strike-this-turn"; readonly who: Ref }
  /** "[cards] have [keyword] this turn" (a modifier that ends in the wrap-up step, 001 503.2a). */
  | { readonly op: "keyword-this-turn"; readonly what: Ref; readonly keyword: Keyword }
  /**
   * "You pay N less the next time you strike with a [tag] weapon this turn" (a cost modifier on the next strike,
   * 001 303.2; it ends in the wrap-up step, 503.2a).
   */
  | {
      readonly op: "strike-discount";
      readonly amount: number;
      readonly tag: string;
      /** "… the next time you strike with [this weapon] this turn" (Twig of the World Tree): this weapon only. */
      readonly self?: boolean;
    }
  /**
   * "Put N [tags] ally token(s) with A ATK and H health into play" (CR 7.4 404.2, 404.2a): the token is one of
   * cards/tokens.ts; it enters play in the controller's party.
   */
  | {
      readonly op: "put-token";
      readonly token: TokenKey;
      readonly count?: number;
      /**
       * "At the start of your next turn, [instructions about it]" (Tooga's Quest): a triggered modifier per token (CR
       * 7.4 715.1) running the card's `delayed` power of this index as its controller's next turn starts, the token
       * its `subject`.
       */
      readonly atYourNextTurnStart?: number;
      /**
       * "At end of turn, destroy them" (Barov Peasant Caller): a triggered modifier per token (CR 7.4 715.1) running the
       * card's `delayed` power of this index at this turn's end, the token its `subject` (rules/token-modifiers.ts).
       */
      readonly atEndOfTurn?: number;
      /**
       * "Target opponent puts … into play" (Wanted: Hogger): the player who puts the tokens into play, so controls and
       * owns them (CR 7.4 404.2a); the link's controller when absent.
       */
      readonly who?: Ref;
      /**
       * "When [the token] leaves play, [instructions]" (Wanted: Hogger): a triggered modifier with no duration (CR 7.4
       * 715.1: it lasts until the game ends) per token, running the card's `delayed` power of this index as that token
       * leaves play, the token its `subject`; its effect is controlled by the link's controller (705.4).
       */
      readonly whenLeavesPlay?: number;
    }
  /** "[ally] must attack this turn if able" (CR 7.4 600.2: its controller can't end the action phase instead). */
  | { readonly op: "must-attack-this-turn"; readonly what: Ref }
  /**
   * "[character] can attack only your hero this turn [if able]" (601.2c-d: with other "can attack only" modifiers, any
   * of their characters; when none can be proposed, any legal defender).
   */
  | { readonly op: "can-attack-only-this-turn"; readonly what: Ref; readonly only: "your-hero" }
  /**
   * "When [event] this turn, [instruction]": a triggered modifier until the wrap-up step (CR 7.4 715.1, 001 503.2a):
   * each time the event happens it runs the card's `delayed` trigger power number `power`; `subject` names the card
   * of the event.
   */
  | {
      readonly op: "this-turn-trigger";
      readonly event: ThisTurnEvent;
      readonly power: number;
      /** `watched-destroyed`: the card watched ("when that character is destroyed this turn"), the link's target N. */
      readonly watch?: { readonly target: number };
    }
  /**
   * "Each player destroys an ally in his party" (chosen by each player as it resolves, the turn player first, CR 7.4
   * 708.1a; destroyed together); `ifYouHaveAlly`: "If an ally is in your party, …" (nothing happens otherwise).
   */
  | { readonly op: "each-player-destroys-own-ally"; readonly ifYouHaveAlly?: boolean }
  /**
   * "Remove any number of [type] cards in graveyards from the game. Your hero heals N damage from itself for each
   * card removed": the cards are chosen as it resolves (CR 7.4 709.2b, none allowed; any graveyard, 706.1b).
   */
  | { readonly op: "remove-from-graveyards-any"; readonly cardType: "Ally"; readonly healYourHeroPerCard: number }
  /**
   * "Put the top card of your deck into your resource row face down and exhausted" (rules/resource-row.ts; CR 7.4
   * 412: a resource put, not placed, so 001 410.1's one placement a turn is untouched).
   */
  | { readonly op: "top-card-to-resources" }
  /** "Discard your hand": every card in the controller's hand, no choice asked (the family's whole-hand discard). */
  | { readonly op: "discard-hand" }
  /**
   * "Put the top N cards of your deck into your graveyard" / "target player puts the top X cards of his deck into his
   * graveyard" (rules/deck-to-graveyard.ts; moved, not drawn, 001 413). `count` "x": the X paid; `who`: the player(s)
   * whose deck it is, the controller's when absent.
   */
  | { readonly op: "deck-top-to-graveyard"; readonly count: number | "x"; readonly who?: Ref }
  /**
   * "Reveal the top N cards of your deck. Put all revealed cards named [this card] into your hand and the rest on the
   * bottom of your deck" (rules/reveal-top.ts; no choice, so nothing is asked).
   */
  | { readonly op: "reveal-top-named-self-to-hand"; readonly count: number }
  /**
   * "Reveal the top two cards of your deck. If they have different card types, put one into your hand and the other on
   * the bottom of your deck. Otherwise, put both on the bottom" (rules/reveal-top.ts; the pick asked as it resolves).
   */
  | { readonly op: "reveal-two-pick-if-types-differ" }
  /** "Look at [player]'s hand": shown to the link's controller alone (rules/look-at-hand.ts). */
  | { readonly op: "look-at-hand"; readonly who: Ref }
  /**
   * "Look at the top N cards of your deck. Put one into your hand and the rest on the bottom of your deck" (CR 7.4
   * 415.3: only the looker sees them; the rest go to the bottom in their order, 415.3c).
   */
  | { readonly op: "look-top-to-hand"; readonly count: number }
  /**
   * "Look at the top card of your deck. You may put it on the bottom of your deck" (private to the looker, 415.3);
   * `to: "graveyard"`: "You may put it into your graveyard" instead (Gustaf Trueshot; the graveyard is public);
   * `to: "hand-if-ability"`: "If it's an ability card, you may reveal it and put it into your hand" (Gift of the Elven
   * Magi; asked only when it is one).
   */
  | { readonly op: "look-top-may-bottom"; readonly to?: "graveyard" | "hand-if-ability" }
  /** "[Target player] turns one of his quests face down": that player chooses among his face-up quests (001 410.1b). */
  | { readonly op: "turn-quest-face-down"; readonly who: Ref }
  /**
   * "You control [that card] while [this] remains in your party" (001 401.3; CR 7.4 401.3b: as the duration ends,
   * control reverts to the player who controlled it before).
   */
  | { readonly op: "gain-control-while-in-party"; readonly what: Ref }
  /**
   * "While [this] remains exhausted, you control [that card]" (Helwen; 001 401.3, CR 7.4 714.3b: no modifier if the
   * card readied or left play since the link was added; control reverts as it readies or leaves play, 401.3b).
   */
  | { readonly op: "gain-control-while-exhausted"; readonly what: Ref }
  /**
   * "Each player secretly chooses a number. The player who chooses the highest number gains control of [this], and you
   * put that amount of damage on that player's hero. If there's a tie, you choose the outcome." (Barak the Shamed;
   * CR 7.4 802.1, 104.1; rules/secret-choices.ts).
   */
  | { readonly op: "secret-numbers-highest-gains-control" }
  /**
   * "Choose a card from your collection, reveal it, and put it into your hand" (Rite of Vision; CR 7.4 800.2a: the
   * collection is the side deck, 100.3; none: nothing happens; rules/collection.ts).
   */
  | { readonly op: "collection-card-to-hand" }
  /**
   * "Your [tag] weapons have +N ATK this turn" (a definite modifier, CR 7.4 714.3e: it applies to every such weapon the
   * controller controls during the turn; 503.2a ends it).
   */
  /** `tag` absent: "Your weapons have +N ATK this turn" (every weapon, Onslaught Girdle). */
  | { readonly op: "weapons-atk-this-turn"; readonly tag?: string; readonly amount: number }
  /**
   * "Allies in your party have +N ATK while attacking this turn" (CR 7.4 714.3a, 714.3e: every ally of the
   * controller's party during the turn, while attacking).
   */
  | { readonly op: "allies-atk-attacking-this-turn"; readonly amount: number }
  /** "[cards] have [keyword] this combat" (the modifier ends as the combat ends, CR 7.4 603). */
  | { readonly op: "keyword-this-combat"; readonly what: Ref; readonly keyword: Keyword }
  /**
   * "Your Pets are [keyword] this turn" (a definite modifier, CR 7.4 714.3e: every Pet of the controller's party
   * during the turn, one entering later too; 503.2a ends it).
   */
  | { readonly op: "your-pets-keyword-this-turn"; readonly keyword: Keyword }
  /** "Turn target hero face down" (CR 7.4 glossary Flip: turned over, not a flip event; its flip power is gone). */
  | { readonly op: "turn-hero-face-down"; readonly what: Ref }
  /** "Weapon cards in your hand are instant this turn" (a timing modifier, 408.1; 503.2a ends it). */
  | { readonly op: "weapons-instant-this-turn" }
  /** "Double the damage on [cards]": as much damage as each has is placed on it, not dealt (001 404.3; WOW-EX-08). */
  | { readonly op: "double-damage-on"; readonly what: Ref }
  /** "Put N damage on [cards]": placed, not dealt (001 404.3: no packet, nothing prevents it; rules/placed-damage.ts). */
  | { readonly op: "put-damage"; readonly amount: number; readonly what: Ref }
  /**
   * "Remove all damage from [this], and he deals that much [type] damage to [each of `to`]" (Plagueborn Meatwall:
   * removed, not healed; one packet per character, 404.4; rules/remove-damage.ts).
   */
  | { readonly op: "remove-own-damage-deal-that-much"; readonly type: DamageType; readonly to: Ref }
  /**
   * "[That player] may put an ally card from his graveyard into play with damage on it equal to its health minus 1"
   * (Spirit Healer; asked of `who` as it resolves, the ally under his control; rules/graveyard-to-play.ts).
   */
  | { readonly op: "player-may-graveyard-ally-to-play-damaged"; readonly who: Ref }
  /** "Remove [it] from the game. If you do, [instructions]" (only a card still in play is removed, CR 7.4 709.2f). */
  | { readonly op: "remove-then"; readonly what: Ref; readonly then: readonly Effect[] }
  /** "Remove all damage from [it]" (001 404: removed, not healed, so no healing packet; rules/remove-damage.ts). */
  | { readonly op: "remove-all-damage"; readonly what: Ref }
  /** "If [it] is in combat, remove [it] from combat" (CR 7.4 602.3b, 602.4; rules/enter-combat.ts). */
  | { readonly op: "remove-from-combat"; readonly what: Ref }
  /**
   * "Prevent all combat damage that would be dealt to and dealt by [it] this turn" (a prevention modifier, 407; 503.2a
   * ends it; rules/combat-prevention.ts).
   */
  | { readonly op: "prevent-combat-damage-to-and-by-this-turn"; readonly what: Ref }
  /** "Prevent all combat damage that would be dealt by [it] this turn" (Turn Aside; as above, its own packets only). */
  | { readonly op: "prevent-combat-damage-by-this-turn"; readonly what: Ref }
  /**
   * "If target ability is attached to a hero or ally, attach it to another hero or ally" (001 400.4a-c, CR 7.4 400.7):
   * the new host is chosen as it resolves among the other heroes and allies matching the attachment's own attach
   * description (Untargetable ones too; X is 0); with none it stays (rules/moving-attachments.ts).
   */
  | { readonly op: "move-attachment"; readonly what: Ref }
  /**
   * "[Player] destroys one of his resources" (`who`: each player named, the turn player first, CR 7.4 708.1a; each
   * chooses which as it resolves, the resources are destroyed together; rules/resource-row.ts).
   */
  | { readonly op: "destroy-own-resource"; readonly who: Ref }
  /**
   * "Reveal the top N cards of your deck. Put all revealed [type] cards into your hand and the rest on the bottom of
   * your deck" (Belt of the Archmage; rules/reveal-top.ts, no choice so nothing is asked).
   */
  | { readonly op: "reveal-top-all-of-type-to-hand"; readonly count: number; readonly cardType: "Ability" }
  /** "[this weapon] has +N ATK this turn" (a modifier on the weapon itself, 001 503.2a ends it; `weaponAtk`). */
  | { readonly op: "weapon-atk-this-turn"; readonly what: Ref; readonly amount: number }
  /**
   * "Target player destroys one of his equipment / abilities / an ally in his party": that player chooses among his
   * cards of that kind as it resolves (CR 7.4 709.2b; rules/destroy-own.ts).
   */
  | {
      readonly op: "player-destroys-own";
      readonly who: Ref;
      /** Several kinds: "one of his abilities, allies, or equipment" (Crown of Destruction), one pick among them all. */
      readonly kind: "equipment" | "ability" | "ally" | readonly ("equipment" | "ability" | "ally")[];
    }
  /**
   * "Look at the top N cards of your deck. Put one on the top of your deck and the rest on the bottom" (CR 7.4 415.3;
   * rules/look.ts).
   */
  | { readonly op: "look-top-keep-one"; readonly count: number }
  /**
   * "Reveal the top two cards of your deck. [Target opponent] chooses one. Put that card into your hand and the other
   * one on the bottom of your deck" (rules/reveal-top.ts): `by` names the choosing opponent.
   */
  | { readonly op: "reveal-two-opponent-picks"; readonly by: Ref }
  /** "Put an [ability] card from your graveyard on top of your deck" (chosen as it resolves; rules/graveyard-to-deck.ts). */
  | { readonly op: "graveyard-to-deck-top"; readonly cardType: "Ability" | "Ally" }
  /**
   * "Each player reveals his deck, puts all revealed ally cards into play, and then shuffles his deck"
   * (rules/deck-allies-to-play.ts).
   */
  | { readonly op: "each-player-deck-allies-to-play" }
  /**
   * "Players put all ally cards from their graveyards into play" (Kaal Soulreaper; rules/graveyard-to-play.ts: the turn
   * player's first, each into its owner's party).
   */
  | { readonly op: "each-player-graveyard-allies-to-play" }
  /**
   * "Flip a coin. If you win the flip, [win]. If you lose the flip, you may pay N to reflip." (Landro Longshot; the
   * seeded RNG, a win one time in two; rules/coin-flip.ts).
   */
  | { readonly op: "flip-coin"; readonly win: readonly Effect[]; readonly reflipCost: number }
  /** "Take an extra turn after this one" (the link's controller; CR 7.4 500.3, rules/extra-turns.ts). */
  | { readonly op: "take-extra-turn" }
  /** "Interrupt all other ability cards" (CR 7.4 711: every ability card played onto the chain but this one). */
  | { readonly op: "interrupt-all-other-abilities" }
  /** "Opponents can't play abilities this turn" (CR 7.4 103.2; rules/cant-play-abilities.ts). */
  | { readonly op: "opponents-cant-play-abilities-this-turn" }
  /** "If [condition], [instructions]": checked as the instruction runs (rules/turn-conditions.ts). */
  | { readonly op: "if"; readonly condition: EffectCondition; readonly then: readonly Effect[] }
  /**
   * "Remove an [ally] card in your graveyard from the game. If you do, [instructions]" (chosen as it resolves;
   * rules/graveyard-removal.ts).
   */
  | {
      readonly op: "remove-from-your-graveyard";
      readonly cardType: "Ally" | "Ability";
      readonly then: readonly Effect[];
    }
  /**
   * "[instruction] unless [player] pays N" (rules/unless-pays.ts): that player (`who`, one player) is asked as it
   * resolves; the instruction runs unless they pay.
   */
  | { readonly op: "unless-pays"; readonly amount: number; readonly who: Ref; readonly then: Effect }
  /**
   * "If you targeted a hero, you may interrupt an ability card played by its controller" (Kick; the first target;
   * rules/interrupt-choice.ts, CR 7.4 711).
   */
  | { readonly op: "may-interrupt-ability-of-targeted-hero" }
  /**
   * "[that player] exhausts one of his ready resources": that player (`who`) picks one as it resolves (asked when there
   * is a choice); later instructions name it `chosen` (Mind-numbing Poison; rules/weapon-attachments.ts).
   */
  | { readonly op: "choose-own-ready-resource"; readonly who: Ref }
  /** "If your hero has [keyword], [instructions]" (Waylay, Lobotomize: checked as the instruction is reached). */
  | { readonly op: "if-your-hero-has"; readonly keyword: Keyword; readonly then: readonly Effect[] }
  /**
   * "This turn, opposing heroes and allies must attack if able and can attack only your hero if able" (CR 7.4 600.2,
   * 601.2c-d; a definite modifier that also reaches characters entering later, 714.3e; rules/must-attack.ts).
   */
  | { readonly op: "opponents-must-attack-you-this-turn" }
  /** "That character can't be healed this turn" (Mortal Strike; 001 406: its healing packets heal nothing; 503.2a). */
  | { readonly op: "cant-be-healed-this-turn"; readonly what: Ref }
  /**
   * "Put target ally card from your graveyard into play if its cost is less than or equal to the number of resources
   * you have" (Resurrection; rules/enter-play.ts): the cost is compared as the link resolves (CR 7.4 709.2).
   */
  | { readonly op: "graveyard-ally-to-play-if-affordable"; readonly what: Ref }
  /**
   * "Exhaust all of [target player's / your] ready resources" (CR 7.4 411.1; rules/resources-and-turns.ts);
   * `damageHeroPer`: "Your hero deals N [type] damage to that player's hero for each resource exhausted this way" (Mana
   * Burn: one packet of N × the count, 001 404.4).
   */
  | {
      readonly op: "exhaust-ready-resources";
      readonly who: Ref;
      readonly damageHeroPer?: { readonly amount: number; readonly type: DamageType };
    }
  /** "Skip your next turn" (CR 7.4 500.1; rules/resources-and-turns.ts): the link's controller skips it. */
  | { readonly op: "skip-next-turn" }
  /**
   * "Destroy any number of abilities attached to [it]" / "You may destroy an ability attached to that ally" (`upTo`
   * 1): picked as the link resolves (CR 7.4 709.2b; rules/pick-cards.ts).
   */
  | { readonly op: "destroy-attached-abilities"; readonly host: Ref; readonly upTo?: number }
  /**
   * "Each opponent puts N allies from his party into their owner's hands": each such player picks N (rules/pick-cards.ts).
   */
  | { readonly op: "return-allies-to-hand"; readonly who: Ref; readonly count: number }
  /** "[It] can't be targeted by opponents this turn" (CR 7.4 706.1; 503.2a ends it). */
  | { readonly op: "untargetable-by-opponents-this-turn"; readonly what: Ref }
  /**
   * "Prevent the next N damage that would be dealt to [it] this turn" (a prevention shield, CR 7.4 717.2a;
   * rules/prevention-shields.ts; 503.2a ends it).
   */
  | {
      readonly op: "prevent-next-damage-this-turn";
      readonly what: Ref;
      /** `x`: the link's X (Mana Shield, CR 7.4 707.1b). */
      readonly amount: number | "x";
      /** "… by target hero or ally": only damage dealt by the link's target N (Holy Shield, CR 7.4 717.2). */
      readonly from?: { readonly target: number };
      /** "the next X combat damage … by allies": only combat damage dealt by allies (Mana Shield, 717.2). */
      readonly combatFromAllies?: boolean;
      /**
       * `combat`: "… this combat" (ends with the combat, CR 7.4 603; Truesilver Champion); `none`: the text gives no
       * duration, so it persists until it prevents its amount (717.2; Korthas Greybeard). Absent: this turn.
       */
      readonly duration?: "combat" | "none";
      /**
       * "When damage is prevented this way, …" (CR 7.4 717.2d): the index of the card's `delayed` power, run each time
       * the shield prevents damage with "that amount" (`event-amount`) and the packet's source as `subject`.
       */
      readonly rider?: number;
    }
  /** "[Players / opponents] can't draw cards this turn" (CR 7.4 103.4; rules/cant-draw.ts; 503.2a ends it). */
  | { readonly op: "cant-draw-this-turn"; readonly who: Ref }
  /**
   * "[cards] have +N / -X ATK while in combat with [your hero] this turn" (rules/in-combat-with.ts; 503.2a ends it):
   * `minus-x` is -X, the link's X (CR 7.4 707.1b).
   */
  | { readonly op: "atk-in-combat-with-your-hero-this-turn"; readonly what: Ref; readonly amount: number | "minus-x" }
  /**
   * "While [it] is stealthed, prevent all combat damage that would be dealt to [it] this turn" (a prevention modifier
   * applying only while it has `keyword`, CR 7.4 717.2; rules/prevention-shields.ts; 503.2a ends it).
   */
  | { readonly op: "prevent-combat-damage-while-keyword-this-turn"; readonly what: Ref; readonly keyword: Keyword }
  /**
   * "Name a card" / "name an ally card" (`cardType`) as it resolves (rules/naming.ts; CR 7.4 200.3, 709.2b): `by` the
   * link's controller ("you", absent) or "the first opponent to that player's left" of the turn player; the name is
   * kept on the link for the instructions after it.
   */
  | { readonly op: "name-card"; readonly by?: "turn-players-left-opponent"; readonly cardType?: "Ally" }
  /** "That card can't be played this turn": cards with the named name (CR 7.4 103.2; 503.2a ends it). */
  | { readonly op: "cant-play-named-this-turn" }
  /** "[Player] reveals his hand and discards a card with that name" (the named name; CR 7.4 glossary Reveal, 415.9e). */
  | { readonly op: "reveal-hand-discard-named"; readonly who: Ref }
  /**
   * "Remove [the chosen ally in your party / your hand / your deck / all ability cards in your graveyard] from the
   * game", recorded as removed by this card (CR 7.4 415.7; rules/removed-by.ts).
   */
  | {
      readonly op: "remove-by-self";
      readonly what: "chosen" | "your-hand" | "your-deck" | "ability-cards-in-your-graveyard";
    }
  /**
   * "Put all [ally] cards removed by [this] into play under your control" / "put the removed cards into your hand" /
   * "choose at random one of the cards you removed this way and put it into your hand" (rules/removed-by.ts).
   */
  | {
      readonly op: "removed-by-self-to";
      readonly to: "play" | "hand";
      readonly pick: "all" | "random";
      readonly cardType?: "Ally" | "Ability";
    }
  /** "Turn your deck over" (Fortune Telling; CR 7.4 415.3d: face up and public for the rest of the game). */
  | { readonly op: "turn-deck-over" }
  /**
   * "Put a card named [name] from your graveyard into play" (Anathema; found as it resolves, CR 7.4 709.2b;
   * rules/enter-play.ts).
   */
  | { readonly op: "graveyard-named-to-play"; readonly name: string }
  /**
   * "Destroy that many of your equipment and/or resources" (Ring of the Unliving): the link's controller picks that many
   * (the event's amount; all of them when he has fewer) among his equipment and resources as it resolves (CR 7.4
   * 709.2b; rules/destroy-own.ts).
   */
  | { readonly op: "destroy-own-equipment-or-resources"; readonly amount: "event-amount" }
  /**
   * "Remove that many ally cards in your graveyard from the game" (Stitches: the event's amount; picked as it resolves,
   * rules/pick-cards.ts).
   */
  | { readonly op: "remove-graveyard-allies"; readonly count: "event-amount" }
  /**
   * "Remove 1 damage from [it] for each [card] you removed" (001 404: removed, not healed; the link's last pick,
   * CR 7.4 709.2f; rules/remove-damage.ts).
   */
  | { readonly op: "remove-damage-per-picked"; readonly what: Ref }
  /**
   * "Choose up to N heroes and/or allies. Your hero deals A, B, … [type] damage to them, respectively" (Thunderfury:
   * chosen one at a time as it resolves, in the order of `amounts`; rules/ordered-damage.ts).
   */
  | { readonly op: "damage-chosen-in-order"; readonly amounts: readonly number[]; readonly type: DamageType }
  /** "[It] can't be destroyed this turn" (CR 7.4 103.2; rules/cant-be-destroyed.ts; 503.2a ends it). */
  | { readonly op: "cant-be-destroyed-this-turn"; readonly what: Ref }
  /** "[It] can't be attacked this turn" (601.2b: never a proposed defender; rules/combat-restrictions.ts; 503.2a ends it). */
  | { readonly op: "cant-be-attacked-this-turn"; readonly what: Ref }
  /**
   * "Roll a die. [from]-[to]: [instructions] …" (CR 7.4 glossary "Dice": a six-sided die, rolled with the state's seeded
   * RNG; rules/coin-flip.ts): the outcome whose range holds the roll runs.
   */
  | {
      readonly op: "roll-die";
      readonly outcomes: readonly { readonly from: number; readonly to: number; readonly effects: readonly Effect[] }[];
    };

/**
 * A condition an `if` instruction checks as it runs: "if your hero dealt combat damage to an opposing hero this turn"
 * (Tundra MacGrann's Stolen Stash; the turn's dealt damage, 603.1, cleared in the wrap-up, 503.2a).
 */
export type EffectCondition =
  | "your-hero-dealt-combat-damage-to-opposing-hero-this-turn"
  /** "if your hero has dealt fire damage this turn" (Eye of Flame; the packet's damage type, recorded in `dealt`). */
  | "your-hero-dealt-fire-damage-this-turn"
  /** "If you do" after "exhaust [the chosen card]" (CR 7.4 709.2f): a card was chosen and is now exhausted. */
  | "you-exhausted-chosen"
  /**
   * "If that character doesn't have fatal damage on it" (CR 7.4 405.2: damage ≥ its health; Shadow Word: Death): the
   * link's first target, read after its damage is dealt (`thenAfterPackets`); a character gone from play has none.
   */
  | "target-doesnt-have-fatal-damage";

/**
 * Events a "this turn" triggered modifier watches (CR 7.4 715.1): an ally of an opponent that is not a token is
 * destroyed (404.2a), the modifier's controller's hero deals damage to an ally (as the packet is dealt, 407), or its
 * controller strikes with a Ranged weapon (Rapid Fire, 001 303.2: as the strike is added to the chain; the weapon is
 * the event's card).
 */
export type ThisTurnEvent =
  | "opposing-non-token-ally-destroyed"
  | "your-hero-deals-damage-to-ally"
  /** The watched character is destroyed (Shadow Bolt's "when that character is destroyed this turn"). */
  | "watched-destroyed"
  | "you-strike-with-ranged"
  /**
   * An ally in the modifier's controller's party deals combat damage (as the packet is dealt, 603.1; the ally is the
   * event's card, the packet's amount "that much"; Aleyah Dawnborn).
   */
  | "ally-in-your-party-deals-combat-damage"
  /**
   * The modifier's controller plays his next ability card (once: the modifier then ends; the link's `amount` is that
   * ability's cost; Inner Focus, rules/next-ability.ts).
   */
  | "you-play-next-ability";

/** A cost of a power (001 402): resources to exhaust, and the other parts printed before ">>>". */
export interface PowerCost {
  readonly resources: number;
  readonly exhaustSelf?: boolean;
  readonly flip?: boolean;
  readonly destroySelf?: boolean;
  /** "Remove [this] from the game" (402.1: the card in play goes to its owner's removed-from-game zone, 001 413.8). */
  readonly removeSelf?: boolean;
  /**
   * "Remove N ally cards in your graveyard from the game" (402.1; Augustus Corpsemonger): the cards chosen as it is
   * paid (the action's `pay`), as for a quest reward's.
   */
  readonly removeFromGraveyard?: { readonly count: number; readonly type: "Ally" };
  /** "Exhaust your hero" (402.1: a ready hero). */
  readonly exhaustHero?: boolean;
  /** "Put [this] into her owner's hand" (402.1: the card in play goes to its owner's hand as the cost is paid). */
  readonly returnSelfToHand?: boolean;
  /** "Discard a card" (402.1): a card of its controller's hand, chosen in the action's `pay`. */
  readonly discardCard?: boolean;
  /** "Destroy N of your resources" (402.1): the resources, ready or not, chosen in the action's `pay`. */
  readonly destroyResources?: number;
  /** "Exhaust one of your armor" (402.1): a ready armor its controller controls, chosen in the action's `pay`. */
  readonly exhaustArmor?: boolean;
  /**
   * "Put N damage on [this]": damage put, not dealt (no packet, nothing prevents it). `x`: "put X damage on her"
   * (Dizdemona): X is chosen as it is used and paid in damage, not in resources (CR 7.4 707.1b).
   */
  readonly damageSelf?: number | "x";
  /** "X" in the cost: its controller chooses X as it is used and pays X more resources (CR 7.4 707.1b). */
  readonly x?: boolean;
  /** "Exhaust N allies in your party" (402.1: N different ready allies, chosen in the action's `pay`). */
  readonly exhaustAllies?: number;
  /**
   * X is the number of counters on [this] as the cost is paid (Fel Domination: "Destroy [this] -> … the number of
   * dominate counters on [this]", last known information, CR 7.4 709.2d).
   */
  readonly countersAreX?: boolean;
  /** "Put N damage on your hero" (Mortal Delights; 402.1): damage put, not dealt, as for `damageSelf`. */
  readonly damageHero?: number;
  /**
   * "Put N damage on an ally in your party" (Soul Link; 402.1): put, not dealt (CR 7.4 405.3), on an ally its
   * controller controls that can take N without exceeding its health, chosen in the action's `pay`.
   */
  readonly damageAlly?: number;
  /**
   * "Destroy one of your [tag]s [with cost X]" (001 402.1; CR 7.4 403.5): an ally its controller controls with that
   * type-line tag ("Pet"), chosen as the cost is paid; `costX`: its cost must equal the X chosen.
   */
  /**
   * "Concede the game" (Hearthstone, CR 7.4 800.1a-d): paying it concedes the game; no link is added (800.1c). A
   * Duelhall match is one game, so hearthing "does nothing but end that game" (800.1d; rules/hearthing.ts).
   */
  readonly concedeGame?: boolean;
  readonly destroyAlly?: {
    /** Only allies with this type-line tag ("Pet"); absent: any ally in your party. */
    readonly tag?: string;
    readonly costX?: boolean;
    /** "where X is the ATK of the destroyed ally": X is that ally's ATK as it is paid (Mezzik Darkspark). */
    readonly atkIsX?: boolean;
  };
}

/**
 * When a triggered power triggers (CR 7.4 703.1; start and end of turn 500.2; attacking 602.1; "when this is
 * destroyed": from play to the graveyard by destruction, looking back at it in play, 703.4).
 */
export type TriggerEvent =
  | "attacks"
  | "your-turn-start"
  | "each-turn-start"
  | "your-turn-end"
  | "destroyed"
  /** "When [this] deals combat damage to a defending hero" (as the packet is dealt, 603.1). */
  | "deals-combat-damage-to-defending-hero"
  /** "When an opposing hero or ally attacks" (CR 7.4 602.1: as it becomes an attacker). */
  | "opposing-attacks"
  /**
   * "When attached character is destroyed" (an attachment's power, CR 7.4 400.6): triggers as its host is destroyed,
   * just before the attachment itself is destroyed by the game (400.5); `subject-controller` is the host's controller.
   */
  | "attached-destroyed"
  /** Never by an event: run by an `at-next-end-of-turn` or `this-turn-trigger` modifier (CR 7.4 715.1). */
  | "delayed"
  /** "When you play a [tag] ability" (as it is played, CR 7.4 709: the trigger power's `tag`). */
  | "you-play-ability"
  /**
   * "When each hero or ally in your party attacks for the first time each turn" (CR 7.4 602.1: as it becomes an
   * attacker, once per card per turn; the attacker is the event's card).
   */
  | "party-attacks-first-time"
  /** "When [this] attacks for the first time each turn" (Windseer Tarus; as for `party-attacks-first-time`). */
  | "attacks-first-time"
  /** "When [this] deals combat damage to an ally" (as the packet is dealt, 603.1; the ally is the event's card). */
  | "deals-combat-damage-to-ally"
  /**
   * "When [this] deals combat damage to a damaged ally" / "to an ally with damage on it" (Brigg): the ally had damage
   * immediately before the packet (CR 7.4 703.4); the ally is the event's card.
   */
  | "deals-combat-damage-to-damaged-ally"
  /**
   * "When an attacking ally deals combat damage to your hero" (as the packet is dealt, 603.1; the ally is the event's
   * card; Green Whelp Armor).
   */
  | "attacking-ally-damages-your-hero"
  /** "When [this] defends" (602.3: as it becomes the defender). */
  | "defends"
  /** "When your hero defends" (602.3; a card of the hero's controller). */
  | "your-hero-defends"
  /** "When you strike with [this weapon]" (001 303.2: as the strike is added to the chain). */
  | "strike-with-this"
  /** "When you strike with a weapon" (an armor's power, 001 303.2; the weapon is the event's card, `subject`). */
  | "you-strike-with-weapon"
  /** "When an opposing ally enters play" (001 302.1; the ally is the event's card, `subject`). */
  | "opposing-ally-enters"
  /**
   * "When your hero deals combat damage to an ally" (as the packet is dealt, 603.1; the ally is the event's card). A
   * Totem is not an ally here: the event doesn't target (001 306.3a).
   */
  | "your-hero-deals-combat-damage-to-ally"
  /** "When you complete a quest" (CR 7.4 702.2, 703.1: as the reward is added; rules/quest-events.ts). */
  | "you-complete-quest"
  /**
   * "When your hero is dealt damage by a hero or ally" (Lightning Shield; as the packet is dealt, 407): the hero or ally
   * that dealt it is the event's card, `subject`.
   */
  | "your-hero-dealt-damage-by-character"
  /**
   * "When attached character is dealt combat damage" (Thorns; an attachment's power, CR 7.4 400.6; as the packet is
   * dealt, 603.1): the source of that combat damage is the event's card, `subject`.
   */
  | "attached-dealt-combat-damage"
  /** "When your hero is dealt combat damage" (Feral Rage; as the packet is dealt, 603.1). */
  | "your-hero-dealt-combat-damage"
  /** "When your hero is dealt damage" (Berserking; any packet, as it is dealt, 407). */
  | "your-hero-dealt-damage"
  /** "When your hero attacks" (Berserking; CR 7.4 602.1: as the hero becomes an attacker). */
  | "your-hero-attacks"
  /**
   * "When an ally is destroyed" (Circle of Life; any party): the ally is the event's card (`subject`, now in the
   * graveyard) and `subject-controller` who controlled it.
   */
  | "ally-destroyed"
  /** "When a card leaves your hand" (Evocation; played, discarded, placed as a resource or moved otherwise, 413). */
  | "card-leaves-your-hand"
  /** "When an ally enters combat with [this]" (CR 7.4 602.3; the other combatant is the event's card; rules/enter-combat.ts). */
  | "ally-enters-combat-with-this"
  /** "When [this] defends against an ally" (CR 7.4 602.3; the attacker is the event's card; rules/enter-combat.ts). */
  | "defends-against-ally"
  /** "At the end of each turn" (CR 7.4 500.2: as each turn's end phase starts, whoever's turn it is). */
  | "each-turn-end"
  /** "At the start of each opponent's turn" (CR 7.4 500.2: as an opponent's turn starts). */
  | "opponents-turn-start"
  /** "When [this] deals combat damage to a defending ally" (as the packet is dealt, 603.1; the ally is the event's card). */
  | "deals-combat-damage-to-defending-ally"
  /** "When an ally in your party deals combat damage to a defending hero" (as the packet is dealt, 603.1). */
  | "party-ally-deals-combat-damage-to-defending-hero"
  /** "When [this] deals combat damage" (to anything, as the packet is dealt, 603.1). */
  | "deals-combat-damage"
  /** "When you play an ability for the first time on each of your turns" (rules/abilities-played.ts). */
  | "you-play-first-ability-on-your-turn"
  /**
   * "When [a Night Elf] in your party is destroyed" (the trigger power's `race`; the destroyed ally is the event's card;
   * the card itself looks back, CR 7.4 703.4; rules/party-destroyed.ts).
   */
  | "party-ally-destroyed"
  /**
   * "At the start of your turn, if [this] is in your graveyard, …" (Wisp; CR 7.4 500.2): a power that works from the
   * graveyard (CR 7.4 700.2), with the condition `in-your-graveyard`.
   */
  | "your-turn-start-in-graveyard"
  /** "When you play a card" (as it is played onto the chain, CR 7.4 709; placing a resource is not playing, 410.1). */
  | "you-play-card"
  /**
   * "When your hero deals combat damage [with this weapon] [to a hero]" (as the packet is dealt, 603.1; the packet is
   * associated with the weapons its controller struck with this combat, 001 407.3d): the damaged character is the
   * event's card (`subject`, its controller `subject-controller`) and the amount dealt `event-amount`
   * (rules/combat-damage-triggers.ts).
   */
  | "your-hero-deals-combat-damage"
  | "your-hero-deals-combat-damage-to-hero"
  | "your-hero-deals-combat-damage-with-this"
  | "your-hero-deals-combat-damage-with-this-to-hero"
  /**
   * "When your hero deals combat damage with a weapon [to a hero | to an ally]" (Seals, Anger Management, Blade Flurry):
   * with any weapon its controller struck with this combat (001 407.3d); one packet triggers it once, however many
   * weapons it is dealt with (WOW-EX-20; rules/combat-damage-triggers.ts).
   */
  | "your-hero-deals-combat-damage-with-weapon"
  | "your-hero-deals-combat-damage-with-weapon-to-hero"
  | "your-hero-deals-combat-damage-with-weapon-to-ally"
  /** "When your hero deals combat damage for the first time each turn" (Seal of the Crusader; its first combat packet dealt this turn). */
  | "your-hero-deals-combat-damage-first-time"
  /**
   * "When a [race] in your party deals combat damage to an ally" (Wilba: the trigger power's `race`; as the packet is
   * dealt, 603.1): the damaged ally is the event's card (rules/combat-damage-triggers.ts).
   */
  | "party-race-deals-combat-damage-to-ally"
  /** "When [this] becomes exhausted" (Lord Grayson Shadowbreaker; a ready card exhausting, rules/becomes-exhausted.ts). */
  | "becomes-exhausted"
  /**
   * "When your hero deals damage" (any packet, combat or not, as it is dealt: Stealth's "destroy this card when your
   * hero deals damage", rules/stealth.ts).
   */
  | "your-hero-deals-damage"
  /** "When you strike with attached weapon" (an attachment on a weapon, 001 303.2; the weapon is the event's card). */
  | "you-strike-with-attached-weapon"
  /** "When you strike with attached weapon for the first time each turn" (Windfury Weapon; its first strike this turn). */
  | "you-strike-with-attached-weapon-first-time"
  /**
   * "When a player draws a card" (Jin'do's Judgement; 001 501.2a: once per card drawn, any player): the drawing player
   * is the event's `subjectController`.
   */
  | "player-draws-card"
  /**
   * "When damage is prevented this way" (Power Word: Shield): the card's `prevent-damage` power prevented damage
   * (rules/prevention-powers.ts, CR 7.4 703.1).
   */
  | "prevents-damage"
  /**
   * "When your hero heals damage with an ability from a friendly hero or ally" (Illumination; 001 406: as a healing
   * packet of an ability card, its source the power's controller's hero, removes damage from a character that player
   * controls): "that ability's cost" (X included, CR 7.4 201.3) is the link's `amount` (rules/heal-triggers.ts).
   */
  | "your-hero-heals-with-ability"
  /** "When your hero protects" (602.2: as it exhausts to protect and becomes the proposed defender; Sacred Duty). */
  | "your-hero-protects"
  /**
   * "When another hero or ally heals damage from your hero" (as a healing packet from another character removes damage
   * from it, 001 406; Spiritual Attunement).
   */
  | "another-heals-your-hero"
  /**
   * "When a hero or ally in your party is dealt combat damage" (as the packet is dealt, 603.1; the damaged character is
   * the event's card, `subject`, and the dealer its `damage-source`).
   */
  | "party-dealt-combat-damage"
  /**
   * "When your hero deals combat damage with [this weapon] for the first time on each of your turns" (Thrash Blade; as
   * the packet is dealt, CR 7.4 408.3d: once per packet, whatever its size; rules/weapon-association.ts).
   */
  | "hero-deals-combat-damage-with-this-first-time-your-turn"
  /**
   * "When an ally is dealt damage" (Skorn; any party, as the packet is dealt, 407): the ally is the event's card
   * (`subject`, its controller `subject-controller`) and the damage dealt `event-amount` (rules/damage-events.ts).
   */
  | "ally-dealt-damage"
  /** "When [this] is dealt damage" (Stitches; as the packet is dealt, 407): the damage dealt is `event-amount`. */
  | "dealt-damage"
  /**
   * "When your hero deals [damageType] damage with an ability to a hero or ally" (Anathema; CR 7.4 717.1): the damaged
   * character is the event's card (`subject`, its controller `subject-controller`; rules/damage-events.ts).
   */
  | "your-hero-deals-ability-damage"
  /**
   * "While your hero has fatal damage on it, when it's dealt damage" (Ring of the Unliving; as the packet is dealt, with
   * it on the hero, CR 7.4 405.2, 703.3c): the damage dealt is `event-amount` (rules/damage-events.ts).
   */
  | "your-hero-dealt-damage-while-fatal";

/** A double-check condition of a triggered power (CR 7.4 703.2): checked as it triggers and as it resolves. */
export type TriggerCondition =
  | "dealt-no-damage-this-turn"
  | "you-have-a-pet"
  /** "if you didn't place a resource this turn" (001 410.1; Trance Stone, rules/resource-row.ts). */
  | "placed-no-resource-this-turn"
  /** "if your hero is in cat form" (Rake; CR 7.4 glossary "Cat Form"). */
  | "your-hero-in-cat-form"
  /** "while in bear form" (Feral Rage; CR 7.4 glossary "Bear Form"). */
  | "your-hero-in-bear-form"
  /** "if no damage was dealt this turn" (by anything to anything; placed damage is not dealt, 001 404.3). */
  | "no-damage-dealt-this-turn"
  /** "if you didn't play an ability this turn" (rules/abilities-played.ts). */
  | "played-no-ability-this-turn"
  /** "if [this] is in your graveyard" (its owner's graveyard). */
  | "in-your-graveyard"
  /** "if you have four or more cards in your hand" (Lei of Lilies). */
  | "four-or-more-cards-in-hand"
  /** "At the start of attached hero's controller's turn": the host's controller is the turn player (Mind-numbing Poison). */
  | "attached-controllers-turn";

/** A form a hero can be in (CR 7.4 glossary "Bear Form", "Cat Form"). */
export type HeroForm = "bear" | "cat";

/** When a continuous ATK modifier applies (CR 7.4 704.1a): always, or while the character attacks (602.1). */
export type WhileCondition =
  | "always"
  | "attacking"
  | "attacking-exhausted"
  /** "while there are four or more allies in your party" (Kailis Truearc). */
  | "four-or-more-allies-in-your-party"
  /** "while he is the only ally in your party" (Halnar Stands-Alone). */
  | "only-ally-in-your-party"
  /** "while attacking attached character": the character attacked is the host of the attachment with this power. */
  | "attacking-attached"
  /**
   * "while in combat with your hero" (Lightning Reflexes; `opposing-characters` only): the character and the power's
   * controller's hero are attacker and defender (602.3, CR 7.4 glossary "In Combat").
   */
  | "in-combat-with-your-hero"
  /** "while you have a weapon": its controller controls a weapon (Cruelty). */
  | "you-have-a-weapon";

/** A restriction on completing a quest (CR 7.4 702.1: checked only as the reward is added to the chain). */
export type QuestCondition =
  | "opposing-hero-damaged-by-your-ally-this-turn"
  | "four-or-more-allies-in-your-party"
  /** "While there are more allies in an opponent's party than in yours" (Counterattack!). */
  | "opponent-has-more-allies"
  /** "During an opponent's turn" (Dragonkin Menace). */
  | "opponents-turn"
  /** "If an opponent has more resources than you" (Divino-matic Rod, rules/resource-row.ts). */
  | "opponent-has-more-resources"
  /** "If you've completed a quest this turn" (Raene's Cleansing, rules/quest-events.ts). */
  | "you-completed-a-quest-this-turn";

/**
 * A quest cost paid with one of its controller's cards (402.1): "remove a non-token ally in your party from the game"
 * (Felendren the Banished), "exhaust one of your equipment" (Samophlange).
 */
export type QuestPayWith = "remove-non-token-ally-in-your-party" | "exhaust-your-equipment";

/**
 * An alternate cost, paid "rather than pay [this]'s cost" (CR 7.4 403.3, 707.1e; rules/alternate-costs.ts): exhaust
 * the defending hero (a Trap's keyword) or one of your Shields, or remove N ally cards in your graveyard from the game.
 */
export type AlternateCost =
  | { readonly exhaust: "defending-hero" | "your-shield" }
  | { readonly removeFromGraveyard: { readonly count: number } };

/** The kinds of cards an Inspire power names (CR 7.4 501.1b examples; rules/inspire.ts). */
export type InspireKind = "ally" | "hero" | "equipment" | "ability" | "resource";

/** One power of a card (CR 7.4 700.1). */
export type Power =
  /**
   * "Ongoing: If you would draw a card, choose a card you removed [this way] and put it into your hand instead"
   * (Forbidden Knowledge; CR 7.4 716, 716.1d; rules/removed-record.ts, rules/zones.ts `replaceDraws`).
   */
  | { readonly kind: "draw-replacement-from-removed" }
  /** "You can play ally cards from your graveyard" (CR 7.4 409; rules/graveyard-replacement.ts). */
  | { readonly kind: "play-allies-from-graveyard" }
  /**
   * "If an ally would be put into your graveyard from play, remove it from the game instead" (CR 7.4 716;
   * rules/graveyard-replacement.ts, read in rules/zones.ts `destroy`).
   */
  | { readonly kind: "ally-to-graveyard-removed-instead" }
  | WeaponAtkPower
  | ControlAttachedPower
  | HealReplacementPower
  /**
   * "[Alliance]: …" / "[Horde]: …" (CR 7.4 206.1c): the inner power exists only while the card's controller's hero has
   * that faction (rules/hero-traits.ts); otherwise the card doesn't have that text.
   */
  | { readonly kind: "hero-trait"; readonly faction: "Alliance" | "Horde"; readonly power: Power }
  /** "Ongoing: Attached hero's controller's maximum hand size is increased by N" (001 503.2a.1). */
  | { readonly kind: "attached-hand-size"; readonly amount: number }
  /**
   * "Each player's maximum hand size is reduced by four" (`amount` -4; CR 7.4 415.4b, 503.2a): read from every card
   * in play, whoever controls it (rules/characteristics.ts `maxHandSize`).
   */
  | { readonly kind: "each-player-hand-size"; readonly amount: number }
  /**
   * "Ongoing: Opposing allies can't attack heroes or allies in your party unless their controller pays N for each
   * attacker" (a cost of the proposal, 001 601.2; CR 7.4 403).
   */
  | {
      readonly kind: "attack-tax";
      readonly amount: number;
      /** "… your heroes, allies, or Totems …" (Grace of Air Totem): attacks on a Totem are taxed too (306.3a). */
      readonly totems?: boolean;
    }
  /**
   * A non-ongoing ability's text: targets chosen as it is played, instructions on resolution (001 306.1).
   * `additionalCost`: "As an additional cost to play [this], destroy one of your [Pets] / an ally in your party"
   * (CR 7.4 707.1e), the ally chosen in the action's `pay`; `atkIsX`/`costX` there set the link's X. `modes`:
   * "Choose one: …; or …" (CR 7.4 707.1c): one mode chosen as it is played, run instead of `effects`; a mode's own
   * targets are the `targets` tagged with its `mode` (as for a quest reward's modes).
   */
  | {
      readonly kind: "play";
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      readonly additionalCost?: {
        readonly destroyAlly?: NonNullable<PowerCost["destroyAlly"]> & {
          /** "where X is the cost of the Pet you destroyed" (Dark Pact). */
          readonly costIsX?: boolean;
        };
        /** "As an additional cost to play [this], put N damage on your hero" (Life Tap: put, not dealt; 402.1). */
        readonly damageYourHero?: number;
        /**
         * Finishing Move: "remove up to five Combo cards in your graveyard from the game"; X is the number removed
         * (CR 7.4 glossary; rules/finishing-moves.ts).
         */
        readonly finishingMove?: boolean;
        /**
         * "As an additional cost to play [this], destroy one of your resources" (Shadowburn; 402.1, CR 7.4 707.1e): N
         * different resources, ready or not, chosen in the action's `pay` (destroyed after the resources are paid).
         */
        readonly destroyResources?: number;
      };
      /** "Play [this] only on an opponent's turn" (a timing restriction, 408.1). */
      readonly opponentsTurnOnly?: boolean;
      readonly modes?: readonly { readonly label: string; readonly effects: readonly Effect[] }[];
      /** "X can't be more than N" (CR 7.4 707.1b: a limit on the X chosen). */
      readonly maxX?: number;
      /** "Play only if your hero has Stealth" (a restriction on playing it, 408.1; Ambush). */
      readonly heroHas?: Keyword;
      /** "Destroy X target armor": exactly X targets (the link's X; CR 7.4 707.1d), with `upTo` specs (Expose Armor). */
      readonly targetsX?: boolean;
      /** "You can't play [this] during combat" (a timing restriction, 408.1: while a combat is under way, 601.3-603). */
      readonly notDuringCombat?: boolean;
    }
  /** "When [this] enters play, …" (triggered; `optional`: "you may"). */
  | {
      readonly kind: "enters";
      readonly optional?: boolean;
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
    }
  /** A triggered power "When/At …, …" (CR 7.4 703); `optional`: "you may" (708.3). */
  | {
      readonly kind: "trigger";
      readonly on: TriggerEvent;
      readonly optional?: boolean;
      readonly condition?: TriggerCondition;
      /** `you-play-ability`: only abilities with this type-line tag ("Holy"). */
      readonly tag?: string;
      /** `you-play-ability`: only abilities without this type-line tag ("a non-Balance ability", Moonkin Form). */
      readonly notTag?: string;
      /** `party-ally-destroyed`, `party-race-deals-combat-damage-to-ally`: only allies of this race ("a Night Elf"). */
      readonly race?: string;
      /** `you-play-ability`: only abilities of this class ("a hunter ability", Lok'delar). */
      readonly cls?: string;
      /** `your-hero-deals-ability-damage`: only damage of this type ("shadow damage", Anathema). */
      readonly damageType?: DamageType;
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
    }
  /**
   * A continuous power of a character (CR 7.4 704.1a): `applies` to the card itself, to the allies of its
   * controller's party, or to the other allies there; +ATK while a condition holds, +health; `per`: the bonus is
   * multiplied by a count ("+1 ATK for each ally in your party").
   */
  | {
      readonly kind: "continuous";
      /**
       * `opposing-allies`: the allies of the other player's party ("Opposing allies have -1 ATK"); `your-pets`: the
       * allies of your party with the Pet tag ("Your Pets have +2 ATK and +2 health"); `attached`: the host of this
       * attachment, whoever controls it ("Attached ally has +2 ATK and +2 health", CR 7.4 400.6).
       */
      readonly applies:
        | "self"
        | "allies-in-your-party"
        | "other-allies-in-your-party"
        | "your-hero"
        | "opposing-allies"
        | "your-pets"
        | "attached"
        /** "Opposing heroes and allies have -1 ATK" (Hootie): the other player's characters. */
        | "opposing-characters";
      readonly atk?: number;
      readonly health?: number;
      readonly while: WhileCondition;
      /** "While your hero is in bear form or cat form": only while the controller's hero is in one of these forms. */
      readonly form?: readonly HeroForm[];
      /**
       * `other-ally-named-self`: each other ally with this card's name in the party (Ironforge Guards, Orgrimmar
       * Grunts); `face-down-resource`: each face-down resource its controller has (Tewa Wildmane);
       * `equipment-you-have`: equipment cards its controller controls; `resource-you-have`: their resources;
       * `damage-on-allies-in-your-party`: the damage on the allies of its controller's party.
       */
      readonly per?:
        | "ally-in-your-party"
        | "damage-on-self"
        | "other-ally-named-self"
        | "face-down-resource"
        | "equipment-you-have"
        | "resource-you-have"
        | "damage-on-allies-in-your-party"
        /** "for each [kind] counter on [this]" (Blood Fury; rules/counters.ts). */
        | "counter-on-self"
        /** "for each ally card in your graveyard" (Stitches; its controller's graveyard, 001 413.5). */
        | "ally-card-in-your-graveyard";
      /** Only allies of this faction ("Other Horde allies in your party", Warchief Thrall). */
      readonly faction?: "Horde" | "Alliance";
      /** "… while [name] is in your party" (Rexxar: an ally, token or not, with that name in its controller's party). */
      readonly whileAllyNamed?: string;
    }
  /** A quest's reward power (CR 7.4 702): "[restriction,] pay N to complete this quest. Reward: …". */
  | {
      readonly kind: "reward";
      readonly cost: number;
      /** "Exhaust [this quest] to complete this quest" (402.1: a ready quest; no resources paid). */
      readonly exhaustSelf?: boolean;
      /** "Destroy [this quest] to complete this quest" (402.1): it goes to the graveyard instead of turning face down. */
      readonly destroySelf?: boolean;
      /** "Remove N ally cards in your graveyard from the game": an additional cost, cards chosen as it is paid (402.1). */
      readonly removeFromGraveyard?: { readonly count: number; readonly type: "Ally" };
      /** "Exhaust N allies in your party": an additional cost, the ready allies chosen as it is paid (402.1). */
      readonly exhaustAllies?: number;
      /** A cost paid with one card chosen as it is paid (402.1; rules/quest-costs.ts). */
      readonly payWith?: QuestPayWith;
      /**
       * "Choose one: …; or …" (CR 7.4 707.1c): modes chosen as the reward is added, run instead of `effects`;
       * `allIfHeroRace`: "If your hero is a [race], you may do both" (one mode or all of them).
       */
      readonly modes?: readonly { readonly label: string; readonly effects: readonly Effect[] }[];
      readonly allIfHeroRace?: string;
      readonly yourTurn?: boolean;
      readonly condition?: QuestCondition;
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
    }
  /**
   * A payment power "cost >>> effect" (CR 7.4 701); `yourTurn`: "Use only on your turn."; `oncePerTurn`: "Use
   * only once per turn." (701.4: counted for that card).
   */
  | {
      readonly kind: "payment";
      readonly cost: PowerCost;
      readonly yourTurn?: boolean;
      readonly oncePerTurn?: boolean;
      /** "Use only while he's in bear form" (a restriction on using it, CR 7.4 701). */
      readonly whileForm?: HeroForm;
      /** "Use only on an opponent's turn." (a restriction on using it, CR 7.4 701; Vigilance). */
      readonly opponentsTurn?: boolean;
      /** "Use only if your hero has no damage on it" (a restriction on using it, CR 7.4 701; Clarity of Thought). */
      readonly heroUndamaged?: boolean;
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
    }
  /**
   * "Opposing heroes and allies that can attack [this] can attack only [this]" (001 601.2c-d): an opposing character
   * that could be proposed as an attacker against this card may be proposed only against it (or another such card).
   */
  | { readonly kind: "attack-only-this" }
  /**
   * "Your hero can't be destroyed." (Valthak Spiritdrinker; 103.4: checked for each wave of pre-priority checks,
   * 409.6, as the wave begins, so a wave destroying this card still spares the hero, WOW-EX-01).
   */
  | { readonly kind: "hero-cant-be-destroyed" }
  /**
   * "Other [race] heroes and allies in your party can't be destroyed" (Queen Sylvanas Windrunner; CR 7.4 103.2-103.4,
   * rules/cant-be-destroyed.ts): the card itself is not one of them.
   */
  | { readonly kind: "party-race-cant-be-destroyed"; readonly race: string }
  /**
   * "Choose an opponent. Ongoing: That opponent plays with his hand revealed" (Mind Vision): while this is in play, the
   * per-seat view shows that opponent's hand to every seat (rules/revealed-hand.ts; two players: the one opponent).
   */
  | { readonly kind: "opponent-hand-revealed" }
  /**
   * 'Attached character has "[cost] -> [effect]"' / 'Friendly heroes [and allies] have "…"' (CR 7.4 700.1: quoted text a
   * modifier adds is a power of the card it is added to): the cards `applies` names have the payment power `power` (a
   * `payment`) while this card is in play; rules/granted-powers.ts.
   */
  | {
      readonly kind: "grant-power";
      readonly applies: "attached" | "friendly-heroes-and-allies" | "friendly-heroes";
      readonly power: Power;
    }
  /**
   * "Ongoing: Your hero is in bear form." (CR 7.4 glossary "Bear Form"/"Cat Form"): the hero has the form keyword:
   * bear form gives Protector, cat form +1 ATK while attacking, and either means "when you play a non-Feral ability or
   * strike with a weapon, destroy each ability that's the source of a modifier granting your hero bear or cat form".
   */
  | { readonly kind: "hero-form"; readonly form: HeroForm }
  /** "Ongoing: Each of your armor has +N DEF [while your hero is in a form]" (a continuous DEF modifier, 704.1a). */
  | {
      readonly kind: "armor-def";
      readonly amount: number;
      readonly form?: readonly HeroForm[];
      /** "[This armor] has +1 DEF for each damage on your hero" (Aegis of the Blood God): only the card itself, per damage. */
      readonly selfPerHeroDamage?: boolean;
      /** "[This armor] has +N DEF for each [kind] counter on it" (Wall of the Dead; rules/counters.ts): the card itself. */
      readonly selfPerCounter?: boolean;
    }
  /**
   * "Your hero has [keyword]" / "All allies have [keyword]" (a continuous keyword modifier of an equipment or an
   * ongoing ability in play, CR 7.4 704.1a): `your-hero` is its controller's hero, `all-allies` every ally in play.
   */
  | {
      readonly kind: "grant-keyword";
      /** `your-pets`: the Pets of its controller's party; `attached`: the host of this attachment (CR 7.4 400.6). */
      readonly applies:
        | "your-hero"
        | "all-allies"
        | "your-pets"
        | "attached"
        | "other-allies-in-your-party"
        | "your-party";
      readonly keyword: Keyword;
      /**
       * `your-party` only: the heroes and allies of its controller's party of this race ("Orcs in your party have
       * Ferocity", Warlord Goretooth; "Dwarves in your party have Protector", King Magni Bronzebeard).
       */
      readonly race?: string;
    }
  /** "Combat damage dealt by your hero with [this weapon] can't be prevented" (001 407: an unpreventable packet). */
  | { readonly kind: "unpreventable-combat-damage" }
  /**
   * "Ongoing: You pay N less to play [tag] [type] cards, to a minimum of M" (a cost modifier, 402; CR 7.4 707.1e):
   * each applies in turn, its minimum restricting only that reduction; a card costing M or less already is not
   * changed. No `tag`: every card of the type ("allies", Diplomacy).
   */
  | {
      readonly kind: "cost-reduction";
      readonly cardType: "Ally" | "Ability";
      readonly tag?: string;
      readonly amount: number;
      readonly minimum: number;
    }
  /** "[This] can protect your hero" (602.2: a protector only when its controller's hero is the proposed defender). */
  | { readonly kind: "protect-your-hero" }
  /** "Opposing allies can't attack" (Lady Jaina Proudmoore; 601.2a: never proposed as attackers). */
  | { readonly kind: "opposing-allies-cant-attack" }
  /** "Opponents can't strike with weapons on your turn" (Grint Sundershot; 303.2). */
  | { readonly kind: "opponents-cant-strike-on-your-turn" }
  /** "Opposing heroes and allies can't protect" (602.2: the other player's characters are never protectors). */
  | { readonly kind: "opposing-cant-protect" }
  /** "Prevent all combat damage that would be dealt to [this] by attacking allies" (a prevention modifier, 407). */
  | { readonly kind: "prevent-combat-damage-from-attacking-allies" }
  /**
   * "[This] enters play exhausted" (a quest placed face up as a resource, 001 410.1b; an equipment as it enters play,
   * Observer's Shield).
   */
  | { readonly kind: "enters-exhausted" }
  /**
   * A continuous prevention power (CR 7.4 717.2; rules/prevention-powers.ts): "Prevent all damage that would be dealt
   * to attached character" (`attached`), "If a hero or ally in your party would be dealt damage, prevent N of that
   * damage" (`characters-in-your-party`, `amount`), "Prevent all combat damage that would be dealt to your hero while
   * protecting" (`your-hero`, `combatOnly`, `whileProtecting`). No `amount`: all of it.
   */
  | {
      readonly kind: "prevent-damage";
      readonly applies: "attached" | "your-hero" | "characters-in-your-party";
      readonly amount?: number;
      readonly combatOnly?: boolean;
      readonly whileProtecting?: boolean;
      /** Damage that would be dealt BY that character, not to it ("… dealt to and dealt by attached character"). */
      readonly dealtBy?: boolean;
    }
  /**
   * "If attached ally would be dealt damage, that much damage is dealt to your hero instead" (a replacement modifier,
   * CR 7.4 716; rules/prevention-powers.ts): the hero of the attachment's controller.
   */
  | { readonly kind: "redirect-damage-to-your-hero" }
  /** "Damage dealt by your hero can't be prevented" (Lionheart Helm; 407: its packets are unpreventable). */
  | { readonly kind: "your-hero-damage-unpreventable" }
  /** "Opponents can't complete quests" (Greefer; CR 7.4 702.1, rules/quest-lock.ts). */
  | { readonly kind: "opponents-cant-complete-quests" }
  /**
   * "You pay N less to strike with weapons" (`who: you`) / "Opponents pay N more to strike with weapons" (`who:
   * opponents`): a cost modifier of strikes (001 303.2; 402), applied with the other strike modifiers, never below 0.
   */
  | {
      readonly kind: "strike-cost";
      readonly who: "you" | "opponents";
      readonly amount: number;
      /** "You pay 3 less to strike with [this weapon] while your hero is defending" (Hellreaver, 602.3). */
      readonly selfWhileDefending?: boolean;
    }
  /** "Ability, ally, and equipment cards in your hand are instant" (a timing modifier, 408.1; Hand of Edward the Odd). */
  | { readonly kind: "hand-cards-instant" }
  /** "Your weapons … can't be targeted by opponents" (Stronghold Gauntlets; 413.3, as Untargetable for opponents only). */
  | { readonly kind: "weapons-untargetable-by-opponents" }
  /** "You may [pay an alternate cost] rather than pay [this]'s cost" (rules/alternate-costs.ts). */
  | { readonly kind: "alternate-cost"; readonly cost: AlternateCost }
  /** A keyword power printed in the text. */
  | { readonly kind: "keyword"; readonly keyword: Keyword }
  /** "Ongoing: Opposing allies can't ready during their controller's ready step" (001 501.1a; Earthbind Totem). */
  | { readonly kind: "opposing-allies-dont-ready" }
  /**
   * "Opponents pay N more to play [type] cards" (`opponents`, Morfiel) / "Attached hero's controller pays N more to play
   * [type] cards" (`attached-hero-controller`, Curse of Tongues): a cost increase (402; rules/cost-increase.ts).
   */
  | {
      readonly kind: "play-cost-increase";
      readonly who: "opponents" | "attached-hero-controller";
      readonly cardType: "Ability";
      readonly amount: number;
    }
  /**
   * "[This] enters play with N [kind] counters on it" (Lightning Shield; rules/counters.ts); `x`: "with X …", the X paid
   * to play it (Blood Fury, CR 7.4 707.1b).
   */
  | { readonly kind: "enters-with-counters"; readonly count: number | "x"; readonly counter: string }
  /** "Prevent all damage that would be dealt to your hero" (Ice Block; a prevention modifier, 407). */
  | { readonly kind: "prevent-all-damage-to-your-hero" }
  /**
   * "If attached character would be dealt damage with an ability, prevent N of that damage" (Dampen Magic; a prevention
   * modifier of an attachment, 407, CR 7.4 717.1; rules/static-prevention.ts).
   */
  | { readonly kind: "attached-prevent-ability-damage"; readonly amount: number }
  /**
   * "Attached ally … loses all powers, and is a sheep" (Polymorph; CR 7.4 400.6): its host has no powers (its printed
   * keywords included) and its race is Sheep while attached (rules/characteristics.ts).
   */
  | { readonly kind: "attached-is-a-sheep" }
  /** "You can't play cards" (Ice Block; 103.4, 408.1; placing a resource is not playing a card, 410.1). */
  | { readonly kind: "you-cant-play-cards" }
  /** "Ongoing: Attached ally can't ready during its controller's ready step" (001 501.1a; Entangling Roots). */
  | { readonly kind: "attached-doesnt-ready" }
  /**
   * "You may choose not to ready [this] during your ready step" (Helwen; 001 501.1a, CR 7.4 501.1a): its controller,
   * the turn player, chooses as the ready step readies their cards (rules/ready-step.ts).
   */
  | { readonly kind: "may-choose-not-to-ready" }
  /**
   * "Any hero or ally can attack [this]. (Including characters in your party.)" (Gamon): an exception to 601.2b, its
   * own party may propose it as the defender (rules/friendly-attacks.ts).
   */
  | { readonly kind: "any-character-can-attack-this" }
  /**
   * "You can control an additional Pet while Pets you control have different names" (Goldenmoon; CR 7.4 414.1, 414.3b;
   * rules/unique-names.ts).
   */
  | { readonly kind: "extra-pet" }
  /**
   * "Each opposing ability, ally, and equipment can't ready during its controller's ready step" (Ivus the Forest Lord;
   * 001 501.1a: the other player's allies and the cards of their hero zone, not the hero or resources).
   */
  | { readonly kind: "opposing-cards-dont-ready" }
  /**
   * "Inspire: [card(s)]" (CR 7.4 501.1b, rules/inspire.ts): as each other player's ready step starts, ready one
   * exhausted card of each listed kind its controller controls ("Inspire: Ally" → `["ally"]`).
   */
  | { readonly kind: "inspire"; readonly kinds: readonly InspireKind[] }
  /**
   * "You pay N less to play [this] for each non-token [faction] ally in your party" (402; read from the card being
   * played, rules/self-cost.ts).
   */
  | { readonly kind: "self-cost-reduction"; readonly amount: number; readonly perNonTokenAllyOf: "Alliance" | "Horde" }
  /**
   * "If your hero would deal [type] damage [with an ability], it deals double that / that much +N instead" (a
   * replacement modifier, CR 7.4 716-717.1): changes only the amount of each such packet, once per modifier
   * (716.1e). `type`: only that damage type; `withAbility`: only damage dealt by an ability's effect.
   */
  | {
      readonly kind: "damage-replacement";
      readonly type?: DamageType;
      readonly withAbility?: boolean;
      /** "with a [tag] ability" (Moonkin Form: "a Balance ability"): only damage from an ability card with that tag. */
      readonly abilityTag?: string;
      /** "If your hero would be dealt damage, it is dealt …": replaces damage dealt TO its controller's hero instead. */
      readonly dealtToYourHero?: boolean;
      readonly change: { readonly double: true } | { readonly plus: number };
    };

/**
 * "Ongoing: You control attached ally" (Mind Control; 001 401.3): its host is controlled by the attachment's controller
 * for as long as it stays attached (rules/moving-attachments.ts).
 */
export type ControlAttachedPower = { readonly kind: "control-attached" };

/**
 * "If your hero would heal damage, it heals that amount of damage plus N instead" (Hide of the Wild; a replacement
 * modifier of healing packets whose source is its controller's hero, CR 7.4 716, 717.1; rules/healing-replacement.ts).
 */
export type HealReplacementPower = {
  readonly kind: "heal-replacement";
  readonly plus: number;
  /** "If a hero or ally would heal damage from your hero, …" (Fel Armor): healing TO its controller's hero instead. */
  readonly to?: "your-hero";
};

/**
 * A continuous weapon ATK modifier (CR 7.4 704.1a; characteristics.ts `weaponAtk`): "Your weapons have +N ATK"
 * (`your-weapons`: every weapon its controller controls) or "[this weapon] has +N ATK while your hero is attacking
 * [an exhausted hero or ally / a hero or ally that was dealt damage this turn]" (`self`), read as a strike resolves
 * (303.2a).
 */
export type WeaponAtkPower = {
  readonly kind: "weapon-atk";
  /** `attached`: the weapon this attachment is on ("Attached weapon has +2 ATK", Rockbiter Weapon; CR 7.4 400.6). */
  readonly applies: "your-weapons" | "self" | "attached";
  readonly amount: number;
  readonly while?: "hero-attacking-exhausted" | "hero-attacking-damaged-this-turn";
  /** "[This weapon] has +N ATK for each [kind] counter on it" (Destiny; rules/counters.ts): N times its counters. */
  readonly perCounter?: boolean;
};

/** One card file's content: the printed text beside its powers, or why the engine cannot run it. */
export interface WowCardScript {
  readonly id: string;
  readonly name: string;
  /** The printed rules text, verbatim from the card data (a test compares them). */
  readonly text: string;
  readonly powers: readonly Power[];
  /** Set when the engine cannot run the card faithfully: deck validation refuses it with this reason. */
  readonly unsupported?: string;
}

/** Declares a card (identity function, for type checking and a uniform look). */
export function wowCard(script: WowCardScript): WowCardScript {
  return script;
}
