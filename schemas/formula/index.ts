/** Calculated fields (React-free: the form runtime and the server's recompute on save share it). */
export type { CalculatedField, Formula, FormulaRow } from './types';
export { compileFormula, FORMULA_WARNING } from './compile';
export { operand } from './decimal';
export {
  checkJnpfTokens,
  FORMULA_INVALID_VALUE,
  FORMULA_NOT_ARITHMETIC,
  jnpfTokensToFormula,
  type JnpfFormulaToken,
} from './jnpf';
export { calculationPlan, dependentsOf, pathsOverlap } from './plan';
export { applyCalculated, recomputeCalculated } from './recompute';
