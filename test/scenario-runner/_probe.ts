import { FileCardSource } from "/work/main/src/games/riftbound/data/card-source.js";
import { runScenario } from "/work/main/src/games/riftbound/scenario/runner.js";
import { parse } from "yaml";
const src = new FileCardSource();
const base = (extra: string, steps: string, phase = "action") => `
name: probe
seed: 1
${extra}
start:
  turn: A
  phase: ${phase}
  players:
    A:
      hand: [{card: Cleave, as: cleave}, {card: Hidden Blade, as: blade}]
      base: [{card: Vanguard Sergeant, as: sarge}]
      runes: [{card: Fury Rune, as: r1}, {card: Fury Rune, as: r2}]
      mainDeck: [Mega-Mech, Petty Officer, Mountain Drake]
      runeDeck: [Fury Rune]
      pool: { energy: 1 }
    B:
      hand: [{card: Gust, as: gust}]
      base: [{card: Mountain Drake, as: drake}]
      mainDeck: [Mountain Drake, Mega-Mech]
  battlefields:
    - card: Zaun Warrens
      as: zaun
      controller: B
      units: [{card: Stalwart Poro, owner: B, as: poro}]
    - card: Targon's Peak
      as: peak
steps:
${steps}`;
const probes: [string, string, string?, string?][] = [
  ["might in setup", "", "  - expect: {turn: A}"],
  ["unknown top key", "foo: 1", "  - expect: {turn: A}"],
  ["unknown card", "cards: [Voidd Seeker]", "  - expect: {turn: A}"],
  ["unknown label target", "", "  - act: {by: A, play: cleave, targets: [nobody]}"],
  ["pool unknown domain", "", "  - expect: {pool: {A: {power: {Fyry: 0}}}}"],
  ["view hides hand public", "", "  - view: {of: public, hides: [Cleave]}\n  - view: {of: B, hides: [cleave], shows: [poro]}\n  - view: {of: A, shows: [cleave, gust]}"],
  ["view unknown label", "", "  - view: {of: B, hides: [nolabel]}"],
  ["view shows name A", "", "  - view: {of: A, shows: [Gust]}"],
  ["mode ffa3", "mode: ffa3", "  - expect: {turn: A}"],
  ["phase end", "", "  - expect: {phase: end}", "end"],
  ["phase awaken", "", "  - expect: {phase: action, turn: A, events: [draw, channel]}\n  - expect: {count: {A: {hand: 3, runes: 3}}}", "awaken"],
  ["reject accepted", "", "  - reject: {by: A, act: {move: [sarge], to: peak}}"],
  ["reject rule mismatch", "", "  - reject: {by: B, act: {move: [drake], to: peak}, rule: \"999\"}"],
  ["reject ok", "", "  - reject: {by: B, act: {move: [drake], to: peak}, rule: \"5\"}"],
  ["choose none pending", "", "  - choose: {by: A, option: yes}"],
  ["act wrong seat", "", "  - act: {by: B, pass: true}"],
  ["unknown player", "", "  - act: {by: C, pass: true}"],
  ["count unknown zone", "", "  - expect: {count: {A: {hnd: 1}}}"],
  ["zone bad", "", "  - expect: {zone: {sarge: hnad}}"],
  ["keywords", "", "  - act: {by: A, play: cleave, targets: [sarge]}\n  - act: {by: A, pass: true}\n  - act: {by: B, pass: true}\n  - expect: {keywords: {sarge: [Assault 3]}, events: [play, resolve]}\n  - expect: {events: [play]}"],
  ["keywords wrong", "", "  - act: {by: A, play: cleave, targets: [sarge]}\n  - act: {by: A, pass: true}\n  - act: {by: B, pass: true}\n  - expect: {keywords: {sarge: [Assault 2]}}"],
  ["chain by name", "", "  - act: {by: A, play: cleave, targets: [sarge]}\n  - expect: {chain: [Cleave], state: neutral-closed}\n  - expect: {zone: {cleave: chain}}"],
  ["step two kinds", "", "  - {expect: {turn: A}, act: {by: A, pass: true}}"],
  ["empty expect unknown key", "", "  - expect: {trun: A}"],
  ["pending none", "", "  - expect: {pending: none}"],
  ["winner none", "", "  - expect: {winner: none, controller: {zaun: B, peak: none}}"],
  ["endTurn", "", "  - act: {by: A, endTurn: true}\n  - expect: {turn: B, phase: action, events: [endTurn]}"],
  ["concede", "", "  - act: {by: B, concede: true}\n  - expect: {winner: A, pending: none, events: [win]}"],
  ["label dup", "", "  - expect: {turn: A}"],
  ["gone token", "", "  - expect: {zone: {sarge: gone}}"],
];
for (const [n, extra, steps, phase] of probes) {
  let y = base(extra, steps!, phase);
  if (n === "might in setup") y = y.replace("{card: Vanguard Sergeant, as: sarge}", "{card: Vanguard Sergeant, as: sarge, might: 3}");
  if (n === "label dup") y = y.replace("as: poro", "as: sarge");
  const r = runScenario(parse(y), src);
  console.log(`[${n}]`, r.ok ? "PASS" : "FAIL", (r.failure ?? "").slice(0, 300));
}
