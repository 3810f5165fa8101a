// Types of storyCoverage.mjs for its unit test (the root tsconfig does not read JavaScript).

export declare const COMPONENT_ROOTS: string[];
export declare const STORY_ROOT: string;

/** The PascalCase value names a module exports. */
export declare function exportedComponentNames(text: string, fileName?: string): string[];

/** Every module a file imports or re-exports, with the names it takes (null: all of it). */
export declare function importsOf(
  text: string,
  fileName?: string,
): { kind: 'import' | 'reexport' | 'dynamic'; specifier: string; names: string[] | null }[];

/** The file a relative import names, or null. */
export declare function resolveImport(fromFile: string, specifier: string): string | null;

export type ComponentCoverage = {
  file: string;
  names: string[];
  stories: string[];
  namesakes: string[];
};

/** The coverage table of the repository at `root`. */
export declare function storyCoverage(root?: string): {
  components: ComponentCoverage[];
  uncovered: ComponentCoverage[];
  total: number;
  covered: number;
};
