/**
 * Grand Archive's card vocabulary (docs/grand-archive.md "Card vocabulary"): the closed set of selectors, amounts,
 * conditions, costs, instructions and abilities a card file is written in. The rules module interprets it
 * (`rules/effects.ts`, `rules/characteristics.ts`); nothing here runs. Terms are the Comprehensive Rules' own
 * ("CR Abilities", "CR Keywords and Abilities").
 */

/** Who a filter or instruction speaks of, from the ability controller's side ("you", CR Resolution 3). */
export type Who = "you" | "opponent" | "any";

/** Object types on the field (CR Card Types). */
export type ObjectType = "ally" | "champion" | "unit" | "weapon" | "item" | "regalia" | "allyOrRegalia";

/** Which objects on the field qualify: all given fields must hold. */
export interface Filter {
  readonly type?: ObjectType;
  readonly controller?: Who;
  /** A subtype the object has (upper case, as printed: "HUMAN", "SWORD"). */
  readonly subtype?: string;
  /** Any of these subtypes ("Animal or Beast ally"; upper case, as printed). */
  readonly subtypes?: readonly string[];
  /** Not the ability's own object. */
  readonly other?: boolean;
  /** Only rested objects ("target rested ally", Hypothermia). */
  readonly rested?: boolean;
  /** Not of this element ("non-astra element units", Cometfall; upper case). */
  readonly notElement?: string;
  /** Only distant units (CR Game Terms: Distant). */
  readonly distant?: boolean;
  /** Only objects with no loaded cards ("unloaded Gun weapon"; CR Game Terms: Loaded 2-3). */
  readonly unloaded?: boolean;
  /** Has this keyword now ("target unit with taunt", Powercharged Shield). */
  readonly keyword?: Keyword;
  /** Any of these object types ("target ally, item, or weapon", Perse, Relentless Raptor). */
  readonly types?: readonly ObjectType[];
  /** Not of this type ("target non-champion object", Excalibur, Cleansing Light; CR Objects and Targeting: Target 2.1). */
  readonly notType?: ObjectType;
}

/**
 * What an instruction acts on: the ability's own object, a target chosen as it goes on the Effects Stack (CR
 * Card Activation 1.5), every object a filter selects as it resolves, or a player's champion.
 */
export type Selector =
  | { readonly kind: "self" }
  | {
      readonly kind: "target";
      readonly filter: Filter;
      /** "Up to one target": choosing none is allowed (only as the last target of an effect; CR Objects and Targeting). */
      readonly upTo?: boolean;
    }
  | { readonly kind: "all"; readonly filter: Filter }
  | { readonly kind: "champion"; readonly who: "you" | "opponent" }
  /** "Target card activation": a card's activation on the Effects Stack (Flash Freeze; CR Game Terms: Negate 1). */
  | {
      readonly kind: "activation";
      /** Only activations of cards of this class and subtype ("target Mage Spell card activation", upper case). */
      readonly class?: string;
      readonly subtype?: string;
    }
  /** The object an On Hit / On Champion Hit hit ("the hit champion", "the hit object"; CR Keywords: On Hit 4). */
  | { readonly kind: "hit" }
  /** "That unit": the target chosen for the instruction before, checked against `filter` again as it resolves. */
  | { readonly kind: "that"; readonly filter: Filter };

/** A number: printed, or counted from the game as it is needed. */
export type Amount =
  | number
  | { readonly count: "humanAlliesYouControl" }
  | { readonly count: "regaliaWeaponsInYourBanishment" }
  | { readonly count: "championLevel" }
  /** `base` + your champion's level (LV; negative LV counts as 0 here, CR Game Terms: LV 3). */
  | { readonly count: "championLevelPlus"; readonly base: number }
  | { readonly count: "arcaneMageSpellsInYourBanishment" }
  /** Water element cards in your graveyard (Lakeside Serpent). */
  | { readonly count: "waterCardsInYourGraveyard" }
  /** The cards in your memory, counted as it is read (Perfect Repulsion's X). */
  | { readonly count: "memoryCards" }
  /** `base` + `per` for each card named `name` in your graveyard and banishment (Cosmic Bolt). */
  | {
      readonly count: "namedInGraveyardAndBanishment";
      readonly name: string;
      readonly base: number;
      readonly per: number;
    }
  /** Domains you control (CR Card Types - Domain; Summon Sentinels). */
  | { readonly count: "domainsYouControl" }
  /** Curse cards in each champion's lineage (Umbral Tithe; CR Game Terms: Lineage 1). */
  | { readonly count: "curseCardsInEachLineage" }
  /** `per` for each Curse card in your champion's lineage (Umbra Sight; CR Game Terms: Lineage 1). */
  | { readonly count: "curseCardsInYourLineage"; readonly per: number }
  /** Allies you control other than one (Into the Fray: "for each other ally you control"). */
  | { readonly count: "otherAlliesYouControl" }
  /** Tokens you control (Archon Broadsword). */
  | { readonly count: "tokensYouControl" }
  /** Animal and/or Beast ally cards in your graveyard (Vertus, Gaia's Roar). */
  | { readonly count: "animalOrBeastAlliesInYourGraveyard" }
  /**
   * "<this ally>'s power" read by its On Death: the power it had on the field (last-known information, CR Game
   * Mechanics - Abilities; Card and Object Information: Last-Known Information). Red Slime.
   */
  | { readonly count: "selfPowerLastKnown" };

