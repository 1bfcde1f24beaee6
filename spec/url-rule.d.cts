/** What java.net.URI reports for an absolute URI. */
export interface Reading {
  readonly string: string;
  readonly host: string | null;
  readonly authority: string | null;
  readonly port: number;
}

/** `url`, `refused`, `rejected`, or a description of how toURL broke the rule (starting with `VIOLATION`). */
export declare function checkToUrl(reading: Reading, toURL: () => unknown): string;
