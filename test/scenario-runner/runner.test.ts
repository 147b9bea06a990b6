import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import { runScenario } from "../../src/games/riftbound/scenario/runner.js";

const source = new FileCardSource();

function doc(steps: string, opts: { extra?: string; base?: string } = {}): string {
  return `
name: probe
seed: 1
${opts.extra ?? ""}
start:
  turn: A
  phase: action
  players:
    A:
      hand: [{card: Cleave, as: cleave}]
      base: [${opts.base ?? "{card: Vanguard Sergeant, as: sarge}"}]
      mainDeck: [Mega-Mech, Petty Officer]
      pool: { energy: 1 }
    B:
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
}

function run(y: string) {
  return runScenario(parse(y), source);
}

describe("scenario runner strictness", () => {
  it("fails on a view naming an unknown label or card, and matches names exactly", () => {
    expect(run(doc("  - view: { of: public, hides: [nolabel] }")).failure).toMatch(/unknown card "nolabel"/);
    expect(run(doc("  - view: { of: public, hides: [Voidd Seekr] }")).failure).toMatch(/unknown card/);
    // "Poro" is not Stalwart Poro: a name is matched whole, not as a substring.
    expect(run(doc("  - view: { of: public, shows: [Stalwart Poro] }")).ok).toBe(true);
  });
  it("fails on a pool with an unknown domain", () => {
    const r = run(doc("  - expect: { pool: { A: { power: { Fyry: 0 } } } }"));
    expect(r.ok).toBe(false);
    expect(r.failure).toMatch(/Fyry/);
  });
  it("passes a well-formed scenario", () => {
    const r = run(doc("  - expect: { turn: A, phase: action, controller: { zaun: B, peak: none }, winner: none }"));
    expect(r.failure).toBeUndefined();
    expect(r.ok).toBe(true);
  });
  it("fails on an unknown top-level key", () => {
    const r = run(doc("  - expect: { turn: A }", { extra: "foo: 1" }));
    expect(r.ok).toBe(false);
    expect(r.failure).toMatch(/foo/);
  });
  it("fails on an unknown expect key", () => {
    const r = run(doc("  - expect: { trun: A }"));
    expect(r.ok).toBe(false);
    expect(r.failure).toMatch(/trun/);
  });
  it("refuses might in setup entries", () => {
    const r = run(doc("  - expect: { turn: A }", { base: "{card: Vanguard Sergeant, as: sarge, might: 3}" }));
    expect(r.ok).toBe(false);
    expect(r.failure).toMatch(/might/);
  });
  it("fails on an unknown card name with a suggestion", () => {
    const r = run(doc("  - expect: { turn: A }", { extra: "cards: [Voidd Seeker]" }));
    expect(r.ok).toBe(false);
    expect(r.failure).toMatch(/unknown card "Voidd Seeker"/);
    expect(r.failure).toMatch(/Void Seeker/);
  });
  it("fails on an unknown label", () => {
    const r = run(doc("  - act: { by: A, play: cleave, targets: [nobody] }"));
    expect(r.ok).toBe(false);
    expect(r.failure).toMatch(/step 1: unknown label or card "nobody"/);
  });
  it("fails on an unknown player", () => {
    const r = run(doc("  - act: { by: C, pass: true }"));
    expect(r.failure).toMatch(/unknown player C/);
  });
  it("fails on a label used twice", () => {
    const r = run(doc("  - expect: { turn: A }", { base: "{card: Vanguard Sergeant, as: poro}" }));
    expect(r.failure).toMatch(/label poro is used twice/);
  });
  it("fails when a pending decision is not answered before acting", () => {
    const r = run(`
name: unanswered
seed: 140
start:
  turn: A
  phase: awaken
  players:
    A: { mainDeck: [Mega-Mech, Petty Officer] }
    B: { mainDeck: [Mountain Drake] }
  battlefields:
    - { card: Grove of the God-Willow, as: grove, controller: A, units: [{ card: Vanguard Sergeant, owner: A }] }
    - { card: Altar to Unity, as: altar, controller: A, units: [{ card: Daring Poro, owner: A }] }
steps:
  - act: { by: A, pass: true }
`);
    expect(r.ok).toBe(false);
    expect(r.failure).toMatch(/step 1: a orderTriggers decision of A is pending and was not answered/);
  });
  it("fails a choose with nothing to choose", () => {
    const r = run(doc("  - choose: { by: A, option: yes }"));
    expect(r.failure).toMatch(/nothing to choose/);
  });
  it("reports a failed expectation as expected …, got …", () => {
    const r = run(doc("  - expect: { zone: { sarge: hand } }"));
    expect(r.failure).toBe('step 1: zone of sarge: expected "hand", got "base"');
  });
  it("keywords are checked with their value", () => {
    const steps = [
      "  - act: { by: A, play: cleave, targets: [sarge] }",
      "  - expect: { chain: [Cleave], state: neutral-closed }",
      "  - act: { by: A, pass: true }",
      "  - act: { by: B, pass: true }",
      "  - expect: { keywords: { sarge: [Assault 3] }, events: [resolve] }",
    ];
    expect(run(doc(steps.join("\n"))).ok).toBe(true);
    const bad = run(doc([...steps.slice(0, 4), "  - expect: { keywords: { sarge: [Assault 2] } }"].join("\n")));
    expect(bad.failure).toMatch(/keywords of sarge: expected Assault 2/);
  });
  it("events are those since the previous expect", () => {
    const r = run(
      doc(
        "  - act: { by: A, play: cleave, targets: [sarge] }\n  - expect: { events: [play] }\n  - expect: { events: [play] }",
      ),
    );
    expect(r.failure).toMatch(/step 3: events: expected play/);
  });
  it("reject: an accepted action fails, a rule is a prefix", () => {
    expect(run(doc("  - reject: { by: A, act: { move: [sarge], to: peak } }")).failure).toMatch(/expected a rejection/);
    expect(run(doc('  - reject: { by: B, act: { move: [drake], to: peak }, rule: "5" }')).ok).toBe(true);
    expect(run(doc('  - reject: { by: B, act: { move: [drake], to: peak }, rule: "999" }')).failure).toMatch(
      /rejection cites rule .*expected 999/,
    );
  });
  it("an unexpected refusal fails with the engine's message", () => {
    expect(run(doc("  - act: { by: B, pass: true }")).failure).toMatch(/step 1: action refused: .*priority/);
  });
  it("view checks what a seat sees", () => {
    expect(
      run(doc("  - view: { of: B, hides: [cleave], shows: [poro] }\n  - view: { of: public, hides: [Cleave] }")).ok,
    ).toBe(true);
    expect(run(doc("  - view: { of: B, shows: [cleave] }")).failure).toMatch(/does not show Cleave/);
  });
  it("a step with two kinds is invalid", () => {
    expect(run(doc("  - { expect: { turn: A }, act: { by: A, pass: true } }")).ok).toBe(false);
  });
});

describe("scenario CLI", () => {
  it("prints PASS/FAIL lines, the closing line and exit codes; --json", () => {
    const dir = mkdtempSync(join(tmpdir(), "scn-"));
    writeFileSync(join(dir, "a.yaml"), doc("  - expect: { turn: A }").replace("name: probe", "name: good one"));
    const cli = (args: string[]) =>
      spawnSync("node_modules/.bin/tsx", ["scripts/scenario.ts", ...args], { encoding: "utf8", cwd: process.cwd() });
    const ok = cli([dir]);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^PASS good one$/m);
    expect(ok.stdout.trim().split("\n").at(-1)).toBe("1 passed, 0 failed");
    writeFileSync(join(dir, "b.yaml"), doc("  - expect: { turn: B }").replace("name: probe", "name: bad one"));
    const bad = cli([dir]);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/^FAIL bad one: step 1: turn: expected "B", got "A"$/m);
    expect(bad.stdout.trim().split("\n").at(-1)).toBe("1 passed, 1 failed");
    const js = cli([dir, "--json"]);
    expect(js.status).toBe(1);
    const out = JSON.parse(js.stdout) as { passed: number; failed: number; results: { name: string; ok: boolean }[] };
    expect(out.passed).toBe(1);
    expect(out.failed).toBe(1);
    expect(out.results.map((r) => r.ok).sort()).toEqual([false, true]);
  }, 300_000); // spawns the CLI several times: generous, so a loaded machine only makes it slower
});