/** A condition of a restriction ability or an "if" (CR Keywords: Class Bonus, Level Restriction). */
export type Condition =
  | { readonly kind: "classBonus" }
  | { readonly kind: "levelAtLeast"; readonly level: number }
  | { readonly kind: "memoryExactly"; readonly count: number }
  | { readonly kind: "youControl"; readonly filter: Filter }
  | { readonly kind: "opponentChampionElement"; readonly element: string }
  | { readonly kind: "championAttackedThisTurn" }
  | { readonly kind: "championDealtCombatDamageThisTurn" }
  | { readonly kind: "attacking" }
  /** Your champion has at least `count` enlighten counters (Mana Limiter; CR Game Terms: Enlighten Counters). */
  | { readonly kind: "championEnlightenAtLeast"; readonly count: number }
  /** You control at least `count` objects (Neos Sight; CR Game Terms: Object). */
  | { readonly kind: "objectsYouControlAtLeast"; readonly count: number }
  /** This ally is fostered (CR Game Terms: Fostered). */
  | { readonly kind: "fostered" }
  /** This unit is distant ("Activate this ability only if Perse is distant"; CR Game Terms: Distant). */
  | { readonly kind: "selfDistant" }
  /** Your champion has taken at least `count` damage this turn (Charged Manaplate). */
  | { readonly kind: "championDamagedThisTurnAtLeast"; readonly count: number }
  /** Harmonize: "if you've activated a Melody card this turn" (CR Game Terms: Harmonize). */
  | { readonly kind: "melodyActivatedThisTurn" }
  /** [Memory N+]: at least `count` cards in your memory (CR Keywords: Memory N+ 1). */
  | { readonly kind: "memoryAtLeast"; readonly count: number }
  /** Balance: as many cards in your hand as in your memory (CR Game Terms: Balance). */
  | { readonly kind: "balance" }
  /** "If you've brewed a Potion this turn" (Krustallan Distiller; CR Keywords: Brew 3). */
  | { readonly kind: "brewedPotionThisTurn" }
  | { readonly kind: "and"; readonly conditions: readonly Condition[] }
  /** Any of them holds ("as long as you control an Animal or Beast ally"). */
  | { readonly kind: "or"; readonly conditions: readonly Condition[] }
  /** "Class Bonus: … instead": the plain text applies only while the bonus does not. */
  | { readonly kind: "not"; readonly condition: Condition };

/** A cost of an activated ability (CR Abilities - Activated Abilities) or an additional cost of a card. */
export type Cost =
  | { readonly kind: "banishSelf" }
  /** Return a regalia you control (with `subtype`: a regalia of that subtype) to its owner's material deck. */
  | { readonly kind: "returnRegaliaToMaterialDeck"; readonly subtype?: string }
  /** "Remove a durability counter from <this>" (Clarent, Sword of Peace; CR Counters: Durability). */
  | { readonly kind: "removeDurabilitySelf" }
  | { readonly kind: "restSelf" }
  | { readonly kind: "removeEnlighten"; readonly count: number }
  | { readonly kind: "sacrificeAlly" }
  /**
   * "Delevel your champion and recover N" (Innervate cards; CR Card Types - Champion, Deleveling 1; Game Terms:
   * Recover): payable only when the champion can be deleveled and has at least N damage counters to remove. The
   * cost object is the champion.
   */
  | { readonly kind: "delevelAndRecover"; readonly recover: number }
  /** "Sacrifice <this>" (Potions; CR Game Terms: Sacrifice 2): its On Sacrifice abilities trigger (Sacrifice 3). */
  | { readonly kind: "sacrificeSelf" }
  /** "Sacrifice a domain you control" (Smash with Obelisk): the card's power gets the domain's reserve cost. */
  | { readonly kind: "sacrificeDomain" }
  /**
   * "(N)": pay N from hand into memory (CR Costs and Memory 1); `lessPerDomain`: "this ability costs (1) less to
   * activate for each domain you control" (the Obelisks).
   */
  | { readonly kind: "reserve"; readonly amount: number; readonly lessPerDomain?: boolean };

