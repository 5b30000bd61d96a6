// `npm run check:clones`: no copy-paste of more than MAX_CLONE_LINES lines between web features or between server
// modules (jscpd; tests and declarative endpoint definitions aside). Prints every clone's count for the record.
import { findClones, isCrossDomain, MAX_CLONE_LINES } from './clones.ts';
import { ROOT } from './run-tool.ts';

const clones = await findClones(ROOT);
const refused = clones.filter((clone) => isCrossDomain(clone, ROOT));
for (const { lines, a, b } of refused) {
  console.error(`error clone of ${lines} lines: ${a.path}:${a.start}-${a.end} and ${b.path}:${b.start}-${b.end}`);
}
console.log(`clones of ${MAX_CLONE_LINES}+ lines: ${clones.length} in all, ${refused.length} between domains`);
if (refused.length > 0) {
  console.error('move the shared code to its one home (lib/ui, platform/, or the owning domain’s public surface)');
  process.exit(1);
}
