/**
 * Packets and pre-priority checks. Packets (001 407): dealt one at a time; damage to a hero may be reduced by
 * exhausting armor with DEF ≥ 1 (304.2, asked of the hero's controller, no chain); healing removes damage counters,
 * the excess is wasted (406.1). Checks (409.6) run in waves: characters with 0 health or lethal damage are destroyed
 * (a, b; 404.2; totems too, 306.3a), players who drew from an empty deck lose (c; 102.1a), attachments on a host
 * of another card type unattach (d); a destroyed hero loses the game (102.1a);
 * everyone losing at once is a draw.
 */
import { heroDamagePrevented, preventAbilityDamageToAttached } from "./static-prevention.js";
import { applyAbilityDamagePlus, applyNextDamagePlus } from "./next-damage.js";
import type { Seat } from "../../../engine/index.js";
import {
  card,
  def,
  equipmentKind,
  health,
  inPlay,
  isAlly,
  isCharacter,
  isHero,
  nameOf,
  powersOf,
} from "./characteristics.js";
import { type Packet, type WowState, obj } from "./state.js";
import type { Power } from "../cards/types.js";
import { trigger, watchers } from "./triggers.js";
import { turnEvent } from "./this-turn.js";
import { askDiscard, destroy } from "./zones.js";
import { graveyardReplacers } from "./graveyard-replacement.js";
import { charactersThatCantBeDestroyed } from "./cant-be-destroyed.js";
import { ceaseTokens } from "./tokens.js";
import { unattachFromIllegalHosts } from "./attachment-hosts.js";
import { totemsOf } from "./totems.js";
import { combatPacketPrevented } from "./combat-prevention.js";
import { replaceHealing } from "./healing-replacement.js";
import { allyCombatDamageTriggers, heroCombatDamageTriggers } from "./combat-damage-triggers.js";
import { applyPreventionPowers, redirectToYourHero } from "./prevention-powers.js";
import { applyPreventCombatWhile, applyPreventNext } from "./prevention-shields.js";
import { packetWeapons, triggerFirstDealtWith } from "./weapon-association.js";
import { exhaustCard } from "./becomes-exhausted.js";
import { healTriggers } from "./heal-triggers.js";
import { damageEventTriggers } from "./damage-events.js";

/** Ready armor of `seat` with DEF ≥ 1 (304.2). */
export function readyArmor(s: WowState, seat: Seat): string[] {
  return s.players[seat]!.equipment.filter(
    (id) => !obj(s, id).exhausted && equipmentKind(card(s, id)) === "armor" && def(s, id) >= 1,
  );
}

