import type { ScormStandard } from '@trilha/contract';
import { XMLParser } from 'fast-xml-parser';

/** What a package's imsmanifest.xml tells: its standard, its title and the file its first item launches. */
export interface PackageManifest {
  standard: ScormStandard;
  title: string;
  launchPath: string;
}

type Node = Record<string, unknown>;

const LISTS = new Set(['organization', 'item', 'resource', 'file']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  isArray: (name) => LISTS.has(name),
  // entities expand inside the package worker, whose memory and time are bounded (read-package.ts)
  processEntities: true,
  htmlEntities: false,
});

const asNode = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const asList = (value: unknown): Node[] => (Array.isArray(value) ? value.map(asNode) : value ? [asNode(value)] : []);
const text = (value: unknown): string => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  const node = asNode(value);
  return typeof node['#text'] === 'string' ? node['#text'].trim() : '';
};

/** SCORM 1.2 says "1.2"; 2004 says "2004 3rd Edition", "CAM 1.3"; the namespaces tell when the version is missing. */
function standardOf(manifest: Node, source: string): ScormStandard | null {
  const version = text(asNode(manifest.metadata).schemaversion);
  if (version === '1.2') return 'scorm12';
  if (/2004|1\.3/.test(version)) return 'scorm2004';
  if (/adlcp_rootv1p2/i.test(source)) return 'scorm12';
  if (/adlcp_v1p3|adlcp_rootv1p3/i.test(source)) return 'scorm2004';
  return null;
}

/** The items of an organization in order, depth first: the first one with a resource is what the course opens. */
function* itemsOf(parent: Node): Generator<Node> {
  for (const item of asList(parent.item)) {
    yield item;
    yield* itemsOf(item);
  }
}

const safeDecode = (href: string) => {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
};

const joinBase = (...parts: string[]) => parts.filter(Boolean).join('').replace(/^\.\//, '');

/** Reads a manifest's text; null when it does not parse or names no launch file. */
export function readManifest(source: string): PackageManifest | null {
  let document: Node;
  try {
    document = asNode(parser.parse(source, true));
  } catch {
    return null;
  }
  const manifest = asNode(document.manifest);
  const standard = standardOf(manifest, source);
  if (!standard) return null;
  const organizations = asNode(manifest.organizations);
  const all = asList(organizations.organization);
  const organization = all.find((o) => o['@identifier'] === organizations['@default']) ?? all[0] ?? {};
  const resourcesNode = asNode(manifest.resources);
  const resources = asList(resourcesNode.resource);
  const launchable = (resource: Node | undefined) => typeof resource?.['@href'] === 'string' && resource['@href'] !== '';
  let launch: { resource: Node; parameters: string } | null = null;
  for (const item of itemsOf(organization)) {
    const resource = resources.find((r) => r['@identifier'] === item['@identifierref']);
    if (resource && launchable(resource)) {
      launch = { resource, parameters: typeof item['@parameters'] === 'string' ? item['@parameters'] : '' };
      break;
    }
  }
  const first = resources.find(launchable);
  if (!launch && first) launch = { resource: first, parameters: '' };
  if (!launch) return null;
  const href = String(launch.resource['@href']).split(/[?#]/)[0] ?? '';
  const base = (value: unknown) => (typeof value === 'string' ? value : '');
  const launchPath = joinBase(base(manifest['@base']), base(resourcesNode['@base']), base(launch.resource['@base']), safeDecode(href));
  const title = text(organization.title) || text(asNode(asNode(manifest.metadata).lom).title) || String(manifest['@identifier'] ?? '');
  return { standard, title: title.slice(0, 200) || launchPath, launchPath };
}
