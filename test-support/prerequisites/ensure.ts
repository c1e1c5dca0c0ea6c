// Before a whole test run (`npm test`, and `npm run test:e2e`, which needs only Chromium):
// each program the tests need is found or installed, or the run stops here, at once,
// saying how to get it. Usage: tsx test-support/prerequisites/ensure.ts [chromium] [postgres]
import { PREREQUISITES } from './all.ts';
import { findOrInstall, missingMessage } from './prerequisite.ts';

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !PREREQUISITES.some((prerequisite) => prerequisite.name === name));
if (unknown.length > 0) {
  console.error(`Unknown prerequisite ${unknown.join(', ')}; known: ${PREREQUISITES.map(({ name }) => name).join(', ')}.`);
  process.exit(2);
}

let missing = 0;
for (const prerequisite of PREREQUISITES.filter(({ name }) => asked.length === 0 || asked.includes(name))) {
  const outcome = findOrInstall(prerequisite);
  if ('found' in outcome) {
    console.log(`[tests] ${prerequisite.title}: ${outcome.found}${outcome.installedWith ? ` (installed with ${outcome.installedWith})` : ''}`);
  } else {
    console.error(missingMessage(outcome));
    missing += 1;
  }
}
if (missing > 0) process.exit(1);
