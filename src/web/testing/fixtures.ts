import { ACHIEVEMENTS } from '../../shared/achievements.ts';
import type { Goal, RoadmapProject, RoadmapResource, RoadmapSkill } from '../../shared/goal.schema.ts';
import type { Achievement, User, UserWithEarnings, XpEvent } from '../../shared/user.schema.ts';

/** Builders for component tests: valid API shapes with only the fields a test cares about changed. */

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Casey Tester',
    email: null,
    emailVerified: false,
    pendingEmail: null,
    isGuest: true,
    isPremium: false,
    xp: 0,
    level: 1,
    xpToNextLevel: 100,
    joinedAt: '2026-01-05T10:00:00.000Z',
    achievements: [],
    learningStreak: 0,
    lastActiveDate: null,
    location: null,
    darkMode: true,
    onboarded: true,
    ...overrides,
  };
}

export function unlocked(id: keyof typeof ACHIEVEMENTS): Achievement {
  return { ...ACHIEVEMENTS[id], isUnlocked: true, earnedAt: '2026-01-06T10:00:00.000Z' };
}

export function earnings(
  user: User,
  xpEvents: XpEvent[] = [],
  unlockedAchievements: Achievement[] = [],
): UserWithEarnings {
  return { user, xpEvents, unlockedAchievements };
}

export function buildResource(overrides: Partial<RoadmapResource> = {}): RoadmapResource {
  return {
    id: 'python-course',
    skillId: 'python',
    type: 'course',
    title: 'Python for Everybody',
    source: 'Coursera',
    link: 'https://example.com/python',
    duration: '20 hours',
    isCompleted: false,
    ...overrides,
  };
}

export function buildSkill(overrides: Partial<RoadmapSkill> = {}): RoadmapSkill {
  return {
    id: 'python',
    name: 'Python',
    category: 'Languages',
    description: 'The language of data work.',
    difficulty: 'beginner',
    estimatedHours: 20,
    isCompleted: false,
    inProgress: false,
    note: '',
    resources: [buildResource()],
    prerequisites: [],
    ...overrides,
  };
}

export function buildProject(overrides: Partial<RoadmapProject> = {}): RoadmapProject {
  return {
    id: 'weather-dashboard',
    title: 'Weather Dashboard',
    description: 'Fetch forecasts and chart them.',
    difficulty: 'intermediate',
    estimatedHours: 12,
    technologies: ['Python', 'pandas'],
    skills: ['python'],
    isStarted: false,
    isCompleted: false,
    note: '',
    ...overrides,
  };
}

export function buildGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    career: {
      id: 1,
      title: 'Data Analyst',
      summary: 'Turns data into decisions.',
      occupationCode: null,
      source: 'builtin',
      curated: false,
      family: null,
      ratingsNote: null,
    },
    startedAt: '2026-01-05T10:00:00.000Z',
    skills: [buildSkill()],
    projects: [buildProject()],
    milestones: [],
    entryRoutes: [],
    edited: false,
    ...overrides,
  };
}