/** Deals or heals the first packet, or asks about armor first. */
export function processPacket(s: WowState): void {
  const p = s.packets[0]!;
  if (!isCharacter(s, p.to) || p.amount < 1) {
    s.packets.shift();
    return;
  }
  const o = obj(s, p.to);
  // "Damage dealt by your hero can't be prevented" (Lionheart Helm, 407).
  if (p.kind === "damage" && p.preventable && heroDamageUnpreventable(s, p.source)) p.preventable = false;
  if (p.kind === "heal") {
    replaceHealing(s, p);
    // "Can't be healed this turn" (Mortal Strike): the packet heals nothing (001 406).
    const healed = s.turnMods.some((m) => m.obj === p.to && m.mod === "cant-be-healed")
      ? 0
      : Math.min(o.damage, p.amount);
    o.damage -= healed;
    s.packets.shift();
    s.log.push({ text: `${nameOf(s, p.source)} heals ${healed} damage from ${nameOf(s, p.to)}.` });
    // "When another hero or ally heals damage from your hero" (Spiritual Attunement).
    if (healed > 0 && isHero(s, p.to) && p.source !== p.to && isCharacter(s, p.source))
      trigger(s, o.controller, "another-heals-your-hero", watchers(s, o.controller));
    // "When your hero heals damage with an ability from a friendly hero or ally" (Illumination).
    healTriggers(s, p, healed);
    return;
  }
  // "Prevent all damage that would be dealt to it this turn" (Bestial Wrath, 407); "… combat damage to and by" (Katsin).
  if (
    (p.preventable &&
      (s.turnMods.some((m) => m.obj === p.to && m.mod === "prevent-damage") || heroDamagePrevented(s, p.to))) ||
    combatPacketPrevented(s, p)
  ) {
    s.packets.shift();
    s.log.push({ text: `The ${p.amount} damage to ${nameOf(s, p.to)} is prevented.` });
    return;
  }
  // "If attached character would be dealt damage with an ability, prevent 1 of that damage" (Dampen Magic).
  if (preventAbilityDamageToAttached(s, p)) {
    s.packets.shift();
    return;
  }
  // Prevention powers in play (Power Word: Shield, Devotion Aura; CR 7.4 717.2), before armor is asked.
  if (applyPreventionPowers(s, p)) return;
  // "… is dealt to your hero instead" (Blessing of Sacrifice): the packet is processed again for the hero.
  if (redirectToYourHero(s, p)) return;
  // "Prevent the next N damage that would be dealt to [it] this turn" (Graccus; CR 7.4 717.2a).
  if (applyPreventNext(s, p)) return;
  // "While [it] is stealthed, prevent all combat damage that would be dealt to [it] this turn" (Kayleitha).
  if (applyPreventCombatWhile(s, p)) return;
  if (isHero(s, p.to) && p.preventable && !p.armorDeclined && readyArmor(s, o.controller).length > 0) {
    s.ask = { kind: "armor", seat: o.controller };
    return;
  }
  if (!p.replaced) replaceDamage(s, p);
  s.packets.shift();
  const damagedBefore = o.damage > 0; // the state "immediately before" the event (CR 7.4 703.4)
  o.damage += p.amount;
  // Recorded for "this turn" conditions (Outrider Zarg, Torek's Assault).
  const src = obj(s, p.source);
  // CR 7.4 408.3d: a wielder's combat packet is dealt with the weapons it struck with (Thrash Blade).
  const weapons = packetWeapons(s, p);
  triggerFirstDealtWith(s, weapons);
  s.dealt.push({
    source: p.source,
    to: p.to,
    allyOf: src.zone === "ally" ? src.controller : null,
    ...(p.combat ? { combat: true } : {}),
    ...(weapons.length ? { weapons } : {}),
    ...(p.type ? { type: p.type } : {}),
  });
  allyCombatDamageTriggers(s, p);
  if (p.dealtCantAttack) s.turnMods.push({ obj: p.to, mod: "cant-attack" });
  if (p.dealtCantProtect) s.turnMods.push({ obj: p.to, mod: "cant-protect" });
  // "A character dealt damage this way has -1 ATK this turn" (Thunder Clap; 503.2a ends it).
  if (p.dealtAtk) s.turnMods.push({ obj: p.to, mod: "atk", amount: p.dealtAtk });
  // "When your hero deals damage to an ally this turn" (Cold Blood, CR 7.4 715.1).
  const heroOf = s.players.findIndex((pl) => pl.hero === p.source);
  if (heroOf >= 0 && o.zone === "ally")
    turnEvent(s, "your-hero-deals-damage-to-ally", p.to, o.controller, (c) => c === heroOf);
  // "When attached character is dealt combat damage" (Thorns): its attachments' powers; the source is the event's card.
  if (p.combat)
    for (const a of s.objects)
      if (a.attachedTo === p.to && inPlay(a))
        trigger(s, a.controller, "attached-dealt-combat-damage", [a.id], p.source);
  // "When your hero is dealt damage" (Berserking): any packet.
  if (s.players[o.controller]!.hero === p.to)
    trigger(s, o.controller, "your-hero-dealt-damage", watchers(s, o.controller));
  // "When your hero is dealt combat damage" (Feral Rage).
  if (p.combat && s.players[o.controller]!.hero === p.to)
    trigger(s, o.controller, "your-hero-dealt-combat-damage", watchers(s, o.controller));
  // "When your hero is dealt damage by a hero or ally" (Lightning Shield): the dealer is the event's card.
  if (s.players[o.controller]!.hero === p.to && (isHero(s, p.source) || isAlly(s, p.source)))
    trigger(s, o.controller, "your-hero-dealt-damage-by-character", watchers(s, o.controller), p.source);
  // "Destroy this card when your hero deals damage" (Stealth, Vanish): any packet the hero deals.
  if (heroOf >= 0) trigger(s, heroOf as Seat, "your-hero-deals-damage", watchers(s, heroOf as Seat));
  // "When an ally in your party deals combat damage this turn" (Aleyah Dawnborn; "that much": the packet's amount).
  if (p.combat && src.zone === "ally")
    turnEvent(
      s,
      "ally-in-your-party-deals-combat-damage",
      p.source,
      src.controller,
      (c) => c === src.controller,
      p.amount,
    );
  // "When [this] deals combat damage to a defending hero" (Randipan): triggers as the packet is dealt.
  if (p.combat && s.combat?.defender === p.to && isHero(s, p.to) && inPlay(src))
    trigger(s, src.controller, "deals-combat-damage-to-defending-hero", [p.source]);
  // "When [this] deals combat damage to an ally" (Zy'lah Manslayer).
  if (p.combat && isAlly(s, p.to) && inPlay(src))
    trigger(s, src.controller, "deals-combat-damage-to-ally", [p.source], p.to);
  // "When [this] deals combat damage to a damaged ally" (Brigg): whether the ally was damaged is read in the state
  // immediately before the packet (CR 7.4 703.4, whose example is Brigg), so its own packet doesn't count.
  if (p.combat && isAlly(s, p.to) && inPlay(src) && damagedBefore)
    trigger(s, src.controller, "deals-combat-damage-to-damaged-ally", [p.source], p.to);
  heroCombatDamageTriggers(s, p);
  damageEventTriggers(s, p); // "that amount", "that ally's party" (Skorn, Stitches, Anathema)
  // "When an attacking ally deals combat damage to your hero" (Green Whelp Armor).
  if (p.combat && isHero(s, p.to) && s.combat?.attacker === p.source && isAlly(s, p.source))
    trigger(s, o.controller, "attacking-ally-damages-your-hero", watchers(s, o.controller), p.source);
  // "When a hero or ally in your party is dealt combat damage" (Retribution Aura): the dealer is named too.
  if (p.combat && (isHero(s, p.to) || isAlly(s, p.to)))
    trigger(s, o.controller, "party-dealt-combat-damage", watchers(s, o.controller), p.to, undefined, p.source);
  // "When your hero deals combat damage to an ally" (Iceblade Hacker, Devilsaur Leggings): the hero's controller's
  // cards watch; the ally is the event's card.
  if (p.combat && isAlly(s, p.to) && isHero(s, p.source))
    trigger(s, src.controller, "your-hero-deals-combat-damage-to-ally", watchers(s, src.controller), p.to);
  s.log.push({
    text: `${nameOf(s, p.source)} deals ${p.amount} ${p.type ?? ""}${p.type ? " " : ""}${p.combat ? "combat " : ""}damage to ${nameOf(s, p.to)}.`,
  });
  // Healing "for each damage dealt" counts what was dealt after prevention (armor), next.
  if (p.drainTo)
    s.packets.unshift({
      kind: "heal",
      amount: p.amount,
      to: p.drainTo,
      source: p.drainTo,
      controller: p.controller,
      type: null,
      combat: false,
      preventable: true,
    });
  // "Its controller discards a card for each damage dealt" (Mind Blast): what this packet dealt.
  if (p.discardPerDamage) askDiscard(s, o.controller, p.amount, "effect");
}

