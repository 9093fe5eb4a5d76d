/** What the sandbox can read from a file that decoded: its text, never its pixels (no OCR). */
export interface DocumentContent {
  /** Text carried by the file: a PDF's text layer, PNG text chunks, JPEG comments; one entry a line. */
  textLines: string[];
  /** Zone lines the file declares as such (a PNG `MRZ` chunk, a JPEG `MRZ:` comment), else null. */
  declaredMrzLines: string[] | null;
}

export type DecodeOutcome = { decoded: true; content: DocumentContent } | { decoded: false; problem: string };

export function linesOf(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