/** One instruction of an effect, run top to bottom (CR Resolution 2). */
export type Effect =
  | { readonly op: "draw"; readonly amount: Amount; readonly who?: "you" | "each"; readonly into?: "hand" | "memory" }
  | {
      readonly op: "putCounter";
      /** `level`: level counters on a champion, +1 LV each (CR Counters: Level Counters 1). */
      readonly counter: "buff" | "durability" | "level";
      readonly target: Selector;
      readonly amount: Amount;
    }
  | {
      readonly op: "pump";
      readonly target: Selector;
      readonly power?: Amount;
      readonly life?: number;
      /** It also gains "On Champion Hit: Draw a card." until end of turn (Spirit Blade: Infusion; Keywords: On Hit 3). */
      readonly onChampionHitDraw?: boolean;
      /** It also gains this keyword until end of turn (Beastbond Paws' true sight, Beastbond Boots' spellshroud). */
      readonly gains?: Keyword;
      /** The keyword lasts "until the beginning of your next turn" instead (Take Point, Tonoris, Lone Mercenary). */
      readonly untilYourNextTurn?: boolean;
    }
  | {
      readonly op: "championAttacksGet";
      readonly power: number;
      /** The granted "On Kill: Draw a card." of Lorraine, Blademaster. */
      readonly onKillDraw?: boolean;
      /** "<champion>'s next attack this turn gets +N POWER" (Tonoris, Might of Humanity). */
      readonly next?: boolean;
    }
  | { readonly op: "returnToHand"; readonly target: Selector }
  /**
   * "<target> gets your choice of +N POWER or +N LIFE until end of turn" (Flute of Taming): a modal choice made as
   * it resolves (CR Playing Cards - Resolution 3), asked only while the target is still legal.
   */
  | { readonly op: "pumpChoice"; readonly target: Selector; readonly amount: number }
  | { readonly op: "preventNextCombatDamage"; readonly target: Selector; readonly amount: number }
  | { readonly op: "wakeChampion" }
  | { readonly op: "materializeFromMaterialDeck"; readonly type: ObjectType; readonly memoryCost: number }
  | {
      /** "You may X. If you do, Y": X is done in full or not at all (CR Resolution 6). */
      readonly op: "may";
      readonly prompt: string;
      readonly doing: Effect;
      readonly then: readonly Effect[];
    }
  | { readonly op: "banishFromMaterialDeck"; readonly count: number }
  /** Banish this object from the field ("banish Life Essence Amulet"; CR Game Terms: Banish 1). */
  | { readonly op: "banishSelf" }
  /**
   * "Suppress <target>" (CR Game Terms: Suppress 1-3): banish each selected object; a delayed trigger of the
   * suppressing player returns it to the field under its owner's control at the beginning of the next end phase.
   */
  | { readonly op: "suppress"; readonly target: Selector }
  /** Suppress's delayed trigger (engine-granted, CR Game Terms: Suppress 1-2): card `card`, if still the banished one. */
  | { readonly op: "returnSuppressed"; readonly card: string; readonly ts: number }
  /**
   * "Copy target card activation. You may choose new targets for the copy." (CR Game Mechanics - Copy: Copying
   * Abilities, Card Activations 1-5): a copy of the targeted layer goes on the Effects Stack above it, controlled by
   * this ability's controller, with the same choices; `newTargets`: its first target may be chosen again.
   */
  | { readonly op: "copyActivation"; readonly target: Selector; readonly newTargets?: boolean }
  /** The resolving card enters the field as a copy of a chosen <filter> object (an `entersAsCopy` card resolving). */
  | { readonly op: "enterAsCopy"; readonly filter: Filter }
  /**
   * "Summon a token copy of a(n) <filter> you control" (Fertile Grounds; CR Game Mechanics - Copy: Copying Objects 1,
   * General Rules 1.c): the object is chosen as it resolves (not a target); the token has the base printing's
   * characteristics only (no counters, awake unless it enters rested).
   */
  | { readonly op: "summonTokenCopy"; readonly filter: Filter }
  /**
   * Deal non-combat damage (CR Damage 2, 10.2-10.3); `exceptYourChampion` leaves your champion out of an `all`.
   * `noWakeUp`: "That unit doesn't wake up during its controller's next wake up phase" (Freezing Hail), even if the
   * damage was prevented.
   */
  | {
      readonly op: "damage";
      readonly target: Selector;
      readonly amount: Amount;
      readonly exceptYourChampion?: boolean;
      readonly noWakeUp?: boolean;
      /** "If that unit is rested, deal <restedAmount> damage to it instead" (Essence of Blizzards). */
      readonly restedAmount?: Amount;
    }
  | { readonly op: "destroy"; readonly target: Selector }
  /** "Remove all temporary damage from <allies>" (Give Bath): an ally's damage is temporary (CR Damage 12). */
  | { readonly op: "removeTemporaryDamage"; readonly target: Selector }
  | { readonly op: "enlighten"; readonly amount: Amount }
  | { readonly op: "championLevelGet"; readonly amount: number }
  /**
   * "Remove any amount of enlighten counters from your champion. Your champion gets +1 level for each counter
   * removed this way until end of turn." (Power Overwhelming): the amount is chosen as it resolves (CR Resolution 3).
   */
  | { readonly op: "removeEnlightenForLevel" }
  /**
   * "At the beginning of the next end phase, discard your hand." (Arcane Disposition): a delayed trigger (CR Turn
   * Order - End Phase 1). Only on slow cards: the next end phase is then this turn's.
   */
  | { readonly op: "discardHandAtNextEndPhase" }
  /** "The next Harmony action card you activate this turn is a Melody in addition to its other types" (Melodious Flute). */
  | { readonly op: "nextHarmonyIsMelody" }
  /** You discard a card of your choice from hand (CR Game Terms: Discard 1, 3); later instructions may ask its element. */
  | { readonly op: "discardOne" }
  /**
   * "If a <element> element card was discarded, you may choose a unit and deal N damage to it" (Creative Shock): the
   * unit is chosen as it resolves (not a target; CR Playing Cards - Resolution 3), or none.
   */
  | { readonly op: "mayDamageChosenUnit"; readonly amount: number; readonly ifDiscardedElement: string }
  /** You discard your hand (CR Game Terms: Discard 1): the delayed trigger's instruction. */
  | { readonly op: "discardHand" }
  /**
   * Glimpse N (CR Game Terms: Glimpse 2): look at the top N cards of your deck, put any number back on top and the
   * rest on the bottom, each group in any order. `topOnly`: "look at the top N cards of your deck and then put them
   * back in any order" (Idle Thoughts).
   */
  | { readonly op: "glimpse"; readonly amount: Amount; readonly topOnly?: boolean }
  /**
   * "Reveal a card at random from your memory. If that card is <element> element, <then>" (Wind Cutter): the card
   * is chosen with the game's seeded RNG and named in the public log (CR Game Terms: Reveal).
   */
  | { readonly op: "revealRandomFromMemory"; readonly ifElement: string; readonly then: readonly Effect[] }
  /**
   * "Put <this card> into its owner's memory" (an attack card's On Hit): from the intent, or from the graveyard the
   * end of combat put it in before the On Hit resolved (CR End of Combat Step 1.1-1.4).
   */
  | { readonly op: "selfToMemory" }
  /**
   * "The next time damage would be dealt to it this turn, prevent that damage." `enlightenPerPrevented`: "put an
   * amount of enlighten counters on your champion equal to the amount of damage prevented this way" (Spellshield:
   * Arcane). A champion target stays shielded through a level up (CR Leveling Up 1: the same object).
   */
  | {
      readonly op: "preventNextDamage";
      readonly target: Selector;
      readonly enlightenPerPrevented?: boolean;
      /** "Glimpse X, where X is the amount of damage prevented this way" (Spellshield: Astra). */
      readonly glimpsePerPrevented?: boolean;
      /** "Prevent N of that damage" (Martial Guard): at most N of the next instance; the shield is used up by it. */
      readonly amount?: number;
      /** "The next time … would take non-combat damage" (Fortified Mana Shield). */
      readonly nonCombat?: boolean;
      /**
       * "Prevent the next N damage": N over any number of instances this turn (Obelisk of Protection); with
       * `nonCombat`, "the next N non-combat damage … to each <selected>" (Clarent, Sword of Peace): a shield per object,
       * the set fixed as it resolves (CR Damage Prevention 4, 5.1, 8; Continuous Effects: Instanced Effects 1-2).
       */
      readonly total?: boolean;
    }
  /**
   * "Put all cards from your memory on the bottom of your deck in any order, then draw that many cards" (Arcanist's
   * Prism): the order is asked one card at a time, each going beneath those already put (CR Game Terms: Bottom).
   */
  | { readonly op: "memoryToBottomThenDraw" }
  /** "Each player reveals all cards in their memory" (Prismatic Edge; CR Game Terms: Reveal): named in the public log. */
  | { readonly op: "revealMemories"; readonly who?: "each" | "you" }
  /**
   * "Recover X where X is the amount of <element> element cards revealed this way" (Revitalizing Cleanse): remove
   * that many damage counters from your champion, at most all of them (CR Game Terms: Recover 1-2).
   */
  | { readonly op: "recoverPerRevealed"; readonly element: string }
  /** "If a <element> element card was revealed, <then>": reads the task's last `revealMemories`. */
  | { readonly op: "ifRevealed"; readonly element: string; readonly then: Effect }
  /**
   * "If <condition>, <then>": checked as this instruction runs (CR Playing Cards - Resolution 2); `then` holds
   * instructions that ask nothing (draw, level).
   */
  | { readonly op: "if"; readonly condition: Condition; readonly then: readonly Effect[] }
  /** "Choose a unit and deal N damage to it": chosen as it resolves, not a target (CR Playing Cards - Resolution 3). */
  | { readonly op: "chooseUnitDamage"; readonly amount: number }
  /** "Each opponent banishes a card at random from their memory" (seeded; CR Randomization). */
  | { readonly op: "opponentBanishesRandomFromMemory" }
  /** "Return a <element> element card from your graveyard to your hand" (Crux Sight's gained text); chosen, if any. */
  | { readonly op: "returnFromGraveyard"; readonly element: string }
  /**
   * "Choose a card from a graveyard and banish it. If that card has <keyword>, <then>" (Merlin, Memory Thief): any
   * player's graveyard, chosen as it resolves; the keyword is read in the graveyard, before the banish (class bonus
   * for the card's owner, CR Keywords: Class Bonus 3-4).
   */
  | {
      readonly op: "banishFromAGraveyard";
      readonly ifKeyword?: Keyword;
      readonly then?: readonly Effect[];
    }
  /**
   * "Choose a <subtype> regalia card from your material deck or banishment and put it onto the field" (Spirit Blade:
   * Ascension): no cost is paid and it does not use the Effects Stack; it enters (On Enter triggers).
   */
  | { readonly op: "putRegaliaOntoField"; readonly subtype: string }
  /**
   * "Remove all durability counters from any amount of Sword weapons you control, then banish them" (Spirit Blade:
   * Dispersion): the weapons are chosen as it resolves; the counters removed are kept for `splitDamage`.
   */
  | { readonly op: "disperseWeapons"; readonly subtype: string }
  /**
   * "Choose any amount of units and deal damage equal to the amount … removed this way split among them": the
   * amount the task's `disperseWeapons` removed, assigned one point at a time, then dealt at once.
   */
  | { readonly op: "splitDamage" }
  /** "The next time damage would be dealt to <target> this turn, prevent all but N of that damage" (Water Barrier). */
  | { readonly op: "preventAllBut"; readonly target: Selector; readonly keep: number }
  /**
   * "The next time <target> would take exactly X damage this turn, prevent that damage" with X fixed as it resolves;
   * `drawIfPrevented`: "Draw a card if damage was prevented this way" (Perfect Repulsion).
   */
  | {
      readonly op: "preventExactly";
      readonly target: Selector;
      readonly amount: Amount;
      readonly drawIfPrevented?: boolean;
    }
  /** Recover N: remove up to N damage counters from your champion (CR Game Terms: Recover 1-2). */
  | { readonly op: "recover"; readonly amount: Amount }
  /** "Return a card from your memory to your hand" (Scale of Souls): chosen as it resolves. */
  | { readonly op: "memoryToHand" }
  /** "Put a card from your hand on the bottom of your deck. If you do, <then>" (a chosen card; CR Game Terms: Bottom). */
  | { readonly op: "handToBottom"; readonly then: readonly Effect[] }
  /** "Until end of turn, <subtype> allies enter the field rested" (Synth Disrupter, Essence of Blizzards). */
  | { readonly op: "alliesEnterRested"; readonly subtype?: string }
  /**
   * "Negate target card activation unless its controller pays (N). Banish the card that had its activation negated
   * this way" (Flash Freeze; CR Game Terms: Negate 1-2): that controller chooses to pay or not as it resolves.
   */
  | { readonly op: "negateUnlessPays"; readonly target: Selector; readonly amount: Amount }
  /**
   * "Rest target <object>. If you do, it gains 'On Sacrifice: <grant>' until end of turn" (Potion Infusions): the
   * granted trigger goes on the Effects Stack above the ability it was sacrificed for (CR Game Terms: Sacrifice 3).
   */
  | { readonly op: "restGrantOnSacrifice"; readonly target: Selector; readonly grant: readonly Effect[] }
  /**
   * Rest the objects; `thenNextDamageFrom`: "The next time that unit would take damage from a <element> element source
   * this turn, it takes that much damage plus N instead" (Potion Infusion: Frostbite's granted ability).
   */
  | {
      readonly op: "rest";
      readonly target: Selector;
      readonly thenNextDamageFrom?: { readonly element: string; readonly plus: number };
    }
  /**
   * "End the combat phase" (CR Turn Order - Ending Phases 1.2); `ifAttacking`: only if that object is the attacking
   * unit ("If that ally is attacking, end the combat phase.": Glacial Guidance).
   */
  | { readonly op: "endCombatPhase"; readonly ifAttacking?: Selector }
  /** Gather N times: summon a random one of the six ingredient tokens each time (CR Game Terms: Gather 1-2). */
  | { readonly op: "gather"; readonly times: number }
  /** "Sacrifice up to N <subtype>s" (Barter Herbs): chosen as it resolves; the count is kept for the next instruction. */
  | { readonly op: "sacrificeUpTo"; readonly count: number; readonly subtype: string }
  /** "For each <object> sacrificed this way, summon your choice of <tokens>" (Barter Herbs): asked one at a time. */
  | { readonly op: "summonChoicePerSacrificed"; readonly tokens: readonly string[] }
  /** "Sacrifice N <subtype>s with the same name" (Arisanna, Master Alchemist): the name chosen as it resolves. */
  | { readonly op: "sacrificeSameName"; readonly count: number; readonly subtype: string }
  /**
   * "The next <subtypes> ally card you activate this turn enters the field with an additional buff counter on it"
   * (Silvie, Wilds Whisperer): marked on that card's activation, used as it enters.
   */
  | { readonly op: "nextAllyEntersWithBuff"; readonly subtypes: readonly string[] }
  /**
   * "Reveal cards from the top of your deck until you reveal a <filter> card. Put that card into your hand and the
   * rest on the bottom of your deck in a random order" (Gaia's Songbird; CR Game Terms: Reveal). Seeded.
   */
  | { readonly op: "revealUntil"; readonly cardType: "ally"; readonly subtypes: readonly string[] }
  /**
   * "Look at the top N cards of your deck. You may reveal a <filter> card from among them and put it into your hand.
   * Put the rest on the bottom of your deck in any order" (Blissful Calling, Recruitment Officer). `subtypes`: any
   * of them; `cardType`: of that card type.
   */
  | {
      readonly op: "lookAtTopReveal";
      readonly count: number;
      readonly subtypes?: readonly string[];
      readonly cardType?: "ally";
    }
  /**
   * "<allies> assign damage with their life stat instead of power stat until end of turn" (Mist Resonance): the set
   * is fixed as it resolves (CR Continuous Effects: Instanced Effects 1-2).
   */
  | { readonly op: "assignDamageWithLife"; readonly target: Selector }
  /** "You can't activate non-ally cards this turn" (Invoke Dominance): a lasting restriction on activating. */
  | { readonly op: "onlyAlliesThisTurn" }
  /**
   * "Choose one that hasn't been chosen — • Summon a <token> token. • …" (Tonoris, Genesis Aegis): a modal choice as
   * it resolves (CR Playing Cards - Resolution 3) among the modes this object has not chosen before.
   */
  | { readonly op: "summonUnchosen"; readonly tokens: readonly string[] }
  /** "Sacrifice any number of domains" (Assemble the Ancients): chosen as it resolves; the count is kept. */
  | { readonly op: "sacrificeDomains" }
  /** Preserve's trigger (engine-granted, CR Keywords: Preserve 1): the destroyed card, if still in the graveyard. */
  | { readonly op: "preserveFromGraveyard" }
  /**
   * "Summon <count> <token> token(s) [with <buff> buff counter(s) on it] [that enter(s) the field rested]" (CR Game
   * Terms: Summon; Tokens 1-6): `token` is the token card's printed name in the catalogue. The summoned objects are
   * kept for a later "they" of the same effect.
   */
  | {
      readonly op: "summon";
      readonly token: string;
      readonly count?: Amount;
      readonly buff?: Amount;
      readonly rested?: boolean;
      /** Count and buff counters are the domains the task's `sacrificeDomains` sacrificed (Assemble the Ancients). */
      readonly perSacrificed?: boolean;
      /** "Then they gain <keyword> until end of turn" (Assemble the Ancients' vigor). */
      readonly gains?: Keyword;
    }
  // ALC: Diana (rules/guns.ts, rules/lineage.ts)
  /**
   * "<units> become(s) distant" (CR Game Terms: Distant 1-3): until the end of the controller's turn. `ifClass`:
   * only a unit of that class ("If that unit is a Ranger, it becomes distant").
   */
  | { readonly op: "becomeDistant"; readonly target: Selector; readonly ifClass?: string }
  /** "Load <this card> into <target Gun>" (CR Game Terms: Load 1): the object becomes one of the Gun's loaded cards. */
  | { readonly op: "loadSelf"; readonly target: Selector }
  /**
   * "Choose a <elements> element <subtype> card from your material deck with memory cost N and load it into <target>"
   * (Force Load): chosen as it resolves (the options reach the controller's view only).
   */
  | {
      readonly op: "loadFromMaterialDeck";
      readonly target: Selector;
      readonly subtype: string;
      readonly elements: readonly string[];
      readonly memoryCost: number;
    }
  /**
   * "Materialize a <subtype> card from your material deck. (You still pay its costs.)": chosen as it resolves among
   * those whose memory cost can be paid (floating memory may pay part, CR Keywords: Floating Memory), then put on
   * the Effects Stack (CR Card Materialization 3). `memoryCost`: only cards with that memory cost. Without `subtype`:
   * "Materialize a card" (Beseech the Winds): any champion or regalia that could be materialized now.
   */
  | { readonly op: "materializePaying"; readonly subtype?: string; readonly memoryCost?: number }
  /** "<target>'s next attack this turn gets +N POWER" (Take Aim); `ranged`: it also gains Ranged N until end of turn. */
  | {
      readonly op: "nextAttackGets";
      readonly target: Selector;
      readonly power: number;
      /** "Class Bonus: That unit also gains ranged N until end of turn." */
      readonly classBonusRanged?: number;
    }
  /** "If that unit is defending, deal N damage to its attacker" (Rocket Jump; CR Attacking 4). */
  | { readonly op: "damageAttackerIfDefending"; readonly target: Selector; readonly amount: number }
  /** Unpreventable damage (CR Damage 3; Damage Prevention 7). */
  | { readonly op: "unpreventableDamage"; readonly target: Selector; readonly amount: Amount }
  /** "Deal N damage to each champion controlled by players with M or more cards in their memory" (Umbral Tithe). */
  | { readonly op: "damageChampionsWithMemory"; readonly amount: number; readonly atLeast: number }
  /**
   * "Put <this card> on the bottom of <champion>'s lineage" (Violet Haze, Creeping Torment; CR Game Zones:
   * Object-Specific Zones, Inner Lineage 1-2): from the stack or the field; it is a card of that inner lineage.
   */
  | { readonly op: "selfToBottomOfLineage"; readonly target: Selector }
  /**
   * "You may draw a card into your memory and put <this card> on the bottom of your champion's lineage. When you do,
   * deal N unpreventable damage to your champion for each Curse card in your champion's lineage" (Umbra Sight).
   */
  /**
   * Umbra Sight: you may draw into memory and put this card on the bottom of your champion's lineage; "When you do"
   * is a reflexive trigger: `whenYouDo` goes on the Effects Stack after this card has resolved (CR Game Terms:
   * Reflexive Trigger 1-2).
   */
  | { readonly op: "mayDrawToMemoryAndSelfToLineage"; readonly whenYouDo: readonly Effect[] }
  /**
   * "Generate a <name> card and put it on the bottom of <champion>'s lineage" (CR Game Terms: Generate 1-2): a new
   * card from outside the game, owned by the generating player.
   */
  | { readonly op: "generateToBottomOfLineage"; readonly name: string; readonly target: Selector }
  /**
   * "Banish all <subtype> cards in <champion>'s lineage. For each card banished this way, deal N unpreventable
   * damage to that champion" (Anathema's End).
   */
  | {
      readonly op: "banishFromLineage";
      readonly target: Selector;
      readonly subtype: string;
      readonly damageEach: number;
    }
  /** "Look at that opponent's memory and discard a card from it" (Mindbreak Bullet; CR Game Terms: Discard 1). */
  | { readonly op: "discardFromOpponentMemory" }
  /**
   * "Until the beginning of your next turn, whenever the hit champion levels up, deal N unpreventable damage to them"
   * (Tasershot): a delayed triggered ability on that player's champion (CR Leveling Up 1).
   */
  | { readonly op: "whenLevelsUpDamage"; readonly target: Selector; readonly amount: number }
  /**
   * "Until end of turn, if damage would be dealt to a distant unit you control, prevent N of that damage" (Flash
   * Grenade): each damage instance (CR Damage Prevention 5.2).
   */
  | { readonly op: "preventToDistantUnits"; readonly amount: number }
  /**
   * "If target unit would be dealt [combat] damage this turn, prevent N of that damage" (Resolute Stand): N of each
   * such damage instance until end of turn, never used up (instance prevention, CR Damage Prevention 5.2).
   */
  | {
      readonly op: "preventEachDamageThisTurn";
      readonly target: Selector;
      readonly amount: number;
      readonly combatOnly: boolean;
    }
  /**
   * "Until the beginning of your next turn, players can't declare attacks unless they pay (N) for each attack
   * declaration" (Plea for Peace): a cost restriction on every attack declaration, not an additional cost (CR
   * Declaring an Attack 2.5.1).
   */
  | { readonly op: "attackTax"; readonly amount: number }
  /**
   * "Choose up to N non-norm elements. Players can't materialize or activate cards of those elements until the
   * beginning of your next turn." (Excalibur, Cleansing Light; rules/restrictions.ts).
   */
  | { readonly op: "banElements"; readonly count: number }
  /** "Skip your next <phase>" (CR Turn Order - Skipping Phases 1-2): a lasting effect on the controller's turns. */
  | { readonly op: "skipPhase"; readonly phase: SkippablePhase }
  /** "This attack gains 'Combat damage dealt by this attack is unpreventable'" (Penetrator Round's On Attack). */
  | { readonly op: "attackUnpreventable" };