/**
 * CR 7.4 716-717.1: "if your hero would deal [fire] damage [with an ability], it deals double / that much +N
 * instead": the replacement modifiers of the source hero's controller change the packet's amount, each once
 * (716.1e). 716.1b lets the affected player order them (and armor prevention, 717.2c, asked before this); the
 * order applied is the one leaving the least damage: prevention, then doubling, then additions
 * (docs/rules-decisions.md).
 */
export function replaceDamage(s: WowState, p: Packet): void {
  p.replaced = true;
  const src = s.objects[Number(p.source.slice(1))];
  const to = obj(s, p.to);
  // "If your hero would deal …" of the source hero's controller; "if your hero would be dealt …" of the target hero's.
  const mods = [
    ...(src && s.players[src.controller]!.hero === p.source ? replacements(s, p, src.controller, false) : []),
    ...(s.players[to.controller]!.hero === p.to ? replacements(s, p, to.controller, true) : []),
  ];
  const ordered = [...mods.filter((m) => "double" in m.change), ...mods.filter((m) => !("double" in m.change))];
  for (const m of ordered) {
    const before = p.amount;
    p.amount = "double" in m.change ? p.amount * 2 : p.amount + m.change.plus;
    s.log.push({ text: `${nameOf(s, m.id)}: ${before} damage becomes ${p.amount}.` });
  }
  // "The next time your hero would deal nature damage this turn, … +2" (Stormstrike): after the doubling ones.
  applyNextDamagePlus(s, p);
  // "If your hero would deal damage with that ability this turn, +1" (Arcane Power).
  applyAbilityDamagePlus(s, p);
}

