import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { wav } from '../../../test/accessible-files.ts';
import { isReadableAudio, isReadableVideo } from './media-check.ts';

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

/** An Ogg page holding one packet. */
const oggPage = (packet: Buffer) => {
  const head = Buffer.alloc(27);
  head.write('OggS', 0, 'latin1');
  head[26] = 1;
  return Buffer.concat([head, Buffer.from([packet.length]), packet]);
};
/** An MPEG-1 layer III frame (128 kbit/s, 44.1 kHz: 417 bytes), its payload zeros or, with `sound`, coded bytes. */
const mp3Frame = (sound = true, header = 0xfffb9000) => {
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(header, 0);
  if (sound) for (let at = 4; at < frame.length; at++) frame[at] = (at * 37) % 251;
  return frame;
};
/** `count` frames of sound: about 26 ms each. */
const mp3 = (count: number) => Buffer.concat(Array.from({ length: count }, () => mp3Frame()));
const id3v2 = Buffer.concat([Buffer.from('ID3\x04\0\0\0\0\0\x0a', 'latin1'), Buffer.alloc(10)]);
const id3v1 = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125, 0x20)]);
/** A WAV header whose RIFF and data sizes claim `claimed` bytes of 8 kHz mono 16-bit data, followed by `data`. */
const wavClaiming = (claimed: number, data: Buffer) => {
  const head = wav().subarray(0, 44);
  head.writeUInt32LE(36 + claimed, 4);
  head.writeUInt32LE(claimed, 40);
  return Buffer.concat([head, data]);
};

describe('isReadableAudio: an answer by voice is checked by its structure', () => {
  it('takes a browser recording (WebM), Ogg Opus pages, WAV and MP3 frames', () => {
    expect(isReadableAudio(WEBM, 'webm')).toBe(true);
    const ogg = Buffer.concat([
      oggPage(Buffer.from('OpusHead\x01\x01', 'latin1')),
      oggPage(Buffer.from('OpusTags')),
      oggPage(Buffer.alloc(60, 3)),
    ]);
    expect(isReadableAudio(ogg, 'ogg')).toBe(true);
    expect(isReadableAudio(wav(), 'wav')).toBe(true);
    expect(isReadableAudio(mp3(20), 'mp3')).toBe(true);
    // tags before and after the frames, and a last frame cut short (a recording stopped mid-frame)
    expect(isReadableAudio(Buffer.concat([id3v2, mp3(20), mp3Frame().subarray(0, 100)]), 'mp3')).toBe(true);
    expect(isReadableAudio(Buffer.concat([id3v2, mp3(20), id3v1]), 'mp3')).toBe(true);
  });

  it('refuses a WAV whose sizes do not agree with the file: 2 GB claimed before 10 bytes', () => {
    expect(isReadableAudio(wavClaiming(2 ** 31, Buffer.alloc(10, 1)), 'wav')).toBe(false);
    // a data chunk longer than what follows it, and one too short to hold a tenth of a second
    expect(isReadableAudio(wavClaiming(16_000, Buffer.alloc(8000, 1)), 'wav')).toBe(false);
    expect(isReadableAudio(wavClaiming(10, Buffer.alloc(10, 1)), 'wav')).toBe(false);
    // a format whose rates do not follow from it
    const lying = wav();
    lying.writeUInt32LE(1, 28);
    expect(isReadableAudio(lying, 'wav')).toBe(false);
    // a RIFF size past the file's end
    const long = wav();
    long.writeUInt32LE(long.length + 100, 4);
    expect(isReadableAudio(long, 'wav')).toBe(false);
  });

  it('refuses MPEG frame headers followed by zeros, frames of no sound, too few frames and frames of two formats', () => {
    expect(isReadableAudio(Buffer.concat([mp3Frame(false), mp3Frame(false), mp3Frame(false), Buffer.alloc(50_000)]), 'mp3')).toBe(false);
    expect(isReadableAudio(Buffer.concat(Array.from({ length: 40 }, () => mp3Frame(false))), 'mp3')).toBe(false);
    expect(isReadableAudio(mp3(5), 'mp3')).toBe(false);
    expect(isReadableAudio(Buffer.concat([mp3(20), Buffer.alloc(5000, 7)]), 'mp3')).toBe(false);
    // 44.1 kHz frames, then 48 kHz ones
    expect(isReadableAudio(Buffer.concat([mp3(12), mp3Frame(true, 0xfffb9400), mp3(12)]), 'mp3')).toBe(false);
  });

  it('refuses headers alone, cut pages and frames, and an Ogg of no audio codec', () => {
    expect(isReadableAudio(Buffer.from('OggS\0'), 'ogg')).toBe(false);
    expect(isReadableAudio(oggPage(Buffer.from('OpusHead')), 'ogg')).toBe(false);
    expect(
      isReadableAudio(Buffer.concat([oggPage(Buffer.from('garbage!')), oggPage(Buffer.alloc(9)), oggPage(Buffer.alloc(9))]), 'ogg'),
    ).toBe(false);
    expect(isReadableAudio(wav().subarray(0, 40), 'wav')).toBe(false);
    expect(isReadableAudio(Buffer.concat([mp3Frame(), mp3Frame()]), 'mp3')).toBe(false);
    expect(isReadableAudio(Buffer.from('ID3\x04\0\0\0\0\0\0'), 'mp3')).toBe(false);
    expect(isReadableAudio(WEBM, 'flac')).toBe(false);
  });
});
