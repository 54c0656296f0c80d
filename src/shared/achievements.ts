import { ACHIEVEMENT_XP } from './xp.ts';

export const ACHIEVEMENT_IDS = [
  'first-skill',
  'skill-master',
  'project-starter',
  'project-finisher',
  'learning-streak-7',
  'learning-streak-30',
  'premium-user',
  'location-added',
] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

export type AchievementCategory = 'skills' | 'projects' | 'streak' | 'special';

export interface AchievementDefinition {
  id: AchievementId;
  name: string;
  description: string;
  icon: string;
  category: AchievementCategory;
  xpReward: number;
}

/** docs/product.md §3 Achievement: the eight defined achievements and their XP rewards. */
export const ACHIEVEMENTS: Readonly<Record<AchievementId, AchievementDefinition>> = {
  'first-skill': {
    id: 'first-skill',
    name: 'First Skill Started',
    description: 'Complete your first skill',
    icon: 'target',
    category: 'skills',
    xpReward: ACHIEVEMENT_XP['first-skill'],
  },
  'skill-master': {
    id: 'skill-master',
    name: 'Skill Master',
    description: 'Complete 5 skills',
    icon: 'award',
    category: 'skills',
    xpReward: ACHIEVEMENT_XP['skill-master'],
  },
  'project-starter': {
    id: 'project-starter',
    name: 'Project Starter',
    description: 'Start your first project',
    icon: 'rocket',
    category: 'projects',
    xpReward: ACHIEVEMENT_XP['project-starter'],
  },
  'project-finisher': {
    id: 'project-finisher',
    name: 'Project Finisher',
    description: 'Complete your first project',
    icon: 'trophy',
    category: 'projects',
    xpReward: ACHIEVEMENT_XP['project-finisher'],
  },
  'learning-streak-7': {
    id: 'learning-streak-7',
    name: 'Week Warrior',
    description: 'Keep a 7-day learning streak',
    icon: 'flame',
    category: 'streak',
    xpReward: ACHIEVEMENT_XP['learning-streak-7'],
  },
  'learning-streak-30': {
    id: 'learning-streak-30',
    name: 'Monthly Master',
    description: 'Keep a 30-day learning streak',
    icon: 'calendar',
    category: 'streak',
    xpReward: ACHIEVEMENT_XP['learning-streak-30'],
  },
  'premium-user': {
    id: 'premium-user',
    name: 'Premium Member',
    description: 'Switch on Premium',
    icon: 'crown',
    category: 'special',
    xpReward: ACHIEVEMENT_XP['premium-user'],
  },
  'location-added': {
    id: 'location-added',
    name: 'Location Added',
    description: 'Set your location for local jobs',
    icon: 'map-pin',
    category: 'special',
    xpReward: ACHIEVEMENT_XP['location-added'],
  },
};
