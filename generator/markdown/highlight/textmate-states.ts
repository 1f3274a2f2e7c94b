// Numbers for vscode-textmate's grammar states, equal for states from which tokenizing a line
// gives the same result, so that dual-theme-tokens.ts can reuse a line tokenized before from an
// equal state. A state it cannot read (an unexpected vscode-textmate version) has no number, and
// such lines are always tokenized.
import { INITIAL } from 'shiki/textmate';
import { processCounter, processMap, processWeakMap } from '../../caches.js';

/** The fields of vscode-textmate's StateStackImpl that tokenizing a line reads (the positions in
 *  it are reset at every line start). */
interface StateFrame {
  parent: StateFrame | null;
  ruleId: number;
  beginRuleCapturedEOL: boolean;
  endRule: string | null;
  nameScopesList: { getScopeNames(): string[] } | null;
  contentNameScopesList: { getScopeNames(): string[] } | null;
}

const stateIdOf = processWeakMap<object, number>('textmateStateIds');
const stateIds = processMap<string, number>('textmateStateKeys');
// Never reused, also after stateIds is emptied: one number never stands for two states.
const nextStateId = processCounter('textmateStateCount');
/** States numbered by key; the map is emptied when full (a state met again then gets a new
 *  number, so only reuse is lost). */
const MAX_STATES = 10_000;

/** A small number per distinct state (equal keys, equal numbers), to look lines up by. */
export function stateId(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const known = stateIdOf.get(state);
  if (known !== undefined) return known;
  // A frame's key holds its parent's number: the frames not numbered yet are numbered from the
  // outermost down, in a loop. (Recursion overflowed the stack on a line of 5,000 opening brackets,
  // each a frame of its own.)
  const unnumbered: object[] = [];
  for (let s: unknown = state; typeof s === 'object' && s !== null && !stateIdOf.has(s); s = (s as StateFrame).parent) unnumbered.push(s);
  let id: number | undefined;
  for (let i = unnumbered.length - 1; i >= 0; i--) {
    id = numberState(unnumbered[i]);
    if (id === undefined) return undefined;
  }
  return id;
}

function numberState(state: object): number | undefined {
  const key = stateKey(state);
  if (key === undefined) return undefined;
  let id = stateIds.get(key);
  if (id === undefined) {
    if (stateIds.size >= MAX_STATES) stateIds.clear();
    stateIds.set(key, (id = nextStateId()));
  }
  stateIdOf.set(state, id);
  return id;
}

/** A string that is equal for two states exactly when tokenizing a line from either gives the
 *  same scopes and an equal next state: rule, end/while pattern, anchor flag and scope names of
 *  every frame. (Packed attributes are left out: they depend on the theme, the scopes do not.) */
function stateKey(state: unknown): string | undefined {
  if (state === INITIAL) return '^';
  const s = state as StateFrame;
  if (typeof s.ruleId !== 'number' || !('endRule' in s) || !s.nameScopesList || !s.contentNameScopesList) return undefined;
  // The parent stands in by its number, not its key: keys stay one frame long instead of growing
  // with the depth of the stack (20,000 states of a large site took 29 MB as full keys). Numbers
  // are never reused, so equal numbers still mean equal parents.
  const parent = s.parent ? stateIdOf.get(s.parent) : -1;
  if (parent === undefined) return undefined;
  return JSON.stringify([
    parent,
    s.ruleId,
    s.beginRuleCapturedEOL,
    s.endRule,
    s.nameScopesList.getScopeNames(),
    s.contentNameScopesList.getScopeNames(),
  ]);
}