/** When a triggered ability triggers (CR Abilities - Triggered Abilities). */
export type Trigger =
  | "onEnter"
  | "onAttack"
  | "onHit"
  | "beginRecollection"
  | "allyYouControlDiesNotYourTurn"
  /** An opponent declares an attack for the third time this turn (Surveillance Stone; CR Attack Declaration). */
  | "opponentThirdAttackEachTurn"
  /** On Death: this ally died (CR Game Terms: Die). */
  | "onDeath"
  /** Inherited Effect of Rai, Archmage: your first Mage action card each turn. */
  | "firstMageActionEachTurn"
  /** "Whenever <this> is dealt damage" (Blue Slime; CR Damage 9: only damage actually dealt). */
  | "dealtDamage"
  /** "At the beginning of your end phase" (Arisanna, Master Alchemist's Inherited Effect; CR Turn Order - End Phase 1). */
  | "beginEndPhase"
  /** On Champion Hit: an attack using this (or this unit) dealt combat damage to a champion (CR Keywords: On Hit 3). */
  | "onChampionHit"
  /** "Whenever <this> becomes loaded" (Shadow's Twin; CR Game Terms: Loaded 3). */
  | "becomesLoaded"
  /** On Banish: this object was banished from the field (Quickdraw Piercer; CR Game Terms: Banish). */
  | "onBanish"
  /** "Whenever you draw your second card each turn" (Creeping Torment's Inherited Effect; CR Drawing Cards). */
  | "secondDrawEachTurn"
  /** "Whenever <this> or another ally enters the field under your control" (Meadowbloom Dryad). */
  | "allyEntersYourField"
  /** On Foster: this unit became fostered (CR Keywords: On Foster). */
  | "onFoster"
  /** "Whenever a fostered ally you control dies" (Crest of the Alliance). */
  | "fosteredAllyYouControlDies"
  /** "Whenever an Automaton ally you control dies" (Worn Gearblade). */
  | "automatonAllyYouControlDies"
  /** On Leave: this object left the field (CR Keywords: On Leave). */
  | "onLeave";

