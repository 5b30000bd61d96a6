import { crc32, deflateRawSync } from 'node:zlib';
import { escapeHtml } from '../../platform/http/escape-html.ts';

/** One file of a zip to write: its path and bytes; `declaredSize` lies about its size (tests of a bomb). */
export interface ZipFileEntry {
  path: string;
  data: Buffer | string;
  declaredSize?: number;
}

/**
 * Writes a small zip (deflated entries, no zip64) in memory: the demo course's package and the tests' packages are
 * made with it, so no binary fixture hides what they hold.
 */
export function writeZip(entries: ZipFileEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const packed = deflateRawSync(data);
    const name = Buffer.from(entry.path, 'utf8');
    const crc = crc32(data);
    const size = entry.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = escapeHtml;

/** An imsmanifest.xml of one SCO launching `href`, in SCORM 1.2 or 2004's form. */
export function scormManifest(standard: 'scorm12' | 'scorm2004', title: string, href: string): string {
  const v12 = standard === 'scorm12';
  const adlcp = v12 ? 'http://www.adlnet.org/xsd/adlcp_rootv1p2' : 'http://www.adlnet.org/xsd/adlcp_v1p3';
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="trilha.demo" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="${adlcp}">
  <metadata><schema>ADL SCORM</schema><schemaversion>${v12 ? '1.2' : '2004 4th Edition'}</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>${escapeXml(title)}</title>
      <item identifier="item1" identifierref="sco1"><title>${escapeXml(title)}</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco1" type="webcontent" adlcp:${v12 ? 'scormtype' : 'scormType'}="sco" href="${escapeXml(href)}">
      <file href="${escapeXml(href)}"/>
    </resource>
  </resources>
</manifest>`;
}

/**
 * A one-page SCORM 1.2 course whose "Concluir" button reports it completed with a score of 90: the demo's course
 * and the tests'. It finds the runtime as any package does, from its own window up through its parents.
 */
export function demoScormPage(title: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeXml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;line-height:1.5}button{font-size:1rem;padding:.6rem 1.2rem}</style></head>
<body>
<h1>${escapeXml(title)}</h1>
<p>Este é um curso de exemplo no padrão SCORM 1.2. Leia o conteúdo e clique em "Concluir" para registrar a conclusão com nota 90.</p>
<p id="status" role="status"></p>
<button type="button" id="finish">Concluir</button>
<script>
function findApi(win) {
  for (var depth = 0; win && depth < 10; depth++) {
    try { if (win.API) return win.API; } catch (e) {}
    if (win.parent === win) break;
    win = win.parent;
  }
  return null;
}
var api = findApi(window);
if (api) api.LMSInitialize('');
var saved = api ? api.LMSGetValue('cmi.core.lesson_status') : '';
if (saved === 'completed' || saved === 'passed') document.getElementById('status').textContent = 'Curso concluído.';
document.getElementById('finish').addEventListener('click', function () {
  if (!api) return;
  api.LMSSetValue('cmi.core.score.raw', '90');
  api.LMSSetValue('cmi.core.lesson_status', 'completed');
  api.LMSCommit('');
  document.getElementById('status').textContent = 'Curso concluído.';
});
</script>
</body>
</html>`;
}
