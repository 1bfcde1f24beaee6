// Types for examples.cjs (spec/docs.spec.ts imports it).
export declare const ROOT: string;
export interface Block {
  file: string;
  lang: string;
  line: number;
  lines: string[];
}
export interface StatedResult {
  line: number;
  indent: string;
  expr: string;
  value?: string;
  error?: string;
  message?: string;
}
export interface Command {
  line: number;
  command: string;
  output: string[];
}
export declare function documents(): string[];
export declare function codeBlocks(file: string): Block[];
export declare function statedResults(block: Block): StatedResult[];
export declare function commands(block: Block): Command[];
