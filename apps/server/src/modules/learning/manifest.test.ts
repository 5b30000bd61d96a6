import { describe, expect, it } from 'vitest';
import { readManifest } from './manifest.ts';
import { dottedValues, outcomeOf } from './runtime.ts';
import { scormManifest } from './zip-writer.ts';

describe('imsmanifest.xml', () => {
  it('reads the standard, the title and the launch file of the default organization', () => {
    expect(readManifest(scormManifest('scorm12', 'Ética & conduta', 'sco/início.html'))).toEqual({
      standard: 'scorm12',
      title: 'Ética & conduta',
      launchPath: 'sco/início.html',
    });
    expect(readManifest(scormManifest('scorm2004', 'Curso', 'index.html'))?.standard).toBe('scorm2004');
  });

  it('joins xml:base and drops a query from the href', () => {
    const source = `<manifest xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"><organizations default="o">
      <organization identifier="o"><title>T</title><item identifierref="r"/></organization></organizations>
      <resources xml:base="content/"><resource identifier="r" href="a.html?x=1"/></resources></manifest>`;
    expect(readManifest(source)).toEqual({ standard: 'scorm12', title: 'T', launchPath: 'content/a.html' });
  });

  it('refuses what does not parse or names no launch file', () => {
    expect(readManifest('<manifest><oops')).toBeNull();
    expect(readManifest('<manifest><metadata><schemaversion>1.2</schemaversion></metadata></manifest>')).toBeNull();
    expect(readManifest('<html></html>')).toBeNull();
  });
});

describe('runtime outcome', () => {
  it('SCORM 1.2: completed or passed concludes, with the raw score', () => {
    expect(outcomeOf('scorm12', { core: { lesson_status: 'completed', score: { raw: '90' } } })).toEqual({ concluded: true, score: 90 });
    expect(outcomeOf('scorm12', { cmi: { core: { lesson_status: 'passed' } } })).toEqual({ concluded: true, score: null });
    expect(outcomeOf('scorm12', { core: { lesson_status: 'failed', score: { raw: 30 } } }).concluded).toBe(false);
    expect(outcomeOf('scorm12', { core: { lesson_status: 'completed', score: { raw: '250' } } }).score).toBe(100);
  });

  it('SCORM 2004: completion or success, a failure never; raw before scaled', () => {
    expect(outcomeOf('scorm2004', { completion_status: 'completed', score: { scaled: '0.72' } })).toEqual({ concluded: true, score: 72 });
    expect(outcomeOf('scorm2004', { completion_status: 'completed', success_status: 'failed' }).concluded).toBe(false);
    expect(outcomeOf('scorm2004', { success_status: 'passed', score: { raw: '88', scaled: '0.1' } }).score).toBe(88);
  });

  it('gives the saved data back as the dotted names a package reads', () => {
    expect(dottedValues({ core: { lesson_status: 'incomplete', score: { raw: '' } }, suspend_data: 'p=2' })).toEqual({
      'cmi.core.lesson_status': 'incomplete',
      'cmi.core.score.raw': '',
      'cmi.suspend_data': 'p=2',
    });
    expect(dottedValues({ interactions: [{ id: 'q1' }] })).toEqual({ 'cmi.interactions._count': '1', 'cmi.interactions.0.id': 'q1' });
  });
});
