import type { KeyboardEvent } from 'react';
import { skillStatusOf } from '../../../../shared/constants.ts';
import type { RoadmapSkill } from '../../../../shared/goal.schema.ts';
import { categoryColor, categoryLabel } from '../../../lib/colors.ts';

/** docs/product.md §2 Skills: the tree is 400 px high, 4 skills per row, 80 px apart. */
const HEIGHT = 400;
const WIDTH = 400;
const PER_ROW = 4;
const SPACING = 80;
const FIRST_ROW_Y = 120;
const CATEGORY_Y = 38;
const NODE_R = 20;

/** docs/product.md §2: a name longer than 12 characters shows its first 10 plus "...". */
function treeLabel(name: string): string {
  return name.length > 12 ? `${name.slice(0, 10)}...` : name;
}

const STATUS_TEXT = {
  not_started: 'not started',
  in_progress: 'in progress',
  completed: 'completed',
} as const;

function onActivate(handler: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      handler();
    }
  };
}

interface SkillTreeProps {
  skills: RoadmapSkill[];
  categories: string[];
  activeCategory: string;
  onCategory: (category: string) => void;
  onSkill: (skill: RoadmapSkill) => void;
}

/**
 * The skill tree: an SVG map from 640 px, and the same tree as a list below it, where SVG nodes
 * would be too small to tap and their labels too small to read (docs/decisions.md S35). Both
 * give each skill and category the same accessible name.
 */
export function SkillTree(props: SkillTreeProps) {
  return (
    <>
      <div className="hidden sm:block">
        <SkillTreeMap {...props} />
      </div>
      <div className="sm:hidden">
        <SkillTreeList {...props} />
      </div>
    </>
  );
}

function treeLabelOf(shown: RoadmapSkill[], activeCategory: string) {
  return `Skill tree: ${shown.length} skills${activeCategory === 'All' ? '' : ` in ${activeCategory}`}`;
}

