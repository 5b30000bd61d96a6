// `npm run check:imports` (second half): one name per domain in contract, server, web, locales and e2e (domain-names.ts).
import { nameProblems, readDomainTree } from './domain-names.ts';
import { ROOT } from './run-tool.ts';

const problems = nameProblems(readDomainTree(ROOT));
for (const problem of problems) console.error(`error names: ${problem}`);
if (problems.length > 0) {
  console.error(`${problems.length} naming error(s)`);
  process.exit(1);
}
console.log('names: every domain has one name in contract, server, web, locales and e2e');
