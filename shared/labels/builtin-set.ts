/**
 * What a network's built-in label set is (`workspace:builtin-labels-info`): the data set's
 * name, the commit it came from ('' when it has none) and that commit's date, its repository
 * and licence, how many addresses it labels and how many per category (as the set spells
 * them).
 */
export interface BuiltinSetFacts {
  dataset: string;
  version: string;
  committedAt: string;
  repository: string;
  license: string;
  addresses: number;
  byCategory: Record<string, number>;
}