/** Phone widths: category buttons that filter, then each skill as a row at least 44 px high. */
function SkillTreeList({ skills, categories, activeCategory, onCategory, onSkill }: SkillTreeProps) {
  const shown = activeCategory === 'All' ? skills : skills.filter((s) => s.category === activeCategory);
  return (
    <div>
      <ul className="mb-3 flex flex-wrap gap-2" aria-label="Skill categories">
        {categories.map((category) => {
          const active = activeCategory === category;
          return (
            <li key={category}>
              <button
                type="button"
                aria-pressed={active}
                aria-label={`Show ${categoryLabel(category)} skills`}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-medium ${
                  active
                    ? 'border-current bg-slate-100 dark:bg-slate-800'
                    : 'border-slate-300 dark:border-slate-700'
                }`}
                onClick={() => onCategory(active ? 'All' : category)}
              >
                <span
                  className="h-3 w-3 rounded-full"
                  style={{ backgroundColor: categoryColor(category).fill }}
                  aria-hidden
                />
                {categoryLabel(category)}
              </button>
            </li>
          );
        })}
      </ul>
      <ol className="flex flex-col gap-1" aria-label={treeLabelOf(shown, activeCategory)}>
        {shown.map((skill, i) => {
          const status = skillStatusOf(skill);
          const color = categoryColor(skill.category).fill;
          return (
            <li key={skill.id}>
              <button
                type="button"
                aria-label={`${skill.name}, ${categoryLabel(skill.category)}, ${STATUS_TEXT[status]}`}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
                onClick={() => onSkill(skill)}
              >
                <span
                  className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-[3px] text-xs font-bold ${
                    status === 'completed' ? 'text-white' : ''
                  } ${status === 'in_progress' ? 'border-dashed' : ''}`}
                  style={{
                    borderColor: color,
                    backgroundColor:
                      status === 'completed' ? color : status === 'in_progress' ? `${color}55` : undefined,
                  }}
                  aria-hidden
                >
                  {status === 'completed' ? '✓' : i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{skill.name}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {categoryLabel(skill.category)} · {STATUS_TEXT[status]}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** An interactive SVG map of the roadmap: category circles filter, skill nodes open details. */
function SkillTreeMap({ skills, categories, activeCategory, onCategory, onSkill }: SkillTreeProps) {
  const shown = activeCategory === 'All' ? skills : skills.filter((s) => s.category === activeCategory);
  const rowStart = (WIDTH - (PER_ROW - 1) * SPACING) / 2;
  const nodes = shown.map((skill, i) => ({
    skill,
    x: rowStart + (i % PER_ROW) * SPACING,
    y: FIRST_ROW_Y + Math.floor(i / PER_ROW) * SPACING,
  }));
  const catStep = WIDTH / (categories.length + 1);
  const rows = Math.ceil(shown.length / PER_ROW);
  const height = Math.max(HEIGHT, FIRST_ROW_Y + (rows - 1) * SPACING + 40);

  return (
    // biome-ignore lint/a11y/useSemanticElements: the SVG itself groups the tree's buttons; a fieldset cannot hold SVG
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="mx-auto block h-[400px] w-full max-w-xl select-none"
      role="group"
      aria-label={treeLabelOf(shown, activeCategory)}
    >
      {nodes.slice(1).map((node, i) => {
        const prev = nodes[i];
        return prev ? (
          <line
            key={`edge-${node.skill.id}`}
            x1={prev.x}
            y1={prev.y}
            x2={node.x}
            y2={node.y}
            className="stroke-slate-300 dark:stroke-slate-700"
            strokeWidth={2}
          />
        ) : null;
      })}
      {categories.map((category, i) => {
        const active = activeCategory === category;
        const cx = catStep * (i + 1);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it is made one with role and keys
          <g
            key={categoryLabel(category)}
            role="button"
            tabIndex={0}
            aria-pressed={active}
            aria-label={`Show ${categoryLabel(category)} skills`}
            className="cursor-pointer focus:outline-none [&:focus-visible>circle]:stroke-teal-400"
            onClick={() => onCategory(active ? 'All' : category)}
            onKeyDown={onActivate(() => onCategory(active ? 'All' : category))}
          >
            <circle
              cx={cx}
              cy={CATEGORY_Y}
              r={active ? 18 : 14}
              fill={categoryColor(category).fill}
              stroke={active ? 'currentColor' : 'transparent'}
              strokeWidth={3}
            />
            <text
              x={cx}
              y={CATEGORY_Y + 30}
              textAnchor="middle"
              className="fill-current text-[10px] font-medium"
            >
              {categoryLabel(category)}
            </text>
          </g>
        );
      })}
      {nodes.map(({ skill, x, y }, i) => {
        const status = skillStatusOf(skill);
        const color = categoryColor(skill.category).fill;
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it is made one with role and keys
          <g
            key={skill.id}
            role="button"
            tabIndex={0}
            aria-label={`${skill.name}, ${categoryLabel(skill.category)}, ${STATUS_TEXT[status]}`}
            className="cursor-pointer focus:outline-none [&:focus-visible>circle]:stroke-teal-400"
            onClick={() => onSkill(skill)}
            onKeyDown={onActivate(() => onSkill(skill))}
          >
            <title>{skill.name}</title>
            <circle
              cx={x}
              cy={y}
              r={NODE_R}
              fill={status === 'completed' ? color : status === 'in_progress' ? `${color}55` : 'transparent'}
              stroke={color}
              strokeWidth={3}
              strokeDasharray={status === 'in_progress' ? '6 4' : undefined}
              className={status === 'not_started' ? 'fill-white dark:fill-slate-900' : undefined}
            />
            <text
              x={x}
              y={y + 4}
              textAnchor="middle"
              className={`text-[11px] font-bold ${status === 'completed' ? 'fill-white' : 'fill-current'}`}
            >
              {status === 'completed' ? '✓' : i + 1}
            </text>
            <text x={x} y={y + NODE_R + 14} textAnchor="middle" className="fill-current text-[10px]">
              {treeLabel(skill.name)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