/** The damage replacement modifiers of `seat`'s cards in play applying to packet `p` (dealt by or to its hero). */
function replacements(s: WowState, p: Packet, seat: Seat, toHero: boolean): { id: string; change: DamageChange }[] {
  const me = s.players[seat]!;
  return [me.hero, ...me.allies, ...me.equipment]
    .flatMap((id) => powersOf(s, id).map((pw) => ({ id, pw })))
    .flatMap(({ id, pw }) =>
      pw.kind === "damage-replacement" &&
      !!pw.dealtToYourHero === toHero &&
      (!pw.type || pw.type === p.type) &&
      (!pw.withAbility || p.ability) &&
      // "with a Balance ability" (Moonkin Form): the ability card's type line names the tag.
      (!pw.abilityTag || (!!p.abilityCard && card(s, p.abilityCard).subtypes.includes(pw.abilityTag)))
        ? [{ id, change: pw.change }]
        : [],
    );
}

type DamageChange = Extract<Power, { kind: "damage-replacement" }>["change"];

/** Whether `source` is a hero whose controller has "damage dealt by your hero can't be prevented" in play. */
function heroDamageUnpreventable(s: WowState, source: string): boolean {
  const src = s.objects[Number(source.slice(1))];
  if (!src || s.players[src.controller]!.hero !== source) return false;
  const me = s.players[src.controller]!;
  return [me.hero, ...me.allies, ...me.equipment].some((id) =>
    powersOf(s, id).some((pw) => pw.kind === "your-hero-damage-unpreventable"),
  );
}

/** Answers the armor question: exhaust `armor` to prevent its DEF from the packet (304.2), or take it. */
export function answerArmor(s: WowState, armor: string | null): void {
  const p = s.packets[0]!;
  if (armor === null) {
    p.armorDeclined = true;
    return;
  }
  exhaustCard(s, armor); // "when [this] becomes exhausted" (Argent Defender)
  const n = def(s, armor);
  p.amount -= n;
  s.log.push({ text: `${nameOf(s, armor)} prevents ${n} damage.` });
  // A packet reduced to 0 ceases to exist (717.2a): the loop drops it next (and runs what waits for it).
}

/** One wave of pre-priority checks (409.6); true when anything happened. Ends the game when a player lost. */
export function checkWave(s: WowState): boolean {
  ceaseTokens(s);
  const doomed: string[] = [];
  const spared = charactersThatCantBeDestroyed(s); // read as the wave begins (103.4, WOW-EX-01)
  for (const seat of [0, 1] as const)
    for (const id of [s.players[seat]!.hero, ...s.players[seat]!.allies, ...totemsOf(s, seat)]) {
      const o = obj(s, id);
      const h = health(s, id);
      if ((h === 0 || o.damage >= h) && !spared.has(id)) doomed.push(id);
    }
  const losers = new Set<Seat>();
  for (const seat of [0, 1] as const) if (s.players[seat]!.decked || s.players[seat]!.heroDestroyed) losers.add(seat);
  // 409.6d, checked in the same wave: attachments whose host is not of a card type their description names.
  const unattached = unattachFromIllegalHosts(s, doomed);
  // One wave destroys its characters at once: a graveyard replacement is judged before any of them leaves (716.1c).
  const replacers = graveyardReplacers(s);
  for (const id of doomed) {
    if (isHero(s, id)) losers.add(obj(s, id).controller);
    else {
      s.log.push({ text: `${nameOf(s, id)} is destroyed.` });
      destroy(s, id, { replacers, byGame: true }); // one wave destroys at once: what was spared was read as it began (802)
    }
  }
  if (losers.size > 0) {
    for (const seat of losers) s.players[seat]!.lost = true;
    s.over = true;
    s.winner = losers.size === 2 ? null : losers.has(0) ? 1 : 0;
    s.window = null;
    s.ask = null;
    s.log.push({ text: s.winner === null ? "Both players lose: the game is a draw." : `P${s.winner + 1} wins.` });
    return true;
  }
  return doomed.length > 0 || unattached;
}
