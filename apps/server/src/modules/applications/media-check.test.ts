import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isReadableVideo } from './media-check.ts';

/** A real WebM recorded by Chromium's MediaRecorder (the journeys upload it too). */
const WEBM = readFileSync(new URL('../../../../e2e/fixtures/video-answer.webm', import.meta.url));

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const MP4 = Buffer.concat([
  box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1')),
  box('moov', Buffer.concat([box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd', Buffer.alloc(84)))])),
  box('mdat', Buffer.alloc(256, 7)),
]);

describe('isReadableVideo: a video is checked by its structure, not its first bytes', () => {
  it('takes a real WebM recording and a well-formed MP4', () => {
    expect(isReadableVideo(WEBM, 'webm')).toBe(true);
    expect(isReadableVideo(MP4, 'mp4')).toBe(true);
  });

  it('refuses the magic bytes alone, a truncated file and garbage after a good header', () => {
    expect(isReadableVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), 'webm')).toBe(false);
    expect(isReadableVideo(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(64, 1)]), 'webm')).toBe(false);
    expect(isReadableVideo(WEBM.subarray(0, 200), 'webm')).toBe(false);
    expect(isReadableVideo(Buffer.concat([WEBM.subarray(0, 0x28), Buffer.alloc(600, 0xff)]), 'webm')).toBe(false);
    expect(isReadableVideo(MP4.subarray(0, MP4.length - 10), 'mp4')).toBe(false);
    expect(isReadableVideo(box('ftyp', Buffer.from('isom\0\0\x02\0', 'latin1')), 'mp4')).toBe(false);
  });

  it('refuses an MP4 whose movie has no track', () => {
    const noTrack = Buffer.concat([
      box('ftyp', Buffer.from('isom\0\0\x02\0', 'latin1')),
      box('moov', box('mvhd', Buffer.alloc(100))),
      box('mdat', Buffer.alloc(16)),
    ]);
    expect(isReadableVideo(noTrack, 'mp4')).toBe(false);
  });
});
