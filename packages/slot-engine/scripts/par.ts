/**
 * `npm run par -- <game> [...]` or `npm run par -- --all`: writes each title's PAR sheet to
 * docs/games/<game>.md and its JSON twin to docs/games/<game>.json, from the title's data and its
 * exact analysis. The output has no dates, so an unchanged title writes identical files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyzeGame } from '../src/analysis.ts';
import { compileGame } from '../src/game.ts';
import { parSheet, parSheetJson, parSheetMarkdown } from '../src/par-sheet.ts';
import { findTitle, titles } from '../src/titles/index.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { all: { type: 'boolean' } } });
const chosen = values.all ? titles : positionals.map((id) => findTitle(id) ?? id);
const unknown = chosen.filter((title) => typeof title === 'string');
if (chosen.length === 0 || unknown.length > 0) {
  if (unknown.length > 0) console.error(`No title ${unknown.map((id) => `"${id}"`).join(', ')}.`);
  console.error(`Usage: npm run par -- <game> [...] | --all. Titles: ${titles.map((t) => t.id).join(', ')}`);
  process.exit(2);
}

/** Where the sheets live: docs/games at the repository root. */
const sheetsDirectory = path.join(import.meta.dirname, '../../../docs/games');
mkdirSync(sheetsDirectory, { recursive: true });
for (const title of chosen) {
  if (typeof title === 'string') continue;
  const started = performance.now();
  const game = compileGame(title);
  const sheet = parSheet(game, analyzeGame(game));
  writeFileSync(path.join(sheetsDirectory, `${title.id}.md`), parSheetMarkdown(sheet));
  writeFileSync(path.join(sheetsDirectory, `${title.id}.json`), parSheetJson(sheet));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`wrote docs/games/${title.id}.md and .json (${seconds} s)`);
}