/** A keyword with rules of its own (CR Keywords and Abilities). */
export type Keyword =
  | "intercept"
  | "floatingMemory"
  | "efficiency"
  | "trueSight"
  | "entersRested"
  /** Attack all units a chosen player controls; it can't be intercepted (CR Keywords: Cleave 1-8). */
  | "cleave"
  /** Can't be targeted by Spells: cards, effects or sources of the Spell subtype (CR Keywords: Spellshroud 1-3). */
  | "spellshroud"
  /** Can't be targeted by attacks unless permitted by True Sight (CR Keywords: Stealth 1-4). */
  | "stealth"
  /** "If this card would be banished from the field or an intent, put it into its owner's material deck instead." */
  | "renewable"
  /**
   * Preserve (CR Keywords: Preserve 1-3): an ally that is destroyed goes from the graveyard to its owner's material
   * deck preserved; an action goes there instead of the graveyard as it resolves. A preserved card may be returned
   * to hand instead of materializing in the materialize phase.
   */
  | "preserve"
  /** Taunt: while awake, must be attacked before other units its controller controls, if able (CR Keywords: Taunt 1-4). */
  | "taunt"
  /** Vigor: wakes up at the beginning of its controller's end phase (CR Keywords: Vigor 1-2). */
  | "vigor"
  /**
   * Foster: at the beginning of your recollection phase, if this ally hasn't been dealt damage since the end of your
   * previous turn, it becomes fostered (CR Keywords: Foster 1-3; Game Terms: Fostered 1-4).
   */
  | "foster"
  /** "You may activate this card at fast speed" (CR Keywords: Fast Activation 1-2). */
  | "fastActivation";

