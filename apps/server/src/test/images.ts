import sharp from "sharp";

/** A real PNG of that size (a colour gradient, so it is not trivially compressible). */
export async function pngImage(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = x % 256;
    pixels[i + 1] = y % 256;
    pixels[i + 2] = (x + y) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A real JPEG of that size carrying EXIF fields (camera, author, GPS-like comment). */
export async function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: "Secret Person", Copyright: "secret-exif", Make: "PhoneCam" } })
    .toBuffer();
}

export const dataUrl = (bytes: Buffer, type = "image/png") =>
  `data:${type};base64,${bytes.toString("base64")}`;
