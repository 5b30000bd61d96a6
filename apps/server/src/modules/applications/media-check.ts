/**
 * Whether an uploaded video is a real container with media in it, not just the right first bytes: a file named
 * .webm that starts with the EBML magic and ends after 4 bytes would reach the recruiter as "Unable to play media".
 * A structural walk, no decoding: WebM/Matroska needs an EBML header of doctype webm or matroska, then a Segment with
 * a track and a cluster holding a block; MP4/MOV needs consistent top-level boxes with a movie (`moov`, holding a
 * track) and media data (`mdat`).
 */
export function isReadableVideo(data: Buffer, ext: string): boolean {
  try {
    return ext === 'webm' ? isMatroska(data) : isIsoMedia(data);
  } catch {
    return false;
  }
}

/**
 * Whether an uploaded audio answer (a question answered by voice) is a real recording: WebM/Matroska as
 * for videos, Ogg (a chain of whole pages whose first packet is an Opus, Vorbis or FLAC header), MP4/M4A (a movie
 * with a track and media data), WAV (a format chunk and data) or MP3 (three MPEG audio frames in a row, after any
 * ID3 tag). A structural walk, no decoding.
 */
export function isReadableAudio(data: Buffer, ext: string): boolean {
  try {
    if (ext === 'webm') return isMatroska(data);
    if (ext === 'ogg') return isOgg(data);
    if (ext === 'm4a') return isIsoMedia(data);
    if (ext === 'wav') return isWave(data);
    return ext === 'mp3' && isMpegAudio(data);
  } catch {
    return false;
  }
}

function isOgg(data: Buffer): boolean {
  let at = 0;
  let pages = 0;
  while (at < data.length) {
    if (at + 27 > data.length || data.subarray(at, at + 4).toString('latin1') !== 'OggS' || data[at + 4] !== 0) return false;
    const segments = data[at + 26] ?? 0;
    if (at + 27 + segments > data.length) return false;
    let size = 27 + segments;
    for (let index = 0; index < segments; index++) size += data[at + 27 + index] ?? 0;
    if (at + size > data.length) return false;
    if (pages === 0) {
      const packet = data.subarray(at + 27 + segments, at + size);
      const codec = ['OpusHead', '\x01vorbis', '\x7fFLAC'].some((magic) => packet.subarray(0, magic.length).toString('latin1') === magic);
      if (!codec) return false;
    }
    pages++;
    at += size;
  }
  // the codec's headers, then audio
  return pages >= 3;
}

/** WAV formats whose block and byte rate follow from the sample format: PCM, IEEE float and their extensible form. */
const PLAIN_WAVE_FORMATS = new Set([1, 3, 0xfffe]);

/**
 * A WAV whose sizes agree with the file: the RIFF size covers the chunks (a missing pad byte aside) and no more than
 * the file holds; a plausible format (channels, sample rate, and for PCM or float, block and byte rates that follow
 * from them); then a data chunk of at least a tenth of a second that lies within the file. A header claiming 2 GB
 * before 10 bytes of data is not a recording.
 */
function isWave(data: Buffer): boolean {
  if (data.length < 12 || data.subarray(0, 4).toString('latin1') !== 'RIFF' || data.subarray(8, 12).toString('latin1') !== 'WAVE')
    return false;
  const riffEnd = 8 + data.readUInt32LE(4);
  if (riffEnd > data.length + 1) return false;
  const end = Math.min(riffEnd, data.length);
  let at = 12;
  let minimumData = 0;
  while (at + 8 <= end) {
    const type = data.subarray(at, at + 4).toString('latin1');
    const size = data.readUInt32LE(at + 4);
    // the last chunk may miss its pad byte, nothing more
    if (at + 8 + size > end + (size % 2)) return false;
    if (type === 'fmt ') {
      if (size < 16) return false;
      const format = data.readUInt16LE(at + 8);
      const channels = data.readUInt16LE(at + 10);
      const rate = data.readUInt32LE(at + 12);
      const byteRate = data.readUInt32LE(at + 16);
      const blockAlign = data.readUInt16LE(at + 20);
      const bits = data.readUInt16LE(at + 22);
      if (channels < 1 || channels > 8 || rate < 1000 || rate > 384_000 || blockAlign === 0) return false;
      if (PLAIN_WAVE_FORMATS.has(format) && (blockAlign !== channels * Math.ceil(bits / 8) || byteRate !== rate * blockAlign)) return false;
      minimumData = Math.max(blockAlign, Math.ceil(byteRate / 10));
    }
    if (type === 'data') return minimumData > 0 && size >= minimumData;
    at += 8 + size + (size % 2);
  }
  return false;
}

// MPEG audio frame headers: bitrates (kbit/s) of layer III by version, and sample rates
const BITRATES = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The length of the MPEG-1/2/2.5 layer III frame at `at`, or 0 when there is none. */
function mpegFrameLength(data: Buffer, at: number): number {
  if (at + 4 > data.length) return 0;
  const header = data.readUInt32BE(at);
  if (header >>> 21 !== 0x7ff) return 0;
  const version = (header >>> 19) & 3;
  const layer = (header >>> 17) & 3;
  const bitrate = ((version === 3 ? BITRATES.v1 : BITRATES.v2)[(header >>> 12) & 15] ?? 0) * 1000;
  const rate = SAMPLE_RATES[version]?.[(header >>> 10) & 3];
  if (layer !== 1 || !bitrate || !rate) return 0;
  const padding = (header >>> 9) & 1;
  return Math.floor(((version === 3 ? 144 : 72) * bitrate) / rate) + padding;
}

