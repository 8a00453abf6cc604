// subset-font ships no types: the one function we call.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "truetype" | "sfnt"; noHinting?: boolean },
  ): Promise<Buffer>;
}