/**
 * One ability of a card. Every ability may carry a restriction `condition` (Class Bonus, Level N+): while it does
 * not hold, the ability is ignored in every zone (CR Keywords: Class Bonus 3-4).
 */
export type Ability = (
  | { readonly kind: "keyword"; readonly keyword: Keyword }
  /**
   * A static prevention (CR Damage Prevention; Static Abilities): "If <a unit matching `to`> would be dealt
   * [non-combat] damage, prevent `amount` of that damage" (Blanche, Sheltering Saint), read as the damage is dealt.
   */
  | {
      readonly kind: "staticPrevention";
      readonly to: Filter;
      readonly nonCombatOnly?: boolean;
      readonly amount: Amount;
    }
  /**
   * "Cards in <zone> are <element> element" (Nullifying Lantern): a static element-setting effect on every card in
   * that zone, whenever it got there (CR Continuous Effects 1; Layer C, so losing abilities in Layer D keeps it).
   */
  | { readonly kind: "setElement"; readonly zone: "graveyard"; readonly element: string }
  /**
   * "<this> enters the field as a copy of any <filter> on the field" (Clockwork Amalgam; CR Game Mechanics - Copy:
   * Static Copying 1-2): not a triggered ability; the object is chosen as the card resolves.
   */
  | { readonly kind: "entersAsCopy"; readonly filter: Filter }
  | {
      readonly kind: "trigger";
      readonly on: Trigger;
      readonly effects: readonly Effect[];
      /**
       * An intervening "if" ("At …, if X, Y"): the ability triggers only if X holds as the event happens, and does
       * nothing if X no longer holds as it resolves (CR Triggered Abilities 3.1-3.2; not for keyworded triggers, 2.1).
       */
      readonly intervening?: Condition;
      /**
       * The "except it has <ability>" of an "enters the field as a copy" card (Clockwork Amalgam): only its object
       * while a copy has it (CR Game Mechanics - Copy: Static Copying 1); the card itself does not.
       */
      readonly whileCopy?: true;
    }
  | {
      readonly kind: "activated";
      readonly costs: readonly Cost[];
      readonly effects: readonly Effect[];
      readonly fast?: boolean;
      /** "Activate this ability only once": once per object (a card that changes zones is a new object). */
      readonly once?: boolean;
    }
  | {
      /** A static power/life modifier (CR Static Abilities). `who` picks the objects it applies to. */
      readonly kind: "static";
      readonly who: Selector;
      readonly power?: Amount;
      readonly life?: Amount;
      /** Applies only while the affected object is attacking. */
      readonly whileAttacking?: boolean;
    }
  | { readonly kind: "championAttackPower"; readonly power: Amount }
  /** "<objects> have <keyword>": a static grant (CR Abilities - Static Abilities; Silvie, Loved by All). */
  | { readonly kind: "grantKeyword"; readonly who: Selector; readonly keyword: Keyword }
  /** "Your champion gets +N level" (static; CR Game Terms: LV 1). */
  | { readonly kind: "championLevel"; readonly amount: Amount }
  /** An Inherited Effect: works while the card is anywhere in the champion's lineage. */
  | { readonly kind: "inherited"; readonly on: Trigger; readonly effects: readonly Effect[] }
  | {
      readonly kind: "costLess";
      readonly amount: Amount;
      readonly if?: Condition;
      /** "… if its activation targets a unit with <keyword>" (Fortified Mana Shield): read from the chosen targets. */
      readonly ifTargetHas?: Keyword;
    }
  | { readonly kind: "additionalCost"; readonly cost: Cost }
  /** "As an additional cost to use this weapon for an attack, pay (N)" (Bulwark Sword; CR Attack Declaration 2.2). */
  | { readonly kind: "weaponAttackCost"; readonly amount: number }
  /**
   * "As an additional cost to activate this card, you may pay (N). If you do, banish this card as it resolves and
   * it gains '<gains>'" (Crux Sight): declared as it is activated (CR Card Activation 1.3.2).
   */
  | {
      readonly kind: "optionalReserveCost";
      readonly reserve: number;
      readonly banishAsResolves: boolean;
      readonly gains: readonly Effect[];
      /**
       * "You may activate this card without paying its reserve cost. If you do, <gains>" (Resolute Stand): the
       * option replaces the whole reserve cost with nothing (`reserve` is then 0; CR Card Activation 1.3).
       */
      readonly free?: true;
    }
  | { readonly kind: "effect"; readonly effects: readonly Effect[] }
  | { readonly kind: "lineage"; readonly name: string }
  /**
   * "You can't remove enlighten counters from your champion to pay for costs" (Mana Limiter): bars the enlighten
   * counters' own ability and every `removeEnlighten` cost of its controller (CR Game Terms: Enlighten Counters 1).
   */
  | { readonly kind: "noEnlightenCosts" }
  /**
   * Pride N: "This ally won't obey you unless your champion is level N or higher" — it can't attack or activate its
   * abilities then, but may retaliate (CR Keywords: Pride 1-2; Game Terms: Obedience 1-4).
   */
  | { readonly kind: "pride"; readonly level: number }
  /** "This card costs N less to materialize" (Necklace of Foresight; CR Card Materialization 3.3). */
  | { readonly kind: "materializeCostLess"; readonly amount: number }
  /**
   * Starcalling — (N): while glimpsing, this card may be activated from the deck by paying (N); the other cards
   * looked at go on the bottom (CR Keywords: Starcalling 1-6).
   */
  | { readonly kind: "starcalling"; readonly cost: number }
  /** "Once per turn, you may pay (0) rather than pay a card's starcalling costs" (Arisanna, Astral Zenith). */
  | { readonly kind: "freeStarcallingOncePerTurn" }
  /**
   * Brew — <recipe>: "You may sacrifice the listed objects rather than pay this card's reserve cost" (CR Keywords:
   * Brew 1-4); each entry is `count` objects you control with `subtype` (upper case) or named `name`.
   */
  | {
      readonly kind: "brew";
      readonly recipe: readonly { readonly count: number; readonly subtype?: string; readonly name?: string }[];
    }
  /** "If an opponent would glimpse X, you may have that player glimpse N instead" (Cosmic Astroscope). */
  | { readonly kind: "opponentGlimpsesInstead"; readonly amount: number }
  /** Ranged N: "As long as this unit is distant, its attacks get +N POWER" (CR Keywords: Ranged N 1-2). */
  | { readonly kind: "ranged"; readonly amount: number }
  /**
   * A static Inherited Effect ("Inherited Effect: Ranged 2", "This object gets -2 LIFE"): the champion has it while
   * this card is in its lineage (CR Keywords: Inherited Effect 1-2).
   */
  | { readonly kind: "inheritedStatic"; readonly ranged?: number; readonly life?: number }
  /**
   * Lineage Release: "Activate this ability by banishing this card from your champion's inner lineage" (CR
   * Keywords: Lineage Release 1-3).
   */
  | { readonly kind: "lineageRelease"; readonly effects: readonly Effect[] }
  /**
   * "If combat damage would be dealt to a unit by an attack using <this weapon>, that damage is dealt to that unit
   * and an additional unit you don't control instead" (Blastshot Pump): chosen by the attacker before damage.
   */
  | { readonly kind: "extraDamageTarget" }
  /** "Whenever an attack using this weapon triggers an On Hit ability, that ability is triggered an additional time." */
  | { readonly kind: "onHitTwice" }
) & { readonly condition?: Condition };

/** A card file: the catalogue id, the printed name and text (checked against the data), and its abilities. */
export interface CardScript {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly abilities: readonly Ability[];
  /** Set when the engine cannot run the card faithfully: deck validation refuses it with this reason. */
  readonly unsupported?: string;
}

/**
 * "REST: Load <this card> into target unloaded Gun weapon you control" — the Bullet cards' printed ability (CR Game
 * Terms: Load 1; Functional Subtypes: Gun 1.1), one value for every card that prints it.
 */
export const LOAD_INTO_UNLOADED_GUN: Ability = {
  kind: "activated",
  costs: [{ kind: "restSelf" }],
  effects: [
    {
      op: "loadSelf",
      target: { kind: "target", filter: { type: "weapon", subtype: "GUN", controller: "you", unloaded: true } },
    },
  ],
};

/** Identity helper that types a card file. */
export function defineCard(c: CardScript): CardScript {
  return c;
}

/** The phases an effect may skip (CR Turn Order - Skipping Phases): not the main phase (it recurs after combat). */
export type SkippablePhase = "wakeUp" | "materialize" | "recollection" | "draw";
