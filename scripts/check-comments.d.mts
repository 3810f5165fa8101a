// Types of check-comments.mjs for its unit test (the root tsconfig does not read JavaScript).

export declare const ISSUE_CITATION: RegExp;

/** Every comment of a TypeScript or TSX source, with its start offset. */
export declare function commentsOf(
  text: string,
  fileName?: string,
): { pos: number; text: string }[];

/** The problems of one source text, one per comment line that cites an issue or a missing file. */
export declare function commentProblems(
  text: string,
  file: string,
  options?: { root?: string },
): { line: number; message: string }[];

/** Checks the sources under `targets` (relative to `root`); returns "file:line: message" lines. */
export declare function checkComments(targets?: string[], options?: { root?: string }): string[];
