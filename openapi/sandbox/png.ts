/**
 * A tiny PNG encoder (RGBA, 8 bits, no interlace) over node:zlib, enough to serve tenant icons
 * without committing binaries or adding an image library.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type RGBA
  // Each scanline starts with filter type 0 (None).
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function hexToRgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1] ?? '0', 16), parseInt(m[2] ?? '0', 16), parseInt(m[3] ?? '0', 16)];
}

/**
 * A square app icon: a rounded square in the brand colour with a white ring, 4×4 supersampled so
 * the edges are smooth. The ring sits inside the maskable safe zone (central 80%).
 */
export function brandIcon(colour: string, size = 512): Buffer {
  const [r, g, b] = hexToRgb(colour);
  const radius = size * 0.1875;
  const centre = size / 2;
  const outer = size * 0.28;
  const inner = size * 0.17;
  // Math.hypot is several times slower than sqrt in V8, and this runs ~300k times.
  const length = (x: number, y: number) => Math.sqrt(x * x + y * y);
  /** Signed distance to the rounded square's edge (negative inside). */
  const squareDistance = (x: number, y: number) => {
    const qx = Math.abs(x - centre) - (centre - radius);
    const qy = Math.abs(y - centre) - (centre - radius);
    return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
  };
  const inRing = (x: number, y: number) => {
    const d = length(x - centre, y - centre);
    return d <= outer && d >= inner;
  };
  const rgba = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const cx = x + 0.5;
      const cy = y + 0.5;
      const fromCentre = length(cx - centre, cy - centre);
      const ringDistance = Math.min(Math.abs(fromCentre - outer), Math.abs(fromCentre - inner));
      const edge = squareDistance(cx, cy);
      let cover: number;
      let white: number;
      if (Math.abs(edge) > 1 && ringDistance > 1) {
        // Far from every edge: one sample decides the whole pixel.
        cover = edge < 0 ? 1 : 0;
        white = cover && inRing(cx, cy) ? 1 : 0;
      } else {
        // Near an edge: supersample for a smooth outline.
        let hits = 0;
        let ring = 0;
        for (let sy = 0; sy < samples; sy += 1) {
          for (let sx = 0; sx < samples; sx += 1) {
            const px = x + (sx + 0.5) / samples;
            const py = y + (sy + 0.5) / samples;
            if (squareDistance(px, py) > 0) continue;
            hits += 1;
            if (inRing(px, py)) ring += 1;
          }
        }
        cover = hits / (samples * samples);
        white = hits ? ring / hits : 0;
      }
      const i = (y * size + x) * 4;
      rgba[i] = Math.round(r + (255 - r) * white);
      rgba[i + 1] = Math.round(g + (255 - g) * white);
      rgba[i + 2] = Math.round(b + (255 - b) * white);
      rgba[i + 3] = Math.round(cover * 255);
    }
  }
  return encodePng(size, size, rgba);
}
