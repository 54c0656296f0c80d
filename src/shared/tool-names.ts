/**
 * The names of Waymark's premium tools. "AI" belongs in a name only when a model does the work: with
 * no AI provider configured, the local engine does it and the tool is named without "AI"
 * (docs/decisions.md D17, S92).
 */
export const TOOL_NAMES = {
  resumeGenerator: 'Resume Generator',
  resumeOptimizer: 'Resume Optimizer',
  interviewCoach: 'Interview Coach',
  projectGenerator: 'Project Generator',
} as const;
export type Tool = keyof typeof TOOL_NAMES;

/** A tool's name as the user reads it: "AI Interview Coach" with a model, "Interview Coach" without. */
export function toolName(tool: Tool, aiLive: boolean): string {
  return aiLive ? `AI ${TOOL_NAMES[tool]}` : TOOL_NAMES[tool];
}
