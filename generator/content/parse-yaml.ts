import { yaml } from '../lazy-yaml.js';
import { parseYamlFast } from './yaml-fast.js';

/** YAML text's value, as the `yaml` package's `parse` gives it, errors included: the fast reader
 *  (yaml-fast.ts) when the text is in its subset, else the package. For a site's components that
 *  read data files (`import { parseYaml } from 'docsgen'`). */
export function parseYaml(text: string): unknown {
  const fast = parseYamlFast(text);
  return fast ? fast.value : yaml().parse(text);
}
