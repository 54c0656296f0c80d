import type { CatalogCareer } from '../../../shared/catalog.schema.ts';
import { frontendDeveloper } from './01-frontend-developer.ts';
import { backendDeveloper } from './02-backend-developer.ts';
import { fullStackDeveloper } from './03-full-stack-developer.ts';
import { dataScientist } from './04-data-scientist.ts';
import { devopsEngineer } from './05-devops-engineer.ts';
import { mobileDeveloper } from './06-mobile-developer.ts';
import { uiUxDesigner } from './07-ui-ux-designer.ts';
import { productManager } from './08-product-manager.ts';
import { cybersecurityAnalyst } from './09-cybersecurity-analyst.ts';
import { machineLearningEngineer } from './10-machine-learning-engineer.ts';
import { cloudArchitect } from './11-cloud-architect.ts';
import { dataAnalyst } from './12-data-analyst.ts';
import { qaEngineer } from './13-qa-engineer.ts';
import { gameDeveloper } from './14-game-developer.ts';
import { blockchainDeveloper } from './15-blockchain-developer.ts';

/** The 15 built-in career paths, ids 1 to 15 (docs/product.md §1). Order is id order. */
export const careerPaths: readonly CatalogCareer[] = [
  frontendDeveloper,
  backendDeveloper,
  fullStackDeveloper,
  dataScientist,
  devopsEngineer,
  mobileDeveloper,
  uiUxDesigner,
  productManager,
  cybersecurityAnalyst,
  machineLearningEngineer,
  cloudArchitect,
  dataAnalyst,
  qaEngineer,
  gameDeveloper,
  blockchainDeveloper,
];
