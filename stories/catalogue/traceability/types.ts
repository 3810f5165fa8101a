/** Where a rule is proven. `file` is relative to the repo root. */
export type Proof =
  | { kind: 'story'; file: string; story: string } // story = the export name in the stories file
  | { kind: 'test'; file: string; name: string } // name = the it()/test() title as written
  | { kind: 'e2e'; file: string; name: string }; // name = the journey name as written
export type RuleStatus = 'built' | 'partial' | 'not built';
export type Rule = {
  id: string; // 'S4.12'
  section: string; // '4 States and transitions' (the spec heading; subsection after ' / ')
  text: string; // the rule in the spec's words, shortened only if long
  status: RuleStatus;
  proofs: readonly Proof[];
  note?: string; // required for 'partial' and 'not built': what is missing
};
