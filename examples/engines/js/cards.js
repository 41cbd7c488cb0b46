// The cards this starter engine knows, as data.
//
// Every card is an object of printed characteristics plus its rules written in
// a small vocabulary that game.js interprets:
//
// - targets: what a spell asks for, in order ("creature", "any": a creature or a player).
// - effects: what a spell or ability does, in order, each {do: VERB, ...}.
//   Verbs: draw, investigate, create, pump, pump_all, grant, damage, bounce,
//   gain_life, lose_life_opponents, add_counter, attach.
// - activated: activated abilities in printed order (the protocol's
//   activate.ability is the index in this list), each with a cost (mana, tap,
//   sacrifice_self, sacrifice: a subtype) and effects, targets, sorcery_speed or adds_mana.
// - triggers: triggered abilities, each {when: EVENT, effects: [...]} with EVENT one of
//   enters (this permanent), land_you_control_enters, you_sacrifice_clue, equipped_creature_dies.
// - equipped: what an Equipment gives the creature it is attached to.
// - sacrifice_to_cast: a mandatory additional cost (types to choose from).
//
// To add a card, add an entry here; if it needs a verb or trigger event that
// game.js doesn't know yet, add that there too (see the README).
'use strict';

const CLUE_DRAW = { cost: { mana: '{2}', sacrifice_self: true }, effects: [{ do: 'draw', n: 1 }] };

const basicLand = (color, subtype) =>
  ({ cost: null, supertypes: ['Basic'], types: ['Land'], subtypes: [subtype], mana: color });

const equip = (mana) =>
  ({ cost: { mana }, targets: ['creature_you_control'], sorcery_speed: true, effects: [{ do: 'attach', target: 0 }] });

const CARDS = {
  Plains: basicLand('W', 'Plains'),
  Island: basicLand('U', 'Island'),
  Swamp: basicLand('B', 'Swamp'),
  Mountain: basicLand('R', 'Mountain'),
  Forest: basicLand('G', 'Forest'),
  'Grizzly Bears': { cost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 },
  'Gladecover Scout': { cost: '{G}', types: ['Creature'], subtypes: ['Elf', 'Scout'], power: 1, toughness: 1,
    keywords: ['hexproof'] },
  // Changeling gives every creature type (702.73a); Clue is an artifact type, so it is never one.
  'Changeling Outcast': { cost: '{B}', types: ['Creature'], subtypes: ['Shapeshifter'], power: 1, toughness: 1,
    keywords: ['changeling'] },
  'Alquist Proft, Master Sleuth': {
    cost: '{1}{W}{U}', supertypes: ['Legendary'], types: ['Creature'], subtypes: ['Human', 'Detective'],
    power: 3, toughness: 3, keywords: ['vigilance'],
    triggers: [{ when: 'enters', effects: [{ do: 'investigate' }] }],
    activated: [{ cost: { mana: '{X}{W}{U}{U}', tap: true, sacrifice: 'Clue' },
      effects: [{ do: 'draw', n: 'X' }, { do: 'gain_life', n: 'X' }] }],
  },
  'Tireless Tracker': {
    cost: '{2}{G}', types: ['Creature'], subtypes: ['Human', 'Scout'], power: 3, toughness: 2,
    triggers: [{ when: 'land_you_control_enters', effects: [{ do: 'investigate' }] },
      { when: 'you_sacrifice_clue', effects: [{ do: 'add_counter', counter: '+1/+1' }] }],
  },
  Wrench: { cost: '{W}', types: ['Artifact'], subtypes: ['Clue', 'Equipment'],
    equipped: { power: 1, toughness: 1, keywords: ['vigilance'] }, activated: [CLUE_DRAW, equip('{2}')] },
  'Lead Pipe': { cost: '{B}', types: ['Artifact'], subtypes: ['Clue', 'Equipment'],
    equipped: { power: 2, toughness: 0 },
    triggers: [{ when: 'equipped_creature_dies', effects: [{ do: 'lose_life_opponents', n: 1 }] }],
    activated: [CLUE_DRAW, equip('{2}')] },
  Deduce: { cost: '{1}{U}', types: ['Instant'], effects: [{ do: 'draw', n: 1 }, { do: 'investigate' }] },
  'Deadly Dispute': { cost: '{1}{B}', types: ['Instant'], sacrifice_to_cast: ['Artifact', 'Creature'],
    effects: [{ do: 'draw', n: 2 }, { do: 'create', token: 'Treasure' }] },
  'On the Job': { cost: '{2}{W}{W}', types: ['Instant'],
    effects: [{ do: 'pump_all', whose: 'you', power: 2, toughness: 1 }, { do: 'investigate' }] },
  'Eliminate the Impossible': { cost: '{1}{U}', types: ['Instant'],
    effects: [{ do: 'investigate' }, { do: 'pump_all', whose: 'opponent', power: -2, toughness: 0 }] },
  "Jace's Scrutiny": { cost: '{1}{U}', types: ['Instant'], targets: ['creature'],
    effects: [{ do: 'pump', target: 0, power: -4, toughness: 0 }, { do: 'investigate' }] },
  'Auspicious Arrival': { cost: '{1}{W}', types: ['Instant'], targets: ['creature'],
    effects: [{ do: 'pump', target: 0, power: 2, toughness: 2 }, { do: 'investigate' }] },
  'The Chase Is On': { cost: '{2}{R}', types: ['Instant'], targets: ['creature'],
    effects: [{ do: 'pump', target: 0, power: 3, toughness: 0 }, { do: 'grant', target: 0, keyword: 'first strike' },
      { do: 'investigate' }] },
  Unsummon: { cost: '{U}', types: ['Instant'], targets: ['creature'], effects: [{ do: 'bounce', target: 0 }] },
  'Lightning Bolt': { cost: '{R}', types: ['Instant'], targets: ['any'], effects: [{ do: 'damage', target: 0, n: 3 }] },
};

// Tokens the game creates (or a setup puts on the battlefield with "token": true).
const TOKENS = {
  Clue: { cost: null, types: ['Artifact'], subtypes: ['Clue'], activated: [CLUE_DRAW] },
  Treasure: { cost: null, types: ['Artifact'], subtypes: ['Treasure'],
    activated: [{ cost: { tap: true, sacrifice_self: true }, adds_mana: 'any' }] },
};

module.exports = { CARDS, TOKENS };
