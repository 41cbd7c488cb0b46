// The rules: one two-player game, built from a setup, moved by actions.
//
// Each method is named after the rule it implements (Comprehensive Rules
// numbers in its comment). State is plain objects and arrays so that it reads
// like the protocol. Anything this engine can't play throws Decline, which
// engine.js answers as {"unsupported": REASON}: it never guesses.
'use strict';

const { CARDS, TOKENS } = require('./cards');

const STEPS = ['untap', 'upkeep', 'draw', 'precombat_main', 'beginning_of_combat', 'declare_attackers',
  'declare_blockers', 'combat_damage', 'end_of_combat', 'postcombat_main', 'end', 'cleanup'];
const ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile'];
const COLORS = 'WUBRG';

/** A scenario this engine can't play (answered as "unsupported"). */
class Decline extends Error {}
/** An action the rules forbid (answered with accepted: false). */
class Rejected extends Error {}

/** Natural card-id order: letters first, then the number as a number (c2 before c10). */
function idOrder(a, b) {
  const [, la, na] = /([a-z]*)(\d*)/.exec(a);
  const [, lb, nb] = /([a-z]*)(\d*)/.exec(b);
  return la === lb ? Number(na || 0) - Number(nb || 0) : (la < lb ? -1 : 1);
}

const manaSymbols = (cost) => [...(cost || '').matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
const byOrder = (a, b) => a.order - b.order;

class Game {
  constructor(setup) {
    if (setup.cards && Object.keys(setup.cards).length) {
      throw new Decline('synthetic cards are not supported (synthetic_cards: false)');
    }
    this.turn = { ...setup.turn };
    this.players = [];
    this.objects = new Map(); // card id -> object (cards and tokens, in every zone)
    this.stack = []; // top first: {id, kind, controller, source, targets, ...}
    this.pendingTriggers = []; // triggered abilities waiting to be put on the stack (603.3)
    this.eotEffects = []; // "until end of turn" effects (514.2 ends them)
    this.events = [];
    this.clock = 0; // timestamps (613.7)
    this.tokensMade = 0;
    this.abilitiesMade = 0;
    this.passes = 0; // players who passed in succession (117.4)
    this.gameOver = false;
    this.winners = [];
    for (const p of setup.players) {
      const player = { id: p.id, life: p.life, mana_pool: manaSymbols(p.mana_pool), lost: false, drewFromEmpty: false };
      this.players.push(player);
      for (const zone of ZONES) for (const entry of p[zone] || []) this.addFromSetup(player.id, zone, entry);
    }
    this.turn.priority = this.turn.active_player;
  }

  // --- building the game -------------------------------------------------------------

  addFromSetup(owner, zone, entry) {
    const name = entry.card;
    const token = Boolean(entry.token);
    if (!((token ? TOKENS : CARDS)[name])) throw new Decline(`no card data for ${name}`);
    for (const field of ['face_down', 'cast_permission']) {
      if (entry[field]) throw new Decline(`${field} is not implemented`);
    }
    this.objects.set(entry.id, {
      card: entry.id, name, owner, controller: entry.controller || owner, zone, token,
      tapped: Boolean(entry.tapped), summoningSick: Boolean(entry.summoning_sick), counters: { ...entry.counters },
      damage: entry.damage || 0, attached_to: entry.attached_to || null, timestamp: this.tick(), order: this.tick(),
    });
  }

  tick() { this.clock += 1; return this.clock; }

  // --- looking at the game -----------------------------------------------------------

  data(obj) { return (obj.token ? TOKENS : CARDS)[obj.name]; }
  player(pid) { return this.players.find((p) => p.id === pid); }
  opponents(pid) { return this.players.filter((p) => p.id !== pid && !p.lost).map((p) => p.id); }

  /** The objects of one player's zone, in order (library top first, graveyard oldest first). */
  zone(pid, zone) {
    return [...this.objects.values()].filter((o) => o.zone === zone && o.owner === pid).sort(byOrder);
  }

  battlefield() { return [...this.objects.values()].filter((o) => o.zone === 'battlefield').sort(byOrder); }

  /** Current characteristics (613): printed ones, then Equipment, counters and effects. */
  characteristics(obj) {
    const d = this.data(obj);
    let power = d.power ?? null;
    let toughness = d.toughness ?? null;
    const keywords = [...(d.keywords || [])];
    const addKeyword = (k) => { if (!keywords.includes(k)) keywords.push(k); };
    if (obj.zone === 'battlefield' && d.types.includes('Creature')) {
      for (const eq of this.battlefield()) { // 613.4c: Equipment bonuses
        const bonus = this.data(eq).equipped;
        if (bonus && eq.attached_to === obj.card) {
          power += bonus.power || 0;
          toughness += bonus.toughness || 0;
          (bonus.keywords || []).forEach(addKeyword);
        }
      }
      for (const e of this.eotEffects) { // 613.4c: until end of turn
        if (e.card === obj.card && e.timestamp === obj.timestamp) {
          power += e.power || 0;
          toughness += e.toughness || 0;
          if (e.keyword) addKeyword(e.keyword);
        }
      }
      const plus = obj.counters['+1/+1'] || 0; // 613.4c: counters
      power += plus;
      toughness += plus;
    }
    const symbols = manaSymbols(d.cost);
    return {
      name: obj.name, mana_cost: d.cost,
      mana_value: symbols.reduce((sum, s) => sum + (/^\d+$/.test(s) ? Number(s) : s === 'X' ? 0 : 1), 0),
      colors: [...COLORS].filter((c) => symbols.some((s) => s.includes(c))),
      types: [...d.types], subtypes: [...(d.subtypes || [])], supertypes: [...(d.supertypes || [])],
      power, toughness, keywords,
    };
  }

  isType(obj, type) { return this.characteristics(obj).types.includes(type); }

  /** 205.3g: a Clue is an artifact with the subtype Clue, token or card. */
  isClue(obj) {
    const c = this.characteristics(obj);
    return c.types.includes('Artifact') && c.subtypes.includes('Clue');
  }

  // --- observation -----------------------------------------------------------------------

  observe(viewer = null) {
    const objects = [];
    for (const { id } of this.players) { // zones of each player
      for (const zone of ['library', 'hand', 'graveyard']) {
        this.zone(id, zone).forEach((obj, pos) => objects.push(this.show(obj, pos, viewer)));
      }
    }
    for (const zone of ['battlefield', 'exile']) { // shared zones (400.1)
      [...this.objects.values()].filter((o) => o.zone === zone).sort(byOrder)
        .forEach((obj, pos) => objects.push(this.show(obj, pos, viewer)));
    }
    this.stack.forEach((item, pos) => {
      if (item.kind === 'spell') objects.push(this.show(this.objects.get(item.id), pos, viewer));
    });
    return {
      turn: { ...this.turn },
      players: this.players.map((p) => ({
        id: p.id, life: p.life, mana_pool: p.mana_pool.map((m) => `{${m}}`).join(''),
        hand_size: this.zone(p.id, 'hand').length, library_size: this.zone(p.id, 'library').length, lost: p.lost,
      })),
      objects,
      stack: this.stack.map(({ id, kind, controller, source, targets }) => ({ id, kind, controller, source, targets })),
      pending_choice: null, cast_permissions: [], game_over: this.gameOver, winners: [...this.winners],
    };
  }

  show(obj, position, viewer) {
    const hidden = viewer !== null && (obj.zone === 'library' || (obj.zone === 'hand' && obj.owner !== viewer));
    const base = {
      card: obj.card, zone: obj.zone, owner: obj.owner, position,
      controller: ['battlefield', 'stack'].includes(obj.zone) ? obj.controller : obj.owner,
      tapped: obj.tapped, face_down: false, face_down_by: null, attached_to: obj.attached_to, token: obj.token,
      copy: false, counters: { ...obj.counters }, damage: obj.damage,
      cast_as: obj.zone === 'stack' ? 'normal' : null, timestamp: obj.timestamp, hidden,
    };
    if (hidden) {
      return { ...base, name: null, mana_cost: null, mana_value: null, colors: [], types: [], subtypes: [],
        supertypes: [], power: null, toughness: null, keywords: [], identity: null, has_adventure: null };
    }
    return { ...base, ...this.characteristics(obj), identity: obj.name, has_adventure: false };
  }

  // --- actions ---------------------------------------------------------------------------

  /** Apply one action for the player who has priority; return the events, or throw Rejected. */
  act(action) {
    if (this.gameOver) throw new Rejected('the game is over');
    this.events = [];
    const handler = { pass: this.passPriority, cast: this.cast, activate: this.activate }[action.type];
    if (!handler) throw new Rejected(`this engine does not take ${action.type} actions`);
    handler.call(this, this.turn.priority, action);
    this.settle();
    return this.events;
  }

  /** 117.3d, 117.4: when all players pass in succession, the top of the stack resolves or the step ends. */
  passPriority(pid) {
    this.passes += 1;
    if (this.passes < this.opponents(pid).length + 1) {
      this.turn.priority = this.nextPlayer(pid);
      return;
    }
    this.passes = 0;
    if (this.stack.length) {
      this.resolveTop();
      this.turn.priority = this.turn.active_player; // 117.3b
    } else {
      this.endStep();
    }
  }

  nextPlayer(pid) {
    const ids = this.players.filter((p) => !p.lost).map((p) => p.id);
    return ids[(ids.indexOf(pid) + 1) % ids.length];
  }

  /** 307.1: main phase of your own turn, stack empty. */
  canActAtSorcerySpeed(pid) {
    return this.turn.active_player === pid && !this.stack.length
      && ['precombat_main', 'postcombat_main'].includes(this.turn.step);
  }

  /** 601.2: casting a spell from hand (normal mode only). */
  cast(pid, action) {
    const obj = this.objects.get(action.card);
    if (!obj || obj.zone !== 'hand' || obj.owner !== pid) throw new Rejected('the card is not in your hand');
    const d = this.data(obj);
    if (d.types.includes('Land')) throw new Rejected('a land is played, not cast (305.1)');
    if ((action.mode || 'normal') !== 'normal' || action.alt_cost) {
      throw new Rejected('only normal casting for its mana cost is possible');
    }
    if (!d.types.includes('Instant') && !this.canActAtSorcerySpeed(pid)) {
      throw new Rejected('only an instant can be cast now (307.1)');
    }
    if (action.x) throw new Rejected('this spell has no X');
    const targets = this.chooseTargets(pid, d.targets || [], action.targets || []);
    const sacrifice = this.sacrificeToCast(pid, d, action.additional_costs || []);
    const payment = this.manaPayment(pid, d.cost, 0);
    // 601.2a: the card moves to the stack, then (601.2g-h) the costs are paid.
    this.move(obj, 'stack', 'cast');
    this.stack.unshift({ id: obj.card, kind: 'spell', controller: pid, source: obj.card,
      targets: targets.map(([t]) => t), locks: targets, effects: d.effects || [], targetKinds: d.targets || [], x: 0 });
    this.payMana(pid, payment, obj.card);
    for (const victim of sacrifice) this.sacrifice(pid, victim);
    this.events.push({ type: 'cast', card: obj.card, player: pid, mode: 'normal',
      mana_value: this.characteristics(obj).mana_value, alt_cost: null });
    this.passes = 0; // 117.3c: the caster keeps priority
  }

  sacrificeToCast(pid, d, additional) {
    if (additional.some((cost) => typeof cost !== 'object' || Object.keys(cost).join() !== 'sacrifice')) {
      throw new Rejected('this spell has no such additional cost');
    }
    const chosen = additional.flatMap((cost) => cost.sacrifice);
    const wanted = d.sacrifice_to_cast;
    if (!wanted) {
      if (chosen.length) throw new Rejected('this spell has no sacrifice cost');
      return [];
    }
    if (chosen.length !== 1) throw new Rejected('sacrifice exactly one permanent to cast this spell (601.2b)');
    const victim = this.objects.get(chosen[0]);
    if (!victim || victim.zone !== 'battlefield' || victim.controller !== pid
        || !wanted.some((t) => this.isType(victim, t))) {
      throw new Rejected(`the sacrifice must be a permanent you control: ${wanted.join(' or ')}`);
    }
    return [victim];
  }

  /** 602.2: activating an ability; 605: a mana ability resolves at once. */
  activate(pid, action) {
    const source = this.objects.get(action.card);
    if (!source || source.zone !== 'battlefield' || source.controller !== pid) {
      throw new Rejected('you control no such permanent');
    }
    const abilities = this.data(source).activated || [];
    const index = action.ability ?? 0;
    if (!Number.isInteger(index) || index < 0 || index >= abilities.length) {
      throw new Rejected('the permanent has no such activated ability');
    }
    const ability = abilities[index];
    const { cost } = ability;
    if (ability.sorcery_speed && !this.canActAtSorcerySpeed(pid)) {
      throw new Rejected('this ability can be activated only as a sorcery');
    }
    if (cost.tap) {
      if (source.tapped) throw new Rejected('the permanent is already tapped');
      if (source.summoningSick && this.isType(source, 'Creature')) {
        throw new Rejected("a creature's {T} ability needs it under your control since your turn began (302.6)");
      }
    }
    const x = action.x || 0;
    if (x && !manaSymbols(cost.mana).includes('X')) throw new Rejected('this ability has no X');
    if (x < 0) throw new Rejected("X can't be negative");
    const color = action.mana;
    if (ability.adds_mana !== 'any' && color) throw new Rejected("this ability doesn't add mana of a chosen color");
    if (ability.adds_mana === 'any' && !COLORS.includes(color || '-')) throw new Rejected('name the color of mana to add');
    const chosen = action.sacrifice || [];
    let victims = [];
    if (cost.sacrifice) {
      victims = chosen.map((cid) => this.objects.get(cid));
      const v = victims[0];
      if (victims.length !== 1 || !v || v.zone !== 'battlefield' || v.controller !== pid || !this.isClue(v)) {
        throw new Rejected('sacrifice exactly one Clue you control');
      }
    } else if (chosen.length) {
      throw new Rejected("this ability's cost sacrifices nothing else");
    }
    const targets = this.chooseTargets(pid, ability.targets || [], action.targets || [], source);
    const payment = this.manaPayment(pid, cost.mana, x);
    // 602.2b, 601.2g-h: pay every cost.
    this.payMana(pid, payment, source.card);
    if (cost.tap) source.tapped = true;
    if (cost.sacrifice_self) this.sacrifice(pid, source);
    for (const victim of victims) this.sacrifice(pid, victim);
    if (ability.adds_mana) {
      this.player(pid).mana_pool.push(color); // 605.3b: no stack
      return;
    }
    this.abilitiesMade += 1;
    this.stack.unshift({ id: `a${this.abilitiesMade}`, kind: 'ability', controller: pid, source: source.card,
      targets: targets.map(([t]) => t), locks: targets, effects: ability.effects, targetKinds: ability.targets || [],
      x, sourceObj: source });
    this.passes = 0;
  }

  // --- targets (115, 601.2c, 608.2b) -----------------------------------------------------------

  chooseTargets(pid, kinds, chosen, source = null) {
    if (chosen.length !== kinds.length) throw new Rejected(`choose exactly ${kinds.length} target(s)`);
    return kinds.map((kind, i) => {
      const target = chosen[i];
      if (!this.legalTarget(pid, kind, target, source)) throw new Rejected(`${target} is not a legal target`);
      const obj = this.objects.get(target);
      return [target, obj ? obj.timestamp : null];
    });
  }

  legalTarget(pid, kind, target, source = null, timestamp = null) {
    if (kind === 'any' && this.players.some((p) => p.id === target && !p.lost)) return true;
    const obj = this.objects.get(target);
    if (!obj || obj.zone !== 'battlefield' || !this.isType(obj, 'Creature')) return false;
    if (timestamp !== null && obj.timestamp !== timestamp) return false; // 400.7: a new object
    if (this.characteristics(obj).keywords.includes('hexproof') && obj.controller !== pid) return false; // 702.11b
    if (kind === 'creature_you_control') return obj.controller === pid && (!source || obj.card !== source.card);
    return true;
  }

  // --- mana (601.2g-h; protocol: pool first, then lands in card-id order) ---------------------

  /** Plan the payment of a mana cost: colored symbols first, then generic. Rejected if it can't be paid. */
  manaPayment(pid, cost, x) {
    const pool = [...this.player(pid).mana_pool];
    const lands = this.battlefield()
      .filter((o) => o.controller === pid && !o.tapped && this.data(o).mana)
      .sort((a, b) => idOrder(a.card, b.card));
    const symbols = manaSymbols(cost);
    let generic = symbols.filter((s) => /^\d+$/.test(s)).reduce((sum, s) => sum + Number(s), 0)
      + x * symbols.filter((s) => s === 'X').length;
    const plan = { pool: [], lands: [] };
    for (const color of symbols.filter((s) => COLORS.includes(s))) {
      if (pool.includes(color)) {
        pool.splice(pool.indexOf(color), 1);
        plan.pool.push(color);
        continue;
      }
      const land = lands.find((l) => this.data(l).mana === color);
      if (!land) throw new Rejected(`not enough mana to pay ${cost}`);
      lands.splice(lands.indexOf(land), 1);
      plan.lands.push(land);
    }
    for (; generic > 0; generic -= 1) {
      if (pool.length) plan.pool.push(pool.shift());
      else if (lands.length) plan.lands.push(lands.shift());
      else throw new Rejected(`not enough mana to pay ${cost}`);
    }
    return plan;
  }

  payMana(pid, plan, card) {
    const pool = this.player(pid).mana_pool;
    for (const m of plan.pool) pool.splice(pool.indexOf(m), 1);
    for (const land of plan.lands) land.tapped = true;
    this.events.push({ type: 'cost_paid', card, mana: '', other: plan.lands.map((l) => `tap ${l.card}`) });
  }

  // --- moving objects (400.7) and the triggers that watch it (603) ------------------------------

  move(obj, to, cause) {
    const before = obj.zone;
    if (before === 'battlefield') this.leavesBattlefield(obj, to);
    if (before === 'stack') this.stack = this.stack.filter((item) => item.id !== obj.card);
    Object.assign(obj, { zone: to, timestamp: this.tick(), order: this.tick(), tapped: false, counters: {},
      damage: 0, attached_to: null, controller: to === 'stack' ? obj.controller : obj.owner });
    this.events.push({ type: 'zone_move', card: obj.card, from: before, to, cause });
    if (to === 'battlefield') {
      obj.summoningSick = true;
      this.entersBattlefield(obj);
    }
  }

  /** 603.10a: leaves-the-battlefield triggers look back at the game before the event. */
  leavesBattlefield(obj, to) {
    if (to !== 'graveyard' || !this.isType(obj, 'Creature')) return; // it dies (700.4)
    for (const eq of this.battlefield()) {
      for (const trig of this.data(eq).triggers || []) {
        if (trig.when === 'equipped_creature_dies' && eq.attached_to === obj.card) {
          this.trigger(eq, trig, 'equipped creature died');
        }
      }
    }
  }

  entersBattlefield(obj) {
    for (const trig of this.data(obj).triggers || []) if (trig.when === 'enters') this.trigger(obj, trig, 'enters');
    if (!this.isType(obj, 'Land')) return;
    for (const watcher of this.battlefield()) {
      for (const trig of this.data(watcher).triggers || []) {
        if (trig.when === 'land_you_control_enters' && watcher.controller === obj.controller) {
          this.trigger(watcher, trig, 'a land entered');
        }
      }
    }
  }

  /** 701.21a: sacrificing moves a permanent its controller controls to its owner's graveyard. */
  sacrifice(pid, obj) {
    const wasClue = this.isClue(obj);
    this.events.push({ type: 'sacrifice', card: obj.card, player: pid, name: obj.name,
      subtypes: this.characteristics(obj).subtypes });
    this.move(obj, 'graveyard', 'sacrifice');
    if (!wasClue) return;
    for (const watcher of this.battlefield()) {
      for (const trig of this.data(watcher).triggers || []) {
        if (trig.when === 'you_sacrifice_clue' && watcher.controller === pid) {
          this.trigger(watcher, trig, 'a Clue was sacrificed');
        }
      }
    }
  }

  /** 603.2: the ability triggers now; it goes on the stack the next time a player would get priority. */
  trigger(source, trig, text) {
    this.pendingTriggers.push({ controller: source.controller, source: source.card, sourceObj: source,
      sourceTs: source.timestamp, effects: trig.effects, text });
  }

  /** 111.1: a token is created on the battlefield; it gets the next t id. */
  createToken(pid, name) {
    this.tokensMade += 1;
    const token = { card: `t${this.tokensMade}`, name, owner: pid, controller: pid, zone: 'battlefield', token: true,
      tapped: false, summoningSick: true, counters: {}, damage: 0, attached_to: null,
      timestamp: this.tick(), order: this.tick() };
    this.objects.set(token.card, token);
    this.events.push({ type: 'token_created', card: token.card, name, attached_to: null });
    this.entersBattlefield(token);
  }

  // --- resolving (608) ---------------------------------------------------------------------------

  resolveTop() {
    const item = this.stack[0];
    const pid = item.controller;
    const legal = item.targetKinds.map((kind, i) =>
      this.legalTarget(pid, kind, item.locks[i][0], item.sourceObj || null, item.locks[i][1]));
    if (item.locks.length && !legal.some(Boolean)) { // 608.2b: it doesn't resolve
      this.events.push({ type: 'fizzle', card: item.id });
      this.leaveStack(item, 'fizzle');
      return;
    }
    this.events.push({ type: 'resolve', card: item.id });
    for (const effect of item.effects) this.perform(item, effect, legal);
    this.leaveStack(item, 'resolve');
  }

  leaveStack(item, cause) {
    if (item.kind === 'ability') {
      this.stack = this.stack.filter((other) => other !== item);
      return;
    }
    const obj = this.objects.get(item.id);
    const permanent = ['Creature', 'Artifact', 'Enchantment', 'Land'].some((t) => this.data(obj).types.includes(t));
    this.move(obj, permanent && cause === 'resolve' ? 'battlefield' : 'graveyard', cause);
  }

  /** One effect of a resolving spell or ability; parts aimed at illegal targets do nothing (608.2b). */
  perform(item, effect, legal) {
    const pid = item.controller;
    let target = null;
    if ('target' in effect) {
      if (!legal[effect.target]) return;
      target = item.targets[effect.target];
    }
    const n = effect.n === 'X' ? item.x : (effect.n ?? 1);
    const source = item.sourceObj;
    switch (effect.do) {
      case 'draw': for (let i = 0; i < n; i += 1) this.draw(pid); break;
      case 'investigate': this.createToken(pid, 'Clue'); break; // 701.16a
      case 'create': this.createToken(pid, effect.token); break;
      case 'pump': case 'grant':
        this.eotEffects.push({ card: target, timestamp: this.objects.get(target).timestamp,
          power: effect.power || 0, toughness: effect.toughness || 0, keyword: effect.keyword });
        break;
      case 'pump_all': // 611.2c: the affected set is locked now
        for (const obj of this.battlefield()) {
          if (this.isType(obj, 'Creature') && (obj.controller === pid) === (effect.whose === 'you')) {
            this.eotEffects.push({ card: obj.card, timestamp: obj.timestamp, power: effect.power,
              toughness: effect.toughness });
          }
        }
        break;
      case 'damage':
        if (this.objects.has(target)) this.objects.get(target).damage += n; // 120.3e
        else this.loseLife(target, n); // 120.3a
        break;
      case 'bounce': this.move(this.objects.get(target), 'hand', 'effect'); break;
      case 'gain_life':
        this.player(pid).life += n;
        this.events.push({ type: 'life', player: pid, amount: n });
        break;
      case 'lose_life_opponents': for (const opp of this.opponents(pid)) this.loseLife(opp, n); break;
      case 'add_counter':
        if (source.zone === 'battlefield' && source.timestamp === item.sourceTs) {
          source.counters[effect.counter] = (source.counters[effect.counter] || 0) + 1;
        }
        break;
      case 'attach': // 701.3a
        if (source.zone === 'battlefield') source.attached_to = target;
        break;
      default: throw new Decline(`the effect ${effect.do} is not implemented`);
    }
  }

  /** 121.1; 704.5b: drawing from an empty library loses at the next check. */
  draw(pid) {
    const library = this.zone(pid, 'library');
    if (!library.length) this.player(pid).drewFromEmpty = true;
    else this.move(library[0], 'hand', 'draw');
  }

  loseLife(pid, n) {
    this.player(pid).life -= n;
    this.events.push({ type: 'life', player: pid, amount: -n });
  }

  // --- between actions: state-based actions and triggers (117.5) ------------------------------------

  /** 704.3 and 117.5: repeat SBAs, then put waiting triggers on the stack, until nothing changes. */
  settle() {
    while (!this.gameOver) {
      if (this.stateBasedActions()) continue;
      if (!this.pendingTriggers.length) return;
      const active = this.turn.active_player;
      // 603.3b: APNAP order; each player's own triggers in the order they triggered.
      const apnap = [...this.pendingTriggers].sort((a, b) => (a.controller !== active) - (b.controller !== active));
      for (const trig of apnap) {
        this.abilitiesMade += 1;
        const id = `a${this.abilitiesMade}`;
        this.stack.unshift({ id, kind: 'ability', controller: trig.controller, source: trig.source, targets: [],
          locks: [], targetKinds: [], effects: trig.effects, x: 0, sourceObj: trig.sourceObj, sourceTs: trig.sourceTs });
        this.events.push({ type: 'trigger', id, source: trig.source, text: trig.text });
      }
      this.pendingTriggers = [];
    }
  }

  /** 704.5: check everything at once; return whether anything happened. */
  stateBasedActions() {
    let happened = false;
    for (const p of this.players) {
      if (!p.lost && (p.life <= 0 || p.drewFromEmpty)) {
        this.events.push({ type: 'sba', rule: p.life <= 0 ? '704.5a' : '704.5b', player: p.id });
        this.lose(p);
        happened = true;
      }
    }
    if (this.gameOver) return true;
    for (const obj of [...this.objects.values()]) {
      if (obj.token && obj.zone !== 'battlefield') { // 704.5d
        this.events.push({ type: 'sba', rule: '704.5d', card: obj.card });
        this.events.push({ type: 'zone_move', card: obj.card, from: obj.zone, to: null, cause: 'sba' });
        this.objects.delete(obj.card);
        happened = true;
      }
    }
    const dying = [];
    for (const obj of this.battlefield()) {
      const c = this.characteristics(obj);
      if (c.types.includes('Creature') && c.toughness <= 0) dying.push([obj, '704.5f']);
      else if (c.types.includes('Creature') && obj.damage >= c.toughness) dying.push([obj, '704.5g']);
    }
    for (const [obj, rule] of dying) {
      this.events.push({ type: 'sba', rule, card: obj.card });
      this.move(obj, 'graveyard', 'sba');
      happened = true;
    }
    const legends = new Set();
    for (const obj of this.battlefield()) {
      if (!this.characteristics(obj).supertypes.includes('Legendary')) continue;
      const key = `${obj.controller}/${obj.name}`;
      if (legends.has(key)) throw new Decline("the legend rule's choice (704.5j) is not implemented");
      legends.add(key);
    }
    for (const eq of this.battlefield()) { // 704.5n
      if (!eq.attached_to) continue;
      const host = this.objects.get(eq.attached_to);
      if (!host || host.zone !== 'battlefield' || !this.isType(host, 'Creature')) {
        eq.attached_to = null;
        this.events.push({ type: 'sba', rule: '704.5n', card: eq.card });
        happened = true;
      }
    }
    return happened;
  }

  /** 104.3, 800.4: a player who loses leaves; the last one standing wins. */
  lose(p) {
    p.lost = true;
    this.events.push({ type: 'player_lost', player: p.id });
    const alive = this.players.filter((q) => !q.lost).map((q) => q.id);
    if (alive.length <= 1) {
      this.gameOver = true;
      this.winners = alive;
      this.turn.priority = null;
      this.events.push({ type: 'game_over', winners: alive });
    }
  }

  // --- turn structure (500-514) ---------------------------------------------------------------------

  /** 500.2, 500.4: the step ends, mana empties, the next step (or turn) begins. */
  endStep() {
    for (;;) {
      for (const p of this.players) p.mana_pool = [];
      const index = STEPS.indexOf(this.turn.step) + 1;
      if (index === STEPS.length) this.beginTurn();
      else this.turn.step = STEPS[index];
      if (this.beginStep()) {
        this.turn.priority = this.turn.active_player;
        this.passes = 0;
        return;
      }
    }
  }

  beginTurn() {
    this.turn.number += 1;
    this.turn.active_player = this.nextPlayer(this.turn.active_player);
    this.turn.step = 'untap';
  }

  /** The step's turn-based actions; return whether players get priority in it. */
  beginStep() {
    const { step, active_player: active } = this.turn;
    if (step === 'untap') { // 502.3, 302.6
      for (const obj of this.battlefield()) {
        if (obj.controller === active) Object.assign(obj, { tapped: false, summoningSick: false });
      }
      return false;
    }
    if (step === 'draw' && this.turn.number > 1) this.draw(active); // 504.1 (103.8a)
    if (step === 'declare_attackers' && this.battlefield().some((o) => this.isType(o, 'Creature')
        && o.controller === active && !o.tapped && !o.summoningSick)) {
      throw new Decline('declaring attackers (combat) is not implemented');
    }
    if (step === 'declare_blockers' || step === 'combat_damage') return false; // 508.8: no attackers
    if (step === 'cleanup') { // 514.1, 514.2
      if (this.zone(active, 'hand').length > 7) throw new Decline('discarding to hand size (514.1) is not implemented');
      for (const obj of this.battlefield()) obj.damage = 0;
      this.eotEffects = [];
      return false;
    }
    this.settle();
    return true;
  }
}

module.exports = { Game, Decline, Rejected };
