// The type of the plain-JavaScript rule (eslint.config.js loads it without a build).
import type { Rule } from 'eslint';

declare const rule: Rule.RuleModule;
export default rule;