/** The fewest frames an MP3 answer holds: about a quarter of a second. */
const MIN_MPEG_FRAMES = 10;

/** Where an MP3's frames end: before an ID3v1 tag and an APEv2 tag at the end of the file, when there are any. */
function mpegFramesEnd(data: Buffer): number {
  let end = data.length;
  if (end >= 128 && data.subarray(end - 128, end - 125).toString('latin1') === 'TAG') end -= 128;
  if (end >= 32 && data.subarray(end - 32, end - 24).toString('latin1') === 'APETAGEX') {
    const hasHeader = (data.readUInt32LE(end - 12) & 0x80000000) !== 0;
    end -= data.readUInt32LE(end - 20) + (hasHeader ? 32 : 0);
  }
  return Math.max(0, end);
}

/**
 * An MP3 that is frames from its start (after any ID3v2 tag) to its end (before any ID3v1 or APE tag), all of one
 * MPEG version and sample rate, at least MIN_MPEG_FRAMES of them, a last frame cut short aside; and sound in them:
 * a frame past the first (which may be an encoder's Xing or Info header) with a byte that is not zero. Three frame
 * headers followed by zeros are not a recording.
 */
function isMpegAudio(data: Buffer): boolean {
  let at = 0;
  if (data.subarray(0, 3).toString('latin1') === 'ID3' && data.length >= 10) {
    const size =
      (((data[6] ?? 0) & 0x7f) << 21) | (((data[7] ?? 0) & 0x7f) << 14) | (((data[8] ?? 0) & 0x7f) << 7) | ((data[9] ?? 0) & 0x7f);
    // a footer repeats the header at the tag's end
    at = 10 + size + (((data[5] ?? 0) & 0x10) !== 0 ? 10 : 0);
  }
  const end = mpegFramesEnd(data);
  const kind = (header: number) => (header >>> 10) & 0x7ff;
  let first = -1;
  let frames = 0;
  let sound = false;
  let length = 0;
  while (at + 4 <= end) {
    length = mpegFrameLength(data, at);
    const header = data.readUInt32BE(at);
    if (!length || (first >= 0 && (kind(header) & 0x603) !== (kind(first) & 0x603)) || at + length > end) break;
    if (first < 0) first = header;
    else if (!sound) sound = data.subarray(at + 4, at + length).some((byte) => byte !== 0);
    frames++;
    at += length;
  }
  // what is left is at most one frame cut short
  return frames >= MIN_MPEG_FRAMES && sound && end - at < Math.max(length, 4);
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const CLUSTER = 0x1f43b675;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;

interface Element {
  id: number;
  /** where the element's data starts and ends (its parent's end when its size is unknown, as live recordings write) */
  start: number;
  end: number;
}

/** An EBML variable-length integer: its length is told by the first byte's leading zeros. */
function vint(data: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = data[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > data.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = data[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function elementAt(data: Buffer, at: number, limit: number): Element | null {
  const id = vint(data, at, true);
  if (!id || id.length > 4) return null;
  const size = vint(data, at + id.length, false);
  if (!size) return null;
  const start = at + id.length + size.length;
  const end = size.unknown ? limit : start + size.value;
  if (end > limit || start > limit) return null;
  return { id: id.value, start, end };
}

/** The children of an element, until its end or the first bytes that are not an element. */
function* children(data: Buffer, parent: Pick<Element, 'start' | 'end'>): Generator<Element> {
  let at = parent.start;
  while (at < parent.end) {
    const child = elementAt(data, at, parent.end);
    if (!child) return;
    yield child;
    at = child.end;
  }
}

function isMatroska(data: Buffer): boolean {
  const header = elementAt(data, 0, data.length);
  if (!header || header.id !== EBML) return false;
  const docType = [...children(data, header)].find((element) => element.id === DOC_TYPE);
  const type = docType
    ? data
        .subarray(docType.start, docType.end)
        .toString('latin1')
        .replace(/(?<!\0)\0+$/, '')
    : '';
  if (type !== 'webm' && type !== 'matroska') return false;
  const segment = elementAt(data, header.end, data.length);
  if (!segment || segment.id !== SEGMENT) return false;
  let hasTrack = false;
  for (const element of children(data, segment)) {
    if (element.id === TRACKS) hasTrack ||= [...children(data, element)].some((child) => child.id === TRACK_ENTRY);
    // a cluster of unknown size (a live recording's) runs to the segment's end: its blocks are its children all the same
    if (element.id === CLUSTER && [...children(data, element)].some((child) => child.id === SIMPLE_BLOCK || child.id === BLOCK_GROUP))
      return hasTrack;
  }
  return false;
}

function isIsoMedia(data: Buffer): boolean {
  const boxes = new Map<string, { start: number; end: number }>();
  let at = 0;
  while (at < data.length) {
    if (at + 8 > data.length) return false;
    let size = data.readUInt32BE(at);
    const type = data.subarray(at + 4, at + 8).toString('latin1');
    let header = 8;
    if (size === 1) {
      if (at + 16 > data.length) return false;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = data.length - at;
    if (size < header || at + size > data.length) return false;
    if (!boxes.has(type)) boxes.set(type, { start: at + header, end: at + size });
    at += size;
  }
  const movie = boxes.get('moov');
  const media = boxes.get('mdat');
  if (!movie || !media || media.end <= media.start) return false;
  return data.subarray(movie.start, movie.end).includes('trak', 0, 'latin1');
}
