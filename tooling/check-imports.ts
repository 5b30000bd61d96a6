// `npm run check:imports`: the import boundaries of the monorepo and no import cycles (see import-rules.ts).
import { importGraph } from './import-graph.ts';
import { importProblems } from './import-rules.ts';
import { ROOT } from './run-tool.ts';

const problems = importProblems(importGraph(ROOT));
const errors = problems.filter((problem) => problem.severity === 'error');
const warnings = problems.filter((problem) => problem.severity === 'warn');
for (const { text } of warnings) console.warn(`warning ${text}`);
for (const { text } of errors) console.error(`error ${text}`);
if (warnings.length > 0) console.warn(`\n${warnings.length} import warning(s): boundaries whose fix is under way`);
if (errors.length > 0) {
  console.error(`${errors.length} import error(s)`);
  process.exit(1);
}
console.log('imports: no cycles, every enforced boundary kept');
