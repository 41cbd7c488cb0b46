#!/usr/bin/env node
// A starter engine for the mtg-conformance protocol: JSON lines on stdin/stdout.
//
// Run it with: mtg-conformance smoke --engine "cmd:node examples/engines/js/engine.js"
// No npm packages; game.js holds the rules, cards.js the card data.
'use strict';

const readline = require('readline');
const { Game, Decline, Rejected } = require('./game');

const HELLO = {
  name: 'starter-js', version: '0.1.0', protocol: 1,
  capabilities: { mechanics: ['clue', 'investigate'], actions: ['pass', 'cast', 'activate'], choices: [],
    synthetic_cards: false, legal_actions: false, views: false, batch: true },
};

class Engine {
  constructor() { this.game = null; }

  setup(setup) {
    this.game = null; // a declined setup leaves no game behind
    this.game = new Game(setup); // nothing happens until the first action
    return this.game.observe();
  }

  act(action) {
    if (!this.game) throw new Error('no game: send a setup first');
    try {
      const events = this.game.act(action);
      return { accepted: true, reason: null, events, observation: this.game.observe() };
    } catch (why) {
      if (!(why instanceof Rejected)) throw why;
      return { accepted: false, reason: why.message, events: [], observation: this.game.observe() };
    }
  }

  /** One request to the fields of its response (without seq). */
  handle(request) {
    switch (request.op) {
      case 'hello': return { hello: HELLO };
      case 'setup': return { observation: this.setup(request.setup) };
      case 'act': return { result: this.act(request.action) };
      case 'observe': return { observation: this.game.observe(request.viewer ?? null) };
      case 'run_sequence': {
        const answer = { initial: this.setup(request.setup), steps: [], views: [] };
        for (const action of request.actions) {
          answer.steps.push(this.act(action));
          answer.views.push(Object.fromEntries(this.game.players.map((p) => [p.id, this.game.observe(p.id)])));
        }
        if (!request.views) delete answer.views;
        return answer;
      }
      case 'close': return {};
      case 'legal_actions': throw new Error('legal_actions is not implemented'); // optional: capability false
      default: throw new Error(`unknown op ${request.op}`);
    }
  }
}

const engine = new Engine();
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (!line.trim()) return;
  const request = JSON.parse(line);
  let response;
  try {
    response = engine.handle(request);
  } catch (why) {
    // A scenario we can't play is declined; a bug here is reported to the suite, and we keep running.
    response = why instanceof Decline ? { unsupported: why.message } : { error: `${why.name}: ${why.message}` };
    // stderr is kept in the report's logs/: every reason declined, and the stack of every error
    process.stderr.write(why instanceof Decline ? `declined: ${why.message}\n` : `${why.stack}\n`);
  }
  const done = request.op === 'close' ? () => process.exit(0) : undefined;
  process.stdout.write(`${JSON.stringify({ seq: request.seq, ...response })}\n`, done);
});
